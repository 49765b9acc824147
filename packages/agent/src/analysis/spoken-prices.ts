/**
 * "<div aria-label="Price: £8.50"><span aria-hidden="true">£</span><span aria-hidden="true">8
 * </span>…</div>": a shop that draws its price in pieces hidden from screen readers says the
 * whole price in the element's label, and an empty badge may show it only there. The label is
 * the price a person is told; the pieces read one by one give '8' and '.50'.
 */
import { isTag, isText } from 'domhandler';
import type { AnyNode } from 'domhandler';
import type { Element } from './dom.js';
import { cleanText, shapeOf } from '../text/values.js';

/** Longest label read as a price: "Price: £1,299.00 per 100g". */
const MAX_PRICE_LABEL = 40;

/** Text a screen reader would read inside, leaving out what the page hides from it. */
function spokenText(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || node.attribs['aria-hidden'] === 'true') return '';
  return node.children.map(spokenText).join('');
}

/** The element's aria-label when it is a price and stands for all the element shows. */
export function spokenPrice(element: Element): string | null {
  const label = cleanText(element.attribs['aria-label'] ?? '');
  if (!label || label.length > MAX_PRICE_LABEL || shapeOf(label) !== 'price') return null;
  return cleanText(element.children.map(spokenText).join('')) === '' ? label : null;
}
