import type { CheerioAPI } from 'cheerio';
import { isTag, isText, type AnyNode } from 'domhandler';
import type { PaginationInfo } from '../types.js';
import { cleanText, resolveUrl } from '../text/values.js';
import type { Element } from './dom.js';
import { classesOf, escapeAttribute, parentElement, safeSelect, tagOf } from './dom.js';
import { uniqueSelector } from './selectors.js';

const NEXT_TEXT =
  /^(?:next(?: page)?|next\s*[›»→>]|[›»→>]|more|older(?: posts| entries)?|suivant|weiter|siguiente|volgende|następna)$/i;
const LOAD_MORE_TEXT = /^(?:load|show|view|see) more\b/i;

function isNextLink($: CheerioAPI, element: Element): boolean {
  const text = cleanText($(element).text()).replace(/[\s]+/g, ' ');
  if (NEXT_TEXT.test(text)) return true;
  const label = `${element.attribs['aria-label'] ?? ''} ${element.attribs.title ?? ''}`.trim();
  if (/^next\b/i.test(label)) return true;
  if (element.attribs.rel?.split(/\s+/).includes('next')) return true;
  const parent = parentElement(element);
  const parentClasses = parent ? classesOf(parent) : [];
  return (
    [...classesOf(element), ...parentClasses].some((name) =>
      /^(?:next|pagination-next|page-next|next-page|nav-next)$/i.test(name),
    ) && text.length <= 20
  );
}

/** A selector for the "next" control that keeps working on the following pages. */
function nextSelector($: CheerioAPI, element: Element): string {
  const candidates: string[] = [];
  if (element.attribs.rel?.split(/\s+/).includes('next'))
    candidates.push(`${tagOf(element)}[rel~="next"]`);
  const parent = parentElement(element);
  if (parent) {
    for (const name of classesOf(parent))
      if (/next/i.test(name)) candidates.push(`${tagOf(parent)}.${name} > ${tagOf(element)}`);
  }
  for (const name of classesOf(element))
    if (/next/i.test(name)) candidates.push(`${tagOf(element)}.${name}`);
  const label = element.attribs['aria-label'];
  if (label) candidates.push(`${tagOf(element)}[aria-label="${escapeAttribute(label)}"]`);
  for (const candidate of candidates) {
    const found = safeSelect($, candidate);
    if (found.length === 1 && found[0] === element) return candidate;
  }
  const text = cleanText($(element).text());
  // Matching on the words keeps working when the link moves as page numbers come and go.
  if (text && !/"/.test(text)) {
    const word = text.split(' ')[0] ?? text;
    const candidate = `${tagOf(element)}:contains("${word}")`;
    const found = safeSelect($, candidate);
    if (found.length === 1 && found[0] === element) return candidate;
  }
  return uniqueSelector($, element);
}

function lastPageNumber($: CheerioAPI, text: string): number | null {
  const of = /\bpage\s+\d+\s+of\s+(\d+)\b/i.exec(text);
  if (of?.[1]) return Number(of[1]);
  const numbered = (selector: string) =>
    $(selector)
      .toArray()
      .filter((element) => /^\d{1,4}$/.test(cleanText($(element).text())))
      .map((element) => Number(cleanText($(element).text())));
  const links = numbered('a');
  // The current page is often no link ('1' as a span beside the link to '2'): it counts too,
  // marked for screen readers or only by its class (as afterCurrentPage reads it).
  const current = numbered(
    '[aria-current="page"]:not(a), .active:not(a), .current:not(a), .selected:not(a)',
  );
  const numbers = [...links, ...current];
  return links.length >= 1 && numbers.length >= 2 ? Math.max(...numbers) : null;
}

/**
 * Page numbers without a "next" link: the link right after the marked current page
 * (`li.active + li a`, `[aria-current="page"] + a`) is the next page on every page.
 */
