/**
 * "downloads" over "1.2k downloads", "340 downloads": a field named like a plural noun whose
 * values are all a figure followed by that noun is a count, though the vocabulary does not know
 * the noun. A person reads the figure; the noun only repeats the field's name.
 */
import type { FieldPlan } from '../types.js';
import { regexEscape } from '../text/values.js';

const PLURAL_NOUN = /^\p{L}{2,}s$/u;
/** A figure as counts are written: grouped, with decimals, or shortened with k/M/B. */
const FIGURE = String.raw`\d[\d.,]*\s?[kKmMbB]?`;

export function countsNamedBy(field: string, samples: readonly string[]): boolean {
  const name = field.trim().toLowerCase();
  if (!PLURAL_NOUN.test(name) || samples.length === 0) return false;
  // "1 download": the singular after a one.
  const unit = new RegExp(`^${FIGURE}\\s+${regexEscape(name.slice(0, -1))}s?$`, 'iu');
  return samples.every((sample) => unit.test(sample.trim()));
}

/** An item page's text fields that are such counts, read as the figures they show. */
export function countsAsNumbers(fields: FieldPlan[]): void {
  for (const field of fields) {
    const { spec } = field;
    if (spec.kind !== 'text' || spec.multiple || spec.pattern || spec.attribute) continue;
    if (!countsNamedBy(field.name, field.samples.map(String))) continue;
    field.spec = { ...spec, kind: 'number' };
  }
}
