/**
 * Embedded posts quoted inside an article (a tweet, an Instagram or Bluesky post) are part of
 * what the writer says, but their wrappers often carry class names such as "social-embed" that
 * Readability treats as unlikely content and removes. Before Readability runs, the wrappers of
 * each quoted post lose those names, so the quotation stays where the writer put it.
 */

/** The part of the DOM this pass touches (linkedom's document, typed here: no DOM lib). */
export interface EmbedElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly parentElement: EmbedElement | null;
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
  setAttribute(name: string, value: string): void;
}

export interface EmbedDocument {
  querySelectorAll(selector: string): Iterable<EmbedElement>;
}

/** The markup the usual embed scripts (X/Twitter, Instagram, TikTok, Bluesky, Threads,
 * Mastodon, Facebook, Reddit) start from: a blockquote holding the post's own text. */
export const QUOTED_EMBED =
  'blockquote[class*="tweet"], blockquote[class*="instagram"], blockquote[class*="tiktok"], ' +
  'blockquote[class*="bluesky"], blockquote[class*="threads"], blockquote[class*="mastodon"], ' +
  'blockquote[class*="fb-xfbml"], blockquote[class*="facebook"], blockquote[class*="reddit"], ' +
  'blockquote[data-bluesky-uri], blockquote[data-instgrm-permalink], blockquote[cite*="status"]';

/** Readability's own "unlikely candidate" words, which a wrapper of a quoted post must lose. */
const UNLIKELY =
  /-ad-|banner|combx|comment|community|disqus|extra|footer|header|menu|related|remark|rss|shoutbox|sidebar|skyscraper|social|sponsor|supplemental|popup|share|widget|media|promo/i;

/** Marks each quoted post for the boilerplate pass, which must never remove one. */
export const QUOTE_MARK = 'data-gleaner-quote';

/** A wrapper is only an ancestor that holds little beyond the quoted post itself. */
const WRAPPER_SLACK = 300;

export function keepQuotedEmbeds(document: EmbedDocument): void {
  for (const quote of document.querySelectorAll(QUOTED_EMBED)) {
    const quoteLength = textLength(quote);
    if (quoteLength === 0) continue;
    quote.setAttribute(QUOTE_MARK, '');
    let node: EmbedElement | null = quote;
    while (node && node.tagName !== 'BODY' && node.tagName !== 'HTML') {
      if (textLength(node) > quoteLength * 1.5 + WRAPPER_SLACK) break;
      for (const name of ['class', 'id'] as const) {
        if (UNLIKELY.test(node.getAttribute(name) ?? '')) node.removeAttribute(name);
      }
      if (node.getAttribute('role') === 'complementary') node.removeAttribute('role');
      node = node.parentElement;
    }
  }
}

function textLength(node: EmbedElement): number {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim().length;
}
