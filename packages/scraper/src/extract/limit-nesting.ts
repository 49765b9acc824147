import { Parser } from 'htmlparser2';

/**
 * Deepest nesting kept (Chromium's HTML parser stops nesting at 512 too). The readers that walk
 * a page (cheerio's text, CSS selection, Readability, DOMPurify, our own walks) recurse once per
 * level, and a page 3,000 levels deep overflowed their stack.
 */
export const MAX_NESTING = 512;
/** Elements read from one page; past it the rest of the page is cut. @default 200_000 */
export const MAX_ELEMENTS = 200_000;

export interface NestingLimits {
  /** @default MAX_NESTING */
  maxDepth?: number;
  /** @default MAX_ELEMENTS */
  maxElements?: number;
}

export interface LimitedHtml {
  html: string;
  /** Tags deeper than `maxDepth` were left out (their text and void elements kept). */
  flattened: boolean;
  /** The page had more than `maxElements` elements: the rest was left out. */
  cut: boolean;
}

/** Elements that never hold children: they add no level. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

function attributeText(attributes: Record<string, string>): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes))
    out += value === '' ? ` ${name}` : ` ${name}="${value.replace(/"/g, '&quot;')}"`;
  return out;
}

/** Counts levels and elements in one pass of the tokenizer (no tree is built). */
function measure(html: string): { depth: number; elements: number } {
  let depth = 0;
  let deepest = 0;
  let elements = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        elements += 1;
        if (VOID.has(name)) return;
        depth += 1;
        if (depth > deepest) deepest = depth;
      },
      onclosetag(name) {
        if (!VOID.has(name)) depth -= 1;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return { depth: deepest, elements };
}

/**
 * A page no deeper than `maxDepth` and with at most `maxElements` elements, so that no reader
 * of it recurses past its stack or works without end. A page within both limits comes back as
 * it was (the same string); past them it is written again by the tokenizer: the tags of elements
 * beyond the deepest level are left out and their text and images kept in the deepest element
 * (keeping them as 20,000 empty siblings, as a browser does, made every reader of their parent
 * quadratic), and elements past the count are left out with the rest of the page.
 */
export function limitNesting(html: string, limits: NestingLimits = {}): LimitedHtml {
  const maxDepth = limits.maxDepth ?? MAX_NESTING;
  const maxElements = limits.maxElements ?? MAX_ELEMENTS;
  const measured = measure(html);
  if (measured.depth <= maxDepth && measured.elements <= maxElements)
    return { html, flattened: false, cut: false };
  const out: string[] = [];
  // Whether each open element was written (false: its tags are dropped, its content kept).
  const open: boolean[] = [];
  let written = 0;
  let elements = 0;
  let cut = false;
  let flattened = false;
  const parser: Parser = new Parser(
    {
      onprocessinginstruction(_name, data) {
        if (!cut) out.push(`<${data}>`);
      },
      onopentag(name, attributes) {
        if (cut) return;
        elements += 1;
        if (elements > maxElements) {
          cut = true;
          parser.pause();
          return;
        }
        const tag = `<${name}${attributeText(attributes)}>`;
        if (VOID.has(name)) {
          out.push(tag);
          return;
        }
        const keep = written < maxDepth;
        open.push(keep);
        if (keep) {
          written += 1;
          out.push(tag);
        } else flattened = true;
      },
      ontext(text) {
        if (!cut) out.push(text);
      },
      oncomment(data) {
        if (!cut) out.push(`<!--${data}-->`);
      },
      onclosetag(name) {
        if (cut || VOID.has(name)) return;
        if (open.pop()) {
          written -= 1;
          out.push(`</${name}>`);
        }
      },
    },
    { decodeEntities: false, recognizeSelfClosing: false },
  );
  // Cut short, the elements still open are closed by whoever parses the result.
  parser.end(html);
  return { html: out.join(''), flattened, cut };
}
