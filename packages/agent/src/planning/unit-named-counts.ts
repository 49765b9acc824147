/**
 * "downloads" over "1.2k downloads", "340 downloads": a field named like a plural noun whose
 * values are all a figure followed by that noun is a count, though the vocabulary does not know
 * the noun. A person reads the figure; the noun only repeats the field's name. The page may
 * write the noun another way: a word made on it ("stargazers" for stars, "upvotes" for votes),
 * another name for the same count ("1M+ downloads" for installs), or a glyph ("★ 1.2k").
 */
import type { FieldPlan } from '../types.js';
import { countsSame } from '../vocabulary/count-nouns.js';
import { singular } from '../vocabulary/field-words.js';

const PLURAL_NOUN = /^\p{L}{2,}s$/u;
/** A figure as counts are written: grouped, with decimals, shortened with k/M/B, "10K+". */
const FIGURE = String.raw`\d[\d.,]*\s?[kKmMbB]?\+?`;
/** "1.2k stargazers", "1 reply": a figure, then one word. */
const FIGURE_THEN_NOUN = new RegExp(`^${FIGURE}\\s+(\\p{L}+)$`, 'u');
/** "★ 1.2k", "1.2k ★": a mark that is no letter nor figure beside the figure. */
const GLYPH_BESIDE = new RegExp(
  `^(?:([^\\p{L}\\d\\s]+)\\s*${FIGURE}|${FIGURE}\\s*([^\\p{L}\\d\\s]+))$`,
  'u',
);

/** The word or glyph a count is written with ("stargazers", "★"), or null for no count. */
function countWord(sample: string): string | null {
  const text = sample.trim();
  const glyph = GLYPH_BESIDE.exec(text);
  return FIGURE_THEN_NOUN.exec(text)?.[1] ?? glyph?.[1] ?? glyph?.[2] ?? null;
}

export function countsNamedBy(field: string, samples: readonly string[]): boolean {
  const name = field.trim().toLowerCase();
  if (!PLURAL_NOUN.test(name) || samples.length === 0) return false;
  const wanted = singular(name);
  return samples.every((sample) => {
    const word = countWord(sample);
    return word !== null && countsSame(wanted, word);
  });
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
