import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { CapturedItem, RecordFieldSpec, RecordSpec } from '@gleaner/shared';
import {
  cleanText,
  parseDate,
  parseNumber,
  parsePrice,
  parseRating,
  resolveUrl,
} from './normalise.js';
import { itemFactory, parsePage } from './page.js';
import type { ParsedPage } from './page.js';

type FieldValue = string | number | null;

/** How well a value matched its field: 1 fits its kind, 0.5 present but odd, 0 missing. */
interface FieldResult {
  value: FieldValue;
  fit: number;
}

/**
 * One `record` item per match of `spec.container`, with each field read relative to it and
 * normalised by kind. Confidence is the mean fit of the fields.
 */
export function extractRecords(html: string, pageUrl: string, spec: RecordSpec): CapturedItem[] {
  return extractRecordsFromPage(parsePage(html, pageUrl), spec);
}

export function extractRecordsFromPage(page: ParsedPage, spec: RecordSpec): CapturedItem[] {
  const { $ } = page;
  const make = itemFactory(page.pageUrl);
  const items: CapturedItem[] = [];
  let containers: Cheerio<Element>;
  try {
    containers = $.root().find(spec.container);
  } catch {
    return [];
  }
  containers.each((_, element) => {
    const container = $(element);
    const content: Record<string, FieldValue> = {};
    let fit = 0;
    for (const field of spec.fields) {
      const result = readField($, container, field, page.baseUrl);
      content[field.name] = result.value;
      fit += result.fit;
    }
    items.push(make('record', content, spec.container, fit / spec.fields.length));
  });
  return items;
}

function readField(
  $: CheerioAPI,
  container: Cheerio<Element>,
  field: RecordFieldSpec,
  baseUrl: string,
): FieldResult {
  let matches: Cheerio<Element>;
  try {
    matches = field.selector.trim() ? container.find(field.selector) : container;
  } catch {
    return { value: null, fit: 0 };
  }
  if (matches.length === 0) return { value: null, fit: 0 };
  const elements = field.multiple ? matches.toArray() : matches.toArray().slice(0, 1);
  const results = elements.map((element) => readValue($(element), field, baseUrl));
  if (!field.multiple) return results[0] ?? { value: null, fit: 0 };
  const present = results.filter((result) => result.value !== null && result.value !== '');
  if (present.length === 0) return { value: null, fit: 0 };
  return {
    value: present.map((result) => String(result.value)).join(', '),
    fit: present.reduce((sum, result) => sum + result.fit, 0) / present.length,
  };
}

/** Longest text a field pattern is run on, so a pathological page cannot stall it. */
const PATTERN_INPUT_LIMIT = 20_000;

/** The pattern's first group in the field's text, parsed by the field's kind. */
function readPatterned(
  element: Cheerio<Element>,
  field: RecordFieldSpec,
  baseUrl: string,
): FieldResult {
  const attribute = field.attribute?.trim();
  const source = cleanText(attribute ? (element.attr(attribute) ?? '') : element.text()).slice(
    0,
    PATTERN_INPUT_LIMIT,
  );
  let part = '';
  try {
    part = cleanText(new RegExp(field.pattern ?? '').exec(source)?.[1] ?? '');
  } catch {
    return { value: null, fit: 0 };
  }
  if (!part) return { value: null, fit: 0 };
  switch (field.kind) {
    case 'text':
      return { value: part, fit: 1 };
    case 'number':
      return numeric(part, parseNumber);
    case 'price':
      return numeric(part, parsePrice);
    case 'rating': {
      const value = parseRating(part);
      return value === null
        ? { value: null, fit: 0.25 }
        : { value, fit: value >= 1 && value <= 5 ? 1 : 0.5 };
    }
    case 'url':
    case 'image':
      return link(part, baseUrl);
    case 'date': {
      const { value, parsed } = parseDate(part);
      return value ? { value, fit: parsed ? 1 : 0.5 } : { value: null, fit: 0 };
    }
  }
}

function readValue(
  element: Cheerio<Element>,
  field: RecordFieldSpec,
  baseUrl: string,
): FieldResult {
  if (field.pattern) return readPatterned(element, field, baseUrl);
  const attribute = field.attribute?.trim();
  const raw = attribute ? (element.attr(attribute) ?? '') : '';
  const text = attribute ? raw : element.text();
  switch (field.kind) {
    case 'text': {
      const value = cleanText(text);
      return value ? { value, fit: 1 } : { value: null, fit: 0 };
    }
    case 'number':
      return numeric(text, parseNumber);
    case 'price':
      return numeric(attribute ? raw : element.attr('content') || text, parsePrice);
    case 'rating': {
      const value = attribute
        ? parseRating(raw)
        : (parseRating(
            element.attr('data-rating'),
            element.attr('content'),
            element.attr('aria-label'),
            element.attr('title'),
            element.text(),
            element.attr('class'),
            element.find('[aria-label]').first().attr('aria-label'),
          ) ?? starIcons(element));
      if (value === null)
        return cleanText(text) ? { value: null, fit: 0.25 } : { value: null, fit: 0 };
      return { value, fit: value >= 1 && value <= 5 ? 1 : 0.5 };
    }
    case 'url':
      return link(attribute ? raw : urlSource(element, 'href'), baseUrl);
    case 'image':
      return link(attribute ? raw : imageSource(element), baseUrl);
    case 'date': {
      const source = attribute
        ? raw
        : (element.attr('datetime') ?? element.attr('content') ?? text);
      const { value, parsed } = parseDate(source);
      if (!value) return { value: null, fit: 0 };
      return { value, fit: parsed ? 1 : 0.5 };
    }
  }
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
  return cleanText(text) ? { value: null, fit: 0.25 } : { value: null, fit: 0 };
}

function link(raw: string, baseUrl: string): FieldResult {
  if (!raw.trim()) return { value: null, fit: 0 };
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
