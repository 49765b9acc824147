import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { blockText } from './block-text.js';
import { cleanText, resolveUrl } from './normalise.js';
import { parsePage } from './page.js';
import type { ParsedPage } from './page.js';

export interface MicrodataItem {
  type: string | null;
  properties: Record<string, MicrodataValue[]>;
}
export type MicrodataValue = string | MicrodataItem;

/** What a page says about itself, from every common source. */
export interface PageMetadata {
  title: string | null;
  description: string | null;
  canonical: string | null;
  language: string | null;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: unknown[];
  microdata: MicrodataItem[];
}

export function extractMetadata(html: string, pageUrl: string): PageMetadata {
  return extractMetadataFromPage(parsePage(html, pageUrl));
}

export function extractMetadataFromPage(page: ParsedPage): PageMetadata {
  const { $ } = page;
  const openGraph: Record<string, string> = {};
  const twitter: Record<string, string> = {};
  $('meta').each((_, element) => {
    const meta = $(element);
    const key = meta.attr('property') ?? meta.attr('name') ?? '';
    const content = meta.attr('content');
    if (content === undefined) return;
    if (key.startsWith('og:')) openGraph[key.slice(3)] ??= content;
    else if (key.startsWith('twitter:')) twitter[key.slice(8)] ??= content;
  });
  const description =
    $('meta[name="description" i]').attr('content') ?? openGraph.description ?? null;
  const canonicalHref = $('link[rel~="canonical"]').attr('href');
  return {
    title: cleanText($('title').first().text()) || openGraph.title || null,
    description: description ? cleanText(description) : null,
    canonical: canonicalHref ? resolveUrl(canonicalHref, page.baseUrl) : null,
    language: $('html').attr('lang') ?? null,
    openGraph,
    twitter,
    jsonLd: readJsonLd($),
    microdata: readMicrodata($, page.baseUrl),
  };
}

function readJsonLd($: CheerioAPI): unknown[] {
  const found: unknown[] = [];
  $('script[type="application/ld+json" i]').each((_, element) => {
    // Pages often wrap JSON-LD in HTML comments or CDATA; strip them before parsing.
    const text = $(element)
      .text()
      .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)/, '')
      .replace(/(?:-->|\/\/\s*\]\]>)\s*$/, '')
      .trim();
    if (!text) return;
    try {
      const parsed: unknown = JSON.parse(text);
      const graph =
        isRecord(parsed) && Array.isArray(parsed['@graph'])
          ? (parsed['@graph'] as unknown[])
          : null;
      if (graph) found.push(...graph);
      else if (Array.isArray(parsed)) found.push(...(parsed as unknown[]));
      else found.push(parsed);
    } catch {
      // Broken JSON-LD is common in the wild; the rest of the page is still useful.
    }
  });
  return found;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readMicrodata($: CheerioAPI, baseUrl: string): MicrodataItem[] {
  return $('[itemscope]')
    .filter((_, element) => $(element).attr('itemprop') === undefined)
    .toArray()
    .map((element) => readItem($, $(element), baseUrl, 0));
}

function readItem(
  $: CheerioAPI,
  scope: Cheerio<Element>,
  baseUrl: string,
  depth: number,
): MicrodataItem {
  const properties: Record<string, MicrodataValue[]> = {};
  const scopeElement = scope.get(0);
  scope.find('[itemprop]').each((_, element) => {
    const property = $(element);
    // Only properties whose nearest enclosing item is this one.
    if (property.parent().closest('[itemscope]').get(0) !== scopeElement) return;
    const value: MicrodataValue =
      property.attr('itemscope') !== undefined && depth < 8
        ? readItem($, property, baseUrl, depth + 1)
        : propertyValue(property, element.tagName, baseUrl);
    for (const name of (property.attr('itemprop') ?? '').split(/\s+/).filter(Boolean)) {
      (properties[name] ??= []).push(value);
    }
  });
  return { type: scope.attr('itemtype') ?? null, properties };
}

function propertyValue(property: Cheerio<Element>, tag: string, baseUrl: string): string {
  const content = property.attr('content');
  if (content !== undefined) return content;
  if (['a', 'link', 'area'].includes(tag))
    return resolveUrl(property.attr('href') ?? '', baseUrl) ?? '';
  if (['img', 'audio', 'video', 'source', 'iframe', 'embed', 'track'].includes(tag)) {
    return resolveUrl(property.attr('src') ?? '', baseUrl) ?? '';
  }
  const shown = () => blockText(property.toArray());
  if (tag === 'time') return property.attr('datetime') ?? shown();
  if (tag === 'data' || tag === 'meter') return property.attr('value') ?? shown();
  return shown();
}
