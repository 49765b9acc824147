import type { Cheerio, CheerioAPI } from 'cheerio';
import { isTag, isText } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import type { CapturedItem, RecordFieldSpec, RecordSpec, RecordValue } from '@gleaner/shared';
import { currencyCode, currencyOf } from './currencies.js';
import { isBareDollar, localDollar } from './local-dollar.js';
import { parseDate } from './dates.js';
import type { DateOptions } from './dates.js';
import { parseDuration } from './durations.js';
import { firstGroup } from './field-pattern.js';
import { findLabelled } from './labelled-values.js';
import { withoutStruckParts } from './struck-text.js';
import { blockText } from './block-text.js';
import { extractMainContentFromPage } from './main-content.js';
import {
  cleanText,
  parseNumber,
  parsePrice,
  parseRating,
  resolveUrl,
  withoutEdgeSeparators,
} from './normalise.js';
import { itemFactory, parsePage } from './page.js';
import type { ParsedPage } from './page.js';
import { lineOf } from './text-lines.js';
import { entitiesOfType, readEntity, readStructured, schemaMemberText } from './structured-data.js';
import type { StructuredEntity } from './structured-data.js';

/** How well a value matched its field: 1 fits its kind, 0.5 present but odd, 0 missing. */
interface FieldResult {
  value: RecordValue;
  fit: number;
}

const MISSING: FieldResult = { value: null, fit: 0 };

/** What reading a field needs besides the field: the page, and how it writes dates. */
interface ReadContext {
  page: ParsedPage;
  dates: DateOptions;
  /** What a bare "$" is on this page (a peso on a Chilean page), when not the US dollar. */
  dollar: string | null;
}

/**
 * One `record` item per match of `spec.container`, with each field read relative to it and
 * normalised by kind. Confidence is the mean fit of the fields.
 */
export function extractRecords(html: string, pageUrl: string, spec: RecordSpec): CapturedItem[] {
  return extractRecordsFromPage(parsePage(html, pageUrl), spec);
}

const DATE_OPTIONS = new WeakMap<CheerioAPI, DateOptions>();

/** Most of the world writes the day first; a page in American English (or no language) does not. */
function dateOptions($: CheerioAPI): DateOptions {
  const known = DATE_OPTIONS.get($);
  if (known) return known;
  const lang = ($.root().children('html').attr('lang') ?? '').toLowerCase();
  const options = {
    dayFirst: lang !== '' && !/^en(?:-us)?$/.test(lang) && !lang.startsWith('en-us'),
  };
  DATE_OPTIONS.set($, options);
  return options;
}

/** How many records a spec finds on a page, without reading them. */
export function countRecords(page: ParsedPage, spec: RecordSpec): number {
  if (spec.entities) return entitiesOfType(page, spec.entities.type).length;
  try {
    return page.$.root().find(spec.container).length;
  } catch {
    return 0;
  }
}

/** The records of a page; with `limit`, only the first ones (a sample to check a plan on). */
export function extractRecordsFromPage(
  page: ParsedPage,
  spec: RecordSpec,
  limit = Number.POSITIVE_INFINITY,
): CapturedItem[] {
  const { $ } = page;
  const make = itemFactory(page.pageUrl);
  if (spec.entities) return entityRecords(page, spec, spec.entities.type, limit);
  const items: CapturedItem[] = [];
  let containers: Cheerio<Element>;
  try {
    containers = $.root().find(spec.container);
  } catch {
    return [];
  }
  if (containers.length > limit) containers = containers.slice(0, limit);
  const context: ReadContext = {
    page,
    dates: dateOptions($),
    dollar: localDollar($, page.pageUrl),
  };
  containers.each((_, element) => {
    const container = $(element);
    const content: Record<string, RecordValue> = {};
    let fit = 0;
    for (const field of spec.fields) {
      const result = readField(context, container, field);
      content[field.name] = result.value;
      fit += result.fit;
    }
    items.push(make('record', content, spec.container, fit / spec.fields.length));
  });
  return items;
}

