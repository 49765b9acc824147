/**
 * A page about one item often shows others beside it: a story's "Read more" card with its own
 * byline, a rental's "Just listed near you" tiles with their own rent and beds. Such a card is a
 * small block, away from the page's heading, that links to a page of the same kind as this one
 * (/local/ferry-timetable beside /local/harbour-dredging); its values answer for the item it
 * links to. Class names need not say so ("tile", "c-x83"): the link's address does. A
 * quotation is another's too: its credit line names who said it, not who wrote the page.
 */
import type { CheerioAPI } from 'cheerio';
import { isTag, isText } from 'domhandler';
import type { AnyNode } from 'domhandler';
import type { Element } from './dom.js';
import { ancestors, inChrome, safeSelect, tagOf } from './dom.js';

/** Longest text of a card: past it, a block is a section holding many things. */
const MAX_CARD_TEXT = 240;
/** Elements that quote someone else. */
const QUOTES = new Set(['blockquote', 'q']);

/** The path's segments, without a trailing slash or an index file. */
function segments(url: URL): string[] {
  return url.pathname
    .replace(/\/index\.\w+$/, '/')
    .split('/')
    .filter(Boolean);
}

/**
 * Whether an address is another page of the kind the page is: on the same site, as deep, filed
 * under the same first segment (or both at the top), named the same way, and not the page.
 */
function siblingPage(href: string, page: URL, own: string[]): boolean {
  let target: URL;
  try {
    target = new URL(href, page);
  } catch {
    return false;
  }
  if (target.hostname.replace(/^www\./, '') !== page.hostname.replace(/^www\./, '')) return false;
  const theirs = segments(target);
  if (theirs.length !== own.length || theirs.join('/') === own.join('/')) return false;
  // "/electronics/" beside "/pocket-camcorder-2": a section, not an item named like this one.
  if (slugged(theirs[theirs.length - 1] ?? '') !== slugged(own[own.length - 1] ?? '')) return false;
  return own.length === 1 || theirs[0] === own[0];
}

/** A name made of words and numbers joined ("14-alder-court-2b", "p_1093"), not one word. */
function slugged(segment: string): boolean {
  return /[-_+\d]/.test(segment);
}

/** Characters of text under a node, counted once per node. */
function textLengths(): (node: AnyNode) => number {
  const known = new Map<AnyNode, number>();
  const length = (node: AnyNode): number => {
    if (isText(node)) return node.data.trim().length;
    if (!isTag(node) || /^(?:script|style|noscript|template)$/.test(node.name)) return 0;
    let total = known.get(node);
    if (total === undefined) {
      total = node.children.reduce((sum, child) => sum + length(child), 0);
      known.set(node, total);
    }
    return total;
  };
  return length;
}

const TESTS = new WeakMap<CheerioAPI, Map<string, (element: Element) => boolean>>();

/**
 * A test telling whether an element sits in another item's card on the page at `pageUrl`. A
 * page with no heading of its own, or no address, has no own item to tell the cards from: the
 * test then finds none.
 */
export function otherItemTest($: CheerioAPI, pageUrl: string): (element: Element) => boolean {
  let byUrl = TESTS.get($);
  if (!byUrl) TESTS.set($, (byUrl = new Map<string, (element: Element) => boolean>()));
  const known = byUrl.get(pageUrl);
  if (known) return known;
  const test = buildTest($, pageUrl);
  byUrl.set(pageUrl, test);
  return test;
}

function buildTest($: CheerioAPI, pageUrl: string): (element: Element) => boolean {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return () => false;
  }
  const heading = safeSelect($, 'body h1').find((element) => !inChrome(element));
  if (!heading) return () => false;
  const own = segments(page);
  // The blocks holding the heading are the page's own item, however small.
  const aroundHeading = new Set<Element>([heading, ...ancestors(heading)]);
  const length = textLengths();
  const linksOf = new Map<Element, Element[]>();
  const linksOut = (block: Element): Element[] => {
    let links = linksOf.get(block);
    if (!links) {
      links = [...(tagOf(block) === 'a' ? [block] : []), ...$(block).find('a[href]').toArray()];
      links = links.filter(
        (link) => standsAlone(link) && siblingPage(link.attribs.href ?? '', page, own),
      );
      linksOf.set(block, links);
    }
    return links;
  };
  return (element: Element): boolean => {
    // A menu or a breadcrumb trail links to sections, not to items like this one.
    if (inChrome(element)) return false;
    const lineage = ancestors(element);
    // A quotation is another's words: its credit line ("— Owen Pike, The Gazette") is theirs.
    if (lineage.some((block) => QUOTES.has(tagOf(block)) && !aroundHeading.has(block))) return true;
    for (const block of lineage) {
      const tag = tagOf(block);
      if (tag === 'body' || tag === 'html' || aroundHeading.has(block)) return false;
      if (length(block) > MAX_CARD_TEXT) return false;
      // A link around the value and nothing more ("By <a href=…>Helen Marsh</a>") is the
      // value's own link; one around more (a whole card) or beside it is the card's.
      const card = linksOut(block).some(
        (link) => !contains(link, element) || length(link) > length(element),
      );
      if (card) return true;
    }
    return false;
  };
}

/**
 * A card's link is a title standing on its own ("<h3><a>Ferry timetable cut</a></h3>"), not a
 * word of running text ("1 cup <a>maple syrup</a>", "Part of <a>the harbour series</a>").
 */
function standsAlone(link: Element): boolean {
  const parent = link.parent;
  if (!parent || !isTag(parent)) return true;
  return parent.children.every((child) => !isText(child) || !/[\p{L}\p{N}]/u.test(child.data));
}

function contains(outer: Element, inner: Element): boolean {
  for (let node: AnyNode | null = inner; node; node = node.parent) if (node === outer) return true;
  return false;
}
