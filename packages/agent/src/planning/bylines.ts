/**
 * "By Jane Doe", "von Anna Berg": a byline's opening word is not part of the name. A person
 * field whose values mostly open with it reads them without it.
 */
import type { FieldPlan } from '../types.js';
import { conceptOf } from '../vocabulary/field-words.js';

const OPENING = /^(?:by|von|par|door|por)\s+\S/i;
/** The opening word is optional, so a value written without it still reads whole. */
const WITHOUT_OPENING = String.raw`^(?:(?:[Bb][Yy]|[Vv][Oo][Nn]|[Pp][Aa][Rr]|[Dd][Oo][Oo][Rr]|[Pp][Oo][Rr])\s+)?([\s\S]+)$`;
const PERSON_CONCEPTS = new Set(['author', 'company']);

export function withoutBylines(fields: FieldPlan[]): void {
  for (const field of fields) {
    const concept = conceptOf(field.name)?.name;
    const { spec } = field;
    if (!concept || !PERSON_CONCEPTS.has(concept) || spec.kind !== 'text') continue;
    if (spec.pattern || spec.data || spec.multiple) continue;
    const texts = field.samples.map(String);
    if (texts.length === 0 || texts.filter((text) => OPENING.test(text)).length * 2 < texts.length)
      continue;
    field.spec = { ...spec, pattern: WITHOUT_OPENING };
    field.samples = texts.map((text) => text.replace(/^(?:by|von|par|door|por)\s+/i, ''));
  }
}
