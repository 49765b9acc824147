/**
 * Siblings of one kind whose class lists differ by a state ("product instock sale" beside
 * "product instock" and "product outofstock"): each variant alone is a fragment of the list,
 * together they are the list. Bucket keys are "tag.class.class" as record-groups builds them.
 */
import type { Element } from './dom.js';
import { fineKey } from './dom.js';

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
 * Stripes: two buckets of one tag whose members take turns (rows classed "bg1" / "bg2",
 * "Card" / "CardAlt"), built inside alike. A class that changes with every other row marks a
 * position, not a kind of record; so does one each row has alone (a category written into a
 * class: "category-news"), two such rows taking turns trivially.
 */
function stripesOfOneList(
  a: Element[],
  b: Element[],
  positionOf: (element: Element) => number,
): boolean {
  if (a[0]?.tagName !== b[0]?.tagName || Math.abs(a.length - b.length) > 1) return false;
  const inA = new Set(a);
  const turns = [...a, ...b].sort((x, y) => positionOf(x) - positionOf(y));
  if (
    turns.some(
      (element, index) => index > 0 && inA.has(element) === inA.has(turns[index - 1] as Element),
    )
  )
    return false;
  const inside = new Set(turns.map(fineKey));
  return inside.size === 1;
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
      if (
        variantsOfOneKind(keys[i] ?? '', keys[j] ?? '') ||
        stripesOfOneList(
          buckets.get(keys[i] ?? '') ?? [],
          buckets.get(keys[j] ?? '') ?? [],
          positionOf,
        )
      )
        root[find(j)] = find(i);
  const unions = new Map<number, string[]>();
  keys.forEach((key, index) => unions.set(find(index), [...(unions.get(find(index)) ?? []), key]));
  return [...unions.values()]
    .filter((union) => union.length >= 2)
    .map((union) =>
      union.flatMap((key) => buckets.get(key) ?? []).sort((a, b) => positionOf(a) - positionOf(b)),
    )
    .filter((members) => members.length >= 3);
}
