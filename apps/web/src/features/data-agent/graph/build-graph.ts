import type { DataAgentRow, DataColumn } from '@gleaner/shared';
import {
  GRAPH,
  TYPE_COLORS,
  type GraphLink,
  type GraphNode,
  type GraphNodeType,
} from './graph-model';

const COUNTRY = /\b(country|countries|nation|nations)\b/i;
const NAME_KEYS = /^(name|title|country|label|measure|headline|company)$/i;

const contentOf = (row: DataAgentRow): Record<string, unknown> =>
  typeof row.content === 'object' && row.content !== null && !Array.isArray(row.content)
    ? (row.content as Record<string, unknown>)
    : { content: row.content };

function itemsOf(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return typeof value === 'string' && value.trim() !== '' && value.length <= 80 ? [value] : [];
}

/**
 * A knowledge graph of any job's records: a root; a node per field (an indicator for number
 * fields, a category for the others); a node for each value shared by two or more records
 * (a country when the field names countries); and a node per record (a measure), linked by
 * hierarchy (root → field → value) and by data (record → the shared values it holds).
 * Governance data (countries × indicators with scores) reads as the spec draws it.
 */
export function buildGraph(
  title: string,
  rows: DataAgentRow[],
  columns: DataColumn[],
): { nodes: GraphNode[]; links: GraphLink[] } {
  const records = rows.slice(0, GRAPH.maxRecords);
  const nodes: GraphNode[] = [];
  const links: GraphLink[] = [];
  const add = (
    type: GraphNodeType,
    id: string,
    label: string,
    size: number,
    data: Record<string, unknown>,
    ring: number,
    index: number,
    count: number,
  ) => {
    const angle = (2 * Math.PI * index) / Math.max(1, count);
    nodes.push({
      id,
      type,
      label,
      color: TYPE_COLORS[type],
      size,
      x: Math.cos(angle) * ring * GRAPH.linkDistance,
      y: Math.sin(angle) * ring * GRAPH.linkDistance,
      data,
    });
  };
  const link = (source: string, target: string, type: GraphLink['type'], strength: number) =>
    links.push({
      source,
      target,
      type,
      strength,
      color: type === 'hierarchy' ? '#64748b' : '#94a3b8',
    });

  add('root', 'root', title, 16, { records: rows.length }, 0, 0, 1);
  const fields = columns.slice(0, 30);
  fields.forEach((column, i) => {
    const type = column.kind === 'number' ? 'indicator' : 'category';
    add(
      type,
      `field:${column.key}`,
      column.key,
      12,
      { kind: column.kind, unit: column.unit },
      1,
      i,
      fields.length,
    );
    link('root', `field:${column.key}`, 'hierarchy', 1);
  });

  // Values held by two or more records: the links between records.
  const holders = new Map<string, { column: string; value: string; records: number[] }>();
  records.forEach((row, r) => {
    const content = contentOf(row);
    for (const column of fields) {
      if (column.kind !== 'category' && column.kind !== 'list') continue;
      for (const value of itemsOf(content[column.key])) {
        const key = `value:${column.key}:${value.toLowerCase()}`;
        const entry = holders.get(key) ?? { column: column.key, value, records: [] };
        entry.records.push(r);
        holders.set(key, entry);
      }
    }
  });
  const shared = [...holders.entries()].filter(([, h]) => h.records.length >= 2);
  shared.forEach(([id, h], i) => {
    const type = COUNTRY.test(h.column) ? 'country' : 'value';
    add(
      type,
      id,
      h.value,
      Math.min(14, 6 + Math.log2(h.records.length) * 2),
      { field: h.column, records: h.records.length },
      2,
      i,
      shared.length,
    );
    link(`field:${h.column}`, id, 'hierarchy', 0.8);
  });
  const sharedIds = new Set(shared.map(([id]) => id));

  records.forEach((row, r) => {
    const content = contentOf(row);
    const nameKey = Object.keys(content).find(
      (k) => NAME_KEYS.test(k) && typeof content[k] === 'string',
    );
    const label = nameKey ? String(content[nameKey]) : `Record ${r + 1}`;
    const id = `record:${row.id}`;
    add('measure', id, label, 5, content, 3, r, records.length);
    let linked = false;
    for (const column of fields) {
      for (const value of itemsOf(content[column.key])) {
        const target = `value:${column.key}:${value.toLowerCase()}`;
        if (sharedIds.has(target)) {
          link(id, target, 'data', 0.5);
          linked = true;
        }
      }
    }
    if (!linked) link('root', id, 'hierarchy', 0.3);
  });
  return { nodes, links };
}
