/**
 * "By Jane Doe", "von Anna Berg", "at Acme": a byline's opening word is not part of the name. A
 * person or company field whose values mostly open with it reads them without it.
 */
import type { FieldPlan } from '../types.js';
import { conceptOf } from '../vocabulary/field-words.js';

export const AUTHOR_WORDS = ['by', 'von', 'par', 'door', 'por'];
/** A job's employer: "Senior Engineer at Acme" sets the company apart with "at". */
const COMPANY_WORDS = [...AUTHOR_WORDS, 'at', 'bei', 'chez'];
/** "Sold by GadgetWorld", "Published by Harbor House": the words a sentence names them with. */
const OPENINGS: Record<string, string[]> = {
  author: AUTHOR_WORDS,
  company: COMPANY_WORDS,
  seller: ['sold by', 'offered by', 'by'],
  publisher: ['published by'],
};

/** Each letter in either case: the field's pattern is matched as written. */
const anyCase = (word: string) =>
  [...word].map((letter) => `[${letter.toUpperCase()}${letter}]`).join('');

/**
 * " · 3 days ago", " | 4 Nov 2026": when, set after a byline by a separator. A figure marks it
 * as a time; a tail of words alone (" · Paperback") may be part of what the line names.
 */
const TIME_AFTER = /\s+[·•|–—]\s+[^·•|–—]{0,30}\d[^·•|–—]{0,30}$/;

/** A byline without the time after it: "by Helen Marsh · 3 days ago" → "by Helen Marsh". */
export const withoutTimeAfter = (text: string): string => text.replace(TIME_AFTER, '');

/** ", 2019" or " (2019)" closing a name. */
const YEAR_AFTER = /\s*(?:,\s*(?:1[5-9]|20)\d\d|\((?:1[5-9]|20)\d\d\))$/;

export function withoutBylines(fields: FieldPlan[]): void {
  for (const field of fields) {
    const concept = conceptOf(field.name)?.name;
    const words = concept ? OPENINGS[concept] : undefined;
    const { spec } = field;
    if (!words || spec.kind !== 'text') continue;
    if (spec.pattern || spec.data || spec.multiple) continue;
    const opening = new RegExp(`^(?:${words.join('|')})\\s+`, 'i');
    const spaced = (word: string) => word.split(' ').map(anyCase).join('\\s+');
    const texts = field.samples.map(String);
    if (
      texts.length === 0 ||
      texts.filter((text) => opening.test(text) && text.replace(opening, '').length > 0).length *
        2 <
        texts.length
    )
      continue;
    // A year after the name ("Published by Saltmarsh Books, 2019") is when, not who.
    const dated = texts.filter((text) => YEAR_AFTER.test(text)).length * 2 > texts.length;
    // "by Helen Marsh · 3 days ago": the time after the name is when, not who.
    const timed = texts.filter((text) => TIME_AFTER.test(text)).length * 2 > texts.length;
    const after = dated ? YEAR_AFTER : timed ? TIME_AFTER : undefined;
    const name = after ? `([\\s\\S]+?)(?:${after.source})?` : '([\\s\\S]+)';
    // The opening word is optional, so a value written without it still reads whole.
    field.spec = { ...spec, pattern: `^(?:(?:${words.map(spaced).join('|')})\\s+)?${name}$` };
    field.samples = texts.map((text) =>
      (after ? text.replace(after, '') : text).replace(opening, ''),
    );
  }
}

/** "by Frank Herbert": a byline's word, then a name (a few words, no digits). */
const BYLINE = new RegExp(`^(?:${AUTHOR_WORDS.join('|')}):?\\s+[^\\d]{2,60}$`, 'i');

/** Share of the values that are bylines: such a column names the author whatever its label. */
export function bylineShare(samples: readonly string[]): number {
  if (samples.length === 0) return 0;
  const bylines = samples
    .map(withoutTimeAfter)
    .filter((sample) => BYLINE.test(sample) && sample.split(/\s+/).length <= 7);
  return bylines.length / samples.length;
}
