/**
 * An item page's rating that no class names: stars drawn as icons whose box says the value to a
 * screen reader (`<div aria-label="4.2 out of 5 stars">`), or a figure beside a star ("4.6 ★").
 * The first one of the page's own item, outside its menus and other items' cards, is its rating.
 */
import type { CheerioAPI } from 'cheerio';
import type { ColumnInfo } from '../types.js';
import { cleanText, isRatingText } from '../text/values.js';
import type { Element } from './dom.js';
import { inChrome, inNeighbourBlock, isLeafValue, safeSelect, textOf } from './dom.js';
import { uniqueSelector } from './selectors.js';

const RATING_ATTRIBUTES = ['aria-label', 'title', 'alt'] as const;

function ratingColumn(
  selector: string,
  sample: string,
  attribute?: (typeof RATING_ATTRIBUTES)[number],
): ColumnInfo {
  return {
    name: 'rating',
    aliases: ['stars', 'score'],
    shape: 'rating',
    spec: { name: 'rating', selector, kind: 'rating', ...(attribute ? { attribute } : {}) },
    coverage: 1,
    samples: [sample],
    isTitle: false,
  };
}

export function shownRating(
  $: CheerioAPI,
  otherItem: (element: Element) => boolean,
): ColumnInfo | null {
  for (const element of safeSelect($, 'body *')) {
    const attribute = RATING_ATTRIBUTES.find((name) => isRatingText(element.attribs[name] ?? ''));
    const text = attribute ? '' : isLeafValue(element) ? textOf($, element) : '';
    if (!attribute && !(text && isRatingText(text))) continue;
    if (inChrome(element) || inNeighbourBlock(element) || otherItem(element)) continue;
    return attribute
      ? ratingColumn(
          uniqueSelector($, element),
          cleanText(element.attribs[attribute] ?? ''),
          attribute,
        )
      : ratingColumn(uniqueSelector($, element), text);
  }
  return null;
}
