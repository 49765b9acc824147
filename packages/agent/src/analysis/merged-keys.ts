/**
 * Merging column keys that name one field several ways (microdata variants, class variants):
 * a group's lists go under one new key, at the place of the group's first key in page order,
 * and the group's other keys go.
 */
import type { ValueNode } from './value-nodes.js';

/** A key's fate: the merged key and lists for a group's first key, null for its others. */
export type KeyReplacements = Map<string, [string, ValueNode[][]] | null>;

/** Marks the group's keys in `keys`' (page) order: the first becomes `merged`, the rest go. */
export function replaceGroup(
  replaced: KeyReplacements,
  keys: Map<string, ValueNode[][]>,
  group: readonly string[],
  merged: [string, ValueNode[][]],
): void {
  const inPageOrder = [...keys.keys()].filter((key) => group.includes(key));
  inPageOrder.forEach((key, index) => replaced.set(key, index === 0 ? merged : null));
}

/** The keys with the replacements made, in their order. */
export function withReplacements(
  keys: Map<string, ValueNode[][]>,
  replaced: KeyReplacements,
): Map<string, ValueNode[][]> {
  if (replaced.size === 0) return keys;
  const merged = new Map<string, ValueNode[][]>();
  for (const [key, lists] of keys) {
    const replacement = replaced.get(key);
    if (replacement === undefined) merged.set(key, lists);
    else if (replacement) merged.set(replacement[0], replacement[1]);
  }
  return merged;
}
