/** The values inside one record: where each sits, what it holds, what names it. */
import type { CheerioAPI } from 'cheerio';
import { textLines } from '@gleaner/scraper';
import { isTag, isText } from 'domhandler';
import type { ValueKind } from '@gleaner/shared';
import type { ValueShape } from '../text/values.js';
import { cleanText, isRatingClass, isRatingText, shapeOf } from '../text/values.js';
import type { Element } from './dom.js';
import {
  childElements,
  closestTag,
  isLeafValue,
  ownText,
  parentElement,
  stableClasses,
  tagOf,
  textOf,
} from './dom.js';
import { attributeTokens, nameTokens } from './naming.js';
import { STRUCK_STYLE, stepOf } from './selectors.js';
import { spokenPrice } from './spoken-prices.js';

/** A value found inside one record. */
export interface ValueNode {
  /** Path without positions: how the same value is found in every record. */
  key: string;
  /** Path with the position among same-tag siblings, for values told apart only by order. */
  positionKey: string;
  element: Element;
  /** Which element of a multi-element record (0 = the container). */
  rootIndex: number;
  steps: string[];
  positionSteps: string[];
  kind: ValueKind;
  attribute?: string;
  /** The line of the element's text it is (lines end at `<br>`), for loose text between breaks. */
  line?: number;
  /** What of the attribute is the value ("mailto:…" holds an address). */
  pattern?: string;
  value: string;
  hints: string[];
  label: string | null;
  heading: boolean;
  linkText: boolean;
  itemprop: string | null;
}

const SKIP_INSIDE_RECORD = new Set([
  'button',
  'select',
  'form',
  'input',
  'textarea',
  'label',
  'nav',
]);
export const SHAPE_KIND: Record<ValueShape, ValueKind> = {
  price: 'price',
  rating: 'rating',
  date: 'date',
  availability: 'text',
  email: 'text',
  phone: 'text',
  number: 'number',
  url: 'url',
  image: 'image',
  text: 'text',
};

/**
 * The label just before an element: a string, null when something else comes first, undefined
 * when nothing does (the element opens its parent).
 */
function siblingLabel($: CheerioAPI, element: Element): string | null | undefined {
  let node = element.prev;
  while (node && isText(node) && !node.data.trim()) node = node.prev;
  if (!node) return undefined;
  if (isText(node)) {
    const text = cleanText(node.data);
    const match = /([A-Za-z][A-Za-z ]{0,30}):$/.exec(text);
    // "Started by <a>bob42</a>", "Posted by …": a byline names its person without a colon.
    const byline = /(?:^|\s)([A-Za-z]+ by)$/i.exec(text);
    return match?.[1] ?? byline?.[1] ?? null;
  }
  if (isTag(node)) {
    const tag = tagOf(node);
    const text = textOf($, node);
    if ((tag === 'th' || tag === 'dt' || tag === 'label') && text.length <= 40)
      return text.replace(/:$/, '');
    if (/:$/.test(text) && text.length <= 30) return text.replace(/:$/, '');
  }
  return null;
}

/** A link's percent-encoded part as text; one malformed escape leaves it as written. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Levels climbed from a value that opens its parent to find the label before that parent. */
const LABEL_CLIMB = 2;

function labelBefore($: CheerioAPI, element: Element, root: Element): string | null {
  const header = tableHeader($, element, root);
  // "<span>List:</span><span class="price"><span>$29.99</span></span>": the label stands
  // before the block the value opens.
  let node: Element | null = element;
  for (let level = 0; node && node !== root && level <= LABEL_CLIMB; level += 1) {
    const label = siblingLabel($, node);
    // A cell under a header row is named by its column, never by the row's own header cell
    // ("Oslo" before each figure of its row is the record's name, not the figures' label).
    if (label) return header && rowHeaderBefore(node) ? header : label;
    if (label === null) break;
    node = parentElement(node);
  }
  // "Tags: <a>…</a> <a>…</a>": the label is the parent's own text.
  const parent = parentElement(element);
  if (parent && parent !== root.parent) {
    // Only the parent's first words can be a label; reading all its text is quadratic on long pages.
    const first = parent.children.find((node) => isText(node) && node.data.trim());
    const own = first && isText(first) ? cleanText(first.data) : '';
    const match = /^([A-Za-z][A-Za-z ]{0,30}):/.exec(own);
    if (match?.[1]) return match[1];
  }
  return header;
}

