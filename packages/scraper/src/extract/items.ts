import type { Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import type { CapturedItem, ImageContent, LinkContent, SelectorRequest } from '@gleaner/shared';
import { readForm } from './forms.js';
import { extractMainContentFromPage } from './main-content.js';
import { extractMetadataFromPage } from './metadata.js';
import { blockText } from './block-text.js';
import { cleanText, resolveUrl } from './normalise.js';
import { itemFactory, parsePage } from './page.js';
import type { ParsedPage } from './page.js';
import { readTable } from './tables.js';

/** File extensions a person means by "downloads". */
export const DOWNLOAD_EXTENSIONS = [
  'pdf',
  'csv',
  'tsv',
  'xls',
  'xlsx',
  'ods',
  'doc',
  'docx',
  'odt',
  'rtf',
  'ppt',
  'pptx',
  'odp',
  'zip',
  'gz',
  'tgz',
  'tar',
  '7z',
  'rar',
  'epub',
  'txt',
] as const;

/** The spec's two defaults when the caller names no selectors: downloads, then every link. */
export const DEFAULT_SELECTORS: SelectorRequest[] = [
  { type: 'download_links', selector: 'a[href]' },
  { type: 'link', selector: 'a[href]' },
];

/** Extract what each selector matches as its type; with none, the two defaults. */
export function extractItems(
  html: string,
  pageUrl: string,
  selectors?: SelectorRequest[],
): CapturedItem[] {
  return extractItemsFromPage(parsePage(html, pageUrl), selectors);
}

export function extractItemsFromPage(
  page: ParsedPage,
  selectors?: SelectorRequest[],
): CapturedItem[] {
  const requests = selectors && selectors.length > 0 ? selectors : DEFAULT_SELECTORS;
  return requests.flatMap((request) => extractOne(page, request));
}

function extractOne(page: ParsedPage, request: SelectorRequest): CapturedItem[] {
  const { $ } = page;
  const make = itemFactory(page.pageUrl);
  let matches: Cheerio<Element>;
  try {
    matches = $.root().find(request.selector);
  } catch {
    return [];
  }
  const type = request.type.toLowerCase();
  const items: CapturedItem[] = [];
  switch (type) {
    case 'image':
    case 'images':
      for (const image of images(page, matches)) {
        items.push(make('image', image, request.selector, image.alt ? 0.9 : 0.7));
      }
      return items;
    case 'link':
    case 'links':
      for (const link of links(page, matches)) {
        items.push(make('link', link, request.selector, link.text ? 0.9 : 0.6));
      }
      return items;
    case 'download_links':
    case 'downloads': {
      const downloads = downloadLinks(page, matches);
      return downloads.length ? [make('download_links', downloads, request.selector, 0.95)] : [];
    }
    case 'table':
    case 'tables': {
      const tables = matches.is('table') ? matches.filter('table') : matches.find('table');
      tables.each((_, table) => {
        const content = readTable($, $(table));
        if (content.rows === 0 && content.headers.length === 0) return;
        const confidence = content.headers.length > 0 ? 0.95 : content.columns > 1 ? 0.8 : 0.6;
        items.push(make('table', content, request.selector, confidence));
      });
      return items;
    }
    case 'form':
    case 'forms': {
      const forms = matches.is('form') ? matches.filter('form') : matches.find('form');
      forms.each((_, form) => {
        const content = readForm($, $(form), page.baseUrl);
        items.push(make('form', content, request.selector, content.fields.length ? 0.9 : 0.5));
      });
      return items;
    }
    case 'metadata':
      return [make('metadata', extractMetadataFromPage(page), request.selector, 0.9)];
    case 'general_content':
    case 'content':
    case 'article': {
      const content = extractMainContentFromPage(page);
      return content ? [make('general_content', content, request.selector, 0.8)] : [];
    }
    default:
      matches.each((_, element) => {
        // As a reader sees it: no script or style source, blocks apart.
        const text = blockText([element]);
        if (text) items.push(make('text', text, request.selector, text.length > 2 ? 0.9 : 0.6));
      });
      return items;
  }
}

function images(page: ParsedPage, matches: Cheerio<Element>): ImageContent[] {
  const { $ } = page;
  const found: ImageContent[] = [];
  const elements = matches.filter('img').add(matches.find('img'));
  elements.each((_, element) => {
    const image = $(element);
    const src = image.attr('src');
    const raw = src && !src.startsWith('data:') ? src : (image.attr('data-src') ?? src ?? '');
    const absolute = resolveUrl(raw, page.baseUrl);
    if (absolute) found.push({ alt: cleanText(image.attr('alt') ?? ''), src: absolute });
  });
  return found;
}

/**
 * The absolute addresses of the links `selector` matches (anchors it selects or holds), in page
 * order: what a crawl follows. Cheaper than link items, which also read each link's text.
 * An invalid selector matches nothing.
 */
export function selectLinkHrefs(page: ParsedPage, selector: string): string[] {
  let matches: Cheerio<Element>;
  try {
    matches = page.$.root().find(selector);
  } catch {
    return [];
  }
  const hrefs: string[] = [];
  for (const anchor of anchorsIn(matches)) {
    const href = resolveUrl(anchor.attribs.href ?? '', page.baseUrl);
    if (href) hrefs.push(href);
  }
  return hrefs;
}

function anchorsIn(matches: Cheerio<Element>): Element[] {
  return matches.filter('a[href]').add(matches.find('a[href]')).toArray();
}

function links(page: ParsedPage, matches: Cheerio<Element>): LinkContent[] {
  const { $ } = page;
  const found: LinkContent[] = [];
  anchorsIn(matches).forEach((element) => {
    const anchor = $(element);
    const href = resolveUrl(anchor.attr('href') ?? '', page.baseUrl);
    if (!href) return;
    const text =
      cleanText(anchor.text()) ||
      cleanText(anchor.attr('title') ?? anchor.find('img').attr('alt') ?? '');
    found.push({ text, href });
  });
  return found;
}

function downloadLinks(
  page: ParsedPage,
  matches: Cheerio<Element>,
): (LinkContent & { extension: string })[] {
  const seen = new Set<string>();
  const found: (LinkContent & { extension: string })[] = [];
  for (const link of links(page, matches)) {
    const extension = downloadExtension(link.href);
    if (!extension || seen.has(link.href)) continue;
    seen.add(link.href);
    found.push({ ...link, extension });
  }
  return found;
}

export function downloadExtension(href: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(href).pathname.toLowerCase();
  } catch {
    return null;
  }
  const extension = /\.([a-z0-9]+)$/.exec(pathname)?.[1];
  return extension && (DOWNLOAD_EXTENSIONS as readonly string[]).includes(extension)
    ? extension
    : null;
}
