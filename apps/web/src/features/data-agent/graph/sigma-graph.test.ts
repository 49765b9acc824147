import { describe, expect, it } from 'vitest';
import type { GraphLink, GraphNode } from './graph-model';
import { fadeLinks, toGraphology, withOpacity } from './sigma-graph';

const node = (id: string, label = id): GraphNode => ({
  id,
  type: 'value',
  label,
  color: '#64748b',
  size: 5,
  x: 0,
  y: 0,
  data: {},
});
const link = (source: string, target: string, color = '#94a3b8'): GraphLink => ({
  source,
  target,
  type: 'data',
  color,
  strength: 0.5,
});

describe('the graph sigma draws', () => {
  it('carries link colours faded to the opacity, and fades them again in place', () => {
    expect(withOpacity('#000000', 0.6)).toBe('#666666');
    expect(withOpacity('#94a3b8', 1)).toBe('#94a3b8');
    const graph = toGraphology(
      [node('a', 'A very long label indeed'), node('b'), node('c')],
      [link('a', 'b'), link('b', 'c', '#000000'), link('a', 'a'), link('a', 'missing')],
      0.6,
    );
    // Self-links and links to absent nodes are left out; labels are cut as the spec says.
    expect(graph.size).toBe(2);
    expect(graph.getNodeAttribute('a', 'label')).toBe('A very long ...');
    expect(graph.getNodeAttribute('a', 'searchText')).toBe('a very long label indeed');
    expect(graph.getEdgeAttributes('b', 'c')).toMatchObject({ color: '#666666', size: 1 });
    fadeLinks(graph, 1);
    expect(graph.getEdgeAttribute('b', 'c', 'color')).toBe('#000000');
    expect(graph.getEdgeAttribute('a', 'b', 'color')).toBe('#94a3b8');
  });
});
