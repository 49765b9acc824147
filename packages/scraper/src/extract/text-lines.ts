/**
 * An element's text as the lines a person sees: `<p><b>Band</b><br>Album<br>Genre</p>` is three
 * lines. Lines end at `<br>` and around blocks; a line made only of loose text (no element of
 * its own) is a value no selector can reach, so a field addresses it by its number.
 */
import type { AnyNode, Element } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { BLOCK_TAGS, standsApart } from './block-text.js';
import { cleanText } from './normalise.js';

export interface TextLine {
  text: string;
  /** Only loose text: no element holds this line. */
  bare: boolean;
}

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'select', 'option', 'button']);

/** A node's text inside one line: blocks and elements set apart stay words apart. */
function textOf(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || HIDDEN.has(node.tagName)) return '';
  const inner = node.children.map(textOf).join('');
  return standsApart(node) ? ` ${inner} ` : inner;
}

export function textLines(element: Element): TextLine[] {
  const lines: TextLine[] = [];
  let parts: string[] = [];
  let bare = true;
  const end = () => {
    const text = cleanText(parts.join(''));
    if (text) lines.push({ text, bare });
    parts = [];
    bare = true;
  };
  for (const child of element.children) {
    if (isText(child)) {
      parts.push(child.data);
    } else if (isTag(child)) {
      if (HIDDEN.has(child.tagName)) continue;
      if (child.tagName === 'br') {
        end();
      } else if (BLOCK_TAGS.has(child.tagName)) {
        end();
        parts.push(textOf(child));
        bare = false;
        end();
      } else {
        const text = textOf(child);
        if (text.trim()) bare = false;
        parts.push(text);
      }
    }
  }
  end();
  return lines;
}

/** The element's nth line (from 1), or '' when it has fewer. */
export function lineOf(element: Element, line: number): string {
  return textLines(element)[line - 1]?.text ?? '';
}
