import type { Cheerio, CheerioAPI } from 'cheerio';
import { isTag, isText } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { blockText } from '@gleaner/scraper';
import { cleanText } from '../text/values.js';

export type { Element };

/** The parent when it is an element (not the document root). */
export function parentElement(node: AnyNode): Element | null {
  const parent = node.parent;
  return parent && isTag(parent) ? parent : null;
}

/** Tags that never hold record data. */
export const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'path',
  'br',
  'hr',
  'link',
  'iframe',
  'head',
  'option',
]);

/** Formatting tags that belong to the text around them rather than being values of their own. */
const INLINE_TAGS = new Set([
  'b',
  'i',
  'em',
  'strong',
  'u',
  'br',
  'sup',
  'sub',
  'abbr',
  'mark',
  'code',
  'wbr',
  'q',
  's',
]);

/** Class names that say how a thing looks or where it sits, not what it is. */
const STATE_CLASS =
  /^(?:active|current|selected|first|last|odd|even|prev|previous|next|disabled|open|closed|hidden|visible|show|in|fade|clearfix|is-.*|has-.*|js-.*|ng-.*|col(?:-.*)?|row|pull-.*|float-.*|text-.*|[mp][trblxy]?-\d+|d-.*|flex.*|w-\d+|h-\d+|sr-only)$/i;

export function isElement(node: AnyNode): node is Element {
  return isTag(node);
}

export function tagOf(element: Element): string {
  return element.tagName.toLowerCase();
}

