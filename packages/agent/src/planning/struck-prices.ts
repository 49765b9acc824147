/**
 * "<meta itemprop="price" content="189.00">" beside "$149.00 <s>$189.00</s>": a shop's
 * structured data may keep the price from before a sale while the page shows the sale price
 * and strikes the old one out. A person reads the price the page shows as current, so a
 * structured price the page shows only struck out, beside a lower price it does not strike,
 * gives way to the other readings of the price.
 */
import { isPriceText, readPrice } from '@gleaner/scraper';
import type { ParsedPage } from '@gleaner/scraper';
import type { RecordValue } from '@gleaner/shared';
import type { FieldCandidate } from '../types.js';
import { isTag, isText } from 'domhandler';
import type { AnyNode } from 'domhandler';
import type { Element } from '../analysis/dom.js';
import { parentElement, tagOf } from '../analysis/dom.js';

/** How much a structured price the page shows only as a former price still counts. */
const STRUCK_WEIGHT = 0.5;
/** Levels above a price searched for what marks it as a former price. */
const CLIMB = 3;
const STRUCK_TAGS = new Set(['del', 's', 'strike']);
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'select']);
/** Classes of a former price: "compare-at", "was-price", "old-price", "price--original". */
const FORMER_CLASS =
  /(?:^|[-_\s])(?:compare|was|old|original|strike|crossed|rrp|msrp)(?:[-_\s]|$)/i;

function struck(element: Element): boolean {
  let node: Element | null = element;
  for (let level = 0; node && level <= CLIMB; level += 1, node = parentElement(node)) {
    if (STRUCK_TAGS.has(tagOf(node))) return true;
    if (/line-through/i.test(node.attribs.style ?? '')) return true;
    if (FORMER_CLASS.test(node.attribs.class ?? '')) return true;
  }
  return false;
}

/** Levels climbed from a figure's text to the element holding its whole price ("$<b>149</b>"). */
const PRICE_CLIMB = 2;
const MAX_PRICE_TEXT = 40;

/** The amounts the page shows as prices, each with whether it is struck out. */
function shownPrices(page: ParsedPage): { amount: number; struck: boolean }[] {
  const { $ } = page;
  const found: { amount: number; struck: boolean }[] = [];
  const seen = new Set<Element>();
  const visit = (node: AnyNode): void => {
    if (isText(node)) {
      if (!/\d/.test(node.data) || node.data.length > MAX_PRICE_TEXT) return;
      // The innermost element around the figure whose whole text is a price.
      let element = parentElement(node);
      for (let level = 0; element && level <= PRICE_CLIMB; level += 1) {
        const text = $(element).text().trim();
        if (text.length > MAX_PRICE_TEXT) return;
        if (isPriceText(text)) {
          if (seen.has(element)) return;
          seen.add(element);
          const { amount } = readPrice(text);
          if (amount !== null) found.push({ amount, struck: struck(element) });
          return;
        }
        element = parentElement(element);
      }
      return;
    }
    if (isTag(node) && !SKIPPED.has(tagOf(node))) node.children.forEach(visit);
  };
  const body = $('body').get(0);
  if (body) visit(body);
  return found;
}

/** Weighs down a price's structured readings that the page shows only as a former price. */
export function withoutStruckData(
  page: ParsedPage,
  candidates: FieldCandidate[],
  valueOf: (candidate: FieldCandidate) => RecordValue,
): FieldCandidate[] {
  if (!candidates.some((candidate) => candidate.origin === 'structured')) return candidates;
  let shown: { amount: number; struck: boolean }[] | null = null;
  return candidates.map((candidate) => {
    if (candidate.origin !== 'structured' || candidate.spec.kind !== 'price') return candidate;
    const value = valueOf(candidate);
    if (typeof value !== 'number') return candidate;
    shown ??= shownPrices(page);
    const same = shown.filter((price) => price.amount === value);
    const former = same.length > 0 && same.every((price) => price.struck);
    const lower = shown.some((price) => !price.struck && price.amount < value);
    return former && lower ? { ...candidate, score: candidate.score * STRUCK_WEIGHT } : candidate;
  });
}
