/**
 * Identifiers by any name: a person asking for a product's "SKU", "product code" or "id" on a
 * page that has none wants the code the page does show — an item number, a model or part number,
 * an ASIN, a listing id, a GTIN, EAN, UPC or ISBN — named for what it is. A label names an
 * identifier by a known name or by its form ("… ID", "… No.", "… #", "… code") over a value
 * shaped like a code.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { LabelPair } from '@gleaner/scraper';
import type { FieldCandidate } from '../types.js';
import { conceptOf, nameTokens } from '../vocabulary/field-words.js';
import { regexEscape } from '../text/values.js';
import {
  childElements,
  inChrome,
  inNeighbourBlock,
  isLeafValue,
  safeSelect,
  textOf,
} from './dom.js';
import { uniqueSelector } from './selectors.js';

/** Identifier names, the seller's own codes before the catalogues' numbers everyone shares. */
const NAMED: RegExp[] = [
  // "SKU", "Store SKU #", "Vendor SKU": the seller's own code by any qualifier.
  /^(?:\p{L}+ )?sku(?: ?(?:#|no|nr|number))?$/u,
  /^(?:item|product|article|art|artikel|style|stock|catalog|catalogue|ref|reference|referenz|réf|référence|referencia|referência|código|codigo|cód|cod|codice|bestell|produkt)(?: ?(?:#|no|nr|number|nummer|code|id|numéro))?(?: (?:de|do|del) (?:producto|produto|artículo|articulo|artigo|referencia))?$/,
  /^(?:model|modell|modelo|modèle|modello|part|manufacturer part|hersteller|mfr|mfg|réf fabricant|référence fabricant)(?: ?(?:#|no|nr|number|nummer|code))?$/,
  /^(?:artikelnummer|bestellnummer|herstellernummer|modellnummer|teilenummer|varenummer|varenr|artikelnr)$/,
  /^mpn$/,
  /^asin$/,
  /^(?:\w+ )?(?:item|listing) ?(?:#|no|number|id)$/,
  /^(?:gtin|ean|upc|jan|isbn)(?:[- ]?\d{1,2})?$/,
  /^barcode$/,
];

/** "Listing ID", "Stock No.", "Vendor code", "Item #": the form of an identifier's label. */
const IDENTIFIER_FORM = /(?:^|\s)(?:id|#|no|nr|number|code)$/;

/**
 * A code: one word with a digit, joined by dashes, dots or slashes ("978-1-23-456789-7",
 * "MKI6X2/A", "B08XYZ1234"), or a few words of capitals and digits ("44 1800 UK"); never a name
 * with a number in it ("iPhone 15 Pro") or a price.
 */
export function looksLikeCode(value: string): boolean {
  const text = value.trim();
  if (text.length < 3 || text.length > 40 || !/\d/.test(text)) return false;
  if (!/^[\p{L}\p{N}][\p{L}\p{N}\-./_]*(?: [\p{L}\p{N}\-./_]+){0,2}$/u.test(text)) return false;
  return !text.includes(' ') || !/\p{Ll}/u.test(text);
}

/** The code a text shows, past an identifier label opening it ("Part # 44-100" → "44-100"). */
export function codeIn(text: string): string | null {
  const value = text.trim();
  // "SKU TC-0001" is shaped like a code of two words too: the name before it is read first.
  const words = value.split(/\s+/);
  for (let count = 1; count <= 3 && count < words.length; count += 1) {
    const label = words.slice(0, count).join(' ');
    const rest = words
      .slice(count)
      .join(' ')
      .replace(/^[:#.\s]+/, '');
    if (identifierRank(label) >= 0 && looksLikeCode(rest)) return rest;
  }
  return looksLikeCode(value) ? value : null;
}

/** Whether a column or label name names an identifier ("part_no", "Item #", "ASIN"). */
export function namesIdentifier(name: string): boolean {
  return identifierRank(name.replace(/_/g, ' ')) >= 0;
}

function folded(label: string): string {
  return label
    .toLowerCase()
    .replace(/[.:：]/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s*#\s*/g, ' #')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Rank of an identifier label (0 best), or -1 when the label names no identifier. */
function identifierRank(label: string): number {
  const key = folded(label);
  const index = NAMED.findIndex((pattern) => pattern.test(key));
  if (index >= 0) return index;
  return IDENTIFIER_FORM.test(key) ? NAMED.length : -1;
}

/** Fields that ask for an item's code under any of its names. */
export function asksForIdentifier(field: string): boolean {
  const concept = conceptOf(field)?.name;
  if (concept === 'sku' || concept === 'identifier') return true;
  const tokens = nameTokens(field);
  return tokens.length <= 3 && /^(?:code|id|number|no)$/.test(tokens.at(-1) ?? '');
}

/** Below a named field's own label or structured property, above guesses by shape. */
const IDENTIFIER_SCORE = 0.7;

/** The page's identifiers as candidates for a field asking for an item's code. */
export function identifierCandidates(pairs: LabelPair[], field: string): FieldCandidate[] {
  if (!asksForIdentifier(field)) return [];
  return pairs
    .map((pair) => ({ pair, rank: identifierRank(pair.label) }))
    .filter(({ pair, rank }) => rank >= 0 && looksLikeCode(pair.value))
    .sort((a, b) => a.rank - b.rank)
    .map(({ pair, rank }, order) => ({
      spec: { name: field, selector: '', kind: 'text' as const, label: pair.label },
      // Ties broken by page order; each later kind a little less sure.
      score: IDENTIFIER_SCORE - rank * 0.01 - order * 0.001,
      origin: 'label' as const,
      where: `label “${pair.label}” (the page's ${pair.label.replace(/\s*[:#]\s*$/, '')}, as it names no ${field.replace(/_/g, ' ')})`,
      samples: [pair.value],
    }));
}

const IDENTIFIER_LINE_SCORE = 0.66;
const MAX_LINE = 60;
/**
 * "<div><span>Catalog #</span> <span>AB-1234</span></div>": a name and its code in two elements of
 * one row, with no colon to pair them as a label.
 */
function isLabelledRow(element: Element): boolean {
  const children = childElements(element);
  return children.length === 2 && children.every(isLeafValue);
}

/** What sets the codes of one line apart: "Item #4021877 | Model #SS-3322", "… · …", "… • …". */
const LINE_SEPARATOR = /\s+[|·•]\s+/;

/**
 * "Style No. LS-2041-WHT" as one line of a details list, no colon to pair it: the code after an
 * identifier's name, read with a pattern past the name.
 */
export function identifierLineCandidates($: CheerioAPI, field: string): FieldCandidate[] {
  if (!asksForIdentifier(field)) return [];
  const found: {
    label: string;
    code: string;
    text: string;
    element: Element;
    rank: number;
    alone: boolean;
  }[] = [];
  for (const element of safeSelect($, 'body *')) {
    if (!isLeafValue(element) && !isLabelledRow(element)) continue;
    const text = textOf($, element);
    if (!text || text.length > MAX_LINE || !/\d/.test(text)) continue;
    // "Item #4021877 | Model #SS-3322": several codes on one line, each with its name.
    const segments = text.split(LINE_SEPARATOR);
    for (const segment of segments) {
      const code = codeIn(segment);
      if (!code || code === segment) continue;
      const label = segment.slice(0, segment.lastIndexOf(code)).replace(/[\s:#.]+$/, '');
      const rank = label ? identifierRank(label) : -1;
      if (rank < 0 || inChrome(element) || inNeighbourBlock(element)) continue;
      found.push({ label, code, text, element, rank, alone: segments.length === 1 });
    }
  }
  // The seller's own code first, then page order.
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, 2)
    .map(({ label, code, text, element, rank, alone }, order) => ({
      spec: {
        name: field,
        selector: uniqueSelector($, element),
        kind: 'text' as const,
        pattern: alone
          ? `^${regexEscape(label)}[\\s:#.]*(\\S[\\s\\S]*)$`
          : `(?:^|[|·•]\\s*)${regexEscape(label)}[\\s:#.]*([^\\s|·•]+)`,
      },
      score: IDENTIFIER_LINE_SCORE - rank * 0.01 - order * 0.001,
      origin: 'selector' as const,
      where: `the line “${text}” (the page's ${label}, as it names no ${field.replace(/_/g, ' ')})`,
      samples: [code],
    }));
}
