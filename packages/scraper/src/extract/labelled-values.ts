/**
 * Label and value pairs as pages show them: `<dt>Salary</dt><dd>…</dd>`, two-cell table rows,
 * "Location: Lisbon", `<strong>Publisher:</strong> Penguin`. The agent names and finds fields
 * by their labels; a job reads a field by its label on every page, wherever the pair sits.
 */
import type { CheerioAPI } from 'cheerio';
import { isTag, isText } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { parseDate } from './dates.js';
import { blockText } from './block-text.js';
import { cleanText } from './normalise.js';

export interface LabelPair {
  /** The label as shown, without its colon. */
  label: string;
  /** The label compared: lower case, one space, no colon. */
  key: string;
  value: string;
  /** The element holding exactly the value, when there is one (a dd, a td, a span). */
  valueElement: Element | null;
  /** The elements the value is made of (each tag of a "Tags:" line). */
  valueElements: Element[];
  labelElement: Element;
}

const MAX_LABEL_LENGTH = 60;
const MAX_LABEL_WORDS = 7;
const MAX_PAIRS = 3000;
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'select',
  'option',
  'head',
]);
const INLINE = new Set([
  'b',
  'strong',
  'em',
  'i',
  'u',
  'small',
  'span',
  'abbr',
  'sup',
  'sub',
  'mark',
]);

/** The form a label is compared in. */
export function labelKey(label: string): string {
  return cleanText(label)
    .replace(/\s*[:：]\s*$/, '')
    .toLowerCase();
}

function looksLikeLabel(text: string): boolean {
  const label = cleanText(text).replace(/\s*[:：]\s*$/, '');
  if (!label || label.length > MAX_LABEL_LENGTH) return false;
  if (label.split(' ').length > MAX_LABEL_WORDS) return false;
  // A clock time or a number is a value, not a label.
  if (!/\p{L}/u.test(label)) return false;
  // A sentence ends in a full stop; an abbreviation ("Tel.", "Art.-Nr.", "Ref.") may too.
  const abbreviated = /(?:^|[\s.-])\p{L}{1,4}\.$/u.test(label) && label.split(' ').length <= 2;
  return !/[!?]$/.test(label) && (!/\.$/.test(label) || abbreviated);
}

function elementChildren(element: Element): Element[] {
  return element.children.filter(isTag).filter((child) => !SKIPPED.has(child.tagName));
}

/** Controls say what can be chosen, not what the item is: "Size: [S M L XL]" has no value. */
const CONTROLS = new Set(['select', 'option', 'textarea', 'button', 'script', 'style', 'template']);

/** A node's text as a reader sees it (blocks apart), without the choices of controls. */
function textOf(_$: CheerioAPI, node: AnyNode): string {
  return blockText([node], CONTROLS);
}

function isBreak(node: AnyNode): boolean {
  return isTag(node) && (node.tagName === 'br' || node.tagName === 'hr');
}

/** A label element's value: the nodes after it up to a line break or the next label. */
function valueAfter($: CheerioAPI, label: Element): { text: string; elements: Element[] } | null {
  const parts: string[] = [];
  const elements: Element[] = [];
  for (let node = label.next; node; node = node.next) {
    if (isBreak(node)) break;
    if (isTag(node)) {
      if (SKIPPED.has(node.tagName)) continue;
      const text = textOf($, node);
      if (/[:：]$/.test(text) && looksLikeLabel(text) && parts.length > 0) break;
      if (text) {
        parts.push(text);
        elements.push(node);
      }
    } else if (isText(node)) {
      const text = cleanText(node.data);
      if (text) parts.push(text);
    }
  }
  const text = cleanText(parts.join(' ')).replace(/^[:：]\s*/, '');
  if (!text) return null;
  // The elements stand for the value only when no loose text sits between them.
  const covered = cleanText(elements.map((element) => textOf($, element)).join(' ')) === text;
  return { text, elements: covered ? elements : [] };
}

function pairsOfRow($: CheerioAPI, row: Element, add: (pair: LabelPair) => void): void {
  const cells = elementChildren(row).filter(
    (cell) => cell.tagName === 'th' || cell.tagName === 'td',
  );
  const [first, second] = cells;
  if (!first || !second) return;
  const label = textOf($, first);
  const headerLed = first.tagName === 'th' && second.tagName === 'td';
  if (!(cells.length === 2 || headerLed) || !looksLikeLabel(label)) return;
  const value = textOf($, second);
  if (value) add(pair(label, value, [second], first));
}