/** A data cell right after its row's header cell. */
function rowHeaderBefore(cell: Element): boolean {
  let node = cell.prev;
  while (node && !isTag(node)) node = node.prev;
  return tagOf(cell) === 'td' && node !== null && isTag(node) && tagOf(node) === 'th';
}

/** The header cell above a table cell, when the record is a table row. */
function tableHeader($: CheerioAPI, element: Element, root: Element): string | null {
  let cell: Element | null = element;
  // A row's own header cell (<th scope="row">Oslo</th>) is named by its column too.
  const isCell = (node: Element) => tagOf(node) === 'td' || tagOf(node) === 'th';
  while (cell && !isCell(cell) && cell !== root) cell = parentElement(cell);
  if (!cell || !isCell(cell)) return null;
  const row = parentElement(cell);
  if (!row) return null;
  const index = childElements(row).indexOf(cell);
  const table = closestTag(row, (tag) => tag === 'table');
  if (!table) return null;
  return headersOf($, table)[index] ?? null;
}

/** Header texts per table, read once: a big table would otherwise be scanned once per cell. */
const HEADERS = new WeakMap<Element, string[]>();

function headersOf($: CheerioAPI, table: Element): string[] {
  const cached = HEADERS.get(table);
  if (cached) return cached;
  // A row of header cells; an empty corner cell above the rows' own headers is still one.
  const headerRow = $(table)
    .find('tr')
    .filter(
      (_, tr) =>
        $(tr).children('th').length > 0 &&
        $(tr)
          .children('td')
          .toArray()
          .every((cell) => !cleanText($(cell).text())),
    )
    .first();
  const headers = headerRow
    .children('th, td')
    .toArray()
    .map((cell) => cleanText($(cell).text()));
  HEADERS.set(table, headers);
  return headers;
}

/** Words a link's address says about its text: "user?id=…" names a user, "from?site=…" a site. */
function linkWords(element: Element): string[] {
  const href = element.attribs.href;
  if (!href || /^(?:javascript:|mailto:)/i.test(href)) return [];
  try {
    const url = new URL(href, 'http://x.invalid/');
    // "#customerReviews", "#comments": the part of the page the link leads to says what it counts.
    const part =
      url.hash.length > 1 ? nameTokens(url.hash.slice(1)).filter((word) => word.length >= 3) : [];
    if (part.length > 0) return part;
    if (href.startsWith('#')) return [];
    // "/section/science" read "Science", "/category/shoes" read "Shoes": the word before the
    // link's own name says what kind of thing it names.
    const segments = url.pathname.split('/').filter(Boolean);
    const named = segments.at(-1) ?? '';
    const kind = segments.at(-2) ?? '';
    const text = ownText(element)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    if (/^[a-z]{3,20}$/i.test(kind) && text && named.toLowerCase() === text)
      return [kind.toLowerCase()];
    // Only an address that asks a question ("user?id=") says what its text is.
    if (!url.search) return [];
    const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
    return [last, ...url.searchParams.keys()]
      .filter((word) => /^[a-z]{3,20}$/i.test(word))
      .map((word) => word.toLowerCase());
  } catch {
    return [];
  }
}

const SEMANTIC_TAGS = new Set(['address']);
const STAR_WIDTH = /(?:^|;)\s*width\s*:\s*\d+(?:\.\d+)?%/i;
/** Class words of an element drawing a rating. */
const RATING_WORDS = /rating|stars?\b|score/i;

/**
 * `<a><svg aria-label="star"/> 12.4k</a>`: an icon beside a bare count says what it counts.
 * Icons only (svg, i), not pictures, whose alt text is the item's own name.
 */
export function iconWords(holder: Element): string[] {
  const words: string[] = [];
  for (const child of holder.children.filter(isTag).slice(0, 3)) {
    const tag = tagOf(child);
    if (tag !== 'svg' && tag !== 'i') continue;
    const label = child.attribs['aria-label'] ?? child.attribs.title ?? '';
    if (label && label.length <= 30) words.push(...nameTokens(label));
    const field = iconField(child);
    if (field) words.push(field);
  }
  return words;
}

/**
 * What an icon font's glyph beside a value says it is: "fa-map-marker", "bi-geo-alt",
 * "icon-calendar". The names are the icon fonts' own, shared by every site that uses them.
 */
