/**
 * The same field at two depths: some records wrap part of their layout in one more element (a
 * "div.section" around the links of the cards that have a logo). Each depth alone covers too few
 * records to be kept; together they are one column, found by the shorter path.
 */
import type { ValueNode } from './value-nodes.js';

/** At most this many wrappers told apart: more is another part of the record. */
const MAX_WRAPPERS = 2;
/** Steps of text struck out: `del`, `s`, `strike`, by tag. */
const STRUCK = /^(?:del|s|strike)(?:[.:]|$)/;

interface ParsedKey {
  key: string;
  root: string;
  suffix: string;
  steps: string[];
}

function parseKey(key: string): ParsedKey | null {
  const bar = key.indexOf('|');
  if (bar < 0) return null;
  const rest = key.slice(bar + 1);
  const at = rest.indexOf('@');
  const path = at >= 0 ? rest.slice(0, at) : rest;
  if (!path) return null;
  return {
    key,
    root: key.slice(0, bar),
    suffix: at >= 0 ? rest.slice(at) : '',
    steps: path.split(' > '),
  };
}

/**
 * The places of `longer` left out to read `shorter`, when `shorter` is `longer` with a few
 * wrappers taken out and both end at the same element; null otherwise.
 */
function wrapperPlaces(shorter: string[], longer: string[]): number[] | null {
  const extra = longer.length - shorter.length;
  if (extra < 1 || extra > MAX_WRAPPERS || shorter.length < 2) return null;
  if (shorter[0] !== longer[0] || shorter.at(-1) !== longer.at(-1)) return null;
  const left: number[] = [];
  let at = 0;
  for (let index = 0; index < longer.length; index += 1) {
    if (at < shorter.length && longer[index] === shorter[at]) at += 1;
    else left.push(index);
  }
  if (at !== shorter.length || left.length !== extra) return null;
  // A struck-through price is the old one beside the current, not the same value wrapped.
  if (left.some((index) => STRUCK.test(longer[index] ?? ''))) return null;
  return left;
}

function recordsOf(lists: ValueNode[][]): Set<number> {
  const records = new Set<number>();
  lists.forEach((list, index) => {
    if (list.length > 0) records.add(index);
  });
  return records;
}

/** A node read by the shorter path: its wrappers left out of its steps and keys. */
function unwrapped(node: ValueNode, base: ParsedKey, places: number[]): ValueNode {
  const kept = (_: string, index: number) => !places.includes(index);
  const positionSteps = node.positionSteps.filter(kept);
  const bar = node.positionKey.indexOf('|');
  const positionPath = `${node.positionKey.slice(0, bar)}|${node.positionSteps.join(' > ')}`;
  const positionSuffix = node.positionKey.startsWith(positionPath)
    ? node.positionKey.slice(positionPath.length)
    : '';
  return {
    ...node,
    steps: base.steps,
    positionSteps,
    key: base.key,
    positionKey: `${node.positionKey.slice(0, bar)}|${positionSteps.join(' > ')}${positionSuffix}`,
  };
}

/**
 * Merges each key into a shorter one that reads the same element without a wrapper or two, when
 * no record has values under both (values side by side in one record are different fields).
 */
export function mergeWrapperVariants(keys: Map<string, ValueNode[][]>): Map<string, ValueNode[][]> {
  const parsed = [...keys.keys()]
    .map(parseKey)
    .filter((entry): entry is ParsedKey => entry !== null)
    .sort((a, b) => a.steps.length - b.steps.length);
  const bases: { base: ParsedKey; lists: ValueNode[][]; records: Set<number> }[] = [];
  const absorbed = new Set<string>();
  for (const entry of parsed) {
    const lists = keys.get(entry.key) ?? [];
    const records = recordsOf(lists);
    const target = bases.find(
      (candidate) =>
        candidate.base.root === entry.root &&
        candidate.base.suffix === entry.suffix &&
        wrapperPlaces(candidate.base.steps, entry.steps) !== null &&
        [...records].every((record) => !candidate.records.has(record)),
    );
    if (!target) {
      bases.push({ base: entry, lists: lists.map((list) => [...list]), records });
      continue;
    }
    const places = wrapperPlaces(target.base.steps, entry.steps) ?? [];
    lists.forEach((list, record) => {
      target.lists[record]?.push(...list.map((node) => unwrapped(node, target.base, places)));
    });
    for (const record of records) target.records.add(record);
    absorbed.add(entry.key);
  }
  if (absorbed.size === 0) return keys;
  const merged = new Map<string, ValueNode[][]>();
  const byKey = new Map(bases.map((entry) => [entry.base.key, entry.lists]));
  for (const [key, lists] of keys) {
    if (absorbed.has(key)) continue;
    merged.set(key, byKey.get(key) ?? lists);
  }
  return merged;
}
