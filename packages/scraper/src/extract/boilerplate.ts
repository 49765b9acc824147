import type { Cheerio, CheerioAPI } from 'cheerio';
import { isTag, isText } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import {
  AUTHOR_BIO,
  AUTHOR_ROLE,
  BYLINE_LINE,
  boilerplateName,
  COMMENT_NAME,
  COMMENTS_OPENING,
  CONTACT,
  CREDIT,
  DATELINE,
  LINK_LEAD,
  NEVER_CONTENT,
  NEWSLETTER_PITCH,
  OTHER_ARTICLES_HEADING,
  WIDGET_LINE,
} from './boilerplate-patterns.js';
import { blockText } from './block-text.js';
import { QUOTE_MARK } from './quoted-embeds.js';

/**
 * A second pass over the container Readability picked. Readability keeps whatever sits inside
 * that container; on news and blog pages this is often the site's menus, share buttons,
 * "related" and newsletter blocks, photo credits and the writer's contact line. Every rule
 * here is about the kind of block (its role, its words, its links), never about one site.
 */

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

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'li',
  'ul',
  'ol',
  'dl',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'figure',
  'figcaption',
  'table',
  'blockquote',
]);
const INLINE = new Set(['span', 'a', 'em', 'strong', 'b', 'i', 'small', 'label']);
const MEDIA = new Set(['img', 'picture', 'video', 'iframe', 'svg', 'table', 'math', 'br', 'hr']);

/** What one walk learns about an element: its text and link text, in characters and words. */
interface Stats {
  chars: number;
  words: number;
  linkChars: number;
  linkWords: number;
  links: number;
  /** Holds a block element (so it is not a single line). */
  hasBlock: boolean;
  hasMedia: boolean;
  hasQuote: boolean;
}

interface Pass {
  $: CheerioAPI;
  root: Element;
  /** Every element under root in document order, measured once; drop keeps counts current. */
  elements: Element[];
  stats: Map<Element, Stats>;
  /** Still in the article (not inside a block an earlier rule removed). */
  attached: (element: Element) => boolean;
  /** False for a quoted post, or for a block holding much of the article. */
  removable: (element: Element) => boolean;
  drop: (element: Element, rule: BoilerplateRule) => void;
}

export function removeBoilerplate(
  $: CheerioAPI,
  rootNode: Cheerio<Element>,
  options: BoilerplateOptions,
): void {
  const root = rootNode.get(0);
  if (!root) return;
  const elements: Element[] = [];
  const stats = new Map<Element, Stats>();
  const total = walk(root, false, elements, stats).words;
  const attached = (element: Element): boolean => {
    let node: Element | null = element;
    while (node && node !== root) node = node.parent && isTag(node.parent) ? node.parent : null;
    return node === root;
  };
  const pass: Pass = {
    $,
    root,
    elements,
    stats,
    attached,
    // Never remove most of the article because one rule misfires on a container.
    removable: (element) => {
      const own = stats.get(element);
      if (!own || element === root || !attached(element)) return false;
      return (
        !own.hasQuote &&
        $(element).closest(`[${QUOTE_MARK}]`).length === 0 &&
        own.words <= Math.max(40, total * 0.25)
      );
    },
    drop: (element, rule) => {
      options.onRemove?.(rule, blockText([element]));
      // The ancestors' counts lose what was removed, so later rules see the article as it is.
      const gone = stats.get(element);
      for (let node = element.parent; gone && node && isTag(node); node = node.parent) {
        const own = stats.get(node);
        if (!own) break;
        own.chars -= gone.chars;
        own.words -= gone.words;
        own.linkChars -= gone.linkChars;
        own.linkWords -= gone.linkWords;
        own.links -= gone.links + (element.name === 'a' && gone.chars > 0 ? 1 : 0);
      }
      $(element).remove();
    },
  };
  removeByRole(pass);
  removeByName(pass);
  removeCaptionCredits(pass);
  removeOtherArticleLists(pass);
  removeMenus(pass);
  removeWidgetLines(pass);
  removeWidgetLabels(pass);
  removeRepeatedLines(pass);
  removeTitleAndByline(pass, options);
  removeClosingContact(pass);
  removeEmpty(pass);
}

/** nav, aside, footer, forms and their ARIA roles. */
function removeByRole({ $, root, removable, drop }: Pass): void {
  $(root)
    .find(NEVER_CONTENT)
    .each((_, element) => {
      if (removable(element)) drop(element, 'role');
    });
}

/** Share bars, related links, newsletter boxes, ads, credits, by their class or id. */
function removeByName({ $, elements, stats, removable, drop }: Pass): void {
  for (const element of elements) {
    const names = `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`;
    if (names.length < 2) continue;
    const named =
      boilerplateName(names, stats.get(element)?.words ?? 0) ||
      (COMMENT_NAME.test(names) && COMMENTS_OPENING.test(blockText([element])));
    if (!named) continue;
    // Code highlighters name their spans "comment"; code is never boilerplate. A figure is the
    // article's picture whatever its class says (its credit goes by the caption rule).
    if (element.name === 'figure' || $(element).closest('pre, code').length) continue;
    if (removable(element)) drop(element, 'class name');
  }
}

