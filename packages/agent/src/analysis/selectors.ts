import type { CheerioAPI } from 'cheerio';
import type { Element } from './dom.js';
import { NAMING_ATTRIBUTES } from './naming.js';
import {
  childElements,
  escapeAttribute,
  isElement,
  parentElement,
  safeSelect,
  stableClasses,
  tagOf,
} from './dom.js';

/** Attributes that say what an element is, usable to tell records apart from their siblings. */
const IDENTIFYING_ATTRIBUTES = [
  'itemtype',
  'itemprop',
  'role',
  'data-type',
  'data-testid',
  'data-component',
  'style',
];

function sameSet(found: Element[], wanted: Set<Element>): boolean {
  return found.length === wanted.size && found.every((element) => wanted.has(element));
}

function looksGenerated(id: string): boolean {
  return /\d{4,}|[a-f0-9]{8,}|^[:_]|:/.test(id) || !/^[a-zA-Z][\w-]*$/.test(id);
}

/** One step of a path: tag with its identifying classes. */
/**
 * The attribute a test suite names the element by (`data-testid="text-location"`), when its
 * value is a name rather than an id: on sites styled by generated classes it is the one stable
 * handle, and says what the element holds.
 */
function namingAttribute(element: Element): string | null {
  for (const name of NAMING_ATTRIBUTES) {
    const value = element.attribs[name];
    if (value && /^[A-Za-z][A-Za-z_-]{1,48}$/.test(value)) return `[${name}="${value}"]`;
  }
  // A microdata property names its element for every record alike ("programmingLanguage").
  const property = element.attribs.itemprop;
  const shown = !['meta', 'link'].includes(tagOf(element));
  if (property && shown && /^[A-Za-z]{2,40}$/.test(property) && !stableClasses(element).length)
    return `[itemprop="${property}"]`;
  return null;
}

/** Struck out by its style alone: `<span style="text-decoration: line-through">$29.99</span>`. */
export const STRUCK_STYLE = /line-through/i;

export function stepOf(element: Element): string {
  const named = namingAttribute(element);
  if (named) return `${tagOf(element)}${named}`;
  // A former price struck out by style is another value than its plain neighbour.
  if (!element.attribs.class && STRUCK_STYLE.test(element.attribs.style ?? ''))
    return `${tagOf(element)}[style*="line-through"]`;
  // "star-rating Three": the word class is the value itself and differs from record to record.
  const classes = stableClasses(element)
    .filter((name) => !/^(?:zero|one|two|three|four|five)$/i.test(name))
    .slice(0, 2);
  return [tagOf(element), ...classes].join('.');
}

/** How often each id occurs in a document, counted once per document. */
const ID_COUNTS = new WeakMap<object, Map<string, number>>();
const UNIQUE = new WeakMap<Element, string>();

