import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { QUOTE_MARK } from './quoted-embeds.js';

/**
 * A second pass over the container Readability picked. Readability keeps whatever sits inside
 * that container; on news and blog pages this is often the site's menus, share buttons,
 * "related" and newsletter blocks, photo credits and the writer's contact line. Every rule
 * here is about the kind of block (its role, its words, its links), never about one site.
 */

/** Blocks that are never the article's own words, by element or ARIA role. */
const NEVER_CONTENT = [
  'nav',
  'aside',
  'footer',
  'form',
  'button',
  'select',
  'input',
  'textarea',
  '[hidden]',
  '[aria-hidden="true"]',
  '[role="navigation"]',
  '[role="complementary"]',
  '[role="contentinfo"]',
  '[role="menu"]',
  '[role="menubar"]',
  '[role="search"]',
  '[role="banner"]',
  '[role="dialog"]',
].join(', ');

/** Class or id words of share bars, related links, newsletter sign-ups, ads and credits. */
const BOILERPLATE_WORDS = new Set([
  'share',
  'shares',
  'sharing',
  'sharebar',
  'sharetools',
  'social',
  'related',
  'newsletter',
  'subscribe',
  'subscription',
  'signup',
  'promo',
  'recommended',
  'recommendations',
  'recirc',
  'readmore',
  'advert',
  'advertisement',
  'ad',
  'ads',
  'adslot',
  'sponsored',
  'outbrain',
  'taboola',
  'breadcrumb',
  'breadcrumbs',
  'tags',
  'taglist',
  'credit',
  'credits',
  'copyright',
  'comment',
  'comments',
  'disqus',
]);
const BOILERPLATE_PAIR =
  /^(?:more-(?:stories|news|articles|from|like-this)|read-more|sign-up|author-bio|about-author|print-only|further-reading)$/;
/**
 * Only short names count: a long id such as "sharing-with-a-single-developer" is a section
 * anchor made from a heading, not a share bar.
 */
const MAX_NAME_PARTS = 3;