const ICON_FIELDS: [RegExp, string][] = [
  [/map-?marker|location|(?:^|-)pin(?:$|-)|(?:^|-)geo(?:$|-)|(?:^|-)place(?:$|-)/, 'location'],
  [/calendar|(?:^|-)date(?:$|-)/, 'date'],
  [/clock|(?:^|-)time(?:$|-)/, 'time'],
  [/envelope|(?:^|-)e?mail(?:$|-)/, 'email'],
  [/phone|(?:^|-)tel(?:$|-)/, 'phone'],
  [/building|(?:^|-)company(?:$|-)/, 'company'],
];
/** The class of an icon font's glyph: "fa", "fas", "bi", "icon", "glyphicon", "material-icons". */
const ICON_CLASS =
  /^(?:fa[srlbdk]?|fa-solid|fa-regular|bi|icons?|glyphicon|material-icons(?:-\w+)?|ion|la[srb]?|ti)$|^(?:icon|fa|bi|glyphicon|ion|la|ti)-/;

/** The field an icon glyph names, or null. */
export function iconField(icon: Element): string | null {
  const classes = (icon.attribs.class ?? '').split(/\s+/).filter(Boolean);
  if (!classes.some((name) => ICON_CLASS.test(name))) return null;
  for (const name of classes)
    for (const [pattern, field] of ICON_FIELDS) if (pattern.test(name)) return field;
  return null;
}

function hintsOf(element: Element, root: Element): string[] {
  const hints: string[] = [];
  const link = closestTag(element, (tag) => tag === 'a');
  if (link && link !== root) hints.push(...linkWords(link));
  hints.push(...iconWords(element));
  if (link && link !== root && link !== element) hints.push(...iconWords(link));
  let node: Element | null = element;
  // The container's own classes name the record ("quote"), not its fields.
  while (node && (node !== root || element === root)) {
    for (const name of stableClasses(node)) hints.push(...nameTokens(name));
    hints.push(...attributeTokens(node.attribs));
    // <address>: the tag says what the value is.
    if (SEMANTIC_TAGS.has(tagOf(node))) hints.push(tagOf(node));
    // A crossed-out value ("<del>£12.99</del>") says so by its tag alone.
    if (/^(?:del|s|strike)$/.test(tagOf(node)) || STRUCK_STYLE.test(node.attribs.style ?? ''))
      hints.push('del');
    if (node === root) break;
    node = parentElement(node);
  }
  return hints;
}

/** Each child with its step: plain, or with its position when it shares its tag with siblings. */
function positioned(parent: Element): [Element, string][] {
  const children = childElements(parent);
  const seen = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const child of children) totals.set(tagOf(child), (totals.get(tagOf(child)) ?? 0) + 1);
  return children.map((child) => {
    const tag = tagOf(child);
    const position = (seen.get(tag) ?? 0) + 1;
    seen.set(tag, position);
    return [child, (totals.get(tag) ?? 0) > 1 ? `${tag}:nth-of-type(${position})` : stepOf(child)];
  });
}

/**
 * "<a>Band</a><br>Album<br>Genre": loose text between line breaks, which no selector reaches,
 * as values of their own, addressed by their line.
 */
function pushLines(
  element: Element,
  key: string,
  positionKey: string,
  push: (
    node: Omit<
      ValueNode,
      | 'element'
      | 'rootIndex'
      | 'steps'
      | 'positionSteps'
      | 'key'
      | 'positionKey'
      | 'hints'
      | 'label'
      | 'heading'
      | 'linkText'
      | 'itemprop'
    > &
      Partial<ValueNode>,
  ) => void,
): void {
  if (!element.children.some((child) => isTag(child) && tagOf(child) === 'br')) return;
  const lines = textLines(element);
  if (lines.length < 2) return;
  lines.forEach((line, index) => {
    if (!line.bare || line.text.length > 200) return;
    push({
      kind: SHAPE_KIND[shapeOf(line.text)],
      value: line.text,
      line: index + 1,
      key: `${key}@line${index + 1}`,
      positionKey: `${positionKey}@line${index + 1}`,
    });
  });
}

function hasBreaks(element: Element): boolean {
  return element.children.some((child) => isTag(child) && tagOf(child) === 'br');
}

/** Whether only white space lies between a node and the next break (or the edge) that way. */
function lineEdge(node: Element, way: 'prev' | 'next'): boolean {
  for (let sibling = node[way]; sibling; sibling = sibling[way]) {
    if (isText(sibling)) {
      if (sibling.data.trim()) return false;
      continue;
    }
    return isTag(sibling) && tagOf(sibling) === 'br';
  }
  return true;
}

/**
 * "<li><strong>Margaret Ellis</strong><br>Chair</li>": an element that is a whole line of a
 * leaf parted by breaks is a value of its own, as a loose line is; read whole, the leaf runs
 * the name into the role.
 */
