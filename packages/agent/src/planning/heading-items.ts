/**
 * A recipe's structured data often lists its ingredient groups' headings among the ingredients
 * ("For the dressing", "Yoghurt and Ouzo Dressing"), while the page shows them as headings over
 * the items. A person reads the items only: when the page's own list reads the structured items
 * less a few, and each one left out is shown on the page as a heading, the page's list answers.
 */
import type { ParsedPage } from '@gleaner/scraper';
import type { RecordValue } from '@gleaner/shared';
import type { FieldCandidate } from '../types.js';
import type { Element } from '../analysis/dom.js';
import { tagOf, textOf } from '../analysis/dom.js';

/** Classes of an element set apart as a list's heading: "ingredients__title", "group-name". */
const HEADING_CLASS = /(?:title|heading|header|subhead|group-?name|section-?name)/i;
/** Most of a list that may be headings: past it, the two lists are different lists. */
const MAX_HEADING_SHARE = 0.25;

function folded(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function items(value: RecordValue): string[] {
  return Array.isArray(value) ? value : [];
}

/** Whether the page shows this text as a heading: an h-tag, a heading's class, bold alone. */
function shownAsHeading(page: ParsedPage, text: string): boolean {
  const wanted = folded(text);
  if (!wanted) return false;
  return page
    .$('body *')
    .toArray()
    .some((element: Element) => {
      if (folded(textOf(page.$, element)) !== wanted) return false;
      const tag = tagOf(element);
      if (/^h[1-6]$/.test(tag)) return true;
      if (HEADING_CLASS.test(`${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`))
        return true;
      // "<li><strong>For the frosting</strong></li>": bold that is all its line holds.
      const parent = element.parent as Element | null;
      return (
        (tag === 'strong' || tag === 'b') &&
        parent !== null &&
        folded(textOf(page.$, parent)) === wanted
      );
    });
}

/**
 * Structured list candidates whose extra items the page shows as headings rank just below the
 * page's list that reads the same items without them.
 */
export function withoutHeadingItems(
  page: ParsedPage,
  candidates: FieldCandidate[],
  valueOf: (candidate: FieldCandidate) => RecordValue,
): FieldCandidate[] {
  const lists = new Map(candidates.map((candidate) => [candidate, items(valueOf(candidate))]));
  return candidates.map((candidate) => {
    if (candidate.origin !== 'structured') return candidate;
    const structured = (lists.get(candidate) ?? []).map(folded).filter(Boolean);
    if (structured.length < 2) return candidate;
    const better = candidates.find((other) => {
      if (other.origin === 'structured') return false;
      const shown = (lists.get(other) ?? []).map(folded).filter(Boolean);
      const extra = structured.length - shown.length;
      if (extra < 1 || extra > structured.length * MAX_HEADING_SHARE) return false;
      // The page's items, in order, are the structured items with the headings left out.
      let at = 0;
      const left: string[] = [];
      for (const item of structured) {
        if (item === shown[at]) at += 1;
        else left.push(item);
      }
      if (at !== shown.length || left.length !== extra) return false;
      const texts = (lists.get(candidate) ?? []).filter((text) => left.includes(folded(text)));
      return texts.every((text) => shownAsHeading(page, text));
    });
    return better
      ? { ...candidate, score: Math.min(candidate.score, better.score - 0.01) }
      : candidate;
  });
}