export function classesOf(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

/** Classes that identify what an element is; valid in a CSS selector without escaping. */
export function stableClasses(element: Element): string[] {
  return classesOf(element).filter(
    (name) => !STATE_CLASS.test(name) && /^-?[_a-zA-Z][\w-]*$/.test(name),
  );
}

export function childElements(element: Element): Element[] {
  return element.children.filter(isElement).filter(
    (child) =>
      !SKIPPED_TAGS.has(tagOf(child)) ||
      // <link itemprop="availability" href="…InStock">: microdata's value without text.
      (tagOf(child) === 'link' && child.attribs.itemprop !== undefined),
  );
}

/** Text directly inside the element, not in its children. */
export function ownText(element: Element): string {
  return cleanText(
    element.children
      .filter(isText)
      .map((node) => node.data)
      .join(' '),
  );
}

/** An element's text as a reader sees it: blocks and elements the page sets apart are words apart. */
export function textOf(_$: CheerioAPI, element: Element): string {
  return blockText([element]);
}

/** True when the element's text is one value: no children, or only formatting children. */
export function isLeafValue(element: Element): boolean {
  const children = element.children.filter(isElement);
  // "<span><s>$30</s></span>": the struck-out text is the value, read where it says so.
  const [only] = children;
  if (children.length === 1 && only && /^(?:s|del|strike)$/.test(tagOf(only)) && !ownText(element))
    return false;
  // "<span>19</span><sup>99</sup> €": units and cents set apart for looks are one price.
  const price = children.some(isCents);
  return children.every(
    (child) =>
      INLINE_TAGS.has(tagOf(child)) ||
      SKIPPED_TAGS.has(tagOf(child)) ||
      isEmpty(child) ||
      isSymbol(child) ||
      (price && (isCents(child) || onlyText(child, /^\d{1,3}(?:[.,\s]\d{3})*$/) || isUnits(child))),
  );
}

/** "<span class="whole">12<span>.</span></span>": the units of a price with its separator set apart. */
function isUnits(element: Element): boolean {
  const text = element.children
    .map((child) =>
      isText(child)
        ? child.data
        : isElement(child) && isSymbol(child)
          ? textOfSymbol(child)
          : '\u0000',
    )
    .join('')
    .trim();
  return /^\d{1,3}(?:[.,\s]\d{3})*[.,]?$/.test(text);
}

function textOfSymbol(element: Element): string {
  const [only] = element.children;
  return only && isText(only) ? only.data.trim() : '';
}

function onlyText(element: Element, pattern: RegExp): boolean {
  const [only, ...rest] = element.children;
  return rest.length === 0 && only !== undefined && isText(only) && pattern.test(only.data.trim());
}

/** Two digits written small after the units: the cents of a price. */
function isCents(element: Element): boolean {
  const named =
    tagOf(element) === 'sup' || /(?:dec|cent|fraction)/i.test(element.attribs.class ?? '');
  return named && onlyText(element, /^[.,]?\d{2}$/);
}

/** A currency sign or a unit mark set apart for looks: "<small>$</small>280,000", "11<sup>%</sup>". */
function isSymbol(element: Element): boolean {
  const [only, ...rest] = element.children;
  return (
    rest.length === 0 &&
    only !== undefined &&
    isText(only) &&
    /^[^\p{L}\p{N}\s]{1,3}$/u.test(only.data.trim())
  );
}

/** No text anywhere inside and no image: a marker (`<span class="value-title" title="…">`). */
function isEmpty(element: Element): boolean {
  if (tagOf(element) === 'img') return false;
  return element.children.every((child) =>
    isText(child) ? !child.data.trim() : isElement(child) ? isEmpty(child) : true,
  );
}

/** "tag.class1.class2": how records of one kind look alike. */
export function coarseKey(element: Element): string {
  const classes = stableClasses(element).sort();
  return [tagOf(element), ...classes].join('.');
}

/** The set of tag.class paths two levels down: tells table rows of different roles apart. */
export function fineKey(element: Element): string {
  const paths = new Set<string>();
  for (const child of childElements(element)) {
    const childKey = coarseKey(child);
    paths.add(childKey);
    // Grandchildren by tag only: their classes often carry values ("star filled").
    for (const grandchild of childElements(child)) paths.add(`${childKey}>${tagOf(grandchild)}`);
  }
  return [...paths].sort().join('|');
}

export function escapeAttribute(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

/** Runs a selector, treating an invalid one as matching nothing. */
export function safeSelect($: CheerioAPI, selector: string): Element[] {
  try {
    return $(selector).toArray().filter(isElement);
  } catch {
    return [];
  }
}

export function safeFind(root: Cheerio<Element>, selector: string): Element[] {
  try {
    return selector ? root.find(selector).toArray() : root.toArray();
  } catch {
    return [];
  }
}

/** The element right after this one, when nothing but white space lies between them. */
export function elementAfter(element: Element): Element | null {
  for (let next = element.next; next; next = next.next) {
    if (isElement(next)) return next;
    if (isText(next) && next.data.trim()) return null;
  }
  return null;
}

export function ancestors(element: Element): Element[] {
  const list: Element[] = [];
  let node = element.parent;
  while (node && isElement(node)) {
    list.push(node);
    node = node.parent;
  }
  return list;
}

const CHROME_WORDS = new Set([
  'nav',
  'navbar',
  'menu',
  'breadcrumb',
  'breadcrumbs',
  'pagination',
  'pager',
  'footer',
  'sidebar',
  'navigation',
  'side_categories',
]);

/** A class or id that names a menu, footer or sidebar, not a layout box holding content too. */
function namesChrome(name: string): boolean {
  const tokens = name.toLowerCase().split(/[^a-z]+/);
  if (!tokens.some((token) => CHROME_WORDS.has(token)) && !CHROME_WORDS.has(name.toLowerCase()))
    return false;
  // "content-sidebar-wrap" holds the content and the sidebar both.
  return !tokens.some((token) => token === 'content' || token === 'main');
}

const titleBlocks = new WeakMap<Element, boolean>();

/**
 * A <header> holding the page's heading and no menu is its content's title block ("<header
 * class="recipe-header"><h1>…</h1><div class="byline">…"), not the site's banner, even when no
 * <article> or <main> says so.
 */
function titleBlock(header: Element): boolean {
  let known = titleBlocks.get(header);
  if (known === undefined) {
    let heading = false;
    let menu = false;
    const visit = (element: Element): void => {
      for (const child of element.children) {
        if (!isElement(child)) continue;
        const tag = tagOf(child);
        if (tag === 'h1') heading = true;
        else if (tag === 'nav' || tag === 'ul' || tag === 'form' || tag === 'img') menu = true;
        visit(child);
      }
    };
    visit(header);
    known = heading && !menu;
    titleBlocks.set(header, known);
  }
  return known;
}

/**
 * Inside navigation, a header, footer or sidebar: menus repeat too, but are rarely what is
 * wanted. An article's or main content's own header and footer are content.
 */
export function inChrome(element: Element): boolean {
  const lineage = ancestors(element);
  const inMain = lineage.some(
    (node) => tagOf(node) === 'main' || tagOf(node) === 'article' || node.attribs.role === 'main',
  );
  return lineage.some((node) => {
    const tag = tagOf(node);
    // The body's classes describe the whole page ("genesis-breadcrumbs-hidden").
    if (tag === 'body' || tag === 'html') return false;
    if (tag === 'nav' || tag === 'aside') return true;
    if (tag === 'footer' && !inMain) return true;
    if (tag === 'header' && !inMain && !titleBlock(node)) return true;
    const names = [
      ...(node.attribs.class ?? '').split(/\s+/),
      node.attribs.id ?? '',
      node.attribs.role ?? '',
    ].filter(Boolean);
    return names.some((name) => namesChrome(name) && !(inMain && /footer/i.test(name)));
  });
}

/** Names of blocks that show other items beside the page's own: related, recommended, paid. */
const NEIGHBOUR_WORDS =
  /related|recommend|similar|also[-_ ]?(?:bought|viewed|like)|customers[-_ ]also|you[-_ ]may|you[-_ ]might|more[-_ ]from|upsell|cross[-_]?sell|sponsor|advert|promot/i;
/**
 * "ad", "ads" name an advert's slot, and on a classifieds site each listing ("ad-card",
 * "classified-ad"): the word alone does not tell them apart (see adBlock).
 */
const AD_WORD = /\bads?\b/i;
/** What an ad network's slot holds: its advert is drawn in a frame or an embed. */
const FRAMES = new Set(['iframe', 'ins', 'embed', 'object']);

/** What a block named "ad" is: a slot for an advert, a listing, or a part of either. */
type AdBlock = 'slot' | 'listing' | 'part';

const adBlocks = new WeakMap<Element, AdBlock>();

/**
 * A block named "ad" showing a heading, or a link with words to the site's own pages (a
 * relative address; an advert leads elsewhere), is a listing ("ad-card"); one holding a frame
 * and neither is an advert's slot; one with neither ("ad-price", a slot's empty box or its
 * script) is a part, and the block around it decides.
 */
function adBlock(node: Element): AdBlock {
  let known = adBlocks.get(node);
  if (known === undefined) {
    let titled = false;
    let framed = false;
    const visit = (element: Element): void => {
      for (const child of element.children) {
        if (titled || !isElement(child)) continue;
        const tag = tagOf(child);
        if (FRAMES.has(tag)) framed = true;
        const href = tag === 'a' ? (child.attribs.href ?? '') : '';
        const ownLink = href !== '' && !/^(?:[a-z][a-z+.-]*:|\/\/|#)/i.test(href);
        if ((/^h[1-6]$/.test(tag) || ownLink) && cleanText(textOfNode(child)).length >= 3)
          titled = true;
        else visit(child);
      }
    };
    visit(node);
    known = titled ? 'listing' : framed ? 'slot' : 'part';
    adBlocks.set(node, known);
  }
  return known;
}

/** The heading just before an element, if its previous sibling is one. */
function headingBefore(element: Element): string {
  let node = element.prev;
  while (node && !isElement(node)) node = node.prev;
  return node && /^h[1-6]$/.test(tagOf(node)) ? cleanText(textOfNode(node)) : '';
}

function textOfNode(element: Element): string {
  return element.children
    .map((child) => (isText(child) ? child.data : isElement(child) ? textOfNode(child) : ''))
    .join(' ');
}

/**
 * What the blocks around an element call themselves: ids, classes, labels and the heading just
 * before each ("Reviews", "On the radar"), as raw text for the caller to split into words.
 */
export function placeNames(element: Element): string[] {
  const names: string[] = [];
  for (const node of ancestors(element)) {
    const tag = tagOf(node);
    if (tag === 'body' || tag === 'html') break;
    names.push(
      node.attribs.class ?? '',
      node.attribs.id ?? '',
      node.attribs['aria-label'] ?? '',
      headingBefore(node),
    );
  }
  return names.filter(Boolean);
}

/**
 * Inside a block of other items shown beside the page's own ("Customers also bought",
 * "Related products", sponsored results), or hidden from view.
 */
export function inNeighbourBlock(element: Element): boolean {
  // Inside a block named "ad" that is no listing, unless a listing holds it.
  let adPart = false;
  let listing = false;
  for (const node of [element, ...ancestors(element)]) {
    const tag = tagOf(node);
    if (tag === 'body' || tag === 'html') break;
    if (
      node.attribs.hidden !== undefined ||
      node.attribs['aria-hidden'] === 'true' ||
      /display\s*:\s*none|visibility\s*:\s*hidden/i.test(node.attribs.style ?? '')
    )
      return true;
    const names = `${node.attribs.class ?? ''} ${node.attribs.id ?? ''} ${node.attribs['aria-label'] ?? ''} ${headingBefore(node)}`;
    if (NEIGHBOUR_WORDS.test(names)) return true;
    if (listing || !AD_WORD.test(names)) continue;
    const kind = adBlock(node);
    if (kind === 'slot') return true;
    if (kind === 'listing') listing = true;
    else adPart = true;
  }
  return adPart && !listing;
}

/**
 * The element or its nearest ancestor whose tag passes the test. Walked by hand: a CSS
 * `closest()` compiles its selector on every call, which dominated training on large pages.
 */
export function closestTag(element: Element, test: (tag: string) => boolean): Element | null {
  for (let node: Element | null = element; node; node = parentElement(node))
    if (test(tagOf(node))) return node;
  return null;
}
