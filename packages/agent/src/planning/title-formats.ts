/**
 * "Dune (Mass Market Paperback)", "Emma – Hardcover": on a list of items sold in editions, the
 * title column is read without the format written after it, as a person names the item.
 */
import type { FieldPlan } from '../types.js';
import { conceptOf } from '../vocabulary/field-words.js';
import { FORMAT_SUBTITLE, FORMAT_SUBTITLE_PATTERN } from '../text/format-subtitle.js';

export function withoutFormats(fields: FieldPlan[]): void {
  for (const field of fields) {
    const concept = conceptOf(field.name)?.name;
    const { spec } = field;
    if (concept !== 'title' || spec.kind !== 'text') continue;
    if (spec.pattern || spec.data || spec.multiple) continue;
    const texts = field.samples.map(String);
    // Most titles carry one: a lone "(DVD)" in a list may be part of that title.
    if (
      texts.length === 0 ||
      texts.filter((text) => FORMAT_SUBTITLE.test(text)).length * 2 <= texts.length
    )
      continue;
    field.spec = { ...spec, pattern: FORMAT_SUBTITLE_PATTERN };
    field.samples = texts.map((text) => FORMAT_SUBTITLE.exec(text)?.[1] ?? text);
  }
}
