/**
 * The same field with and without a microdata property: a results page that marks only some of
 * its items (`<h3 itemprop="name"><a>…</a></h3>` on two cards, `<h3><a>…</a></h3>` on the rest)
 * names the element by the property in some records only. Each variant alone covers part of the
 * records; together they are one column, read by the path without the property.
 */
import { replaceGroup, withReplacements, type KeyReplacements } from './merged-keys.js';
import type { ValueNode } from './value-nodes.js';

const PROPERTY = /\[itemprop="[^"]*"\]/g;

function stripped(key: string): string {
  return key.replace(PROPERTY, '');
}

function recordsOf(lists: ValueNode[][]): number[] {
  return lists.flatMap((list, index) => (list.length > 0 ? [index] : []));
}

/**
 * Merges keys that differ only by microdata properties, when no record has values under two of
 * them (values side by side in one record are different fields).
 */
export function mergeMicrodataVariants(
  keys: Map<string, ValueNode[][]>,
): Map<string, ValueNode[][]> {
  const groups = new Map<string, string[]>();
  for (const key of keys.keys()) {
    if (!key.includes('[itemprop=')) continue;
    const plain = stripped(key);
    groups.set(plain, [...(groups.get(plain) ?? [plain].filter((one) => keys.has(one))), key]);
  }
  const replaced: KeyReplacements = new Map();
  for (const [plain, group] of groups) {
    if (group.length < 2) continue;
    const seen = new Set<number>();
    const apart = group.every((key) =>
      recordsOf(keys.get(key) ?? []).every((record) => !seen.has(record) && seen.add(record)),
    );
    if (!apart) continue;
    const lists = (keys.get(group[0] ?? '') ?? []).map((_, record) =>
      group.flatMap((key) =>
        (keys.get(key)?.[record] ?? []).map((node) => ({
          ...node,
          steps: node.steps.map((step) => step.replace(PROPERTY, '')),
        })),
      ),
    );
    replaceGroup(replaced, keys, group, [plain, lists]);
  }
  return withReplacements(keys, replaced);
}