function pair(
  label: string,
  value: string,
  valueElements: Element[] | null,
  labelElement: Element,
): LabelPair {
  const shown = cleanText(label).replace(/\s*[:：]\s*$/, '');
  const elements = valueElements ?? [];
  return {
    label: shown,
    key: labelKey(shown),
    value,
    valueElement: elements.length === 1 ? (elements[0] ?? null) : null,
    valueElements: elements,
    labelElement,
  };
}

/**
 * "By: Maria Gomez | June 4, 2025": a separator drawn between the value and another fact (a
 * date, a figure, another label) ends the value; "Home | Garden" stays one value.
 */
function beforeSeparator(value: string): string {
  const match = /\s[|•·]\s/.exec(value);
  if (!match) return value;
  const rest = value.slice(match.index + match[0].length);
  const other = /^\d/.test(rest) || parseDate(rest).parsed || /^[^:：]{1,30}[:：]\s/.test(rest);
  return other ? value.slice(0, match.index).trim() : value;
}

/** "Location: Lisbon" in one element's text. */
function inlinePair($: CheerioAPI, element: Element): LabelPair | null {
  // "| Agent: …": a separator before the label parts it from the fact before, not from its value.
  const text = textOf($, element).replace(/^[|•·]\s*/, '');
  const match = /^([^:：]{1,60})[:：]\s*(\S.*)$/.exec(text);
  const label = match?.[1];
  const value = match?.[2] ? beforeSeparator(match[2]) : undefined;
  if (!label || !value || !looksLikeLabel(label) || value.startsWith('//')) return null;
  // "10:30" is a clock time and "https://" an address, not a label and its value.
  if (/\d$/.test(label) && /^\d/.test(value)) return null;
  return pair(label, cleanText(value), null, element);
}

/** Tags a page sets a label in when it writes no colon: `<span><b>Trims</b> 19</span>`. */
const LABEL_TAGS = new Set(['b', 'strong', 'label', 'dt', 'th']);

/** "<b>Seats</b> 2-5": an emphasised first word group, then the value in the same element. */
function boldLedPair($: CheerioAPI, element: Element, children: Element[]): LabelPair | null {
  const [first] = children;
  if (!first || !LABEL_TAGS.has(first.tagName) || children.length > 3) return null;
  // The label opens the element: no text before it.
  for (let node = element.firstChild; node && node !== first; node = node.next)
    if (isText(node) && node.data.trim()) return null;
  const label = textOf($, first);
  const whole = textOf($, element);
  if (!looksLikeLabel(label) || !whole.startsWith(label)) return null;
  const value = cleanText(whole.slice(label.length)).replace(/^[:：-]\s*/, '');
  if (!value || value.length > 200) return null;
  return pair(label, value, null, first);
}

const LABEL_CLASS = /label|name|key|term|title|attr|head|caption/i;
const VALUE_CLASS = /value|data|desc|val\b|content|detail|info/i;
/** A short list of two-part rows is a specification list, even without classes to say so. */
const MIN_SPEC_ROWS = 3;

function twoParts(element: Element): [Element, Element] | null {
  const children = elementChildren(element);
  const [first, second] = children;
  if (children.length !== 2 || !first || !second) return null;
  if (element.children.some((node) => isText(node) && node.data.trim())) return null;
  return elementChildren(first).length === 0 ? [first, second] : null;
}

/** Rows of two parts among an element's siblings of its tag, counted once per parent. */
const TWO_PART_ROWS = new WeakMap<object, Map<string, number>>();

function twoPartRows(element: Element): number {
  const parent = element.parent;
  if (!parent) return 0;
  let counts = TWO_PART_ROWS.get(parent);
  if (!counts) {
    counts = new Map();
    for (const sibling of parent.children)
      if (isTag(sibling) && twoParts(sibling))
        counts.set(sibling.tagName, (counts.get(sibling.tagName) ?? 0) + 1);
    TWO_PART_ROWS.set(parent, counts);
  }
  return counts.get(element.tagName) ?? 0;
}

/**
 * `<li><span class="spec-name">Publisher</span><span class="spec-value">Canongate</span></li>`:
 * a row of a label element and a value element, no colon; told by the two parts' classes, or by
 * being one of a run of rows made the same way.
 */
