/**
 * What a page says about its items in machine-readable form — JSON-LD (with @graph and @id
 * references), microdata, RDFa, microformats and OpenGraph / product meta tags — as one list of typed entities,
 * and reading a property path out of them. The agent maps requested fields onto these paths;
 * a job reads the same paths on every page it visits.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { blockText } from './block-text.js';
import { cleanText, resolveUrl } from './normalise.js';
import { microformatItems } from './microformats.js';
import type { ParsedPage } from './page.js';

export type StructuredValue =
  string | number | boolean | null | StructuredValue[] | { [key: string]: StructuredValue };
export type StructuredObject = { [key: string]: StructuredValue };

export interface StructuredEntity {
  /** schema.org local type names ("Recipe", "Product"), or "OpenGraph" for meta tags. */
  types: string[];
  properties: StructuredObject;
  source: 'json-ld' | 'microdata' | 'rdfa' | 'microformat' | 'meta';
  /** Inside another entity's property (an offer of a product, an author of a recipe). */
  nested: boolean;
}

/** Where a field's value is in the structured data: the first top-level entity of a type. */
export interface StructuredPath {
  type: string;
  /** Property names joined by dots ("offers.price", "author.name"). */
  path: string;
}

const MAX_DEPTH = 12;
const MAX_ENTITIES = 500;

function isObject(value: unknown): value is StructuredObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "http://schema.org/Recipe" and "schema:Recipe" read as "Recipe". */
export function localType(type: string): string {
  return type.replace(/^.*[/#:]/, '').trim();
}

function typesOf(value: StructuredObject): string[] {
  const raw = value['@type'];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.filter((type): type is string => typeof type === 'string').map(localType);
}

function parseJsonLd(text: string): unknown {
  // Pages often wrap JSON-LD in HTML comments or CDATA, or end it with a stray semicolon.
  const body = text
    .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>)\s*$/, '')
    .trim()
    .replace(/;\s*$/, '');
  if (!body) return null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    // Raw line breaks inside strings are the commonest breakage; JSON.parse refuses them.
    try {
      return JSON.parse(body.replace(/[\r\n\t]+/g, ' ')) as unknown;
    } catch {
      return null;
    }
  }
}

/** Every typed object in the JSON-LD of the page, with @id references resolved one level. */
function jsonLdEntities($: CheerioAPI): StructuredEntity[] {
  const roots: unknown[] = [];
  $('script[type="application/ld+json" i]').each((_, element) => {
    const parsed = parseJsonLd($(element).text());
    if (parsed !== null) roots.push(parsed);
  });
  const byId = new Map<string, StructuredObject>();
  const collectIds = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(value)) for (const item of value) collectIds(item, depth + 1);
    else if (isObject(value)) {
      const id = value['@id'];
      if (typeof id === 'string' && Object.keys(value).length > 1 && !byId.has(id))
        byId.set(id, value);
      for (const [key, child] of Object.entries(value))
        if (key !== '@context') collectIds(child, depth + 1);
    }
  };
  collectIds(roots, 0);
  const resolve = (value: StructuredValue, depth: number): StructuredValue => {
    if (depth > MAX_DEPTH) return null;
    if (Array.isArray(value)) return value.map((item) => resolve(item, depth + 1));
    if (!isObject(value)) return value;
    const id = value['@id'];
    const target =
      typeof id === 'string' && Object.keys(value).length === 1 ? byId.get(id) : undefined;
    const source = target ?? value;
    const out: StructuredObject = {};
    for (const [key, child] of Object.entries(source))
      if (key !== '@context') out[key] = depth > 6 ? child : resolve(child, depth + 1);
    return out;
  };
  const entities: StructuredEntity[] = [];
  const walk = (value: unknown, nested: boolean, depth: number): void => {
    if (depth > MAX_DEPTH || entities.length >= MAX_ENTITIES) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, nested, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    const graph = value['@graph'];
    if (Array.isArray(graph)) {
      for (const item of graph) walk(item, nested, depth + 1);
      return;
    }
    const types = typesOf(value);
    if (types.length > 0) {
      const resolved = resolve(value, 0);
      if (isObject(resolved))
        entities.push({ types, properties: resolved, source: 'json-ld', nested });
    }
    for (const [key, child] of Object.entries(value))
      if (key !== '@context' && key !== '@graph')
        walk(child, nested || types.length > 0, depth + 1);
  };
  walk(roots, false, 0);
  return entities;
}

