/**
 * A count a page writes with its unit beside a title ("(128 reviews)", "342 Bewertungen",
 * "12 photos"): found by the unit word, for a field asking how many of that unit there are.
 */
import type { CheerioAPI } from 'cheerio';
import type { FieldCandidate } from '../types.js';
import { conceptOf, nameTokens, singular } from '../vocabulary/field-words.js';
import { childElements, inChrome, safeSelect, textOf } from './dom.js';
import type { Element } from './dom.js';
import { uniqueSelector } from './selectors.js';
import { countsSame } from '../vocabulary/count-nouns.js';

const UNIT_COUNT_SCORE = 0.74;
/**
 * The figure with its scale letter: cut before the "k", "1.2k reviews" would read as 1.2. The
 * letter counts only tight after the figure and ending its word ("2 Beds" has none).
 */
export const COUNT_PATTERN = String.raw`(\d[\d.,]*(?:[kKMB]\b)?)`;
/** Longer texts are sentences that mention a number, not a count beside its unit. */
const MAX_COUNT_TEXT = 40;
/**
 * "(128 reviews)", "3 customer reviews", "2.5 baths": a count (a half where a home has a
 * washroom), at most one word qualifying its unit, the unit.
 */
const COUNT_TEXT =
  /^\(?\s*(\d+[.,]\d{1,2}(?!\d)|\d{1,3}(?:[.,\s\u00a0]\d{3})*|\d+)(?:[kKMB](?!\p{L}))?\+?\s*(?:\p{L}+\s+)?(\p{L}+)\s*\)?$/u;
/** "★ 1.2k", "1.2k ★": a count drawn beside a picture of what it counts. */
const GLYPH_COUNT =
  /^(?:([^\p{L}\d\s]+)\s*\d[\d.,]*[kKMB]?\+?|\d[\d.,]*[kKMB]?\+?\s*([^\p{L}\d\s]+))$/u;

/** The unit a count field asks about ("number_of_reviews" → "review"), or null. */
function unitOf(field: string): string | null {
  const tokens = nameTokens(field).filter(
    (token) => !/^(?:number|num|count|total|how|many|qty|quantity|no)$/.test(token),
  );
  return tokens.length === 1 ? singular(tokens[0] ?? '') : null;
}

/** Whether a unit on the page ("Bewertungen", "Reviews") counts what the field asks about. */
function countsFor(field: string, unit: string, word: string): boolean {
  if (countsSame(unit, word)) return true;
  const [token] = nameTokens(word);
  if (!token) return false;
  if (singular(token) === unit) return true;
  const concept = conceptOf(field);
  return concept !== null && concept.kind === 'number' && conceptOf(token) === concept;
}

/** Elements a block holding a count and its unit has at most. */
const MAX_BLOCK_ELEMENTS = 6;

/** Whether the element holds at most a few elements, counted no further than that. */
function smallBlock(element: Element): boolean {
  let seen = 0;
  const pending = [...childElements(element)];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    seen += 1;
    if (seen > MAX_BLOCK_ELEMENTS) return false;
    pending.push(...childElements(next));
  }
  return true;
}

/**
 * The first count of the unit on the page; one in another item's card (`otherItem`) only when
 * the page's own item shows none.
 */
export function unitCountCandidates(
  $: CheerioAPI,
  field: string,
  otherItem: (element: Element) => boolean = () => false,
): FieldCandidate[] {
  const unit = unitOf(field);
  if (!unit) return [];
  let fallback: FieldCandidate[] = [];
  for (const element of safeSelect($, 'body *')) {
    // A count and its unit sit in a small block ("<b>128</b> reviews", an icon beside them):
    // reading the text of every wrapper on a large page would cost its size again per level.
    if (!smallBlock(element)) continue;
    const text = textOf($, element);
    if (text.length === 0 || text.length > MAX_COUNT_TEXT) continue;
    const match = COUNT_TEXT.exec(text);
    const glyph = match ? null : GLYPH_COUNT.exec(text);
    const word = match?.[2] ?? glyph?.[1] ?? glyph?.[2];
    if ((!match?.[1] && !glyph) || !word || !countsFor(field, unit, word)) continue;
    if (inChrome(element)) continue;
    const found: FieldCandidate[] = [
      {
        spec: {
          name: field,
          selector: uniqueSelector($, element),
          kind: 'number',
          pattern: COUNT_PATTERN,
        },
        score: UNIT_COUNT_SCORE,
        origin: 'selector',
        where: `count beside “${word}”`,
        samples: [text],
      },
    ];
    if (!otherItem(element)) return found;
    if (fallback.length === 0) fallback = found;
  }
  return fallback;
}
