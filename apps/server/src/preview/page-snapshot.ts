import { createRequire } from 'node:module';
import { limitNesting } from '@gleaner/scraper';

/**
 * The few DOM members used here. Our tsconfig has no DOM lib (and @types/jsdom would pull it
 * into every package), so jsdom and DOMPurify are loaded untyped and seen through these.
 */
interface SnapshotNode {
  readonly firstChild: SnapshotNode | null;
  insertBefore<T extends SnapshotNode>(node: T, before: SnapshotNode | null): T;
  appendChild<T extends SnapshotNode>(node: T): T;
}
interface SnapshotElement extends SnapshotNode {
  readonly outerHTML: string;
  readonly ownerDocument: SnapshotDocument;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  insertAdjacentHTML(position: 'afterbegin' | 'beforeend', html: string): void;
  remove(): void;
}
interface SnapshotDocument {
  readonly head: SnapshotElement | null;
  readonly body: SnapshotElement | null;
  readonly doctype: { readonly name: string } | null;
  createElement(tagName: string): SnapshotElement;
}
interface Purifier {
  sanitize(
    html: string,
    config: { WHOLE_DOCUMENT: true; RETURN_DOM: true; ADD_TAGS: string[] },
  ): SnapshotElement;
  addHook(
    hook: 'uponSanitizeElement',
    run: (node: SnapshotElement, data: { tagName: string }) => void,
  ): void;
}

/** `rel` tokens of a <link> that only style the page; every other link (preload, manifest…) goes. */
const STYLE_LINK_RELS = new Set(['stylesheet', 'alternate']);

const require = createRequire(import.meta.url);
let purifier: Purifier | undefined;

/**
 * One DOMPurify bound to one empty jsdom window, made on first use (jsdom takes a few hundred
 * milliseconds to import, and only previews need it). jsdom parses as the HTML standard says,
 * which DOMPurify needs to catch mutation XSS; sanitizing is synchronous, so calls never share
 * a half-done state.
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: object } };
  const createPurifier = require('dompurify') as (window: object) => Purifier;
  const made = createPurifier(new JSDOM('').window);
  made.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'link') return;
    const rel = (node.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    if (!rel.includes('stylesheet') || !rel.every((token) => STYLE_LINK_RELS.has(token))) {
      node.remove();
    }
  });
  purifier = made;
  return made;
}

/**
 * A static copy of a page for the preview: nothing in it can run or navigate, and relative
 * addresses resolve against the page through <base>. DOMPurify's allow-list keeps the markup,
 * classes and styles the picker needs and drops scripts, handlers, frames, <base>, <meta> and
 * unsafe URLs. The frame is also sandboxed and served with a CSP that only lets our picker run;
 * this is the first of those layers.
 */
export function makeSnapshot(
  html: string,
  pageUrl: string,
  inject: { head: string; body: string },
): string {
  // DOMPurify and jsdom's serializer recurse per level: the page's depth is bounded first.
  const root = getPurifier().sanitize(limitNesting(html).html, {
    WHOLE_DOCUMENT: true,
    RETURN_DOM: true,
    // Stylesheets and the title only change how the copy looks; the hook above vets each link.
    ADD_TAGS: ['link', 'title'],
  });
  const document = root.ownerDocument;
  const head = document.head ?? root.insertBefore(document.createElement('head'), root.firstChild);
  const body = document.body ?? root.appendChild(document.createElement('body'));
  // Our own markup goes into the sanitized tree, which is then serialized once: a further
  // parse and serialize round trip is where mutation XSS lives.
  const base = document.createElement('base');
  base.setAttribute('href', pageUrl);
  head.insertAdjacentHTML('afterbegin', inject.head);
  head.insertBefore(base, head.firstChild);
  body.insertAdjacentHTML('beforeend', inject.body);
  const doctype = document.doctype?.name === 'html' ? '<!DOCTYPE html>\n' : '';
  return doctype + root.outerHTML;
}
