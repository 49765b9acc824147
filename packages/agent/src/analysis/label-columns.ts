/**
 * "<dt>Rent</dt><dd>€1,200</dd><dt>Bedrooms</dt><dd>2</dd>" on one card, "Bedrooms" first or
 * "Rent" missing on the next: the values of a card's facts list look alike and sit at one path,
 * but each is named by its own label, in an order of each card's own. Read together they are a
 * list that mixes every fact; read by position they mix fields across cards. A person reads each
 * fact by its label, so each label becomes a column read by that label.
 */
import type { CheerioAPI } from 'cheerio';
import { labelPairs } from '@gleaner/scraper';
import type { LabelPair } from '@gleaner/scraper';
import type { Element } from './dom.js';
import type { ValueNode } from './value-nodes.js';

export interface LabelDraft {
  nodes: ValueNode[][];
  /** The label as the first card shows it. */
  label: string;
}

/** The pair whose value is the node's element (or holds it), if any. */
function pairOf(pairs: LabelPair[], element: Element): LabelPair | undefined {
  return pairs.find(
    (pair) =>
      pair.valueElement === element ||
      pair.valueElements.includes(element) ||
      (pair.valueElement !== null && holds(pair.valueElement, element)),
  );
}

function holds(outer: Element, inner: Element): boolean {
  for (let node = inner.parent; node; node = node.parent) if (node === outer) return true;
  return false;
}

/**
 * One draft per label when every value of a look-alike list is a labelled value, each card
 * names each label once, and the cards differ in their labels' order or number; else null.
 */
export function labelColumns(
  $: CheerioAPI,
  lists: ValueNode[][],
  roots: (Element | undefined)[],
  needed: number,
): LabelDraft[] | null {
  const keyed: { node: ValueNode; key: string; label: string }[][] = [];
  for (const [index, list] of lists.entries()) {
    const root = roots[index];
    if (list.length === 0) {
      keyed.push([]);
      continue;
    }
    if (!root) return null;
    const pairs = labelPairs($, root);
    const entries = list.map((node) => {
      const pair = node.attribute ? undefined : pairOf(pairs, node.element);
      return pair ? { node, key: pair.key, label: pair.label } : null;
    });
    if (entries.some((entry) => entry === null)) return null;
    const found = entries.filter((entry) => entry !== null);
    if (new Set(found.map((entry) => entry.key)).size !== found.length) return null;
    keyed.push(found);
  }
  const orders = new Set(
    keyed.filter((list) => list.length > 0).map((list) => list.map((e) => e.key).join('|')),
  );
  // The same labels in the same order on every card: read by position as before.
  if (orders.size < 2) return null;
  const labels = new Map<string, string>();
  for (const entry of keyed.flat()) if (!labels.has(entry.key)) labels.set(entry.key, entry.label);
  if (labels.size < 2) return null;
  const drafts: LabelDraft[] = [];
  for (const [key, label] of labels) {
    const nodes = keyed.map((list) => list.filter((e) => e.key === key).map((e) => e.node));
    if (nodes.filter((list) => list.length > 0).length >= needed) drafts.push({ nodes, label });
  }
  return drafts.length >= 2 ? drafts : null;
}
