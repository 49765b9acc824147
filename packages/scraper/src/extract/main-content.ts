import type * as ReadabilityModule from '@mozilla/readability';
import type * as Linkedom from 'linkedom';
import type TurndownService from 'turndown';
import { lazy } from '../lazy.js';
import type { ParsedPage } from './page.js';
import { cleanText } from './normalise.js';

/** The article of a page, as Readability finds it, in plain text and Markdown. */
export interface MainContent {
  title: string | null;
  byline: string | null;
  excerpt: string | null;
  siteName: string | null;
  publishedTime: string | null;
  text: string;
  markdown: string;
  html: string;
}

const readability = lazy<typeof ReadabilityModule>('@mozilla/readability');
const linkedom = lazy<typeof Linkedom>('linkedom');
const Turndown = lazy<typeof TurndownService>('turndown');
let turndown: TurndownService | undefined;

export function extractMainContent(html: string, pageUrl: string): MainContent | null {
  // linkedom is a light DOM that Readability accepts. Our tsconfig has no DOM lib, so its
  // document is passed through untyped; a <base> makes Readability's relative links absolute.
  const { document } = linkedom().parseHTML(withBase(html, pageUrl)) as unknown as {
    document: object;
  };
  const article = new (readability().Readability)(document, { charThreshold: 200 }).parse();
  if (!article?.content) return null;
  turndown ??= new (Turndown())({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
  });
  return {
    title: article.title ?? null,
    byline: article.byline ?? null,
    excerpt: article.excerpt ?? null,
    siteName: article.siteName ?? null,
    publishedTime: article.publishedTime ?? null,
    text: (article.textContent ?? '')
      .replace(/[ \t]+/g, ' ')
      .replace(/\n\s*\n+/g, '\n\n')
      .trim(),
    markdown: turndown.turndown(article.content).trim(),
    html: article.content,
  };
}

export function extractMainContentFromPage(page: ParsedPage): MainContent | null {
  const content = extractMainContent(page.$.html(), page.pageUrl);
  if (content && !cleanText(content.text)) return null;
  return content;
}

function withBase(html: string, pageUrl: string): string {
  if (/<base\s/i.test(html)) return html;
  const tag = `<base href="${escapeAttribute(pageUrl)}">`;
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (head)
    return (
      html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length)
    );
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0] + tag + html.slice(doctype[0].length) : tag + html;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
