import { isTag, isText } from 'domhandler';
import type { AnyNode } from 'domhandler';

/** Blocks that stand as paragraphs of their own: a blank line before and after. */
const PARAGRAPHS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dl',
  'div',
  'figure',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);
/** Blocks that are one line inside a paragraph: list items, table rows, definitions. */
const LINES = new Set(['li', 'dt', 'dd', 'tr', 'caption', 'br']);
/** Cells: a tab between neighbours so their words never run together. */
const CELLS = new Set(['td', 'th']);
const SKIP = new Set(['script', 'style', 'template', 'noscript', 'head', 'title']);
/** Weakest to strongest. */
const SEPARATORS = ['\t', '\n', '\n\n'];

/**
 * Plain text of an article that keeps its block boundaries: paragraphs, headings and lists are
 * separated by a blank line, list items and table rows by a line break, so no two words from
 * different blocks run together ("<li>One</li><li>Two</li>" reads "One\nTwo").
 */
export function contentText(nodes: AnyNode[]): string {
  // Text pieces and separators; two separators in a row merge into the stronger one.
  const out: string[] = [];
  const separate = (mark: string): void => {
    const last = out.length - 1;
    if (last >= 0 && SEPARATORS.includes(out[last] ?? '')) {
      if (SEPARATORS.indexOf(mark) > SEPARATORS.indexOf(out[last] ?? '')) out[last] = mark;
    } else out.push(mark);
  };
  const walk = (node: AnyNode, pre: boolean): void => {
    if (isText(node)) {
      const text = pre ? node.data : node.data.replace(/\s+/g, ' ');
      if (text.trim() || !out.length || !SEPARATORS.includes(out[out.length - 1] ?? ''))
        out.push(text);
      return;
    }
    if (!isTag(node) || SKIP.has(node.name)) return;
    const name = node.name;
    const mark = PARAGRAPHS.has(name)
      ? '\n\n'
      : LINES.has(name)
        ? '\n'
        : CELLS.has(name)
          ? '\t'
          : '';
    if (mark) separate(mark);
    for (const child of node.children) walk(child, pre || name === 'pre');
    if (mark && name !== 'br') separate(mark);
  };
  for (const node of nodes) walk(node, false);
  return out
    .join('')
    .replace(/[ \u00a0]*\t[ \t\u00a0]*/g, '\t')
    .replace(/[ \t\u00a0]*\n[ \t\u00a0]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/[ \u00a0]{2,}/g, ' ')
    .trim();
}
