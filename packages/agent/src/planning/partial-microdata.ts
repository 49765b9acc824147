/**
 * A results page that marks only some of its items with microdata (a promoted listing, the
 * items a plugin rendered): the structured data holds fewer records than the page shows. When
 * every marked item sits inside one of the page's own records and some records hold none, the
 * page's list is the list, and the structured data only a part of it.
 */
import { load } from 'cheerio';
import type { ExtractionPlan } from '../types.js';
import { safeSelect } from '../analysis/dom.js';

export function markedOnlyInPart(
  html: string,
  list: ExtractionPlan,
  structured: ExtractionPlan,
): boolean {
  const container = list.recordSpec?.container;
  const type = structured.recordSpec?.entities?.type;
  if (!container || !type || list.recordCount <= structured.recordCount) return false;
  const $ = load(html);
  const records = safeSelect($, container);
  const marked = $('[itemscope][itemtype]')
    .toArray()
    .filter((element) => (element.attribs.itemtype ?? '').split(/[/#\s]/).includes(type));
  if (marked.length === 0 || records.length <= marked.length) return false;
  const holds = (record: (typeof records)[number]) =>
    marked.some((item) => item === record || $(record).find(item).length > 0);
  const holding = records.filter(holds).length;
  return (
    holding > 0 &&
    holding < records.length &&
    marked.every((item) =>
      records.some((record) => record === item || $(record).find(item).length > 0),
    )
  );
}