function boilerplateName(names: string): boolean {
  for (const name of names.split(/\s+/)) {
    const parts = name
      .replace(/([a-z])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .split(/[-_]+/)
      .filter(Boolean);
    if (!parts.length || parts.length > MAX_NAME_PARTS) continue;
    if (parts.some((part) => BOILERPLATE_WORDS.has(part))) return true;
    if (
      BOILERPLATE_PAIR.test(parts.slice(-2).join('-')) ||
      BOILERPLATE_PAIR.test(parts.slice(0, 2).join('-'))
    )
      return true;
  }
  return false;
}

/** Whole short lines that are labels of widgets, not writing. */
const WIDGET_LINE =
  /^(?:advertisement|advert|ad|sponsored( content)?|skip (this )?ad(vertisement)?|story continues below( advertisement)?|continue reading( below)?|scroll (down )?to continue.*|share|share (this|on|via|the|article|story)\b.*|tweet|pin it|email|print|save|copy link|follow (us|me|him|her)\b.*|sign up\b.*|subscribe\b.*|get (our|the) .*newsletter.*|newsletter|related|related (articles|stories|posts|content|reading|coverage|topics)|read more|more from\b.*|more stories\b.*|more on this\b.*|recommended( for you| stories| reading)?|you (may|might) (also )?like|(most )(read|popular|viewed|shared)|trending( now)?|also read|see also|comments?|\d+ comments?|leave a (comment|reply)|view comments|image|photo|video|getty images|reuters|ap|afp)[\s:.!]*$/i;

/** Lines that introduce a link elsewhere ("Read more: …", "Related: …"). */
const LINK_LEAD = /^(?:read more|related|see also|also read|read also|more|watch|listen)\s*:/i;

/** A heading that opens a list of other articles. */
const OTHER_ARTICLES_HEADING =
  /^(?:related|more (from|on|in|about|stories|articles|news|like this)|recommended|you (may|might) (also )?like|most (read|popular|viewed|shared)|trending|read (more|next)|what to read next|further reading|popular (now|stories)|latest (news|stories)|other stories|editor'?s picks|top stories)\b/i;

/** Photo and image credits, in a caption or on a line of their own. */
const CREDIT =
  /\b(?:(?:photo|photograph|image|picture|illustration|graphic|video|footage)s?\s*(?:credit)?\s*(?::|by\b|courtesy\b)|credit\s*:|courtesy of\b|getty images|shutterstock|istock(?:photo)?|alamy|reuters\/|\/reuters|\bap photo|afp(?: via getty)?\b|epa-efe|\bepa\b|\/ap\b)|©/i;

/** A closing line with the writer's contact details or the site's copyright. */
const CONTACT =
  /[\w.+-]+@[\w-]+\.[\w.]+|(?:^|\s)@\w{2,}|\bfollow (?:him|her|them|me|us)\b|\bcan be (?:reached|contacted)\b|\b(?:contact|email|e-mail|reach) (?:the )?(?:author|reporter|writer|him|her|them|us)\b|\ball rights reserved\b|^(?:copyright|©)|(?:©|\(c\)|copyright)\s*(?:\d{4}|by)\b/i;

const BLOCKS = 'p, div, section, li, ul, ol, dl, h1, h2, h3, h4, h5, h6, figure, table, blockquote';

export type BoilerplateRule =
  | 'role'
  | 'class name'
  | 'caption credit'
  | 'other articles'
  | 'menu'
  | 'widget line'
  | 'repeated line'
  | 'title or byline'
  | 'closing contact';

export interface BoilerplateOptions {
  /** The page title, so a heading repeating it is not printed as part of the body. */
  title: string | null;
  /** The byline Readability found, removed from the body like the title. */
  byline: string | null;
  /** Told of each removal (npm run eval:content counts them per rule). */
  onRemove?: (rule: BoilerplateRule, text: string) => void;
}

interface Pass {
  $: CheerioAPI;
  root: Cheerio<Element>;
  /** False for a quoted post, or for a block holding much of the article. */
  removable: (node: Cheerio<Element>) => boolean;
  drop: (node: Cheerio<Element>, rule: BoilerplateRule) => void;
}

export function removeBoilerplate(
  $: CheerioAPI,
  root: Cheerio<Element>,
  options: BoilerplateOptions,
): void {
  const total = wordCount(root.text());
  const quote = `[${QUOTE_MARK}]`;
  const pass: Pass = {
    $,
    root,
    // Never remove most of the article because one rule misfires on a container.
    removable: (node) =>
      node.parent().length > 0 &&
      !node.is(quote) &&
      node.find(quote).length === 0 &&
      node.closest(quote).length === 0 &&
      wordCount(node.text()) <= Math.max(40, total * 0.25),
    drop: (node, rule) => {
      options.onRemove?.(rule, normalise(node.text()));
      node.remove();
    },
  };
  removeByRole(pass);
  removeByName(pass);
  removeCaptionCredits(pass);
  removeOtherArticleLists(pass);
  removeMenus(pass);
  removeWidgetLines(pass);
  removeRepeatedLines(pass);
  removeTitleAndByline(pass, options);
  removeClosingContact(pass);
  removeEmpty(pass);
}

/** nav, aside, footer, forms and their ARIA roles. */
function removeByRole({ $, root, removable, drop }: Pass): void {
  root.find(NEVER_CONTENT).each((_, element) => {
    const node = $(element);
    if (removable(node)) drop(node, 'role');
  });
}

/** Share bars, related links, newsletter boxes, ads, credits, by their class or id. */
function removeByName({ $, root, removable, drop }: Pass): void {
  root.find('[class], [id]').each((_, element) => {
    const node = $(element);
    // Code highlighters name their spans "comment"; code is never boilerplate.
    if (node.closest('pre, code').length) return;
    const names = `${node.attr('class') ?? ''} ${node.attr('id') ?? ''}`;
    if (boilerplateName(names) && removable(node)) drop(node, 'class name');
  });
}

/** A caption that carries a photo credit is the picture agency's line, not the article's. */
function removeCaptionCredits({ $, root, removable, drop }: Pass): void {
  root.find('figcaption, [class*="caption"], [class*="credit"], small').each((_, element) => {
    const node = $(element);
    const text = node.text();
    if (CREDIT.test(text) && wordCount(text) <= 60 && removable(node)) drop(node, 'caption credit');
  });
  // A credit on a line of its own under a picture: short, one phrase, no sentence after it.
  root.find('p, span, div').each((_, element) => {
    const node = $(element);
    if (node.children('p, div').length) return;
    const text = normalise(node.text());
    if (!text || wordCount(text) > 12 || !CREDIT.test(text) || /[.!?]["”’]?\s+\S/.test(text))
      return;
    if (removable(node)) drop(node, 'caption credit');
  });
}

/** "Related" or "More from …" headings with the list of links that follows them. */
function removeOtherArticleLists({ $, root, removable, drop }: Pass): void {
  root
    .find('h1, h2, h3, h4, h5, h6, p > strong:only-child, p > b:only-child')
    .each((_, element) => {
      const node = $(element);
      const heading = node.is('strong, b') ? node.parent() : node;
      const text = normalise(heading.text());
      if (!heading.parent().length || wordCount(text) > 8 || !OTHER_ARTICLES_HEADING.test(text))
        return;
      let next = heading.next();
      while (next.length && linkDensity($, next) > 0.5 && removable(next)) {
        const after = next.next();
        drop(next, 'other articles');
        next = after;
      }
      if (removable(heading)) drop(heading, 'other articles');
    });
}

/**
 * A block made of several short links (a menu, a tag list, a breadcrumb trail): most of its
 * words are link text and the links are a few words each. Lists of whole-sentence links, or
 * of written-out addresses, are kept: they are how some articles cite their sources.
 */
function removeMenus({ $, root, removable, drop }: Pass): void {
  root.find('ul, ol, p, div').each((_, element) => {
    const node = $(element);
    const links = node.find('a');
    if (links.length < 3 || !node.parent().length) return;
    const texts = links.toArray().map((link) => normalise($(link).text()));
    const addresses = texts.filter((text) => /^(?:https?:\/\/|www\.)\S+$/i.test(text)).length;
    if (addresses * 2 >= texts.length) return;
    const averageLinkWords = texts.reduce((sum, text) => sum + wordCount(text), 0) / texts.length;
    if (linkDensity($, node) > 0.7 && averageLinkWords <= 4 && removable(node)) drop(node, 'menu');
  });
}

/** Short lines that name a widget: "Advertisement", "Share this", "Read more: <link>". */
function removeWidgetLines({ $, root, removable, drop }: Pass): void {
  root.find(BLOCKS).each((_, element) => {
    const node = $(element);
    if (!node.parent().length || node.find(BLOCKS).length > 0) return;
    const text = normalise(node.text());
    const words = wordCount(text);
    if (words === 0 || words > 12) return;
    const widget = WIDGET_LINE.test(text) || (LINK_LEAD.test(text) && linkDensity($, node) > 0.4);
    if (widget && removable(node)) drop(node, 'widget line');
  });
}

/** The same short label line three times or more in one article ("Advertisement"). */
function removeRepeatedLines({ $, root, removable, drop }: Pass): void {
  const byText = new Map<string, Element[]>();
  root.find(BLOCKS).each((_, element) => {
    const node = $(element);
    // Captions and link lists repeat by design ("Caption", "link"); widget labels are plain text.
    if (node.find(BLOCKS).length > 0 || node.is('figcaption') || linkDensity($, node) > 0.5) return;
    const text = normalise(node.text());
    // A label is short, starts with a capital (or has no letters: "* * *") and is no sentence;
    // a refrain such as "I would prefer not to." or a lower-case fragment is the writer's.
    if (!text || wordCount(text) > 5 || /^\p{Ll}|[.!?:;,"”’]$/u.test(text)) return;
    const key = text.toLowerCase();
    byText.set(key, [...(byText.get(key) ?? []), element]);
  });
  for (const elements of byText.values()) {
    if (elements.length < 3) continue;
    for (const element of elements) if (removable($(element))) drop($(element), 'repeated line');
  }
}

/** The title and byline are metadata: a heading or line at the top repeating them goes. */
function removeTitleAndByline({ $, root, drop }: Pass, options: BoilerplateOptions): void {
  const title = comparable(options.title ?? '');
  const byline = comparable(options.byline ?? '');
  let seen = 0;
  root.find(BLOCKS).each((_, element) => {
    const node = $(element);
    if (node.find(BLOCKS).length > 0) return undefined;
    const text = comparable(node.text());
    if (!text) return undefined;
    const repeatsTitle =
      node.is('h1, h2, h3') &&
      title.length > 0 &&
      (text === title || (text.length > 20 && title.startsWith(text)));
    const repeatsByline = byline.length > 0 && text === byline && wordCount(text) <= 12;
    if (repeatsTitle || repeatsByline) drop(node, 'title or byline');
    else if (++seen >= 3) return false;
    return undefined;
  });
}

/** The writer's contact line or the copyright at the very end of the article. */
function removeClosingContact({ $, root, removable, drop }: Pass): void {
  const blocks = root
    .find(BLOCKS)
    .toArray()
    .filter((element) => $(element).find(BLOCKS).length === 0 && normalise($(element).text()));
  for (const element of blocks.slice(-3).reverse()) {
    const node = $(element);
    const text = normalise(node.text());
    if (wordCount(text) > 40 || !CONTACT.test(text) || !removable(node)) break;
    drop(node, 'closing contact');
  }
}

/** Wrappers left empty by the rules above (pictures, tables and breaks are not empty). */
function removeEmpty({ $, root }: Pass): void {
  root.find('p, div, section, li, ul, ol, figure, span, strong, em, b, i').each((_, element) => {
    const node = $(element);
    if (normalise(node.text())) return;
    if (node.find('img, picture, video, iframe, svg, table, math, br, hr').length) return;
    if (node.is('br, hr')) return;
    node.remove();
  });
}

function linkDensity($: CheerioAPI, node: Cheerio<AnyNode>): number {
  const all = normalise(node.text()).length;
  if (!all) return 0;
  let linked = 0;
  node.find('a').each((_, link) => {
    linked += normalise($(link).text()).length;
  });
  return linked / all;
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function comparable(text: string): string {
  return normalise(text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' '));
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
