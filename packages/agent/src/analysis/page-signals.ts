import type { CheerioAPI } from 'cheerio';
import { isTag, isText } from 'domhandler';
import type { AnyNode } from 'domhandler';
import type { FormInfo, StructuredDataInfo } from '../types.js';
import { cleanText, resolveUrl } from '../text/values.js';
import { uniqueSelector } from './selectors.js';

export function findStructuredData($: CheerioAPI): StructuredDataInfo {
  const jsonLd: unknown[] = [];
  const jsonLdTypes: string[] = [];
  $('script[type="application/ld+json"]').each((_, element) => {
    try {
      const parsed: unknown = JSON.parse($(element).text());
      const items = Array.isArray(parsed) ? (parsed as unknown[]) : [parsed];
      for (const item of items) {
        jsonLd.push(item);
        const graph = item && typeof item === 'object' && '@graph' in item ? item['@graph'] : null;
        for (const node of Array.isArray(graph) ? (graph as unknown[]) : [item]) {
          const type = node && typeof node === 'object' && '@type' in node ? node['@type'] : null;
          for (const name of Array.isArray(type) ? type : [type])
            if (typeof name === 'string') jsonLdTypes.push(name);
        }
      }
    } catch {
      // Broken JSON-LD is common; the page is still readable without it.
    }
  });
  const microdataTypes = [
    ...new Set(
      $('[itemscope][itemtype]')
        .toArray()
        .map((element) => (element.attribs.itemtype ?? '').split('/').pop() ?? '')
        .filter(Boolean),
    ),
  ];
  const openGraph: Record<string, string> = {};
  $('meta[property^="og:"]').each((_, element) => {
    const key = element.attribs.property?.slice(3);
    if (key && element.attribs.content) openGraph[key] = element.attribs.content;
  });
  return { jsonLdTypes: [...new Set(jsonLdTypes)], jsonLd, microdataTypes, openGraph };
}

export function findForms($: CheerioAPI, pageUrl: string): FormInfo[] {
  return $('form')
    .toArray()
    .map((form) => {
      const fields = $(form)
        .find('input, select, textarea')
        .toArray()
        .filter(
          (field) => !/^(?:hidden|submit|button|image|reset)$/i.test(field.attribs.type ?? ''),
        )
        .map((field) => {
          const id = field.attribs.id;
          const label = id ? cleanText($(`label[for="${id}"]`).text()) : '';
          return {
            name: field.attribs.name ?? id ?? '',
            type: field.attribs.type ?? field.tagName.toLowerCase(),
            label: label || field.attribs.placeholder || field.attribs['aria-label'] || '',
            required: field.attribs.required !== undefined,
          };
        });
      return {
        selector: uniqueSelector($, form),
        action: resolveUrl(form.attribs.action ?? '', pageUrl) ?? pageUrl,
        method: (form.attribs.method ?? 'get').toLowerCase(),
        fields,
      };
    })
    .filter((form) => form.fields.length > 0);
}

export function findTables($: CheerioAPI): { selector: string; headers: string[]; rows: number }[] {
  return $('table')
    .toArray()
    .map((table) => {
      const headers = $(table)
        .find('tr')
        .first()
        .children('th')
        .toArray()
        .map((cell) => cleanText($(cell).text()));
      const rows = $(table)
        .find('tr')
        .filter((_, row) => $(row).children('td').length > 0).length;
      return { selector: uniqueSelector($, table), headers, rows };
    })
    .filter((table) => table.rows > 0);
}

/** Little text but scripts, an empty app root, or a "please enable JavaScript" notice. */
const NO_TEXT = new Set(['script', 'style', 'noscript', 'template']);

/**
 * Length of the readable text under an element, counted up to `enough`: copying a large page's
 * body to drop its scripts cost more than the rest of the check.
 */
function visibleTextLength(root: AnyNode | undefined, enough: number): number {
  let length = 0;
  const visit = (node: AnyNode): void => {
    if (length >= enough) return;
    if (isText(node)) length += node.data.replace(/\s+/g, ' ').trim().length;
    else if (isTag(node) && !NO_TEXT.has(node.tagName))
      for (const child of node.children) visit(child);
  };
  if (root) visit(root);
  return length;
}

const APP_ROOTS = new Set(['root', 'app', '__next', '__nuxt', 'svelte', 'main-app']);

/** Whether a page shows its content only after its scripts run, and why; one pass over the page. */
export function needsJavaScript($: CheerioAPI): { needed: boolean; reason: string | null } {
  let scripts = 0;
  let noscript = '';
  const found: { emptyRoot: string | null } = { emptyRoot: null };
  const visit = (node: AnyNode): void => {
    if (!isTag(node)) return;
    const tag = node.tagName;
    if (tag === 'script') {
      const type = node.attribs.type;
      if (node.attribs.src !== undefined || type === undefined || type === 'module') scripts += 1;
      return;
    }
    if (tag === 'noscript') {
      noscript += ` ${$(node).text()}`;
      return;
    }
    const id = node.attribs.id;
    if (
      id &&
      APP_ROOTS.has(id) &&
      found.emptyRoot === null &&
      node.children.every((child) => isText(child) && !child.data.trim())
    )
      found.emptyRoot = id;
    for (const child of node.children) visit(child);
  };
  for (const child of $.root().children().toArray()) visit(child);
  if (found.emptyRoot !== null)
    return {
      needed: true,
      reason: `the page's app root (#${found.emptyRoot}) is empty until JavaScript runs`,
    };
  const textLength = visibleTextLength($('body').get(0), 1500);
  if (
    /enable javascript|javascript (?:is )?(?:required|disabled)|requires javascript/i.test(
      cleanText(noscript),
    ) &&
    textLength < 1500
  ) {
    return { needed: true, reason: 'the page asks for JavaScript to be enabled' };
  }
  if (scripts > 0 && textLength < 200) {
    return { needed: true, reason: 'the page has almost no text before its scripts run' };
  }
  return { needed: false, reason: null };
}