function lineElements(element: Element): [Element, string][] {
  if (!hasBreaks(element)) return [];
  return positioned(element).filter(
    ([child]) => tagOf(child) !== 'br' && lineEdge(child, 'prev') && lineEdge(child, 'next'),
  );
}

/** The loose lines of a record's own element (lines ending at `<br>`), each a value. */
function rootLines(root: Element, rootIndex: number): ValueNode[] {
  if (!root.children.some((child) => isTag(child) && tagOf(child) === 'br')) return [];
  return textLines(root).flatMap((line, index): ValueNode[] =>
    line.bare && line.text.length <= 200 && !/:$/.test(line.text)
      ? [
          {
            key: `${rootIndex}|@line${index + 1}`,
            positionKey: `${rootIndex}|@line${index + 1}`,
            element: root,
            rootIndex,
            steps: [],
            positionSteps: [],
            kind: SHAPE_KIND[shapeOf(line.text)],
            value: line.text,
            line: index + 1,
            hints: [],
            label: null,
            heading: false,
            linkText: false,
            itemprop: null,
          },
        ]
      : [],
  );
}

/** Longest text read as one value from a word or two in their own elements and loose text. */
const MAX_MIXED_TEXT = 60;
const MAX_MIXED_PART = 20;

/**
 * "<span><span>Posted</span> 3 days ago</span>": loose text beside a word or two set in their
 * own elements is one value with them; the loose text alone is reached by no selector.
 */
function mixedText($: CheerioAPI, element: Element): string | null {
  const own = ownText(element);
  if (own.length < 2 || /:$/.test(own)) return null;
  const children = childElements(element);
  if (children.length === 0 || children.length > 2) return null;
  const plain = children.every(
    (child) =>
      !/^(?:a|img|button|input|select)$/.test(tagOf(child)) &&
      childElements(child).length === 0 &&
      textOf($, child).length <= MAX_MIXED_PART,
  );
  if (!plain) return null;
  const text = textOf($, element);
  return text.length <= MAX_MIXED_TEXT ? text : null;
}

/** A figure alone, as counts are shown ("408", "12.3k", "1,204"). */
const COUNT_ONLY = /^\d[\d,.]*\s*[kKmM]?$/;

/**
 * A button whose whole text is a figure is a count drawn as a control (a topic's replies that
 * open its posts, a vote tally): what it shows is data; "Add to cart" beside it is not.
 */
function countButton($: CheerioAPI, button: Element): boolean {
  return COUNT_ONLY.test(textOf($, button));
}

/** Longest text of an address block read whole; longer holds more than the address. */
const MAX_ADDRESS_BLOCK = 160;

/** Tags a page draws an icon with: a glyph font's element or an empty span. */
const ICON_TAGS = new Set(['i', 'span', 'em']);
/** "7 in stock", "12 reviews", "1.2k views": a figure, then at most three words of what it counts. */
const COUNT_LABEL = /^\d[\d,.]*\s*[kKmM]?\s+(?:\p{L}+\s+){0,2}\p{L}+$/u;
const MAX_COUNT_LABEL = 40;

/** The readable attribute of an icon that shows no text, when it holds a count. */
function iconCount(element: Element): { attribute: string; value: string } | null {
  if (!ICON_TAGS.has(tagOf(element))) return null;
  // Only an icon: nothing with text or another box inside.
  if (childElements(element).length > 0) return null;
  if (element.children.some((child) => isText(child) && child.data.trim())) return null;
  for (const attribute of ['title', 'aria-label']) {
    const value = cleanText(element.attribs[attribute] ?? '');
    if (value.length <= MAX_COUNT_LABEL && COUNT_LABEL.test(value)) return { attribute, value };
  }
  return null;
}

