/**
 * "<h1>Harbour Lights Festival</h1><span class="location">The Pier – Brighton, UK</span>": an
 * event's, a job's or a hotel's page sets where it is on a line of its own beside its title,
 * while the structured data names only a part of it (the city). A person asking "location"
 * reads that line. A field asked as a place in general (location, where, place) takes the short
 * line classed as a place in the block that holds the page's heading; a city or a town asked for
 * is still the structured locality.
 */
import type { CheerioAPI } from 'cheerio';
import type { FieldCandidate } from '../types.js';
import { nameTokens } from '../vocabulary/field-words.js';
import { classesOf, inChrome, parentElement, safeSelect, textOf } from './dom.js';
import type { Element } from './dom.js';
import { uniqueSelector } from './selectors.js';

/** Above a structured property the vocabulary names (0.92): the line is what the page shows. */
const HEADING_PLACE_SCORE = 0.93;
/** Longest line read as a place; longer is a description of it. */
const MAX_LINE_LENGTH = 100;
/** Longest block read as the heading's own: past it, the block is the whole page. */
const MAX_BLOCK_LENGTH = 400;
/** Words a general place field is asked by. */
const PLACE_FIELD = /^(?:location|where|place)$/;
/** Class words of a place line: "location", "event-location", "venue", "place", "where". */
const PLACE_CLASS = /^(?:location|locations|venue|place|where|address)$/;

function asksPlace(field: string): boolean {
  return PLACE_FIELD.test(nameTokens(field).at(-1) ?? '');
}

function classedAsPlace(element: Element): boolean {
  const words = [...classesOf(element), element.attribs.id ?? '']
    .flatMap((name) => name.toLowerCase().split(/[-_\s]+|(?<=[a-z])(?=[A-Z])/))
    .filter(Boolean);
  return words.some((word) => PLACE_CLASS.test(word));
}

/**
 * The blocks around the page's first heading, nearest first, while they stay the heading's own
 * (short enough not to be the whole page).
 */
function headingBlocks($: CheerioAPI): { blocks: Element[]; heading: Element | null } {
  const heading = safeSelect($, 'h1').find((element) => !inChrome(element)) ?? null;
  const blocks: Element[] = [];
  let block = heading ? parentElement(heading) : null;
  while (block && blocks.length < 2 && textOf($, block).length <= MAX_BLOCK_LENGTH) {
    blocks.push(block);
    block = parentElement(block);
  }
  return { blocks, heading };
}

function placeLine($: CheerioAPI, block: Element, heading: Element): Element | undefined {
  return $(block)
    .find('*')
    .toArray()
    .find((element) => {
      if (element === heading || $(element).find(heading).length > 0) return false;
      if ($(heading).find(element).length > 0 || !classedAsPlace(element)) return false;
      const text = textOf($, element);
      return text.length >= 3 && text.length <= MAX_LINE_LENGTH && /\p{L}/u.test(text);
    });
}

export function headingPlaceCandidates($: CheerioAPI, field: string): FieldCandidate[] {
  if (!asksPlace(field)) return [];
  const { blocks, heading } = headingBlocks($);
  if (!heading) return [];
  const line = blocks.map((block) => placeLine($, block, heading)).find(Boolean);
  if (!line) return [];
  const selector = uniqueSelector($, line);
  if (safeSelect($, selector)[0] !== line) return [];
  const text = textOf($, line);
  return [
    {
      spec: { name: field, selector, kind: 'text' },
      score: HEADING_PLACE_SCORE,
      origin: 'selector',
      where: `the place line beside the page's heading “${text}”`,
      samples: [text],
    },
  ];
}
