import { countOf } from '@gleaner/shared';
import { useCallback, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { downloadText } from '../export-document';
import { GraphControls } from './GraphControls';
import {
  clampZoom,
  GRAPH,
  GRAPH_NODE_TYPES,
  graphExport,
  nodeDataText,
  TYPE_COLORS,
  type GraphLink,
  type GraphNode,
} from './graph-model';
import { SigmaCanvas, type ViewState } from './SigmaCanvas';

interface Props {
  title: string;
  nodes: GraphNode[];
  links: GraphLink[];
  onNodeSelect?: (node: GraphNode | null) => void;
  onNodeHover?: (node: GraphNode | null) => void;
}

const initialView = (): ViewState => ({
  zoom: 1,
  visibleTypes: new Set(GRAPH_NODE_TYPES),
  showLabels: true,
  nodeSize: GRAPH.nodeSize.default,
  linkOpacity: GRAPH.linkOpacity.default,
  search: '',
  selected: null,
  resetCount: 0,
});

/** The knowledge graph viewer of spec sections 2, 4 and 9. */
export function KnowledgeGraph({ title, nodes, links, onNodeSelect, onNodeHover }: Props) {
  const [view, setView] = useState(initialView);
  const [selected, setSelected] = useState<GraphNode | null>(null);
  const [hovered, setHovered] = useState<GraphNode | null>(null);
  const change = (part: Partial<ViewState>) => setView((v) => ({ ...v, ...part }));
  const handleSelect = useCallback(
    (node: GraphNode | null) => {
      setSelected(node);
      setView((v) => ({ ...v, selected: node?.id ?? null }));
      onNodeSelect?.(node);
    },
    [onNodeSelect],
  );
  const handleHover = useCallback(
    (node: GraphNode | null) => {
      setHovered(node);
      onNodeHover?.(node);
    },
    [onNodeHover],
  );
  // Counted once per graph: hovering re-renders this component, and 5,000 nodes add up.
  const counts = useMemo(() => {
    const byType = new Map<GraphNode['type'], number>();
    for (const n of nodes) byType.set(n.type, (byType.get(n.type) ?? 0) + 1);
    return byType;
  }, [nodes]);
  const present = GRAPH_NODE_TYPES.filter((t) => counts.has(t));
  const matches = view.search.trim()
    ? nodes.filter((n) => n.label.toLowerCase().includes(view.search.trim().toLowerCase())).length
    : null;
  const toggle = (type: GraphNode['type']) =>
    setView((v) => {
      const visibleTypes = new Set(v.visibleTypes);
      if (visibleTypes.has(type)) visibleTypes.delete(type);
      else visibleTypes.add(type);
      return { ...v, visibleTypes };
    });
  const exportGraph = () =>
    downloadText(
      JSON.stringify(graphExport(title, nodes, links), null, 2),
      `knowledge-graph-${Date.now()}.json`,
      'application/json',
    );

  return (
    <section aria-label={title} className="grid min-w-0 grid-cols-1 gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <GraphControls
        view={view}
        onChange={change}
        onZoom={(factor) => change({ zoom: clampZoom(view.zoom * factor) })}
        onReset={() => {
          setSelected(null);
          setView((v) => ({ ...v, zoom: 1, selected: null, resetCount: v.resetCount + 1 }));
        }}
        onExport={exportGraph}
      />
      <div className="flex flex-wrap gap-1" aria-label="Node types">
        {present.map((type) => {
          const on = view.visibleTypes.has(type);
          return (
            <button key={type} type="button" aria-pressed={on} onClick={() => toggle(type)}>
              <Badge
                className={cn(
                  on
                    ? 'border-transparent bg-secondary text-secondary-foreground'
                    : 'bg-transparent',
                )}
                data-variant={on ? 'secondary' : 'outline'}
              >
                {type} ({counts.get(type)})
              </Badge>
            </button>
          );
        })}
      </div>
      <SigmaCanvas
        nodes={nodes}
        links={links}
        view={view}
        onSelect={handleSelect}
        onHover={handleHover}
      />
      <ul className="flex flex-wrap gap-3 text-xs" aria-label="Legend">
        {present.map((type) => (
          <li key={type} className="flex items-center gap-1">
            <span
              className="size-3 rounded-full"
              style={{ background: TYPE_COLORS[type] }}
              aria-hidden="true"
            />{' '}
            {type}
          </li>
        ))}
      </ul>
      {selected && (
        <div className="rounded-lg border bg-card p-3 text-sm" aria-label="Selected node">
          <p className="font-medium">{selected.label}</p>
          <p className="text-xs text-muted-foreground">{selected.type}</p>
          <pre className="mt-1 overflow-x-auto text-xs whitespace-pre-wrap break-all">
            {nodeDataText(selected)}
          </pre>
        </div>
      )}
      <footer className="text-xs text-muted-foreground" aria-label="Graph status">
        {countOf(nodes.length, 'node')} · {countOf(links.length, 'link')} · zoom{' '}
        {view.zoom.toFixed(2)}
        {matches !== null ? ` · ${matches} matching` : ''}
        {hovered ? ` · ${hovered.label}` : ''}
      </footer>
    </section>
  );
}
