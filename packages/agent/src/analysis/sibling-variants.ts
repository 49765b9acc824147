/**
 * Siblings of one kind whose class lists differ by a state ("product instock sale" beside
 * "product instock" and "product outofstock"): each variant alone is a fragment of the list,
 * together they are the list. Bucket keys are "tag.class.class" as record-groups builds them.
 */
import type { Element } from './dom.js';

function parse(key: string): { tag: string; classes: Set<string> } {
  const [tag = '', ...classes] = key.split('.');
  return { tag, classes: new Set(classes) };
}

/**
 * Variants of one element: the same tag and mostly the same classes. The classes only one side
 * has are one beside a single shared class ("card" / "card featured"), two beside two or more
 * ("instock" / "outofstock"), at most half as many as the shared ones past that.
 */
function variantsOfOneKind(a: string, b: string): boolean {
  const left = parse(a);
  const right = parse(b);
  if (left.tag !== right.tag) return false;
  const shared = [...left.classes].filter((name) => right.classes.has(name)).length;
  if (shared === 0) return false;
  const extras = left.classes.size + right.classes.size - 2 * shared;
  return extras <= (shared >= 2 ? Math.max(2, shared / 2) : 1);
}

/**
 * Buckets of class variants joined, members in page order; only unions of two buckets or more
 * with at least three members in all are returned.
 */
export function joinSiblingVariants(
  buckets: Map<string, Element[]>,
  positionOf: (element: Element) => number,
): Element[][] {
  const keys = [...buckets.keys()];
  const root = keys.map((_, index) => index);
  const find = (index: number): number => {
    while (root[index] !== index) index = root[index] = root[root[index] ?? index] ?? index;
    return index;
  };
  for (let i = 0; i < keys.length; i += 1)
    for (let j = i + 1; j < keys.length; j += 1)
      if (variantsOfOneKind(keys[i] ?? '', keys[j] ?? '')) root[find(j)] = find(i);
  const unions = new Map<number, string[]>();
  keys.forEach((key, index) => unions.set(find(index), [...(unions.get(find(index)) ?? []), key]));
  return [...unions.values()]
    .filter((union) => union.length >= 2)
    .map((union) =>
      union.flatMap((key) => buckets.get(key) ?? []).sort((a, b) => positionOf(a) - positionOf(b)),
    )
    .filter((members) => members.length >= 3);
}
