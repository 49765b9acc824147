/**
 * "<span class="now"><span class="sr-only">Now</span> £27<sup>.99</sup></span>": a price whose
 * parts the page sets apart (a label for screen readers, the pence raised, the sign in a span of
 * its own) is no single leaf of text, yet a person reads it as one price. Such an element is a
 * price of the page when its text is one short price and nothing inside it is a price alone.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from './dom.js';
import { isLeafValue, textOf } from './dom.js';
import { isPrice } from '../text/values.js';

/** Longest text read as one price set in parts: "Sale price £1,299.00". */
const MAX_SPLIT_PRICE = 30;

export function isSplitPrice($: CheerioAPI, element: Element): boolean {
  if (isLeafValue(element)) return false;
  const text = textOf($, element);
  if (text.length > MAX_SPLIT_PRICE || !isPrice(text)) return false;
  return !$(element)
    .find('*')
    .toArray()
    .some((inner) => isPrice(textOf($, inner)));
}