/** One record per structured entity of the type, each field read at its path inside it. */
function entityRecords(
  page: ParsedPage,
  spec: RecordSpec,
  type: string,
  limit: number,
): CapturedItem[] {
  const make = itemFactory(page.pageUrl);
  const context: ReadContext = {
    page,
    dates: dateOptions(page.$),
    dollar: localDollar(page.$, page.pageUrl),
  };
  return entitiesOfType(page, type)
    .slice(0, limit)
    .map((entity: StructuredEntity) => {
      const content: Record<string, RecordValue> = {};
      let fit = 0;
      for (const field of spec.fields) {
        const texts = field.data ? readEntity(entity, field.data.path) : [];
        const result = field.multiple
          ? many(texts.map((text) => parseText(text, field, context)))
          : parseText(texts[0] ?? '', field, context);
        content[field.name] = result.value;
        fit += result.fit;
      }
      return make('record', content, `structured data: ${type}`, fit / spec.fields.length);
    });
}

const MAIN_TEXT = new WeakMap<object, string>();

/** The page's main content as text, worked out once per page (Readability is not cheap). */
function mainText(page: ParsedPage): string {
  const cached = MAIN_TEXT.get(page.$);
  if (cached !== undefined) return cached;
  const text = extractMainContentFromPage(page)?.text ?? '';
  MAIN_TEXT.set(page.$, text);
  return text;
}

/** Every element of a page by its place in document order, worked out once per page. */
const ORDER = new WeakMap<object, Map<AnyNode, number>>();
const MATCHES = new WeakMap<object, Map<string, Element[]>>();

function documentOrder(page: ParsedPage): Map<AnyNode, number> {
  let order = ORDER.get(page.$);
  if (!order) {
    order = new Map(
      page
        .$('*')
        .toArray()
        .map((element, index) => [element, index]),
    );
    ORDER.set(page.$, order);
  }
  return order;
}

/** The last element matching `selector` that comes before `element` and does not hold it. */
function precedingMatch(page: ParsedPage, selector: string, element: Element): Element | null {
  let bySelector = MATCHES.get(page.$);
  if (!bySelector) MATCHES.set(page.$, (bySelector = new Map<string, Element[]>()));
  let matches: Element[] = bySelector.get(selector) ?? [];
  if (!bySelector.has(selector)) {
    try {
      matches = page.$(selector).toArray().filter(isTag);
    } catch {
      matches = [];
    }
    bySelector.set(selector, matches);
  }
  const order = documentOrder(page);
  const at = order.get(element) ?? -1;
  // Matches are in document order: the last one before the record, by binary search.
  let low = 0;
  let high = matches.length - 1;
  let found: Element | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = matches[middle] as Element;
    if ((order.get(candidate) ?? -1) < at) {
      found = candidate;
      low = middle + 1;
    } else high = middle - 1;
  }
  // An ancestor comes before the record too; it is the section, not its heading.
  for (let node = element.parent; found && node; node = node.parent)
    if (node === found) return null;
  return found;
}

/** The field from its first source that gives a value. */
function readField(
  context: ReadContext,
  container: Cheerio<Element>,
  field: RecordFieldSpec,
): FieldResult {
  const first = readSource(context, container, field);
  if (hasValue(first) || !field.alternatives?.length) return first;
  for (const alternative of field.alternatives) {
    const {
      alternatives: _others,
      data: _data,
      label: _label,
      pattern: _pattern,
      attribute: _attribute,
      content: _content,
      preceding: _preceding,
      ...shared
    } = field;
    const result = readSource(context, container, { ...shared, ...alternative });
    if (hasValue(result)) return { value: result.value, fit: result.fit * 0.9 };
  }
  return first;
}

