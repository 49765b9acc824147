/**
 * "By: Maria Gomez | June 4, 2025", "Posted on 4 June 2025 by Sam": a story's date often sits in
 * its byline, marked by nothing but its shape. The first short line after the page's heading
 * that holds a date answers a date asked for when nothing names one.
 */
import type { CheerioAPI } from 'cheerio';
import { parseDate } from '@gleaner/scraper';
import type { FieldCandidate } from '../types.js';
import { conceptOf } from '../vocabulary/field-words.js';
import { inChrome, inNeighbourBlock, isLeafValue, safeSelect, textOf } from './dom.js';
import { uniqueSelector } from './selectors.js';

const DATED_LINE_SCORE = 0.55;
const MAX_LINE_LENGTH = 120;
/** Elements looked at after the heading: a byline is near it, a comment's date far below. */
const MAX_ELEMENTS_AFTER = 40;
const RESPONSE_CLASS = /review|comment|repl|answer|testimonial/i;

export function datedLineCandidates($: CheerioAPI, field: string): FieldCandidate[] {
  if (conceptOf(field)?.name !== 'date') return [];
  const heading = safeSelect($, 'h1')[0] ?? safeSelect($, 'h2')[0];
  if (!heading) return [];
  const elements = safeSelect($, 'body *');
  const start = elements.indexOf(heading);
  for (const element of elements.slice(start + 1, start + 1 + MAX_ELEMENTS_AFTER)) {
    if (!isLeafValue(element) || inChrome(element) || inNeighbourBlock(element)) continue;
    if (RESPONSE_CLASS.test(element.attribs.class ?? '')) continue;
    const text = textOf($, element);
    if (!text || text.length > MAX_LINE_LENGTH || !/\d/.test(text)) continue;
    if (!parseDate(text).parsed) continue;
    return [
      {
        spec: { name: field, selector: uniqueSelector($, element), kind: 'date' },
        score: DATED_LINE_SCORE,
        origin: 'selector',
        where: `the date in the line “${text}”`,
        samples: [text],
      },
    ];
  }
  return [];
}
