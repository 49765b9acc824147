import Graph from 'graphology';
import FA2Layout from 'graphology-layout-forceatlas2/worker';
import { cutLabel, GRAPH, type GraphLink, type GraphNode } from './graph-model';

/**
 * Past this many nodes the viewer draws for speed: nodes as WebGL points, links as 1-pixel
 * lines, both left out of frames while the camera moves. Measured with `npm run bench:graph`
 * (Chromium drawing WebGL in software): the default circle and rectangle programs cost about
 * 150 ms and 650 ms a frame at 5,000 nodes and 19,000 links, points and lines a fraction of that.
 */
export const LARGE_GRAPH = 2000;

/** '#94a3b8' at opacity 0.6 over the white canvas, as an opaque hex colour sigma draws as is. */
export const withOpacity = (hex: string, opacity: number) =>
  `#${[1, 3, 5]
    .map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
    .map((c) =>
      Math.round(255 - (255 - c) * opacity)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * The graph sigma draws. Link colours are stored already faded to the chosen opacity (and
 * changed in place when it changes), so no edge reducer runs over 19,000 links on each refresh.
 */
export function toGraphology(nodes: GraphNode[], links: GraphLink[], linkOpacity: number): Graph {
  const graph = new Graph({ type: 'undirected' });
  for (const node of nodes)
    graph.addNode(node.id, {
      x: node.x,
      y: node.y,
      size: node.size,
      color: node.color,
      label: cutLabel(node.label),
      nodeType: node.type,
      searchText: node.label.toLowerCase(),
    });
  const faded = new Map<string, string>();
  for (const link of links)
    if (graph.hasNode(link.source) && graph.hasNode(link.target) && link.source !== link.target) {
      const color = faded.get(link.color) ?? withOpacity(link.color, linkOpacity);
      faded.set(link.color, color);
      graph.mergeEdge(link.source, link.target, {
        size: link.strength * 2,
        color,
        baseColor: link.color,
      });
    }
  return graph;
}

export function fadeLinks(graph: Graph, linkOpacity: number): void {
  const faded = new Map<string, string>();
  graph.updateEachEdgeAttributes(
    (_edge, attributes) => {
      const base = String(attributes.baseColor);
      const color = faded.get(base) ?? withOpacity(base, linkOpacity);
      faded.set(base, color);
      return { ...attributes, color };
    },
    { attributes: ['color'] },
  );
}

/** Mean movement between two checks, as a share of the layout's extent, under which it has settled. */
const SETTLED = 0.002;
const CHECK_MS = 400;

/**
 * Lays the graph out with ForceAtlas2 in a web worker on a detached copy, and moves the drawn
 * graph once, when the layout has settled (or its time is up). Laid out live, every iteration
 * re-processed the drawn graph: a full refresh each frame for seconds, so panning stuttered.
 * Returns a function that stops the layout.
 */
export function settleLayout(graph: Graph, onSettled: () => void): () => void {
  const copy = new Graph({ type: 'undirected' });
  graph.forEachNode((node, attributes) =>
    copy.addNode(node, { x: Number(attributes.x), y: Number(attributes.y) }),
  );
  graph.forEachEdge((_edge, _attributes, source, target) => copy.mergeEdge(source, target));
  const layout = new FA2Layout(copy, {
    settings: {
      gravity: 1,
      scalingRatio: GRAPH.linkDistance / 10,
      barnesHutOptimize: graph.order > 500,
    },
  });
  const positions = () => {
    const at = new Float64Array(copy.order * 2);
    let i = 0;
    copy.forEachNode((_node, { x, y }) => {
      at[i++] = x as number;
      at[i++] = y as number;
    });
    return at;
  };
  let last = positions();
  const budget = Math.min(8000, 1500 + graph.order);
  const begun = performance.now();
  let moving = false;
  const finish = () => {
    clearInterval(check);
    layout.kill();
    graph.updateEachNodeAttributes(
      (node, attributes) => ({
        ...attributes,
        x: copy.getNodeAttribute(node, 'x') as number,
        y: copy.getNodeAttribute(node, 'y') as number,
      }),
      { attributes: ['x', 'y'] },
    );
    onSettled();
  };
  const check = setInterval(() => {
    const now = positions();
    let moved = 0;
    let extent = 0;
    for (let i = 0; i < now.length; i += 1) {
      moved += Math.abs((now[i] ?? 0) - (last[i] ?? 0));
      extent = Math.max(extent, Math.abs(now[i] ?? 0));
    }
    last = now;
    // Nothing moved yet: the worker is still starting (a first pass over 5,000 nodes can take
    // longer than a check), which is not a settled layout.
    if (moved > 0) moving = true;
    const settled = moving && moved / copy.order < SETTLED * Math.max(1, extent);
    if (settled || performance.now() - begun > budget) finish();
  }, CHECK_MS);
  layout.start();
  return () => {
    clearInterval(check);
    layout.kill();
  };
}
