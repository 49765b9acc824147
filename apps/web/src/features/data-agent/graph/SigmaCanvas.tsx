import Graph from 'graphology';
import FA2Layout from 'graphology-layout-forceatlas2/worker';
import { useEffect, useRef, useState } from 'react';
import Sigma from 'sigma';
import { cutLabel, GRAPH, type GraphLink, type GraphNode, type GraphNodeType } from './graph-model';

export interface ViewState {
  zoom: number;
  visibleTypes: Set<GraphNodeType>;
  showLabels: boolean;
  nodeSize: number;
  linkOpacity: number;
  search: string;
  selected: string | null;
  /** Bumped by Reset: the camera goes back to where it started. */
  resetCount: number;
}

interface Props {
  nodes: GraphNode[];
  links: GraphLink[];
  view: ViewState;
  onSelect: (node: GraphNode | null) => void;
  onHover: (node: GraphNode | null) => void;
}

/** '#94a3b8' at opacity 0.6 over the white canvas, as an opaque hex colour sigma draws as is. */
const withOpacity = (hex: string, opacity: number) =>
  `#${[1, 3, 5]
    .map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
    .map((c) =>
      Math.round(255 - (255 - c) * opacity)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * The graph drawn by sigma.js (WebGL) from a graphology graph, laid out by ForceAtlas2 in a web
 * worker for a few seconds, so 5,000 nodes pan and zoom without blocking the page. View changes
 * (types shown, search, sizes, opacity, zoom) go through reducers and the camera: the graph is
 * never rebuilt for them.
 */
export function SigmaCanvas({ nodes, links, view, onSelect, onHover }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const sigma = useRef<Sigma | null>(null);
  const viewRef = useRef(view);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const graph = new Graph({ type: 'undirected' });
    const byId = new Map(nodes.map((n) => [n.id, n]));
    for (const node of nodes)
      graph.addNode(node.id, {
        x: node.x,
        y: node.y,
        size: node.size,
        color: node.color,
        label: cutLabel(node.label),
        nodeType: node.type,
      });
    for (const link of links)
      if (graph.hasNode(link.source) && graph.hasNode(link.target) && link.source !== link.target)
        graph.mergeEdge(link.source, link.target, { size: link.strength * 2, color: link.color });
    let renderer: Sigma;
    try {
      renderer = new Sigma(graph, container.current, {
        allowInvalidContainer: true,
        // Past a few thousand nodes, links and labels are left out while the camera moves and
        // drawn again when it stops: panning and zooming stay smooth.
        hideEdgesOnMove: nodes.length > 2000,
        hideLabelsOnMove: nodes.length > 2000,
        renderLabels: viewRef.current.showLabels,
        nodeReducer: (id, data) => {
          const v = viewRef.current;
          const type = data.nodeType as GraphNodeType;
          const query = v.search.trim().toLowerCase();
          const match = !query || (byId.get(id)?.label.toLowerCase().includes(query) ?? false);
          return {
            ...data,
            hidden: !v.visibleTypes.has(type),
            size: (data.size as number) * (v.nodeSize / GRAPH.nodeSize.default),
            color: match ? (data.color as string) : '#e2e8f0',
            highlighted: id === v.selected,
            zIndex: match ? 1 : 0,
          };
        },
        edgeReducer: (_id, data) => ({
          ...data,
          color: withOpacity(String(data.color), viewRef.current.linkOpacity),
        }),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      queueMicrotask(() => setFailure(reason));
      return;
    }
    sigma.current = renderer;
    renderer.on('clickNode', ({ node }) => onSelect(byId.get(node) ?? null));
    renderer.on('clickStage', () => onSelect(null));
    renderer.on('enterNode', ({ node }) => onHover(byId.get(node) ?? null));
    renderer.on('leaveNode', () => onHover(null));
    const layout = new FA2Layout(graph, {
      settings: {
        gravity: 1,
        scalingRatio: GRAPH.linkDistance / 10,
        barnesHutOptimize: nodes.length > 500,
      },
    });
    layout.start();
    const stop = setTimeout(() => layout.stop(), Math.min(8000, 1500 + nodes.length));
    return () => {
      clearTimeout(stop);
      layout.kill();
      renderer.kill();
      sigma.current = null;
    };
  }, [nodes, links, onSelect, onHover]);

  useEffect(() => {
    viewRef.current = view;
  }, [view]);

  // Only what the reducers read re-processes the graph; zoom and reset move the camera alone
  // (a refresh of 5,000 nodes and their links on each zoom click cost frames of 600 ms).
  const { visibleTypes, search, nodeSize, linkOpacity, selected, showLabels } = view;
  useEffect(() => {
    const renderer = sigma.current;
    if (!renderer) return;
    renderer.setSetting('renderLabels', showLabels);
    renderer.refresh();
  }, [visibleTypes, search, nodeSize, linkOpacity, selected, showLabels]);

  useEffect(() => {
    void sigma.current?.getCamera().animate({ ratio: 1 / view.zoom }, { duration: 200 });
  }, [view.zoom]);

  useEffect(() => {
    if (view.resetCount > 0)
      void sigma.current
        ?.getCamera()
        .animate({ x: 0.5, y: 0.5, ratio: 1, angle: 0 }, { duration: 200 });
  }, [view.resetCount]);

  return (
    <div
      className="relative w-full overflow-hidden rounded-lg border bg-white"
      style={{ maxWidth: GRAPH.width, height: GRAPH.height }}
    >
      <div ref={container} className="absolute inset-0" data-testid="graph-canvas" />
      {failure && (
        <p className="absolute inset-0 grid place-items-center p-6 text-center text-sm text-muted-foreground">
          The graph cannot be drawn here: this browser has WebGL turned off ({failure}). The
          controls, legend and export still work.
        </p>
      )}
    </div>
  );
}
