import type * as ReadabilityModule from '@mozilla/readability';
import type * as Linkedom from 'linkedom';
import type TurndownService from 'turndown';
import type * as Cheerio from 'cheerio';
import { lazy } from '../lazy.js';
import type { ParsedPage } from './page.js';
import { cleanText } from './normalise.js';
import { removeBoilerplate } from './boilerplate.js';
import type { BoilerplateOptions } from './boilerplate.js';
import { contentText } from './content-text.js';
import { limitNesting } from './limit-nesting.js';
import { keepQuotedEmbeds, QUOTE_MARK } from './quoted-embeds.js';
import type { EmbedDocument } from './quoted-embeds.js';

/**
 * The article of a page, in plain text and Markdown. Readability picks the container; our
 * boilerplate pass (boilerplate.ts) then drops what Readability keeps inside it. The title and
 * byline are metadata: the body does not repeat them.
 */
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

const cheerio = lazy<typeof Cheerio>('cheerio');
const readability = lazy<typeof ReadabilityModule>('@mozilla/readability');
const linkedom = lazy<typeof Linkedom>('linkedom');
const Turndown = lazy<typeof TurndownService>('turndown');
let turndown: TurndownService | undefined;

export interface MainContentOptions {
  /** Told of each block the boilerplate pass removes, and by which rule. */
  onRemove?: BoilerplateOptions['onRemove'];
}

export function extractMainContent(
  html: string,
  pageUrl: string,
  options: MainContentOptions = {},
): MainContent | null {
  // linkedom is a light DOM that Readability accepts. Our tsconfig has no DOM lib, so its
  // document is typed only as far as keepQuotedEmbeds needs; a <base> makes Readability's
  // relative links absolute.
  const { document } = linkedom().parseHTML(
    withBase(limitNesting(html).html, pageUrl),
  ) as unknown as {
    document: EmbedDocument;
  };
  keepQuotedEmbeds(document);
  // keepClasses: the boilerplate pass reads class names (share bars, credits), then strips
  // them. Readability's default 500-character threshold: at 200 a newsletter box could pass
  // as the article (3 of the 130 test pages).
  const article = new (readability().Readability)(document, { keepClasses: true }).parse();
  if (!article?.content) return null;
  const $ = cheerio().load(article.content, null, false);
  const root = $.root().children().first();
  removeBoilerplate($, root, {
    title: article.title ?? null,
    byline: article.byline ?? null,
    onRemove: options.onRemove,
  });
  $('[class]').removeAttr('class');
  $(`[${QUOTE_MARK}]`).removeAttr(QUOTE_MARK);
  const body = $.html();
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
    text: contentText($.root().contents().toArray()),
    markdown: turndown.turndown(body).trim(),
    html: body,
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
