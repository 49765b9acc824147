/**
 * "Where: The Old Mill<br>12 Canal Street, Bath BA1 2AB": an event's or a listing's place row
 * gives the venue's name on its first line and its address after it, and
 * "<strong>Hebden Hall</strong>, 4 Market Place, …" gives them on one line, the name first. A
 * person asking for the venue reads the name and, asking for the address, the rest; so a
 * labelled value whose head is a name and whose rest is an address answers the two fields
 * with its two parts, not each with the whole.
 */
import type { ParsedPage } from '@gleaner/scraper';
import { findLabelled, textLines } from '@gleaner/scraper';
import { isTag, isText } from 'domhandler';
import type { Element } from 'domhandler';
import type { ColumnInfo, FieldPlan } from '../types.js';
import { conceptOf } from '../vocabulary/field-words.js';
import { isStreetAddress, streetAddressShare } from '../text/street-addresses.js';

/** The name before the first comma, and what follows it. */
const HEAD_PATTERN = '^([^,]+),';
const REST_PATTERN = '^[^,]+,\\s*(.+)$';

/** Where each part is read (a line of the value, or a pattern on it) and what it reads here. */
interface Part {
  source: { line?: number; pattern?: string };
  text: string;
}

/** A name: words with no house number or postcode in them. */
function isPlaceName(text: string): boolean {
  return /\p{L}/u.test(text) && !isStreetAddress(text) && text.split(/\s+/).length <= 8;
}

/** How the value splits into a name and an address, or null when it does not read so. */
function splitOf(element: Element): { name: Part; rest: Part | null } | null {
  const lines = textLines(element).map((line) => line.text);
  const [first, ...after] = lines;
  if (!first) return null;
  if (after.length === 1 && isPlaceName(first) && isStreetAddress(after[0] ?? ''))
    return {
      name: { source: { line: 1 }, text: first },
      rest: { source: { line: 2 }, text: after[0] ?? '' },
    };
  // Three lines or more: the name is the first; the address, on several lines, stays whole.
  if (after.length > 1 && isPlaceName(first) && after.some(isStreetAddress))
    return { name: { source: { line: 1 }, text: first }, rest: null };
  // One line: the name set apart as the line's first element, then a comma and the address.
  const comma = first.indexOf(',');
  const lead = element.children.find(
    (child) => isTag(child) || (isText(child) && child.data.trim() !== ''),
  );
  if (after.length === 0 && comma > 0 && lead && isTag(lead)) {
    const head = first.slice(0, comma).trim();
    const rest = first.slice(comma + 1).trim();
    if (isPlaceName(head) && isStreetAddress(rest))
      return {
        name: { source: { pattern: HEAD_PATTERN }, text: head },
        rest: { source: { pattern: REST_PATTERN }, text: rest },
      };
  }
  return null;
}

const isVenue = (field: FieldPlan) => conceptOf(field.name)?.name === 'venue';
const isAddress = (field: FieldPlan) => conceptOf(field.name)?.name === 'address';

/** Gives a venue and an address read from one labelled place their own parts of it. */
export function splitPlaceLines(fields: FieldPlan[], page: ParsedPage): void {
  const body = page.$('body').get(0);
  if (!body) return;
  for (const field of fields) {
    const { label, line, pattern } = field.spec;
    if (!label || line || pattern || !(isVenue(field) || isAddress(field))) continue;
    // An address labelled "Address" is the whole of it, a name line included.
    if (isAddress(field) && conceptOf(label)?.name === 'address') continue;
    const element = findLabelled(page.$, body, label)?.valueElement;
    const split = element ? splitOf(element) : null;
    if (!split) continue;
    const part = isVenue(field) ? split.name : split.rest;
    if (!part) continue;
    field.spec = { ...field.spec, ...part.source };
    field.samples = [part.text];
  }
}

/**
 * The same on a list's cards: "<p class="where">The Old Mill<br>12 Canal Street, …</p>" gives
 * the venue its first line and, read whole, the address the name too. When the venue is the
 * block's first line and the address the whole block of two lines whose second is an address,
 * the address is the second line.
 */
export function splitPlaceColumns(fields: FieldPlan[], columns: readonly ColumnInfo[]): void {
  const venue = fields.find((field) => isVenue(field) && field.spec.line === 1);
  if (!venue) return;
  const { selector } = venue.spec;
  const address = fields.find(
    (field) =>
      isAddress(field) &&
      field.spec.selector === selector &&
      !field.spec.line &&
      !field.spec.pattern &&
      !field.spec.attribute,
  );
  const lines = columns.filter((column) => column.spec.selector === selector && column.spec.line);
  const second = lines.find((column) => column.spec.line === 2);
  if (!address || !second || lines.some((column) => (column.spec.line ?? 0) > 2)) return;
  if (streetAddressShare(second.samples) < 0.6) return;
  address.spec = { ...address.spec, line: 2 };
  address.samples = second.samples;
}