function idCounts($: CheerioAPI): Map<string, number> {
  const root = $.root().get(0) as object;
  const cached = ID_COUNTS.get(root);
  if (cached) return cached;
  const counts = new Map<string, number>();
  for (const element of safeSelect($, '[id]')) {
    const id = element.attribs.id ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  ID_COUNTS.set(root, counts);
  return counts;
}

/** Whether a sibling would match a step ("div.card.product"): same tag, the step's classes. */
function matchesStep(element: Element, step: string): boolean {
  if (step.includes('[')) return stepOf(element) === step;
  const [tag, ...classes] = step.split('.');
  if (tagOf(element) !== tag) return false;
  const own = (element.attribs.class ?? '').split(/\s+/);
  return classes.every((name) => own.includes(name));
}

/**
 * A selector matching this element alone in the document. Below a unique parent, uniqueness is
 * checked among the parent's children only: a document-wide query with `:nth-of-type` costs the
 * square of a long list's length.
 */
export function uniqueSelector($: CheerioAPI, element: Element): string {
  const cached = UNIQUE.get(element);
  if (cached) return cached;
  const selector = buildUnique($, element);
  UNIQUE.set(element, selector);
  return selector;
}

function buildUnique($: CheerioAPI, element: Element): string {
  // A path starts at the body: a job reads an item page's fields inside its body, where a
  // selector naming the html element above it matches nothing.
  if (tagOf(element) === 'body') return 'body';
  const id = element.attribs.id;
  if (id && !looksGenerated(id) && idCounts($).get(id) === 1) return `#${id}`;
  const step = stepOf(element);
  const parent = parentElement(element);
  // A step made of classes is a cheap query even on a large page.
  if (!parent || (step.includes('.') && safeSelect($, step).length === 1)) return step;
  const parentSelector = uniqueSelector($, parent);
  const siblings = parent.children.filter(isElement);
  if (siblings.filter((sibling) => matchesStep(sibling, step)).length === 1)
    return `${parentSelector} > ${step}`;
  const sameTag = siblings.filter((sibling) => tagOf(sibling) === tagOf(element));
  return `${parentSelector} > ${tagOf(element)}:nth-of-type(${sameTag.indexOf(element) + 1})`;
}

/** The nearest element holding every member, as a unique selector; null when that is the body. */
function commonAncestorSelector($: CheerioAPI, members: Element[]): string | null {
  const chain: Element[] = [];
  for (let node = parentElement(members[0] as Element); node; node = parentElement(node))
    chain.push(node);
  const holds = (ancestor: Element, member: Element) => {
    for (let node = parentElement(member); node; node = parentElement(node))
      if (node === ancestor) return true;
    return false;
  };
  const ancestor = chain.find((node) => members.every((member) => holds(node, member)));
  if (!ancestor || ['body', 'html'].includes(tagOf(ancestor))) return null;
  return uniqueSelector($, ancestor);
}

/**
 * A selector matching exactly the given elements in the whole page, as short and generic as
 * possible (`div.quote`, `article.product_pod`, `ol.row > li`); the best inexact one when none is.
 */
export function groupSelector(
  $: CheerioAPI,
  members: Element[],
): { selector: string; exact: boolean } {
  const wanted = new Set(members);
  const first = members[0];
  if (!first) return { selector: '*', exact: false };
  const tag = tagOf(first);
  const common = stableClasses(first).filter((name) =>
    members.every((member) => stableClasses(member).includes(name)),
  );
  const candidates: string[] = [];
  for (const name of common) candidates.push(`${tag}.${name}`);
  if (common.length >= 2) candidates.push(`${tag}.${common.slice(0, 2).join('.')}`);
  const parent = parentElement(first);
  const sameParent = parent !== null && members.every((member) => member.parent === parent);
  const parentSelector = sameParent && parent ? uniqueSelector($, parent) : null;
  for (const attribute of IDENTIFYING_ATTRIBUTES) {
    const values = members.map((member) => member.attribs[attribute]);
    if (values.some((value) => value === undefined)) continue;
    const value = values[0] ?? '';
    if (values.every((candidate) => candidate === value) && value.length <= 60) {
      candidates.push(`${tag}[${attribute}="${escapeAttribute(value)}"]`);
    }
    candidates.push(`${tag}[${attribute}]`);
  }
  if (parentSelector) {
    candidates.push(`${parentSelector} > ${tag}`);
    for (const name of common) candidates.push(`${parentSelector} > ${tag}.${name}`);
    const childTags = new Set(childElements(first).map(tagOf));
    for (const childTag of childTags) {
      if (
        members.every((member) => childElements(member).some((child) => tagOf(child) === childTag))
      ) {
        candidates.push(`${parentSelector} > ${tag}:has(> ${childTag})`);
      }
    }
  }
  if (parentSelector && parent && members.length >= 2) {
    // Records every k-th row (a record spread over k rows): position is all that tells them apart.
    const siblings = childElements(parent);
    const positions = members.map((member) => siblings.indexOf(member) + 1);
    const step = (positions[1] ?? 0) - (positions[0] ?? 0);
    if (
      step >= 2 &&
      positions.every((position, index) => position === (positions[0] ?? 0) + index * step)
    ) {
      const offset = positions[0] ?? 1;
      candidates.push(`${parentSelector} > ${tag}:nth-child(${step}n+${offset})`);
      candidates.push(`${parentSelector} > ${tag}:nth-child(${step}n+${offset}):not(:last-child)`);
    }
  }
  // Records of a generic class ("div.a-section"), each the child of a wrapper of its own kind.
  const parentSteps = new Set(
    members.map((member) => {
      const up = parentElement(member);
      return up ? stepOf(up) : '';
    }),
  );
  const [parentStep] = parentSteps;
  if (!sameParent && parentSteps.size === 1 && parentStep?.includes('.')) {
    for (const name of common) candidates.push(`${parentStep} > ${tag}.${name}`);
    candidates.push(`${parentStep} > ${tag}`);
  }
  // Scoped forms: a class may be reused elsewhere on the page, by another list of the same
  // make (a second feed in another column): the block holding all the records tells them apart.
  const scope = parentSelector ?? (members.length >= 2 ? commonAncestorSelector($, members) : null);
  if (scope) {
    candidates.push(...common.map((name) => `${scope} ${tag}.${name}`));
    if (!parentSelector) candidates.push(`${scope} ${tag}`);
  }
  for (const candidate of candidates) {
    if (sameSet(safeSelect($, candidate), wanted)) return { selector: candidate, exact: true };
  }
  if (parentSelector) {
    for (const attribute of IDENTIFYING_ATTRIBUTES) {
      const candidate = `${parentSelector} > ${tag}[${attribute}]`;
      if (
        members.every((member) => member.attribs[attribute] !== undefined) &&
        sameSet(safeSelect($, candidate), wanted)
      ) {
        return { selector: candidate, exact: true };
      }
    }
  }
  return { selector: candidates[0] ?? tag, exact: false };
}
