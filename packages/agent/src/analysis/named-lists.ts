/**
 * Evidence for list fields (ingredients, tags, features) in the page itself: repeated elements
 * whose class names say what they are ("wprm-recipe-ingredient", "tag"), or a list inside an
 * element so named ("ul.ingredients li").
 */
import type { CheerioAPI } from 'cheerio';
import { isTag } from 'domhandler';
import type { FieldCandidate } from '../types.js';
import { conceptOf, nameTokens } from '../vocabulary/field-words.js';
import type { Element } from './dom.js';
import { inChrome, parentElement, safeSelect, stableClasses, tagOf, textOf } from './dom.js';
import { uniqueSelector } from './selectors.js';

/** Elements named for the field outweigh a heading's neighbour, which may hold only the first group. */
const NAMED_LIST_SCORE = 0.87;
const HEADED_LIST_SCORE = 0.78;

/** CMS taxonomy classes ("category-ingredients", "tag-dessert") say what a post is filed under. */
const TAXONOMY_CLASS = /^(?:category|tag|post|type|status|format|postid|page-id|term)-/;

/** The words an element's class must carry to be named for the field. */
function fieldWords(field: string): Set<string> {
  const concept = conceptOf(field);
  const words = new Set(nameTokens(field));
  for (const word of concept?.words ?? [])
    if (!word.includes('_')) words.add(nameTokens(word)[0] ?? word);
  return words;
}

/** The class naming the element for the field, and whether the field word is its head (last word). */
function namedFor(element: Element, words: Set<string>): { name: string; head: boolean } | null {
  let found: { name: string; head: boolean } | null = null;
  for (const name of stableClasses(element)) {
    if (TAXONOMY_CLASS.test(name)) continue;
    const tokens = nameTokens(name.replace(/[-_]+/g, ' '));
    if (!tokens.some((token) => words.has(token))) continue;
    // "recipe-ingredient" is an ingredient; "recipe-ingredient-amount" is part of one.
    const head = words.has(tokens[tokens.length - 1] ?? '');
    if (head) return { name, head };
    found ??= { name, head };
  }
  return found;
}

/** Candidates for a list field from repeated, named elements; the largest list first. */
export function namedListCandidates($: CheerioAPI, field: string): FieldCandidate[] {
  const words = fieldWords(field);
  const groups = new Map<string, Element[]>();
  const heads = new Set<string>();
  for (const element of $('body *').toArray()) {
    const named = namedFor(element, words);
    if (!named) continue;
    const key = `${tagOf(element)}.${named.name}`;
    if (named.head) heads.add(key);
    groups.set(key, [...(groups.get(key) ?? []), element]);
  }
  const candidates: (FieldCandidate & { size: number })[] = [];
  for (const [key, elements] of groups) {
    const visible = elements.filter((element) => !inChrome(element) && textOf($, element));
    if (visible.length === 0) continue;
    // A named box holding a list: its items are the values. The same box twice (a desktop
    // and a mobile layout of one recipe) is read once, from the first.
    const [first] = visible;
    const holdsList = (element: Element) => $(element).find('li').length >= 2;
    const itemsOf = (element: Element) =>
      $(element)
        .find('li')
        .toArray()
        .map((item) => textOf($, item))
        .join('\n');
    const selector =
      !first || !holdsList(first)
        ? key
        : visible.length === 1
          ? `${key} li`
          : visible.every((element) => itemsOf(element) === itemsOf(first))
            ? `${uniqueSelector($, first)} li`
            : key;
    const found = safeSelect($, selector);
    if (found.length < 2) continue;
    // A value holding other values of the same list is their wrapper, not one of them.
    const leaves = found.filter(
      (element) => !found.some((other) => other !== element && $(element).find(other).length > 0),
    );
    if (leaves.length !== found.length) continue;
    candidates.push({
      spec: { name: field, selector, kind: 'text', multiple: true },
      score: NAMED_LIST_SCORE,
      origin: 'selector',
      where: `elements ${selector}`,
      samples: found.slice(0, 3).map((element) => textOf($, element)),
      size: found.length + (heads.has(key) ? 1000 : 0),
    });
  }
  // Elements named for the field itself first, then the longest list; the rest stay as weaker evidence.
  return candidates
    .sort((a, b) => b.size - a.size)
    .map(({ size: _size, ...candidate }, index) => ({
      ...candidate,
      score: index === 0 ? NAMED_LIST_SCORE : NAMED_LIST_SCORE - 0.05,
    }));
}

/**
 * A heading that names the field ("Ingredients"), and the first list after it, maybe past an
 * introduction: `h2:contains("Ingredients") + p + ul li`.
 */
export function headedListCandidates($: CheerioAPI, field: string): FieldCandidate[] {
  const candidates: FieldCandidate[] = [];
  for (const heading of $('h1, h2, h3, h4, h5, h6').toArray()) {
    const label = textOf($, heading);
    if (!label || label.length > 60 || /["\\]/.test(label) || inChrome(heading)) continue;
    const words = nameTokens(label);
    if (!nameTokens(field).every((token) => words.includes(token))) continue;
    // A heading wrapped with its tools ("[edit]") in a box of its own: the list follows the box.
    const wrapper = parentElement(heading);
    const boxed =
      wrapper !== null &&
      !/^(?:body|section|article|main)$/.test(tagOf(wrapper)) &&
      $(wrapper).find('li').length === 0 &&
      textOf($, wrapper).length <= label.length + 40;
    const anchor = boxed && wrapper ? wrapper : heading;
    const anchorSelector =
      anchor === heading
        ? `${tagOf(heading)}:contains("${label}")`
        : `${tagOf(anchor)}:has(> ${tagOf(heading)}:contains("${label}"))`;
    const steps: string[] = [];
    for (let sibling = anchor.next; sibling && steps.length < 4; sibling = sibling.next) {
      if (!isTag(sibling)) continue;
      const tag = tagOf(sibling);
      steps.push(tag);
      if (tag === 'ul' || tag === 'ol' || $(sibling).find('li').length >= 2) {
        const selector = `${anchorSelector} + ${steps.join(' + ')} li`;
        const found = safeSelect($, selector);
        if (found.length >= 2)
          candidates.push({
            spec: { name: field, selector, kind: 'text', multiple: true },
            score: HEADED_LIST_SCORE,
            origin: 'selector',
            where: `the list after the heading “${label}”`,
            samples: found.slice(0, 3).map((element) => textOf($, element)),
          });
        break;
      }
      if (/^h[1-6]$/.test(tag)) break;
    }
  }
  return candidates.slice(0, 1);
}
