/**
 * `<span class="sr-only">Business website</span><a href="/redirect?url=…">harbourgrill.example</a>`:
 * a business page labels its facts for screen readers only, beside an icon, so a person sees
 * the value and the icon, and the label is in the page for those who cannot see it. The words a
 * screen reader says name the value after them, as a visible label does.
 *
 * A website link that leads through the listing site (its own address with the real one in a
 * parameter) is read as the address the link shows, when it shows one.
 */
import type { CheerioAPI } from 'cheerio';
import { isTag, isText } from 'domhandler';
import type { FieldCandidate } from '../types.js';
import { fieldKind, nameSimilarity } from '../vocabulary/field-words.js';
import { classesOf, inChrome, inNeighbourBlock, safeSelect, tagOf, textOf } from './dom.js';
import type { Element } from './dom.js';
import { uniqueSelector } from './selectors.js';

/** The classes that hide a text from sight and keep it for screen readers. */
const SCREEN_READER_CLASS =
  /^(?:sr-only|offscreen|off-screen|visually-hidden|visuallyhidden|screen-reader-text|screenreader-only|a11y-hidden|hidden-visually|u-hidden-visually|assistive-text)$/i;
/** As sure as a visible label naming the field (0.9), a little less: the words are unseen. */
const HIDDEN_LABEL_SCORE = 0.86;
/** Labels less alike than this name something else. */
const MIN_SIMILARITY = 0.7;
const MAX_LABEL_WORDS = 4;
/** An address as a page writes it for people: "harbourgrill.example", "www.x.co.uk/menu". */
const SHOWN_ADDRESS = /^(?:https?:\/\/)?(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:\/\S*)?$/u;

function isScreenReaderText(element: Element): boolean {
  return classesOf(element).some((name) => SCREEN_READER_CLASS.test(name));
}

/** The element after this one among its siblings, past text that is only space. */
function nextElement(element: Element): Element | null {
  let node = element.next;
  while (node) {
    if (isTag(node)) return node;
    if (isText(node) && node.data.trim()) return null;
    node = node.next;
  }
  return null;
}

/** A link that leads through the page's own site to another address held in its query. */
function isRedirect(link: Element, pageUrl: string): boolean {
  const href = link.attribs.href ?? '';
  try {
    const target = new URL(href, pageUrl);
    const page = new URL(pageUrl);
    return (
      target.host === page.host &&
      [...target.searchParams.values()].some((value) => /^https?:\/\//i.test(value))
    );
  } catch {
    return false;
  }
}

export function hiddenLabelCandidates(
  $: CheerioAPI,
  field: string,
  pageUrl: string,
  otherItem: (element: Element) => boolean,
): FieldCandidate[] {
  const candidates: FieldCandidate[] = [];
  for (const hidden of safeSelect($, 'body span, body div, body label, body em')) {
    if (!isScreenReaderText(hidden)) continue;
    const label = textOf($, hidden).replace(/:$/, '');
    if (!label || label.split(/\s+/).length > MAX_LABEL_WORDS || !/\p{L}/u.test(label)) continue;
    const similarity = nameSimilarity(field, label);
    if (similarity < MIN_SIMILARITY) continue;
    const value = nextElement(hidden);
    if (!value || inChrome(value) || inNeighbourBlock(value) || otherItem(value)) continue;
    const text = textOf($, value);
    if (!text) continue;
    const selector = uniqueSelector($, value);
    if (safeSelect($, selector)[0] !== value) continue;
    let kind = fieldKind(field);
    // The redirect's own address is the listing site's: the address shown is the business's.
    if (kind === 'url' && tagOf(value) === 'a' && isRedirect(value, pageUrl)) {
      if (!SHOWN_ADDRESS.test(text)) continue;
      kind = 'text';
    }
    candidates.push({
      spec: { name: field, selector, kind },
      score: HIDDEN_LABEL_SCORE * similarity,
      origin: 'selector',
      where: `the value after the screen reader's label “${label}”`,
      samples: [text],
    });
  }
  return candidates.sort((a, b) => b.score - a.score);
}
