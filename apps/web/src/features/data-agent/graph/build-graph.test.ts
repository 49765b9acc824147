import { describe, expect, it } from 'vitest';
import { buildGraph } from './build-graph';
import { clampZoom, cutLabel, graphExport, nodeDataText } from './graph-model';

const row = (id: string, content: Record<string, unknown>) => ({
  id,
  type: 'record',
  selector: 'li',
  confidence: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  content,
});
const columns = [
  { key: 'country', kind: 'category' as const, unit: null, filled: 3, distinct: 2 },
  { key: 'indicator', kind: 'category' as const, unit: null, filled: 3, distinct: 3 },
  { key: 'score', kind: 'number' as const, unit: null, filled: 3, distinct: 3 },
];

describe('knowledge graph', () => {
  it('links records through the values they share; countries and indicators as the spec names them', () => {
    const { nodes, links } = buildGraph(
      'Governance',
      [
        row('a', { country: 'Norway', indicator: 'Rule of law', score: 92 }),
        row('b', { country: 'Norway', indicator: 'Voice', score: 88 }),
        row('c', { country: 'Kenya', indicator: 'Voice', score: 47 }),
      ],
      columns,
    );
    const types = (type: string) => nodes.filter((n) => n.type === type).map((n) => n.label);
    expect(types('root')).toEqual(['Governance']);
    expect(types('category')).toEqual(['country', 'indicator']);
    expect(types('indicator')).toEqual(['score']);
    expect(types('country')).toEqual(['Norway']);
    expect(types('value')).toEqual(['Voice']);
    expect(types('measure')).toEqual(['Norway', 'Norway', 'Kenya']);
    expect(links.filter((l) => l.type === 'data').map((l) => [l.source, l.target])).toEqual([
      ['record:a', 'value:country:norway'],
      ['record:b', 'value:country:norway'],
      ['record:b', 'value:indicator:voice'],
      ['record:c', 'value:indicator:voice'],
    ]);
  });
  it('cuts labels, clamps zoom, cuts data at 200 characters and exports the spec file', () => {
    expect(cutLabel('Rule of law and order')).toBe('Rule of law ...');
    expect(cutLabel('Fifteen chars!!')).toBe('Fifteen chars!!');
    expect(clampZoom(6)).toBe(5);
    expect(clampZoom(0.1)).toBe(0.2);
    const node = {
      id: 'x',
      type: 'value' as const,
      label: 'x',
      color: '#000',
      size: 5,
      x: 0,
      y: 0,
      data: { text: 'y'.repeat(300) },
    };
    expect(nodeDataText(node)).toHaveLength(201);
    const file = graphExport('T', [node], [], new Date('2026-01-01T00:00:00Z'));
    expect(file.metadata).toEqual({
      title: 'T',
      timestamp: '2026-01-01T00:00:00.000Z',
      totalNodes: 1,
      totalLinks: 0,
    });
  });
});
