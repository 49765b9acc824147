/** Spec section 3: graph node, graph link and the graph export file. */
export type GraphNodeType = 'root' | 'category' | 'measure' | 'indicator' | 'country' | 'value';
export const GRAPH_NODE_TYPES: GraphNodeType[] = [
  'root',
  'category',
  'measure',
  'indicator',
  'country',
  'value',
];

export interface GraphNode {
  id: string;
  type: GraphNodeType;
  label: string;
  color: string;
  size: number;
  x: number;
  y: number;
  data: Record<string, unknown>;
}

export interface GraphLink {
  source: string;
  target: string;
  type: 'hierarchy' | 'data';
  color: string;
  strength: number;
}

export const TYPE_COLORS: Record<GraphNodeType, string> = {
  root: '#0f766e',
  category: '#7c3aed',
  measure: '#2563eb',
  indicator: '#d97706',
  country: '#dc2626',
  value: '#64748b',
};

/** Spec section 9, graph viewer constants. */
export const GRAPH = {
  width: 800,
  height: 600,
  linkDistance: 100,
  zoomStep: 1.2,
  minZoom: 0.2,
  maxZoom: 5,
  nodeSize: { min: 5, max: 30, step: 1, default: 10 },
  linkOpacity: { min: 0.1, max: 1, step: 0.1, default: 0.6 },
  /** Records drawn at most: past this the graph stops being readable or smooth. */
  maxRecords: 5000,
  dataChars: 200,
} as const;

export const clampZoom = (zoom: number) => Math.min(GRAPH.maxZoom, Math.max(GRAPH.minZoom, zoom));

/** Labels longer than 15 characters are cut to 12 and an ellipsis (spec section 9). */
export const cutLabel = (label: string) => (label.length > 15 ? `${label.slice(0, 12)}...` : label);

/** A node's data as JSON, cut at 200 characters for the detail card. */
export const nodeDataText = (node: GraphNode) => {
  const text = JSON.stringify(node.data);
  return text.length > GRAPH.dataChars ? `${text.slice(0, GRAPH.dataChars)}…` : text;
};

export function graphExport(
  title: string,
  nodes: GraphNode[],
  links: GraphLink[],
  now = new Date(),
) {
  return {
    nodes,
    links,
    metadata: {
      title,
      timestamp: now.toISOString(),
      totalNodes: nodes.length,
      totalLinks: links.length,
    },
  };
}