function hasValue(result: FieldResult): boolean {
  const { value } = result;
  return value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

function readSource(
  context: ReadContext,
  container: Cheerio<Element>,
  field: RecordFieldSpec,
): FieldResult {
  if (field.data) {
    // A pattern reads within a structured value as in any other text ("isbn:…" → the code).
    const texts = readStructured(context.page, field.data).map((text) =>
      field.pattern ? patterned(text, field.pattern) : text,
    );
    return field.multiple
      ? many(texts.map((text) => parseText(text, field, context)))
      : parseText(texts[0] ?? '', field, context);
  }
  if (field.label) return readLabel(context, container, field, field.label);
  if (field.content === 'main') return parseText(mainText(context.page), field, context);
  const { $ } = context.page;
  if (field.preceding) {
    const root = container.get(0);
    const heading = root ? precedingMatch(context.page, field.selector, root) : null;
    return heading ? readValue(context, $(heading), field) : MISSING;
  }
  let matches: Cheerio<Element>;
  try {
    matches = field.selector.trim() ? container.find(field.selector) : container;
  } catch {
    return MISSING;
  }
  if (matches.length === 0) return MISSING;
  const elements = field.multiple ? matches.toArray() : matches.toArray().slice(0, 1);
  const results = elements.map((element) => readValue(context, $(element), field));
  if (!field.multiple) return results[0] ?? MISSING;
  return many(results);
}

/** A multi-valued field: the texts of its values, in page order. */
/** "For the sauce:", "Caramelized Onions:": a heading inside a list, not one of its items. */
const LIST_HEADING = /^[^:]{1,60}:$/;

function many(results: FieldResult[]): FieldResult {
  let present = results.filter((result) => result.value !== null && result.value !== '');
  const headings = present.filter(
    (result) => typeof result.value === 'string' && LIST_HEADING.test(result.value),
  );
  if (headings.length > 0 && headings.length * 2 < present.length)
    present = present.filter((result) => !headings.includes(result));
  if (present.length === 0) return MISSING;
  return {
    value: present.flatMap((result) =>
      Array.isArray(result.value) ? result.value : [String(result.value)],
    ),
    fit: present.reduce((sum, result) => sum + result.fit, 0) / present.length,
  };
}

/** The value a label names inside the container: its element when it has one, else its text. */
function readLabel(
  context: ReadContext,
  container: Cheerio<Element>,
  field: RecordFieldSpec,
  label: string,
): FieldResult {
  const { $ } = context.page;
  const root = container.get(0);
  if (!root) return MISSING;
  const pair = findLabelled($, root, label);
  if (!pair) return MISSING;
  if (field.multiple && pair.valueElements.length > 1)
    return many(pair.valueElements.map((element) => readValue(context, $(element), field)));
  if (pair.valueElement && !field.pattern) return readValue(context, $(pair.valueElement), field);
  // "Price: <s>$120.00</s> $84.00": the price is what is not struck out.
  const current = field.kind === 'price' && !field.pattern ? withoutStruckParts($, pair) : null;
  return parseText(current ?? patterned(pair.value, field.pattern), field, context);
}

/** Longest text a field pattern is run on, so a pathological page cannot stall it. */
const PATTERN_INPUT_LIMIT = 20_000;

/**
 * The pattern's first group in the text, or the text when the field has no pattern. Patterns
 * run in linear time (see field-pattern.ts); one the engine refuses reads nothing.
 */
function patterned(text: string, pattern: string | undefined): string {
  if (!pattern) return cleanText(text);
  try {
    return cleanText(firstGroup(pattern, cleanText(text).slice(0, PATTERN_INPUT_LIMIT)));
  } catch {
    return '';
  }
}

/** A text already cut out of the page (by a pattern, a label or structured data), read by kind. */
function parseText(part: string, field: RecordFieldSpec, context: ReadContext): FieldResult {
  const text = cleanText(part);
  if (!text) return MISSING;
  switch (field.kind) {
    case 'text':
      return { value: text, fit: 1 };
    case 'number':
      return numeric(text, parseNumber);
    case 'price':
      return numeric(text, parsePrice);
    case 'rating':
      return rating(parseRating(text), text);
    case 'url':
    case 'image':
      return link(text, context.page.baseUrl);
    case 'date':
      return date(text, context);
    case 'duration':
      return numeric(text, parseDuration);
    case 'currency':
      return code(localCode(currencyCode(text), text, context), text);
  }
}

/** "$" read as the page's own dollar where the page is of a country that writes it so. */
function localCode(found: string | null, text: string, context: ReadContext): string | null {
  return found === 'USD' && context.dollar && isBareDollar(text) ? context.dollar : found;
}

function readValue(
  context: ReadContext,
  element: Cheerio<Element>,
  field: RecordFieldSpec,
): FieldResult {
  const attribute = field.attribute?.trim();
  const node = element.get(0);
  // As a reader sees it: "<li>SQL</li><li>Python</li>" is "SQL Python", never "SQLPython".
  const shown = node ? (field.line ? lineOf(node, field.line) : blockText([node])) : element.text();
  if (field.pattern) {
    const source = attribute ? (element.attr(attribute) ?? '') : shown;
    return parseText(patterned(source, field.pattern), field, context);
  }
  if (field.line && !attribute) return parseText(shown, field, context);
  const raw = attribute ? (element.attr(attribute) ?? '') : '';
  const text = attribute ? raw : shown;
  switch (field.kind) {
    case 'text': {
      const value = attribute
        ? cleanText(schemaMemberText(text))
        : withoutEdgeSeparators(cleanText(text));
      return value ? { value, fit: 1 } : MISSING;
    }
    case 'number':
      return numeric(text, parseNumber);
    case 'price':
      return numeric(
        attribute
          ? raw
          : element.attr('content') ||
              (node ? priceText(node, !FORMER_PRICE.test(field.name)) : text),
        parsePrice,
      );
    case 'currency': {
      const source = attribute ? raw : (element.attr('content') ?? text);
      return code(
        localCode(
          currencyCode(source) ?? currencyOf(element.text()),
          source || element.text(),
          context,
        ),
        source,
      );
    }
    case 'duration':
      return numeric(
        attribute ? raw : (element.attr('datetime') ?? element.attr('content') ?? text),
        parseDuration,
      );
    case 'rating': {
      const value = attribute
        ? parseRating(raw)
        : (parseRating(
            element.attr('data-rating'),
            element.attr('content'),
            element.attr('aria-label'),
            element.attr('title'),
            statedAbove(element),
            element.text(),
            element.attr('alt'),
            element.attr('class'),
            element.find('[aria-label]').first().attr('aria-label'),
            element.find('img[alt]').first().attr('alt'),
            element.find('[title]').first().attr('title'),
          ) ?? starIcons(element));
      return rating(value, text);
    }
    case 'url':
      return link(attribute ? raw : urlSource(element, 'href'), context.page.baseUrl);
    case 'image':
      return link(attribute ? raw : imageSource(element), context.page.baseUrl);
    case 'date': {
      const read = date(
        attribute ? raw : (element.attr('datetime') ?? element.attr('content') ?? text),
        context,
      );
      // A calendar block drawn as <span>Fri</span><span>12</span><span>Dec</span>: its parts
      // are words apart, though nothing but styling sets them apart.
      if (attribute || read.fit === 1 || !node) return read;
      const parts = leafTexts(node);
      return parts.length > 1 ? date(parts.join(' '), context) : read;
    }
  }
}

/**
 * A price's text with cents written small after the units ("19<sup>99</sup> €") read as
 * decimals: "19.99 €". Asked for the current price, what is struck out is left out when a
 * figure remains ("<dd><del>$120.00</del> <ins>$84.00</ins></dd>" is "$84.00").
 */
function priceText(node: Element, current = false): string {
  const kept = current ? priceParts(node, true) : '';
  return /\d/.test(kept) ? kept : priceParts(node, false);
}

const STRUCK_TAGS = new Set(['del', 's', 'strike']);

function isStruck(element: Element): boolean {
  return STRUCK_TAGS.has(element.name) || /line-through/i.test(element.attribs.style ?? '');
}

/** A field that asks for the price before a sale, which is the struck-out one. */
const FORMER_PRICE = /(?:list|old|was|original|regular|compare|rrp|msrp|before|former)/i;

function priceParts(node: Element, skipStruck: boolean): string {
  const parts: string[] = [];
  const walk = (current: AnyNode): void => {
    if (isText(current)) {
      parts.push(current.data);
      return;
    }
    if (!isTag(current)) return;
    if (skipStruck && isStruck(current)) return;
    const own = cleanText(blockText([current]));
    const cents =
      current.name === 'sup' || /(?:dec|cent|fraction)/i.test(current.attribs.class ?? '');
    if (cents && /^\d{2}$/.test(own) && /\d\s*$/.test(parts.join(''))) {
      parts.push(`.${own}`);
      return;
    }
    for (const child of current.children) walk(child);
  };
  for (const child of node.children) walk(child);
  return cleanText(parts.join(''));
}

/** The texts of an element's leaves, in order. */
function leafTexts(node: Element): string[] {
  const texts: string[] = [];
  const walk = (current: AnyNode): void => {
    if (isText(current)) {
      const text = cleanText(current.data);
      if (text) texts.push(text);
      return;
    }
    if ('children' in current) for (const child of current.children) walk(child);
  };
  walk(node);
  return texts;
}

/**
 * "★★★★★" drawn inside `<div title="4.6 out of 5">`: the glyphs round what the wrapper says
 * exactly. Only a score written out of its scale counts, never any number the wrapper holds.
 */
function statedAbove(element: Cheerio<Element>): string | undefined {
  if (/\d/.test(element.text())) return undefined;
  const parent = element.parent();
  const stated = [parent.attr('aria-label'), parent.attr('title')].find((text) =>
    /\d(?:[.,]\d+)?\s*(?:out of|\/|of|von|sur|de|van|su)\s*\d/i.test(text ?? ''),
  );
  return stated;
}

function rating(value: number | null, text: string): FieldResult {
  if (value === null) return cleanText(text) ? { value: null, fit: 0.25 } : MISSING;
  return { value, fit: value >= 0 && value <= 10 ? 1 : 0.5 };
}

function date(text: string, context: ReadContext): FieldResult {
  const { value, parsed } = parseDate(text, context.dates);
  return value ? { value, fit: parsed ? 1 : 0.5 } : MISSING;
}

function code(value: string | null, text: string): FieldResult {
  if (value) return { value, fit: 1 };
  return cleanText(text) ? { value: null, fit: 0.25 } : MISSING;
}

/** Ratings drawn as icons: count the full stars, half a point for a half star. */
function starIcons(element: Cheerio<Element>): number | null {
  let value = 0;
  element.find('[class*="star"]').each((_, icon) => {
    const className = icon.attribs.class ?? '';
    if (/half/i.test(className)) value += 0.5;
    else if (!/empty|outline|-o\b|\boff\b|blank/i.test(className)) value += 1;
  });
  return value > 0 && value <= 5 ? value : null;
}

function numeric(text: string, parse: (text: string) => number | null): FieldResult {
  const value = parse(text);
  if (value !== null) return { value, fit: 1 };
  return cleanText(text) ? { value: null, fit: 0.25 } : MISSING;
}

function link(raw: string, baseUrl: string): FieldResult {
  if (!raw.trim()) return MISSING;
  const value = resolveUrl(raw, baseUrl);
  return value ? { value, fit: 1 } : { value: cleanText(raw), fit: 0.5 };
}

function urlSource(element: Cheerio<Element>, attribute: string): string {
  return (
    element.attr(attribute) ??
    element.find(`[${attribute}]`).first().attr(attribute) ??
    element.text()
  );
}

function imageSource(element: Cheerio<Element>): string {
  const image = element.is('img, source') ? element : element.find('img').first();
  const srcset = image.attr('srcset')?.split(',')[0]?.trim().split(/\s+/)[0];
  const src = image.attr('src');
  // Lazy-loading pages put a placeholder in src and the real picture in data-src.
  const lazy = image.attr('data-src') ?? image.attr('data-lazy-src') ?? srcset;
  if (src && !src.startsWith('data:')) return src;
  return lazy ?? src ?? element.attr('content') ?? '';
}
