/**
 * A spec sheet groups its rows under headings ("Fuel consumption": City, Highway, Combined;
 * "Brakes": Front, Rear). A row whose label only qualifies (where, which end, which figure of
 * several) says what it is with its heading: a person names "City" under "Fuel consumption" the
 * city fuel consumption, not a city. Such a row, proposed as a field, is named with its section.
 */
import type { CheerioAPI } from 'cheerio';
import { isTag } from 'domhandler';
import type { LabelPair } from '@gleaner/scraper';
import { cleanText, slugify } from '../text/values.js';
import { parentElement, tagOf, textOf } from '../analysis/dom.js';
import type { Element } from '../analysis/dom.js';

/** Labels that qualify a measure without naming it: a place, an end, one figure of several. */
const QUALIFIER =
  /^(?:city|town|urban|extra_urban|highway|motorway|combined|mixed|front|rear|back|left|right|inner|outer|upper|lower|top|bottom|min|max|minimum|maximum|average|mean|peak|total|overall|low|high)$/;
/** Words a section heading adds that say nothing of its rows. */
const GENERIC = /\b(?:specifications?|specs?|details?|information|info|data|sheet|technical)\b/gi;
/** Longest heading read as a section's name. */
const MAX_HEADING = 40;

/** The heading of the group a row's element sits in: a title on the group, or the heading before it. */
function sectionOf($: CheerioAPI, element: Element): string {
  let group: Element | null = parentElement(element);
  for (let depth = 0; group && depth < 3; depth += 1) {
    const title = group.attribs.title?.trim();
    if (title) return title;
    let before = group.prev;
    while (before && !(isTag(before) && textOf($, before))) before = before.prev;
    if (before && isTag(before) && /^h[2-6]$/.test(tagOf(before))) return textOf($, before);
    group = parentElement(group);
  }
  return '';
}

/** The field name for a proposed row: its label's, with its section's words when it qualifies. */
export function rowFieldName($: CheerioAPI, pair: LabelPair): string {
  const name = slugify(pair.label);
  if (!QUALIFIER.test(name)) return name;
  const section = cleanText(sectionOf($, pair.labelElement).replace(GENERIC, ' '));
  if (!section || section.length > MAX_HEADING) return name;
  const prefix = slugify(section);
  return prefix && prefix !== name ? `${prefix}_${name}` : name;
}
