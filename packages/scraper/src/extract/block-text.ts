import { isTag, isText } from 'domhandler';
import type { AnyNode } from 'domhandler';
import { cleanText } from './normalise.js';

/** Elements that stand apart from the text around them: their words never run into it. */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
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

/**
 * Text of nodes as a reader sees it: block elements and <br> separate words, so
 * "<li>One</li><li>Two</li>" reads "One Two" rather than "OneTwo".
 */
export function blockText(nodes: AnyNode[]): string {
  const parts: string[] = [];
  const walk = (node: AnyNode): void => {
    if (isText(node)) {
      parts.push(node.data);
      return;
    }
    if (!isTag(node) || SKIP.has(node.name)) return;
    const block = BLOCK_TAGS.has(node.name);
    if (block) parts.push(' ');
    for (const child of node.children) walk(child);
    if (block) parts.push(' ');
  };
  for (const node of nodes) walk(node);
  return cleanText(parts.join(''));
}
