/**
 * "Posted on 4 November 2026 by Helen Marsh", "Review by Helen Marsh": a story's author often
 * sits in a line of text marked by nothing but the word before the name. The first short line
 * after the page's heading, in its own content (not chrome, not another item's card, not a
 * quotation or a picture's caption), where that word opens a name of two to four capitalised
 * words answers an author asked for when nothing names one.
 */
import type { CheerioAPI } from 'cheerio';
import type { FieldCandidate } from '../types.js';
import { conceptOf } from '../vocabulary/field-words.js';
import type { Element } from '../analysis/dom.js';
import {
  closestTag,
  inChrome,
  inNeighbourBlock,
  isElement,
  isLeafValue,
  ownText,
  safeSelect,
  tagOf,
  textOf,
} from '../analysis/dom.js';
import { uniqueSelector } from '../analysis/selectors.js';
import { AUTHOR_WORDS } from './bylines.js';

const BYLINE_LINE_SCORE = 0.6;
const MAX_LINE_LENGTH = 120;

/** Each letter in either case: the job's pattern engine takes no flags. */
const anyCase = (word: string) =>
  [...word].map((letter) => `[${letter.toUpperCase()}${letter}]`).join('');

/**
 * The lower-case particles of family names ("Ludwig van Beethoven", "Maria de la Cruz"): up to
 * two of them before a capitalised word are part of the name.
 */
const PARTICLES = [
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'das',
  'dos',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'zu',
  'y',
];
const WORD = String.raw`\p{Lu}[\p{L}'’.\-]*`;
/**
 * A name after the byline's word: two to four capitalised words ("Helen Marsh"), with the
 * particles between them ("Jan de Vries"); a particle with no capitalised word after it ends
 * the name before it.
 */
const NAME = String.raw`(${WORD}(?:\s+(?:(?:${PARTICLES.join('|')})\s+){0,2}${WORD}){1,3})`;
const OPENING = String.raw`(?:^|[^\p{L}])(?:${AUTHOR_WORDS.map(anyCase).join('|')})\s*:?\s+`;
/** The pattern a job reads the name with; the same as the test here. */
const BYLINE_NAME_PATTERN = `${OPENING}${NAME}`;
const BYLINE_NAME = new RegExp(BYLINE_NAME_PATTERN, 'u');
/** The byline's word in a line's own text, its name set apart in an element after it. */
const OWN_OPENING = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${AUTHOR_WORDS.join('|')})\s*:?(?:\s|$)`,
  'iu',
);

/** Elements a line of text sets a name or a date in without breaking the line. */
const PHRASING_TAGS = new Set(['span', 'a', 'time', 'small', 'b', 'strong', 'em', 'i', 'bdi']);

/**
 * "By <span>Helen Marsh</span>": a line whose own text holds the byline's word and whose name
 * sits in a phrasing element is one line to a reader, though no leaf value.
 */
function isBylineLine(element: Element): boolean {
  const children = element.children.filter(isElement);
  return (
    children.length > 0 &&
    children.every(
      (child) =>
        PHRASING_TAGS.has(tagOf(child)) &&
        child.children.filter(isElement).every((inner) => PHRASING_TAGS.has(tagOf(inner))),
    ) &&
    OWN_OPENING.test(ownText(element))
  );
}

export function bylineLineCandidates(
  $: CheerioAPI,
  field: string,
  otherItem: (element: Element) => boolean,
): FieldCandidate[] {
  if (conceptOf(field)?.name !== 'author') return [];
  const heading = safeSelect($, 'h1')[0];
  if (!heading) return [];
  const elements = safeSelect($, 'body *');
  for (const element of elements.slice(elements.indexOf(heading) + 1)) {
    if (
      !(isLeafValue(element) || isBylineLine(element)) ||
      inChrome(element) ||
      inNeighbourBlock(element)
    )
      continue;
    const text = textOf($, element);
    if (!text || text.length > MAX_LINE_LENGTH) continue;
    const name = BYLINE_NAME.exec(text)?.[1];
    if (!name) continue;
    // A picture's credit ("Photo by …") and a quotation's are not the story's byline.
    if (closestTag(element, (tag) => tag === 'figcaption' || tag === 'caption')) continue;
    if (otherItem(element)) continue;
    return [
      {
        spec: {
          name: field,
          selector: uniqueSelector($, element),
          kind: 'text',
          pattern: BYLINE_NAME_PATTERN,
        },
        score: BYLINE_LINE_SCORE,
        origin: 'selector',
        where: `the name after “by” in the line “${text}”`,
        samples: [name],
      },
    ];
  }
  return [];
}