function twoPartPair($: CheerioAPI, element: Element): LabelPair | null {
  // A heading of two spans is a heading and its tools ("Ingredients" "[edit]"), not a pair.
  if (/^h[1-6]$/.test(element.tagName)) return null;
  const parts = twoParts(element);
  if (!parts) return null;
  const [first, second] = parts;
  const label = textOf($, first);
  const value = textOf($, second);
  if (!value || !looksLikeLabel(label) || label.length > 40 || /[:：]$|^\[.*\]$/.test(value))
    return null;
  const classed =
    LABEL_CLASS.test(first.attribs.class ?? '') && VALUE_CLASS.test(second.attribs.class ?? '');
  const rows = twoPartRows(element);
  if (!classed && rows < MIN_SPEC_ROWS && !(rows >= 2 && classedApart(first, second))) return null;
  return pair(label, value, [second], first);
}

/**
 * `<div class="k">Location</div><div class="v">…</div>`: parts each given a class, different
 * ones, whatever the words; two such rows make a list of facts as three plain rows do.
 */
function classedApart(first: Element, second: Element): boolean {
  const a = first.attribs.class?.trim();
  const b = second.attribs.class?.trim();
  return Boolean(a && b && a !== b);
}

function isInlineOnly(children: Element[]): boolean {
  return children.every(
    (child) => INLINE.has(child.tagName) && elementChildren(child).length === 0,
  );
}

/** A separator drawn between facts of a line ("<span class="pipe">|</span>"). */
const SEPARATOR = /^[|•·/]$/;

/** One link, beside nothing but separators drawn before it. */
function oneLink($: CheerioAPI, children: Element[]): boolean {
  const links = children.filter((child) => child.tagName === 'a');
  const [only] = links;
  return (
    links.length === 1 &&
    only !== undefined &&
    elementChildren(only).length === 0 &&
    children.every((child) => child === only || SEPARATOR.test(textOf($, child)))
  );
}

/** Every label and value pair under `root`, in page order. */
export function labelPairs($: CheerioAPI, root: Element): LabelPair[] {
  const pairs: LabelPair[] = [];
  const add = (found: LabelPair | null) => {
    if (found && pairs.length < MAX_PAIRS && found.value.length > 0) pairs.push(found);
  };
  const visit = (element: Element): void => {
    if (pairs.length >= MAX_PAIRS || SKIPPED.has(element.tagName)) return;
    const tag = element.tagName;
    if (tag === 'dt') {
      let sibling = element.next;
      while (sibling && !isTag(sibling)) sibling = sibling.next;
      const label = textOf($, element);
      if (sibling && isTag(sibling) && sibling.tagName === 'dd' && looksLikeLabel(label))
        add(pair(label, textOf($, sibling), [sibling], element));
      return;
    }
    if (tag === 'tr') {
      const before = pairs.length;
      pairsOfRow($, element, add);
      if (pairs.length > before) return;
    }
    if (tag === 'a' || tag === 'button') return;
    const children = elementChildren(element);
    if (children.length > 0) {
      const before = pairs.length;
      for (const child of children) visit(child);
      if (pairs.length === before && tag !== 'td' && tag !== 'th') {
        const parts = twoPartPair($, element);
        if (parts) add(parts);
        else if (isInlineOnly(children))
          add(inlinePair($, element) ?? boldLedPair($, element, children));
        // "Agent: <a>Coghlan Estates</a>": a label, then its value as the element's one link.
        else if (oneLink($, children)) add(inlinePair($, element));
      }
      return;
    }
    const text = textOf($, element);
    if (!text || tag === 'td' || tag === 'th') return;
    if (/[:：]$/.test(text) && looksLikeLabel(text)) {
      const value = valueAfter($, element);
      if (value) add(pair(text, value.text, value.elements, element));
      return;
    }
    add(inlinePair($, element));
  };
  visit(root);
  return pairs;
}

const cache = new WeakMap<Element, LabelPair[]>();

/** The first pair under `root` whose label reads as `label` (case and colon aside). */
export function findLabelled($: CheerioAPI, root: Element, label: string): LabelPair | undefined {
  let pairs = cache.get(root);
  if (!pairs) {
    pairs = labelPairs($, root);
    cache.set(root, pairs);
  }
  const key = labelKey(label);
  return pairs.find((candidate) => candidate.key === key);
}
