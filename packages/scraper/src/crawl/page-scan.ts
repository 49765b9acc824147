import { Parser } from 'htmlparser2';

export interface ScannedLink {
  href: string;
  text: string;
  /** rel=next/prev, "Next" text, a page number, or inside a pagination block. */
  pagination: boolean;
  /** Inside <nav>, <header> or <footer>: site chrome rather than content. */
  chrome: boolean;
}

/** What a crawl needs from a page, read in one streaming pass without building a DOM. */
export interface PageScan {
  title: string;
  description: string;
  baseHref: string | null;
  links: ScannedLink[];
}

const PAGINATION_BLOCK = /paginat|pager|paging/i;
const PAGINATION_TEXT =
  /^(?:next|previous|prev|older|newer|more|next page|previous page|[«»‹›<>]+|\d{1,4}|page \d+)$/i;
const PAGINATION_CLASS = /(?:^|[\s_-])(?:next|prev|previous)(?:$|[\s_-])/i;
const PAGINATION_HREF = /[?&](?:page|p|pg|offset|start)=\d+|\/page\/\d+/i;
const CHROME_TAGS = new Set(['nav', 'header', 'footer']);

interface OpenLink {
  href: string;
  rel: string;
  className: string;
  text: string;
}

export function scanPage(html: string): PageScan {
  const scan: PageScan = { title: '', description: '', baseHref: null, links: [] };
  // One flag pair per open element: inside a pagination block, inside site chrome.
  const stack: { pagination: boolean; chrome: boolean }[] = [];
  let inTitle = false;
  let open: OpenLink | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = stack[stack.length - 1];
        const marker = `${attributes.class ?? ''} ${attributes.id ?? ''} ${attributes.role ?? ''} ${attributes['aria-label'] ?? ''}`;
        stack.push({
          pagination: (parent?.pagination ?? false) || PAGINATION_BLOCK.test(marker),
          chrome: (parent?.chrome ?? false) || CHROME_TAGS.has(name),
        });
        switch (name) {
          case 'a':
          case 'area':
            if (attributes.href !== undefined) {
              open = {
                href: attributes.href,
                rel: attributes.rel ?? '',
                className: attributes.class ?? '',
                text: '',
              };
              if (name === 'area') finish();
            }
            return;
          case 'link':
            if (/\b(?:next|prev)\b/i.test(attributes.rel ?? '') && attributes.href) {
              scan.links.push({ href: attributes.href, text: '', pagination: true, chrome: false });
            }
            return;
          case 'base':
            scan.baseHref ??= attributes.href ?? null;
            return;
          case 'title':
            inTitle = scan.title === '';
            return;
          case 'meta':
            if ((attributes.name ?? '').toLowerCase() === 'description')
              scan.description ||= attributes.content ?? '';
            return;
        }
      },
      ontext(text) {
        if (inTitle) scan.title += text;
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'a' && open) finish();
        if (name === 'title') inTitle = false;
        stack.pop();
      },
    },
    { decodeEntities: true },
  );

  function finish(): void {
    const link = open;
    open = null;
    if (!link) return;
    const flags = stack[stack.length - 1];
    const text = link.text.replace(/\s+/g, ' ').trim();
    scan.links.push({
      href: link.href,
      text,
      pagination:
        (flags?.pagination ?? false) ||
        /\b(?:next|prev)\b/i.test(link.rel) ||
        PAGINATION_CLASS.test(link.className) ||
        PAGINATION_TEXT.test(text) ||
        PAGINATION_HREF.test(link.href),
      chrome: flags?.chrome ?? false,
    });
  }

  parser.end(html);
  scan.title = scan.title.replace(/\s+/g, ' ').trim();
  scan.description = scan.description.replace(/\s+/g, ' ').trim();
  return scan;
}