function attributeValue($: CheerioAPI, element: Element, baseUrl: string): string {
  const node = $(element);
  const content = node.attr('content');
  if (content !== undefined) return cleanText(content);
  const tag = element.tagName.toLowerCase();
  if (['a', 'link', 'area'].includes(tag))
    return resolveUrl(node.attr('href') ?? '', baseUrl) ?? '';
  if (['img', 'audio', 'video', 'source', 'iframe', 'embed', 'track'].includes(tag))
    return resolveUrl(node.attr('src') ?? '', baseUrl) ?? '';
  // As a reader sees it: "<p>Light.</p><p>Warm.</p>" is "Light. Warm.", never "Light.Warm.".
  if (tag === 'time') return node.attr('datetime') ?? blockText([element]);
  if (tag === 'data' || tag === 'meter') return node.attr('value') ?? blockText([element]);
  return blockText([element]);
}

function add(properties: StructuredObject, name: string, value: StructuredValue): void {
  const existing = properties[name];
  if (existing === undefined) properties[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else properties[name] = [existing, value];
}

/**
 * Microdata (itemscope / itemprop) and RDFa (typeof / property) items: the same shape, read the
 * same way. A property belongs to the nearest enclosing item.
 */
function domEntities(
  $: CheerioAPI,
  baseUrl: string,
  scopeAttribute: 'itemscope' | 'typeof',
  propertyAttribute: 'itemprop' | 'property',
): StructuredEntity[] {
  const entities: StructuredEntity[] = [];
  const read = (scope: Element, depth: number): StructuredObject => {
    const properties: StructuredObject = {};
    const type = scopeAttribute === 'itemscope' ? scope.attribs.itemtype : scope.attribs.typeof;
    if (type) properties['@type'] = type.split(/\s+/).filter(Boolean).map(localType);
    $(scope)
      .find(`[${propertyAttribute}]`)
      .each((_, element) => {
        const owner = $(element).parent().closest(`[${scopeAttribute}]`).get(0);
        if (owner !== scope) return;
        const names = (element.attribs[propertyAttribute] ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map(localType);
        const value: StructuredValue =
          element.attribs[scopeAttribute] !== undefined && depth < MAX_DEPTH
            ? read(element, depth + 1)
            : attributeValue($, element, baseUrl);
        for (const name of names) add(properties, name, value);
      });
    return properties;
  };
  $(`[${scopeAttribute}]`).each((_, element) => {
    if (entities.length >= MAX_ENTITIES) return;
    const properties = read(element, 0);
    const types = typesOf(properties);
    if (types.length === 0 && Object.keys(properties).length <= 1) return;
    entities.push({
      types,
      properties,
      source: scopeAttribute === 'itemscope' ? 'microdata' : 'rdfa',
      nested: element.attribs[propertyAttribute] !== undefined,
    });
  });
  return entities;
}

/** OpenGraph, product and Twitter meta tags as one entity whose keys are the tag names. */
function metaEntity($: CheerioAPI): StructuredEntity | null {
  const properties: StructuredObject = {};
  $('meta').each((_, element) => {
    const key = element.attribs.property ?? element.attribs.name ?? '';
    const content = element.attribs.content;
    // Besides the prefixed tags, the plain ones every publishing tool writes.
    const plain = /^(?:author|description|keywords|news_keywords|publisher)$/i.test(key);
    if (
      !content ||
      (!plain && !/^(?:og|product|twitter|article|book|music|video|profile):/i.test(key))
    )
      return;
    if (properties[key.toLowerCase()] === undefined)
      properties[key.toLowerCase()] = cleanText(content);
  });
  return Object.keys(properties).length > 0
    ? { types: ['OpenGraph'], properties, source: 'meta', nested: false }
    : null;
}

const cache = new WeakMap<CheerioAPI, StructuredEntity[]>();

/** Every structured entity of the page, JSON-LD first; read once per parsed page. */
export function structuredEntities(page: ParsedPage): StructuredEntity[] {
  const cached = cache.get(page.$);
  if (cached) return cached;
  const meta = metaEntity(page.$);
  const entities = [
    ...jsonLdEntities(page.$),
    ...domEntities(page.$, page.baseUrl, 'itemscope', 'itemprop'),
    ...domEntities(page.$, page.baseUrl, 'typeof', 'property'),
    ...microformatItems(page.$, page.baseUrl).map((item): StructuredEntity => ({
      ...item,
      source: 'microformat',
      nested: false,
    })),
    ...(meta ? [meta] : []),
  ];
  cache.set(page.$, entities);
  return entities;
}

/** The entity a path reads from: the first one of its type that is not part of another, else the first. */
export function entityFor(
  entities: StructuredEntity[],
  type: string,
): StructuredEntity | undefined {
  const ofType = entities.filter((entity) => entity.types.includes(type));
  return ofType.find((entity) => !entity.nested) ?? ofType[0];
}

/** The values at a dotted path, arrays flattened along the way ("offers.price" over many offers). */
export function valuesAt(root: StructuredValue, path: string): StructuredValue[] {
  let current: StructuredValue[] = [root];
  for (const step of path.split('.').filter(Boolean)) {
    const next: StructuredValue[] = [];
    for (const value of current.flatMap((item) => (Array.isArray(item) ? item : [item]))) {
      if (isObject(value) && value[step] !== undefined) next.push(value[step]);
    }
    current = next;
  }
  return current.flatMap((item) => (Array.isArray(item) ? item : [item]));
}

/** "https://schema.org/InStock", an enumeration member, as a page would say it: "In stock". */
export function schemaMemberText(value: string): string {
  const member = /^https?:\/\/schema\.org\/([A-Z][A-Za-z]+)$/.exec(value.trim())?.[1];
  if (!member) return value;
  const words = member.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Made on first use: an Intl object made at import reads locale data into every process.
let regionNames: Intl.DisplayNames | undefined;

/** "ES" in an address as a person reads it beside the street: "Spain". */
function countryName(value: StructuredValue | undefined): StructuredValue | undefined {
  if (typeof value !== 'string' || !/^[A-Z]{2}$/.test(value.trim())) return value;
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(value.trim()) ?? value;
  } catch {
    return value;
  }
}

/** A structured value as the text a person would read. */
export function structuredText(value: StructuredValue): string {
  if (value === null) return '';
  if (typeof value === 'string') {
    const member = schemaMemberText(value);
    if (member !== value) return member;
    return cleanText(decodeEntities(value));
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(structuredText).filter(Boolean).join(', ');
  // A step's text is the step; its name is often the same text cut short.
  const money = monetaryText(value);
  if (money) return money;
  const stepLike = typesOf(value).some((type) => /^HowTo(?:Step|Direction|Tip)$/.test(type));
  const named = stepLike
    ? (value.text ?? value.name)
    : (value.name ?? value['@value'] ?? value.text ?? value.value);
  if (named !== undefined && !isObject(named)) return structuredText(named);
  if (typesOf(value).includes('PostalAddress') || value.streetAddress || value.addressLocality) {
    const parts = [
      value.streetAddress,
      value.addressLocality,
      [value.addressRegion, value.postalCode]
        .filter((part): part is StructuredValue => part !== undefined && part !== null)
        .map(structuredText)
        .filter(Boolean)
        .join(' '),
      countryName(value.addressCountry),
    ]
      .filter((part): part is StructuredValue => part !== undefined && part !== null && part !== '')
      .map(structuredText)
      .filter(Boolean);
    return parts.join(', ');
  }
  const url = value.url ?? value.contentUrl ?? value['@id'];
  if (typeof url === 'string') return url;
  if (isObject(value.address)) return structuredText(value.address);
  if (value.minValue !== undefined || value.maxValue !== undefined)
    return [value.minValue, value.maxValue]
      .filter((part) => part !== undefined)
      .map(String)
      .join('–');
  return '';
}

/** A salary's period as a person writes it after the amount ('$24 an hour'). */
const PER_PERIOD: Record<string, string> = {
  HOUR: 'an hour',
  DAY: 'a day',
  WEEK: 'a week',
  MONTH: 'a month',
  YEAR: 'a year',
};

/** An amount of money's parts: its currency code, its figure or a range's two, its period. */
interface Money {
  currency: string;
  figures: StructuredValue[];
  unit: StructuredValue | undefined;
}

/**
 * A MonetaryAmount (`currency`, a `value` or a QuantitativeValue's `minValue`/`maxValue`), or
 * an offer priced as a range: an AggregateOffer's `lowPrice`/`highPrice`, a PriceSpecification's
 * `minPrice`/`maxPrice`, with their `priceCurrency`. Null for anything else, a one-price offer
 * included (its text is read from its price).
 */
function moneyOf(value: StructuredObject): Money | null {
  const code = (field: StructuredValue | undefined) =>
    typeof field === 'string' ? field.trim().toUpperCase() : '';
  const ends =
    value.lowPrice !== undefined && value.highPrice !== undefined
      ? [value.lowPrice, value.highPrice]
      : value.minPrice !== undefined && value.maxPrice !== undefined
        ? [value.minPrice, value.maxPrice]
        : null;
  if (ends) return { currency: code(value.priceCurrency), figures: ends, unit: undefined };
  const currency = code(value.currency);
  if (!typesOf(value).includes('MonetaryAmount') && !/^[A-Z]{3}$/.test(currency)) return null;
  const amount = isObject(value.value) ? value.value : value;
  const figures =
    amount.minValue !== undefined || amount.maxValue !== undefined
      ? [amount.minValue, amount.maxValue]
      : [amount.value ?? value.value];
  return {
    currency,
    figures: figures.filter((figure) => figure !== undefined),
    unit: amount.unitText,
  };
}

/**
 * An amount of money as a person reads it: '$95,000–$125,000 a year' from a job's
 * `baseSalary: { currency: 'USD', value: { minValue, maxValue, unitText: 'YEAR' } }`, '$120–$180'
 * from a concert's AggregateOffer. Null when the value is no amount of money.
 */
function monetaryText(value: StructuredObject): string | null {
  const money = moneyOf(value);
  if (!money) return null;
  const { currency } = money;
  const figures = money.figures
    .map((figure) => (typeof figure === 'string' ? Number(figure.replace(/,/g, '')) : figure))
    .filter((figure): figure is number => typeof figure === 'number' && Number.isFinite(figure));
  if (figures.length === 0) return null;
  // Pence shown when any figure has them ('£13.50'), none on whole amounts ('$95,000').
  const digits = figures.some((figure) => !Number.isInteger(figure)) ? 2 : 0;
  let format: (figure: number) => string = (figure) => figure.toLocaleString('en-US');
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      const formatter = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      // Intl puts a no-break space after a code ('CHF 7,200'); a plain one reads the same.
      format = (figure) => formatter.format(figure).replace(/[\u00a0\u202f]/g, ' ');
    } catch {
      // Not a currency Intl knows: the figures as they are, with the code after them.
      format = (figure) => `${figure.toLocaleString('en-US')} ${currency}`;
    }
  }
  const unit = typeof money.unit === 'string' ? money.unit.trim() : '';
  const period = unit ? (PER_PERIOD[unit.toUpperCase()] ?? `per ${unit.toLowerCase()}`) : '';
  return [[...new Set(figures)].map(format).join('–'), period].filter(Boolean).join(' ');
}

/** JSON-LD written by CMSs often keeps HTML entities ("&amp;", "&#8217;") in its strings. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi,
    (whole, dec, hex, name) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(parseInt(String(hex), 16));
      const named: Record<string, string> = {
        amp: '&',
        lt: '<',
        gt: '>',
        quot: '"',
        apos: "'",
        nbsp: ' ',
      };
      return named[String(name).toLowerCase()] ?? whole;
    },
  );
}

/** A section or list (HowToSection, ItemList) stands for its elements. */
function listElements(value: StructuredValue): StructuredValue[] {
  if (!isObject(value)) return [value];
  const elements = value.itemListElement;
  if (!Array.isArray(elements)) return [value];
  return elements.flatMap((element) =>
    isObject(element) && element.item !== undefined && typesOf(element).includes('ListItem')
      ? [element.item]
      : listElements(element),
  );
}

/** The texts a structured path gives on a page: one per value, empty ones dropped. */
export function readStructured(page: ParsedPage, source: StructuredPath): string[] {
  const entity = entityFor(structuredEntities(page), source.type);
  if (!entity) return [];
  return valuesAt(entity.properties, source.path)
    .flatMap(listElements)
    .map(structuredText)
    .filter((text) => text.length > 0);
}

/** Every entity of a type, each once (the same item written twice, in JSON-LD and microdata, once). */
export function entitiesOfType(page: ParsedPage, type: string): StructuredEntity[] {
  const seen = new Set<string>();
  return structuredEntities(page).filter((entity) => {
    if (!entity.types.includes(type)) return false;
    const key = JSON.stringify(entity.properties);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The texts a property path gives inside one entity. */
export function readEntity(entity: StructuredEntity, path: string): string[] {
  return valuesAt(entity.properties, path)
    .flatMap(listElements)
    .map(structuredText)
    .filter((text) => text.length > 0);
}
