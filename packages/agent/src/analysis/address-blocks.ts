/**
 * "<address>12 High Street<br>Leeds<br>LS1 4AB</address>": a postal address set on lines of its
 * own. Each loose line is a value a selector reaches only by its number, and the block read
 * whole is another; a person asked for the address reads the whole block, so the whole takes
 * the block's name and the lines are named as its lines ("address_line_1").
 */
import type { AgentFieldSpec } from '../types.js';
import { shapeOf } from '../text/values.js';
import { streetAddressShare } from '../text/street-addresses.js';
import { FIELD_WORDS } from './naming.js';
import type { ValueNode } from './value-nodes.js';

interface NamedColumn {
  spec: AgentFieldSpec;
  samples: string[];
  sampleNode: ValueNode;
}

/** Longest line of an address block; a longer line is prose that mentions a place. */
const MAX_ADDRESS_LINE = 80;
/** Shapes no line of a postal address has: a phone or e-mail line ends the address. */
const OTHER_SHAPES = new Set(['price', 'date', 'email', 'phone', 'url', 'availability', 'rating']);

/** The page marks the block as an address: the element, or its microdata property. */
function markedAddress(node: ValueNode): boolean {
  return node.element.tagName === 'address' || node.itemprop === 'address';
}

/** Every line a short part of an address: no phone, price or date among them. */
function addressLines(lines: NamedColumn[]): boolean {
  return lines.every((line) =>
    line.samples.every(
      (sample) => sample.length <= MAX_ADDRESS_LINE && !OTHER_SHAPES.has(shapeOf(sample)),
    ),
  );
}

/**
 * Names with each address block's whole text named for the block and its lines named as its
 * lines; other names unchanged. `names` are the names given so far, one per column.
 */
export function addressBlockNames(columns: readonly NamedColumn[], names: string[]): string[] {
  const renamed = [...names];
  columns.forEach((column, index) => {
    const { spec, sampleNode } = column;
    if (spec.kind !== 'text' || spec.line || spec.attribute || spec.multiple || spec.pattern)
      return;
    const lines = columns
      .map((other, at) => ({ other, at }))
      .filter(({ other }) => other.sampleNode.element === sampleNode.element && other.spec.line);
    if (lines.length < 2 || !addressLines(lines.map(({ other }) => other))) return;
    // Unmarked, the block is an address only when the lines read together as one.
    if (!markedAddress(sampleNode) && streetAddressShare(column.samples) < 0.6) return;
    const given = lines[0] ? (renamed[lines[0].at] ?? 'text') : 'text';
    const base = FIELD_WORDS.has(given) && given !== 'text' ? given : 'address';
    renamed[index] = base;
    for (const { other, at } of lines) renamed[at] = `${base}_line_${other.spec.line}`;
  });
  return renamed;
}