/** A caption that carries a photo credit is the picture agency's line, not the article's. */
function removeCaptionCredits({ elements, stats, removable, drop }: Pass): void {
  for (const element of elements) {
    const own = stats.get(element);
    if (!own || own.words === 0 || own.words > 60) continue;
    const names = element.attribs.class ?? '';
    const caption =
      element.name === 'figcaption' || element.name === 'small' || /caption|credit/i.test(names);
    // Or a credit on a line of its own under a picture: short, one phrase, no sentence after.
    const line =
      (element.name === 'p' || element.name === 'span' || element.name === 'div') &&
      !own.hasBlock &&
      own.words <= 12;
    if (!caption && !line) continue;
    const text = blockText([element]);
    if (!CREDIT.test(text)) continue;
    if (!caption && /[.!?]["”’]?\s+\S/.test(text)) continue;
    if (removable(element)) drop(element, 'caption credit');
  }
}

/** "Related" or "More from …" headings with the list of links that follows them. */
function removeOtherArticleLists({ $, root, stats, removable, drop }: Pass): void {
  $(root)
    .find('h1, h2, h3, h4, h5, h6, p > strong:only-child, p > b:only-child')
    .each((_, element) => {
      const heading = element.name === 'strong' || element.name === 'b' ? element.parent : element;
      if (!heading || !isTag(heading)) return;
      const text = blockText([heading]);
      if (wordCount(text) > 8 || !OTHER_ARTICLES_HEADING.test(text) || !removable(heading)) return;
      let next = $(heading).next().get(0);
      while (next && linkDensity(stats.get(next)) > 0.5 && removable(next)) {
        const after = $(next).next().get(0);
        drop(next, 'other articles');
        next = after;
      }
      drop(heading, 'other articles');
    });
}

/**
 * A block made of several short links (a menu, a tag list, a breadcrumb trail): most of its
 * words are link text and the links are a few words each. Lists of whole-sentence links, or
 * of written-out addresses and phone numbers, are kept: sources, or someone's contact details.
 */
function removeMenus({ $, elements, stats, removable, drop }: Pass): void {
  for (const element of elements) {
    if (!['ul', 'ol', 'p', 'div'].includes(element.name)) continue;
    const own = stats.get(element);
    if (!own || own.links < 3 || linkDensity(own) <= 0.7 || own.linkWords / own.links > 4) continue;
    const texts = $(element)
      .find('a')
      .toArray()
      .map((link) => normalise($(link).text()));
    const addresses = texts.filter((text) => ADDRESS.test(text)).length;
    if (addresses * 2 >= texts.length) continue;
    if (removable(element)) drop(element, 'menu');
  }
}

/** A link written out as a web or mail address or a phone number. */
const ADDRESS = /^(?:(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.-]+|\+?[\d\s()./-]{6,})$/i;

/** The blocks that are single lines (no block inside), still in the article, with their text. */
function lines({
  elements,
  stats,
  attached,
}: Pass): { element: Element; own: Stats; text: string }[] {
  const found: { element: Element; own: Stats; text: string }[] = [];
  for (const element of elements) {
    const own = stats.get(element);
    if (!own || !BLOCKS.has(element.name) || own.hasBlock || own.words === 0) continue;
    if (attached(element)) found.push({ element, own, text: blockText([element]) });
  }
  return found;
}

/** Short lines that name a widget: "Advertisement", "Share this", "Read more: <link>". */
function removeWidgetLines(pass: Pass): void {
  for (const { element, own, text } of lines(pass)) {
    if (own.words > 30) continue;
    const widget =
      (own.words <= 12 && WIDGET_LINE.test(text)) ||
      (LINK_LEAD.test(text) && linkDensity(own) > 0.4) ||
      NEWSLETTER_PITCH.test(text);
    if (widget && pass.removable(element)) pass.drop(element, 'widget line');
  }
}

/**
 * A label in an inline element beside a picture or between blocks ("Photo", "Advertisement"
 * in a <span> next to an image); inside a sentence the same word is the writer's.
 */
function removeWidgetLabels({ elements, stats, removable, drop }: Pass): void {
  for (const element of elements) {
    if (!INLINE.has(element.name)) continue;
    const own = stats.get(element);
    const parent = element.parent && isTag(element.parent) ? element.parent : null;
    const around = parent ? stats.get(parent) : undefined;
    if (!own || !around || own.words === 0 || own.words > 3) continue;
    // Beside blocks, or alone with a picture; never inside running text.
    if (!around.hasBlock && !(around.hasMedia && around.words === own.words)) continue;
    if (WIDGET_LINE.test(blockText([element])) && removable(element)) drop(element, 'widget line');
  }
}

/** The same short label line three times or more in one article ("Advertisement"). */
function removeRepeatedLines(pass: Pass): void {
  const byText = new Map<string, Element[]>();
  for (const { element, own, text } of lines(pass)) {
    // Only plain paragraphs and boxes: headings, list items and captions repeat by design.
    if (!['p', 'div'].includes(element.name) || linkDensity(own) > 0.5 || own.words > 5) continue;
    // A label starts with a capital (or has no letters: "* * *") and is no sentence; a
    // refrain such as "I would prefer not to." or a lower-case fragment is the writer's.
    // Numbers repeat in lists of records ("0 votes", "8 in production"); labels have none.
    if (/^\p{Ll}|[.!?:;,"”’]$|\d/u.test(text) || !/\p{L}/u.test(text)) continue;
    const key = text.toLowerCase();
    byText.set(key, [...(byText.get(key) ?? []), element]);
  }
  for (const repeats of byText.values()) {
    if (repeats.length < 3) continue;
    for (const element of repeats) if (pass.removable(element)) pass.drop(element, 'repeated line');
  }
}

/**
 * The title, byline, date and reading time are metadata: a line among the first few blocks
 * that repeats the title or byline, or is only a byline or date, goes.
 */
function removeTitleAndByline(pass: Pass, options: BoilerplateOptions): void {
  const title = comparable(options.title ?? '');
  const byline = comparable(options.byline ?? '');
  let seen = 0;
  for (const { element, own, text } of lines(pass)) {
    const heading = /^h[1-3]$/.test(element.name);
    const plain = comparable(text);
    const repeatsTitle = heading && sameHeadline(plain, title);
    const repeatsByline = byline.length > 0 && plain === byline && own.words <= 12;
    const dateline = !heading && own.words <= 15 && (DATELINE.test(text) || BYLINE_LINE.test(text));
    if (repeatsTitle || repeatsByline || dateline) pass.drop(element, 'title or byline');
    else if (++seen >= 4) return;
  }
}

/** The writer's contact line or short bio, the date or the copyright at the very end. */
function removeClosingContact(pass: Pass): void {
  for (const { element, own, text } of lines(pass).slice(-3).reverse()) {
    const about = AUTHOR_BIO.test(text) && AUTHOR_ROLE.test(text);
    if (own.words > 40 || !(CONTACT.test(text) || about) || !pass.removable(element)) return;
    pass.drop(element, 'closing contact');
  }
}

/** Wrappers left empty by the rules above (pictures, tables and breaks are not empty). */
function removeEmpty({ $, elements, stats }: Pass): void {
  const empty = [
    'p',
    'div',
    'section',
    'li',
    'ul',
    'ol',
    'figure',
    'span',
    'strong',
    'em',
    'b',
    'i',
  ];
  for (const element of elements) {
    const own = stats.get(element);
    if (own && own.chars === 0 && !own.hasMedia && !own.hasQuote && empty.includes(element.name))
      $(element).remove();
  }
}

/** Measures element and everything under it, recording each element's stats on the way. */
function walk(
  element: Element,
  inLink: boolean,
  elements: Element[],
  stats: Map<Element, Stats>,
): Stats {
  const own: Stats = {
    chars: 0,
    words: 0,
    linkChars: 0,
    linkWords: 0,
    links: 0,
    hasBlock: false,
    hasMedia: false,
    hasQuote: element.attribs[QUOTE_MARK] !== undefined,
  };
  const link = element.name === 'a';
  for (const child of element.children as AnyNode[]) {
    if (isText(child)) {
      const text = normalise(child.data);
      if (!text) continue;
      const words = wordCount(text);
      own.chars += text.length;
      own.words += words;
      if (inLink || link) {
        own.linkChars += text.length;
        own.linkWords += words;
      }
    } else if (isTag(child)) {
      elements.push(child);
      const inner = walk(child, inLink || link, elements, stats);
      own.chars += inner.chars;
      own.words += inner.words;
      own.linkChars += inner.linkChars;
      own.linkWords += inner.linkWords;
      own.links += inner.links + (child.name === 'a' && inner.chars > 0 ? 1 : 0);
      own.hasBlock ||= inner.hasBlock || BLOCKS.has(child.name);
      own.hasMedia ||= inner.hasMedia || MEDIA.has(child.name);
      own.hasQuote ||= inner.hasQuote;
    }
  }
  stats.set(element, own);
  return own;
}

/** The same headline, give or take a site name or a subtitle on one side. */
function sameHeadline(heading: string, title: string): boolean {
  if (!heading || !title) return false;
  if (heading === title) return true;
  if (
    Math.min(heading.length, title.length) > 20 &&
    (title.startsWith(heading) || heading.startsWith(title))
  )
    return true;
  const a = new Set(heading.split(' '));
  const b = new Set(title.split(' '));
  const shared = [...a].filter((word) => b.has(word)).length;
  // A heading of four words or more whose words are nearly all the title's ("Dress ... STOLEN!"
  // under "Lupita's Dress -- STOLEN!!!").
  return a.size >= 4 && shared / a.size >= 0.8;
}

function linkDensity(stats: Stats | undefined): number {
  return stats?.chars ? stats.linkChars / stats.chars : 0;
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
