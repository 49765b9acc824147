/**
 * "<div class="description">A quiet guesthouse.<br>Five minutes from the station.</div>": a
 * block the page names by its class and sets on lines. Each loose line is a value a selector
 * reaches only by its number, and the block read whole is another; the class names the block,
 * so the whole takes its name and the lines are named as its lines ("description_line_1"), as
 * address blocks are. A name or a title is one line by nature: a block classed so keeps its
 * name on its first line ("<p class="author">Jane Doe<br>Senior Editor</p>").
 */
import type { AgentFieldSpec } from '../types.js';
import { conceptOf } from '../vocabulary/field-words.js';
import { valuesArePeople } from '../vocabulary/value-words.js';
import type { ValueNode } from './value-nodes.js';

interface NamedColumn {
  spec: AgentFieldSpec;
  samples: string[];
  sampleNode: ValueNode;
}

/** Names given by a value's shape, not by the page: they say nothing of the block. */
const SHAPE_NAMES = new Set([
  'text',
  'number',
  'items',
  'price',
  'availability',
  'date',
  'email',
  'phone',
  'rating',
]);

/** Concepts whose value is one line: what a thing or a person is called. */
const ONE_LINE = new Set(['title', 'author', 'company', 'brand', 'venue']);

/**
 * Names with each classed block's whole text named for the block and its lines named as its
 * lines, where the block's class gave the whole and its lines one name; others unchanged.
 */
export function classBlockNames(columns: readonly NamedColumn[], names: string[]): string[] {
  const renamed = [...names];
  columns.forEach((column, index) => {
    const { spec, sampleNode } = column;
    const base = names[index];
    if (!base || SHAPE_NAMES.has(base) || ONE_LINE.has(conceptOf(base)?.name ?? '')) return;
    if (spec.kind !== 'text' || spec.line || spec.attribute || spec.multiple || spec.pattern)
      return;
    const lines = columns
      .map((other, at) => ({ other, at }))
      .filter(({ other }) => other.sampleNode.element === sampleNode.element && other.spec.line);
    if (lines.length < 2 || lines.some(({ at }) => names[at] !== base)) return;
    const first = lines.find(({ other }) => other.spec.line === 1)?.other;
    if (first && valuesArePeople(first.samples)) return;
    for (const { other, at } of lines) renamed[at] = `${base}_line_${other.spec.line}`;
  });
  return renamed;
}
