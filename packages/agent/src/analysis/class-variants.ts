/**
 * The same field under class names that change from record to record: a state ("status
 * answered" / "status unanswered"), or a value written into a class ("tags t-jquery t-linux").
 * Each variant alone covers too few records to be kept; together they are one column.
 */
import { replaceGroup, withReplacements, type KeyReplacements } from './merged-keys.js';
import type { ValueNode } from './value-nodes.js';

interface ParsedKey {
  root: string;
  attribute: string;
  tags: string[];
  classes: Set<string>[];
}

function parseKey(key: string): ParsedKey | null {
  const bar = key.indexOf('|');
  if (bar < 0) return null;
  const rest = key.slice(bar + 1);
  const at = rest.lastIndexOf('@');
  const path = at >= 0 ? rest.slice(0, at) : rest;
  if (!path || path.startsWith('#')) return null;
  const steps = path.split(' > ');
  return {
    root: key.slice(0, bar),
    attribute: at >= 0 ? rest.slice(at) : '',
    tags: steps.map((step) => step.split('.')[0] ?? ''),
    classes: steps.map((step) => new Set(step.split('.').slice(1))),
  };
}

interface Cluster {
  keys: string[];
  classes: Set<string>[];
  records: Set<number>;
}

function intersect(a: Set<string>, b: Set<string>): Set<string> {
  return new Set([...a].filter((name) => b.has(name)));
}

/**
 * Class sets that still name the same element: sharing a class, or one of them bare (a class
 * some records leave off, "featured" on a few cards), as long as one step of the path still
 * names it by a class the two share.
 */
function compatible(cluster: Set<string>[], key: Set<string>[]): boolean {
  let anchored = false;
  const fits = cluster.every((classes, index) => {
    const other = key[index] ?? new Set<string>();
    if (classes.size === 0 || other.size === 0) return true;
    if (intersect(classes, other).size === 0) return false;
    anchored = true;
    return true;
  });
  return fits && anchored;
}

function recordsOf(lists: ValueNode[][]): Set<number> {
  const records = new Set<number>();
  lists.forEach((list, index) => {
    if (list.length > 0) records.add(index);
  });
  return records;
}

/**
 * Merges keys whose paths differ only in some class names, when no record has values under two
 * of them (values side by side in one record are different fields). The merged nodes carry the
 * classes the variants share, so the column's selector finds every variant.
 */
export function mergeClassVariants(keys: Map<string, ValueNode[][]>): Map<string, ValueNode[][]> {
  const buckets = new Map<string, string[]>();
  for (const key of keys.keys()) {
    const parsed = parseKey(key);
    if (!parsed || parsed.classes.every((set) => set.size === 0)) continue;
    const signature = `${parsed.root}|${parsed.tags.join('>')}${parsed.attribute}`;
    buckets.set(signature, [...(buckets.get(signature) ?? []), key]);
  }
  // Merged entries take the place of their first variant, so columns stay in page order.
  const replaced: KeyReplacements = new Map();
  for (const bucket of buckets.values()) {
    if (bucket.length < 2) continue;
    const clusters: Cluster[] = [];
    const byPresence = [...bucket].sort(
      (a, b) => recordsOf(keys.get(b) ?? []).size - recordsOf(keys.get(a) ?? []).size,
    );
    for (const key of byPresence) {
      const parsed = parseKey(key);
      const records = recordsOf(keys.get(key) ?? []);
      if (!parsed) continue;
      const cluster = clusters.find(
        (candidate) =>
          compatible(candidate.classes, parsed.classes) &&
          [...records].every((record) => !candidate.records.has(record)),
      );
      if (!cluster) {
        clusters.push({ keys: [key], classes: parsed.classes, records });
        continue;
      }
      cluster.keys.push(key);
      cluster.classes = cluster.classes.map((set, index) =>
        intersect(set, parsed.classes[index] ?? new Set()),
      );
      for (const record of records) cluster.records.add(record);
    }
    for (const cluster of clusters) {
      if (cluster.keys.length < 2) continue;
      const first = parseKey(cluster.keys[0] ?? '');
      if (!first) continue;
      const steps = first.tags.map((tag, index) =>
        [tag, ...[...(cluster.classes[index] ?? [])].slice(0, 2)].join('.'),
      );
      const lists = (keys.get(cluster.keys[0] ?? '') ?? []).map((_, record) =>
        cluster.keys.flatMap((key) =>
          (keys.get(key)?.[record] ?? []).map((node) => ({ ...node, steps })),
        ),
      );
      replaceGroup(replaced, keys, cluster.keys, [
        `${first.root}|${steps.join(' > ')}${first.attribute}`,
        lists,
      ]);
    }
  }
  return withReplacements(keys, replaced);
}