export function collect($: CheerioAPI, root: Element, rootIndex: number): ValueNode[] {
  const nodes: ValueNode[] = [];
  const visit = (element: Element, steps: string[], positionSteps: string[]): void => {
    const tag = tagOf(element);
    if (SKIP_INSIDE_RECORD.has(tag) && !(tag === 'button' && countButton($, element))) return;
    // "name codeRepository": an element may carry several properties; the first names it.
    const itemprop = element.attribs.itemprop?.trim().split(/\s+/)[0] ?? null;
    const base = {
      element,
      rootIndex,
      steps,
      positionSteps,
      key: `${rootIndex}|${steps.join(' > ')}`,
      positionKey: `${rootIndex}|${positionSteps.join(' > ')}`,
      hints: hintsOf(element, root),
      label: labelBefore($, element, root),
      heading: closestTag(element, (name) => /^h[1-6]$/.test(name)) !== null,
      linkText: false,
      itemprop,
    };
    const push = (node: Omit<ValueNode, keyof typeof base> & Partial<ValueNode>) =>
      nodes.push({ ...base, ...node });
    /** A value held in one of the element's attributes, keyed apart from its text. */
    const pushAttribute = (kind: ValueKind, attribute: string, value: string) =>
      push({
        kind,
        attribute,
        value,
        key: `${base.key}@${attribute}`,
        positionKey: `${base.positionKey}@${attribute}`,
      });
    if (tag === 'meta') {
      const content = element.attribs.content;
      if (itemprop && content)
        push({
          kind: 'text',
          attribute: 'content',
          value: cleanText(content),
          key: `${base.key}@content`,
        });
      return;
    }
    // <link itemprop="availability" href="https://schema.org/InStock">: a value with no text.
    if (tag === 'link') {
      const href = element.attribs.href;
      if (itemprop && href)
        push({ kind: 'text', attribute: 'href', value: href, key: `${base.key}@href` });
      return;
    }
    // A rating drawn as stars says its value in an attribute: alt="4.5 star rating".
    const ratingAttribute = ['title', 'aria-label', 'alt'].find((name) =>
      isRatingText(element.attribs[name] ?? ''),
    );
    if (ratingAttribute) {
      pushAttribute('rating', ratingAttribute, cleanText(element.attribs[ratingAttribute] ?? ''));
      return;
    }
    // A price told in the label of what shows it in hidden pieces, or shows nothing.
    const spoken = spokenPrice(element);
    if (spoken) {
      pushAttribute('price', 'aria-label', spoken);
      return;
    }
    if (tag === 'img') {
      const source =
        element.attribs.src && !/^data:/.test(element.attribs.src) ? 'src' : 'data-src';
      const value = element.attribs[source];
      if (value) pushAttribute('image', source, value);
      return;
    }
    const className = element.attribs.class ?? '';
    if (isRatingClass(className)) {
      pushAttribute('rating', 'class', className);
      return;
    }
    // Text is read only where it is used: reading it for every element costs depth × size.
    const ratingLike = RATING_WORDS.test(className);
    const ratingText = ratingLike ? textOf($, element) : '';
    if (ratingLike && isRatingText(ratingText)) {
      push({ kind: 'rating', value: ratingText });
      return;
    }
    // Stars filled to a width: `<div class="stars"><div style="width: 80%">` is 4 of 5.
    const style = element.attribs.style ?? '';
    const parentClass =
      element.parent && isTag(element.parent) ? (element.parent.attribs.class ?? '') : '';
    if (STAR_WIDTH.test(style) && RATING_WORDS.test(`${className} ${parentClass}`) && !ratingText) {
      pushAttribute('rating', 'style', style);
      return;
    }
    const dated = dateAttribute(element);
    if (dated) {
      push({
        kind: 'date',
        attribute: dated,
        value: element.attribs[dated] ?? '',
        key: `${base.key}@${dated}`,
      });
      return;
    }
    const href = element.attribs.href;
    // A mail or phone link shows an icon or "Email me"; its address is the value.
    const contact = tag === 'a' && href ? /^(mailto|tel):([^?]+)/i.exec(href.trim()) : null;
    if (contact?.[1] && contact[2]) {
      const mail = contact[1].toLowerCase() === 'mailto';
      push({
        kind: 'text',
        attribute: 'href',
        value: decoded(contact[2]).trim(),
        pattern: mail ? '^mailto:([^?]+)' : '^tel:([^?]+)',
        hints: [...base.hints, mail ? 'email' : 'phone'],
        key: `${base.key}@href`,
        positionKey: `${base.positionKey}@href`,
      });
    } else if (tag === 'a' && href && !/^(?:#|javascript:)/i.test(href)) {
      push({
        kind: 'url',
        attribute: 'href',
        value: href,
        key: `${base.key}@href`,
        positionKey: `${base.positionKey}@href`,
      });
    }
    // <div itemprop="address"><span itemprop="streetAddress">12 River St</span>, <span>Leeds</span>:
    // the whole line is the address a person reads; its parts stay values of their own.
    if ((itemprop === 'address' || tag === 'address') && !isLeafValue(element)) {
      const whole = textOf($, element);
      if (whole && whole.length <= MAX_ADDRESS_BLOCK) push({ kind: 'text', value: whole });
    }
    pushLines(element, base.key, base.positionKey, push);
    const fullText = isLeafValue(element) ? textOf($, element) : '';
    // A leaf with no text may still hold values in attributes (a star icon's title): look inside.
    if (fullText) {
      const title = element.attribs.title;
      // A shortened link text ("A Light in the ...") with the whole name in its title attribute.
      const shortened = fullText.replace(/\s*(?:\.\.\.|…)$/, '');
      if (
        title &&
        cleanText(title).length >= fullText.length &&
        cleanText(title).startsWith(shortened)
      ) {
        push({ kind: 'text', attribute: 'title', value: cleanText(title), linkText: tag === 'a' });
        return;
      }
      const shape = shapeOf(fullText);
      push({
        kind: SHAPE_KIND[shape],
        value: fullText,
        linkText: closestTag(element, (name) => name === 'a') !== null,
      });
      for (const [child, position] of lineElements(element))
        visit(child, [...steps, stepOf(child)], [...positionSteps, position]);
      return;
    }
    // `<i class="fa fa-cube" title="7 in stock"></i>`: an icon that shows no text says its
    // count only to a pointer or a screen reader, and that is the value.
    const counted = iconCount(element);
    if (counted) {
      pushAttribute(SHAPE_KIND[shapeOf(counted.value)], counted.attribute, counted.value);
      return;
    }
    const mixed = mixedText($, element);
    if (mixed) {
      const shape = shapeOf(mixed);
      push({ kind: SHAPE_KIND[shape], value: mixed });
    }
    for (const [child, position] of positioned(element)) {
      visit(child, [...steps, stepOf(child)], [...positionSteps, position]);
    }
  };
  const rootHref = root.attribs.href;
  if (tagOf(root) === 'a' && rootHref && !/^(?:#|javascript:)/i.test(rootHref)) {
    // A card that is one link: the record's own address is the card's.
    nodes.push({
      key: `${rootIndex}|@href`,
      positionKey: `${rootIndex}|@href`,
      element: root,
      rootIndex,
      steps: [],
      positionSteps: [],
      kind: 'url',
      attribute: 'href',
      value: rootHref,
      hints: [],
      label: null,
      heading: false,
      linkText: false,
      itemprop: null,
    });
  }
  // A leaf is read whole, unless line breaks part it: then its lines are values too.
  const own = isLeafValue(root) && !hasBreaks(root) ? '' : ownText(root);
  // "<li><strong>Name</strong><br>Role, Org<br><a>…</a></li>": the record's own loose lines are
  // values of their own, read by their line; the text run together says nothing.
  const lines = own ? rootLines(root, rootIndex) : [];
  if (lines.length > 0) nodes.push(...lines);
  else if (own && !/:$/.test(own)) {
    // Text straight inside a container with other children: read it as the container's text.
    nodes.push({
      key: `${rootIndex}|#own`,
      positionKey: `${rootIndex}|#own`,
      element: root,
      rootIndex,
      steps: [],
      positionSteps: [],
      kind: 'text',
      value: textOf($, root),
      hints: [],
      label: null,
      heading: false,
      linkText: false,
      itemprop: null,
    });
  }
  if (isLeafValue(root)) {
    for (const [child, position] of lineElements(root)) visit(child, [stepOf(child)], [position]);
    const text = textOf($, root);
    if (text) {
      const shape = shapeOf(text);
      nodes.push({
        key: `${rootIndex}|`,
        positionKey: `${rootIndex}|`,
        element: root,
        rootIndex,
        steps: [],
        positionSteps: [],
        kind: SHAPE_KIND[shape],
        value: text,
        hints: stableClasses(root).flatMap(nameTokens),
        label: null,
        heading: false,
        linkText: false,
        itemprop: root.attribs.itemprop ?? null,
      });
    }
    return nodes;
  }
  for (const [child, position] of positioned(root)) visit(child, [stepOf(child)], [position]);
  return nodes;
}

/**
 * The attribute holding an element's day for machines: `<time datetime>`, or an `<abbr>` whose
 * title is an ISO day (the microformats way: `<abbr class="published" title="2019-03-14">March
 * 14</abbr>`), where the text shows less than the day.
 */
export function dateAttribute(element: Element): 'datetime' | 'title' | null {
  if (element.name === 'time' && element.attribs.datetime) return 'datetime';
  if (element.name === 'abbr' && /^\d{4}-\d{2}-\d{2}/.test(element.attribs.title?.trim() ?? ''))
    return 'title';
  return null;
}