function afterCurrentPage(
  $: CheerioAPI,
  pageUrl: string,
): { selector: string; nextUrl: string | null } | null {
  const current = $('[aria-current="page"], .active, .current, .selected')
    .toArray()
    .find((element) => /^\d{1,4}$/.test(cleanText($(element).text())));
  if (!current) return null;
  const candidates: string[] = [];
  const marker = current.attribs['aria-current']
    ? '[aria-current="page"]'
    : `.${classesOf(current).find((name) => /^(?:active|current|selected)$/.test(name)) ?? 'active'}`;
  const next = current.next ? $(current).next().get(0) : undefined;
  if (!next) return null;
  const link = tagOf(next) === 'a' ? next : $(next).find('a[href]').get(0);
  if (!link?.attribs.href || !/^\d{1,4}$/.test(cleanText($(link).text()))) return null;
  candidates.push(
    tagOf(next) === 'a'
      ? `${tagOf(current)}${marker} + a`
      : `${tagOf(current)}${marker} + ${tagOf(next)} a`,
  );
  for (const candidate of candidates) {
    const found = safeSelect($, candidate);
    if (found[0] === link)
      return { selector: candidate, nextUrl: resolveUrl(link.attribs.href, pageUrl) };
  }
  return null;
}

const COUNTED_THINGS =
  'results?|items?|products?|entries|records|listings?|jobs?|books?|posts?|articles?|matches';
/** "Showing 1–20 of 1,000 results", "1,000 results": a number with thousands separators. */
const TOTAL_PATTERNS = [
  new RegExp(`\\bof\\s+(\\d{1,3}(?:[,.\\s]\\d{3})+|\\d+)\\s+(?:${COUNTED_THINGS})\\b`, 'i'),
  /(?:^|[\s(])(\d{1,3}(?:,\d{3})+|\d+)\s+(?:results|matches)\b/i,
];

const UNREAD = new Set(['script', 'style', 'noscript', 'template']);

/**
 * The body's words with a space between elements: cheerio's text() runs "1,000 results" of one
 * block into the next block's first word, which no word boundary can then find.
 */
function spacedText($: CheerioAPI): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [...($('body').get(0)?.children ?? [])].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (isText(node)) parts.push(node.data);
    else if (isTag(node) && !UNREAD.has(node.name)) stack.push(...[...node.children].reverse());
  }
  return cleanText(parts.join(' '));
}

/** How many records the whole list holds, when the page says so. */
function totalRecordCount(text: string): number | null {
  for (const pattern of TOTAL_PATTERNS) {
    const digits = pattern.exec(text)?.[1]?.replace(/\D/g, '');
    const total = digits ? Number(digits) : 0;
    if (total > 0) return total;
  }
  return null;
}

/** Pagination on the page: rel=next, a "next" link, page numbers or a load-more button. */
export function findPagination($: CheerioAPI, pageUrl: string): PaginationInfo | null {
  const found = findNextControl($, pageUrl);
  if (!found) return null;
  // What the page says of the list's length: what a job's estimate counts on (issue 28).
  const text = spacedText($);
  return { ...found, lastPage: lastPageNumber($, text), totalRecords: totalRecordCount(text) };
}

type NextControl = Omit<PaginationInfo, 'lastPage' | 'totalRecords'>;

function findNextControl($: CheerioAPI, pageUrl: string): NextControl | null {
  const relNext = $('link[rel~="next"]').attr('href');
  const anchors = $('a[href]').toArray();
  const next = anchors.find(
    (element) => isNextLink($, element) && !/^(?:#|javascript:)/i.test(element.attribs.href ?? ''),
  );
  if (next) {
    return {
      selector: nextSelector($, next),
      nextUrl: resolveUrl(next.attribs.href ?? '', pageUrl),
      kind: 'next-link',
    };
  }
  if (relNext)
    return {
      selector: 'link[rel~="next"]',
      nextUrl: resolveUrl(relNext, pageUrl),
      kind: 'next-link',
    };
  const button = $('button, a, [role="button"]')
    .toArray()
    .find((element) => LOAD_MORE_TEXT.test(cleanText($(element).text())));
  if (button) return { selector: uniqueSelector($, button), nextUrl: null, kind: 'load-more' };
  const numbered = afterCurrentPage($, pageUrl);
  if (numbered) return { ...numbered, kind: 'page-numbers' };
  return null;
}
