/**
 * "From 23:45 to 6:00", "Doors 7.30pm": an event shows its time on a short line of its own,
 * often marked by nothing but its shape, while a machine-readable start ("2016-06-10T23:45")
 * sits in hidden metadata. A person asking the time reads the line. The first short line of the
 * page's own item that holds a clock time and no date answers a time asked for.
 */
import type { CheerioAPI } from 'cheerio';
import { parseDate } from '@gleaner/scraper';
import type { FieldCandidate } from '../types.js';
import { nameTokens } from '../vocabulary/field-words.js';
import { inChrome, inNeighbourBlock, isLeafValue, safeSelect, textOf } from './dom.js';
import type { Element } from './dom.js';
import { uniqueSelector } from './selectors.js';

/** Above a value read from hidden metadata by its name (0.77), below a label naming the time. */
const CLOCK_LINE_SCORE = 0.8;
const MAX_LINE_LENGTH = 60;
/** "23:45", "6.00", "7pm", "7.30 pm": a time of day. */
const CLOCK =
  /\b(?:[01]?\d|2[0-3])[:.][0-5]\d\b|\b(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?\s?[ap]\.?m\b/i;
const RESPONSE_CLASS = /review|comment|repl|answer|testimonial/i;

/** "time", "times", "start time", "event time": a time of day, not a length of time. */
function asksClockTime(field: string): boolean {
  const tokens = nameTokens(field);
  return (
    tokens.at(-1) === 'time' &&
    tokens.every((token) => /^(?:time|start|starting|event|show|door)$/.test(token))
  );
}

export function clockLineCandidates(
  $: CheerioAPI,
  field: string,
  otherItem: (element: Element) => boolean,
): FieldCandidate[] {
  if (!asksClockTime(field)) return [];
  for (const element of safeSelect($, 'body *')) {
    if (!isLeafValue(element) || inChrome(element) || inNeighbourBlock(element)) continue;
    if (otherItem(element) || RESPONSE_CLASS.test(element.attribs.class ?? '')) continue;
    const text = textOf($, element);
    if (!text || text.length > MAX_LINE_LENGTH || !CLOCK.test(text)) continue;
    if (parseDate(text).parsed) continue;
    return [
      {
        spec: { name: field, selector: uniqueSelector($, element), kind: 'text' },
        score: CLOCK_LINE_SCORE,
        origin: 'selector',
        where: `the time in the line “${text}”`,
        samples: [text],
      },
    ];
  }
  return [];
}
