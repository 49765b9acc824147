import type Graph from 'graphology';
import { useEffect, useRef, useState } from 'react';
import Sigma from 'sigma';
import { EdgeLineProgram, NodePointProgram } from 'sigma/rendering';
import type { NodeDisplayData } from 'sigma/types';
import {
  GRAPH,
  GRAPH_NODE_TYPES,
  type GraphLink,
  type GraphNode,
  type GraphNodeType,
} from './graph-model';
import { fadeLinks, LARGE_GRAPH, settleLayout, toGraphology } from './sigma-graph';

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

/**
 * The graph drawn by sigma.js (WebGL) from a graphology graph, laid out by ForceAtlas2 in a web
 * worker, so 5,000 nodes pan and zoom without blocking the page. View changes (types shown,
 * search, sizes, opacity, zoom) go through a node reducer, link colours and the camera: the graph
 * is never rebuilt for them, and the reducer is set only while something needs it, since sigma
 * re-processes every node through it on each refresh (one follows every drag).
 */
export function SigmaCanvas({ nodes, links, view, onSelect, onHover }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const sigma = useRef<Sigma | null>(null);
  const graphRef = useRef<Graph | null>(null);
  /** The link opacity the drawn colours carry: fading them again to the same is wasted work. */
  const fadedTo = useRef(view.linkOpacity);
  const viewRef = useRef(view);
  const [failure, setFailure] = useState<string | null>(null);
  const [layingOut, setLayingOut] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const large = nodes.length > LARGE_GRAPH;
    const graph = toGraphology(nodes, links, viewRef.current.linkOpacity);
    fadedTo.current = viewRef.current.linkOpacity;
    const byId = new Map(nodes.map((n) => [n.id, n]));
    let renderer: Sigma;
    try {
      renderer = new Sigma(graph, container.current, {
        allowInvalidContainer: true,
        // Links and labels are left out while the camera moves and drawn again when it stops.
        hideEdgesOnMove: large,
        hideLabelsOnMove: large,
        // Nodes a search matches are drawn over the others (the reducer raises them).
        zIndex: true,
        ...(large && {
          // Fewer labels at that size: one per larger cell, small nodes' only once zoomed in.
          labelDensity: 0.5,
          labelRenderedSizeThreshold: 8,
          defaultNodeType: 'point',
          nodeProgramClasses: { point: NodePointProgram },
          defaultEdgeType: 'line',
          edgeProgramClasses: { line: EdgeLineProgram },
        }),
        renderLabels: viewRef.current.showLabels,
        nodeReducer: reducerFor(viewRef.current),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      queueMicrotask(() => setFailure(reason));
      return;
    }
    sigma.current = renderer;
    graphRef.current = graph;
    renderer.on('clickNode', ({ node }) => onSelect(byId.get(node) ?? null));
    renderer.on('clickStage', () => onSelect(null));
    renderer.on('enterNode', ({ node }) => onHover(byId.get(node) ?? null));
    renderer.on('leaveNode', () => onHover(null));
    queueMicrotask(() => setLayingOut(true));
    const stopLayout = settleLayout(graph, () => setLayingOut(false));
    return () => {
      stopLayout();
      renderer.kill();
      sigma.current = null;
      graphRef.current = null;
    };
  }, [nodes, links, onSelect, onHover]);

  useEffect(() => {
    viewRef.current = view;
  }, [view]);

  // Only what the reducer reads re-processes the graph; zoom and reset move the camera alone
  // (a refresh of 5,000 nodes and their links on each zoom click cost frames of 600 ms).
  const { visibleTypes, search, nodeSize, selected, showLabels, linkOpacity } = view;
  useEffect(() => {
    sigma.current?.setSettings({
      renderLabels: showLabels,
      nodeReducer: reducerFor({ visibleTypes, search, nodeSize, selected }),
    });
  }, [visibleTypes, search, nodeSize, selected, showLabels]);

  useEffect(() => {
    if (!graphRef.current || fadedTo.current === linkOpacity) return;
    fadedTo.current = linkOpacity;
    fadeLinks(graphRef.current, linkOpacity);
  }, [linkOpacity]);

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
      {layingOut && !failure && (
        <p
          role="status"
          className="pointer-events-none absolute top-2 left-2 rounded bg-white/80 px-2 py-1 text-xs text-muted-foreground"
        >
          Laying out the graph…
        </p>
      )}
      {failure && (
        <p className="absolute inset-0 grid place-items-center p-6 text-center text-sm text-muted-foreground">
          The graph cannot be drawn here: this browser has WebGL turned off ({failure}). The
          controls, legend and export still work.
        </p>
      )}
    </div>
  );
}

type ReducerView = Pick<ViewState, 'visibleTypes' | 'search' | 'nodeSize' | 'selected'>;

/** The node reducer for a view, or null when the view shows every node as built. */
function reducerFor(v: ReducerView) {
  const query = v.search.trim().toLowerCase();
  const scale = v.nodeSize / GRAPH.nodeSize.default;
  const allTypes = GRAPH_NODE_TYPES.every((t) => v.visibleTypes.has(t));
  if (!query && scale === 1 && allTypes && v.selected === null) return null;
  return (id: string, data: Record<string, unknown>): Partial<NodeDisplayData> => {
    const match = !query || String(data.searchText).includes(query);
    return {
      ...data,
      hidden: !v.visibleTypes.has(data.nodeType as GraphNodeType),
      size: (data.size as number) * scale,
      color: match ? (data.color as string) : '#e2e8f0',
      highlighted: id === v.selected,
      zIndex: match ? 1 : 0,
    };
  };
}
