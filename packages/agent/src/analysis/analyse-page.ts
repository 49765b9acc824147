import { load } from 'cheerio';
import { limitNesting } from '@gleaner/scraper';
import type { PageAnalysis, RecordGroup } from '../types.js';
import { cleanText } from '../text/values.js';
import { findPagination } from './pagination.js';
import { findForms, findStructuredData, findTables, needsJavaScript } from './page-signals.js';
import { findRecordGroups } from './record-groups.js';

/** The most groups kept: past this they are menus and fragments nobody asks for. */
const MAX_GROUPS = 12;

/**
 * "Training": learn the structure of a page — repeated records and their named columns,
 * tables, forms, structured data, pagination, and whether a browser is needed.
 */
export function analysePage(html: string, url: string): PageAnalysis {
  const $ = load(limitNesting(html).html);
  const javaScript = needsJavaScript($);
  const structuredData = findStructuredData($);
  const pagination = findPagination($, url);
  const forms = findForms($, url);
  const tables = findTables($);
  $('script, style, noscript, template').remove();
  // Found when first asked for: a page read as one item never needs its repeated blocks.
  let groups: RecordGroup[] | null = null;
  const bodyText = cleanText($('body').text());
  const emails = new Set(bodyText.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []);
  $('a[href^="mailto:"]').each((_, element) => {
    emails.add((element.attribs.href ?? '').slice(7).split('?')[0] ?? '');
  });
  return {
    url,
    title: cleanText($('title').first().text()) || cleanText($('h1').first().text()),
    get groups(): RecordGroup[] {
      groups ??= findRecordGroups($).slice(0, MAX_GROUPS);
      return groups;
    },
    tables,
    forms,
    structuredData,
    pagination,
    needsJavaScript: javaScript.needed,
    javaScriptReason: javaScript.reason,
    counts: {
      links: $('a[href]').length,
      images: $('img').length,
      emails: emails.size,
      textLength: bodyText.length,
    },
  };
}
