import { isTag, isText } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { cleanText } from './normalise.js';

/** Elements that stand apart from the text around them: their words never run into it. */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'details',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
const SKIP = new Set(['script', 'style', 'template', 'noscript']);

/** Display values that set an element apart from its neighbours, as a browser lays them out. */
const APART_DISPLAY =
  /^(?:block|inline-block|flex|inline-flex|grid|inline-grid|table\S*|list-item|flow-root)$/;
/** Display values whose children are laid out as boxes of their own (flex and grid items). */
const BOXED_CHILDREN = /^(?:flex|inline-flex|grid|inline-grid)$/;
/** A horizontal margin or padding of some size: a gap the page draws beside an element. */
const SIDE_SPACE =
  /(?:^|;)\s*(?:margin|padding)(?:-(?:left|right|inline(?:-start|-end)?))?\s*:\s*(?:[^;]*[1-9])/i;

/** What the page's own CSS says of elements: those set apart, and those that box their children. */
interface PageStyle {
  apart: Set<string>;
  boxing: Set<string>;
}

function display(declarations: string): string {
  return /(?:^|;)\s*display\s*:\s*([\w-]+)/i.exec(declarations)?.[1]?.toLowerCase() ?? '';
}

const STYLES = new WeakMap<AnyNode, PageStyle>();
const NO_STYLE: PageStyle = { apart: new Set(), boxing: new Set() };

/**
 * The classes a page's <style> rules set apart or lay out as boxes (".chip { display:
 * inline-block }", ".facts { display: flex }"). Only a rule ending in classes is read; its
 * context is not, so a class styled apart anywhere counts everywhere, as a reader's eye would.
 */
function pageStyle(node: AnyNode): PageStyle {
  let root: AnyNode = node;
  while (root.parent) root = root.parent;
  const known = STYLES.get(root);
  if (known) return known;
  const style: PageStyle = { apart: new Set(), boxing: new Set() };
  const sheets: string[] = [];
  const collect = (current: AnyNode): void => {
    if (isTag(current)) {
      if (current.name === 'style') {
        sheets.push(current.children.map((child) => (isText(child) ? child.data : '')).join(''));
        return;
      }
      if (SKIP.has(current.name)) return;
    }
    if ('children' in current) for (const child of current.children) collect(child);
  };
  collect(root);
  const css = sheets.join('\n').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const [, selectors = '', declarations = ''] = rule;
    const shown = display(declarations);
    const apart = APART_DISPLAY.test(shown) || SIDE_SPACE.test(declarations);
    const boxing = BOXED_CHILDREN.test(shown);
    if (!apart && !boxing) continue;
    for (const selector of selectors.split(',')) {
      const last =
        selector
          .trim()
          .split(/[\s>+~]+/)
          .pop() ?? '';
      if (!/^[a-z]*(?:\.[\w-]+)+$/i.test(last)) continue;
      for (const name of last.split('.').slice(1)) {
        if (apart) style.apart.add(name);
        if (boxing) style.boxing.add(name);
      }
    }
  }
  const found = style.apart.size + style.boxing.size > 0 ? style : NO_STYLE;
  STYLES.set(root, found);
  return found;
}

function classes(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function styledApart(element: Element, style: PageStyle): boolean {
  if (BLOCK_TAGS.has(element.name)) return true;
  const own = element.attribs.style;
  if (own && (APART_DISPLAY.test(display(own)) || SIDE_SPACE.test(own))) return true;
  if (style !== NO_STYLE && classes(element).some((name) => style.apart.has(name))) return true;
  const parent = element.parent;
  if (!parent || !isTag(parent)) return false;
  const boxing = parent.attribs.style;
  if (boxing && BOXED_CHILDREN.test(display(boxing))) return true;
  return style !== NO_STYLE && classes(parent).some((name) => style.boxing.has(name));
}

/**
 * Whether a reader sees the element apart from the text beside it: a block (a paragraph, a
 * list item, a table cell), or an inline element the page sets apart with CSS — a display of
 * its own, a side margin or padding, or a flex or grid parent that makes it a box — in a style
 * attribute or a class its <style> rules name. `<span>3</span><span>beds</span>` with no such
 * evidence reads "3beds", as the browser draws it.
 */
export function standsApart(element: Element): boolean {
  return styledApart(element, pageStyle(element));
}

/**
 * Text of nodes as a reader sees it: blocks, <br> and elements the page sets apart separate
 * words, so "<li>One</li><li>Two</li>" reads "One Two" rather than "OneTwo".
 */
export function blockText(nodes: AnyNode[], skipped: ReadonlySet<string> = SKIP): string {
  const parts: string[] = [];
  const style = nodes[0] ? pageStyle(nodes[0]) : NO_STYLE;
  const walk = (node: AnyNode): void => {
    if (isText(node)) {
      parts.push(node.data);
      return;
    }
    if (!isTag(node) || skipped.has(node.name)) return;
    const apart = styledApart(node, style);
    if (apart) parts.push(' ');
    for (const child of node.children) walk(child);
    if (apart) parts.push(' ');
  };
  for (const node of nodes) walk(node);
  return cleanText(parts.join(''));
}
