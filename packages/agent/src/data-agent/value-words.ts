import type { DataColumn, PlanFilter } from '@gleaner/shared';
import { flagValues } from './column-roles.js';
import { negatedAt, type Span } from './value-matches.js';
import type { Token } from './vocabulary.js';
import { DIRECTION_WORDS, STOP_WORDS } from './words.js';

/** A value that refuses what its word names: 'No dogs', 'Not allowed', 'Non-smoking'. */
const REFUSES = /^(no|not|non|without)\b/i;

/**
 * 'places that allow dogs' on a pets column of 'Cats only', 'Cats & dogs', 'No pets': a lower-case
 * word nothing else explains, written inside values of one column of few (its examples), is those
 * values — never when one of them refuses it ('No dogs' beside 'Dogs welcome': the word alone
 * cannot tell them apart), nor when every value holds it. The records are named first ('loans due
 * …', 'most recent loan'), so a word is read only after another word named them: 'loans' never
 * reads the status 'On loan'. Names are no such column: 'hotel' is not read in 'Grand Hotel'.
 * Nor are hyphenated words alone: 'bikes' is not 'E-bike'.
 */
export function wordsInValues(input: {
  text: string;
  tokens: Token[];
  columns: DataColumn[];
  isFree: (t: Token) => boolean;
  /** The token names a column. */
  mentioned: (t: Token) => boolean;
  /** The ranking word read, if any ('recent'). */
  ranking: string | undefined;
  /** Filters already read: a column filtered already is not filtered again. */
  filtered: PlanFilter[];
}): { filters: PlanFilter[]; spans: Span[] } {
  const { text, tokens, columns, isFree, mentioned } = input;
  const filters: PlanFilter[] = [];
  const spans: Span[] = [];
  const plain = (t: Token) =>
    isFree(t) && !mentioned(t) && t.word.length >= 3 && !STOP_WORDS.has(t.word);
  for (const t of tokens) {
    if (!plain(t) || text.slice(t.start, t.end) !== t.word) continue;
    const afterRecords = tokens
      .slice(0, t.index)
      .some(
        (o) =>
          plain(o) &&
          !(o.word in DIRECTION_WORDS) &&
          !/^\d/.test(o.word) &&
          o.word !== input.ranking,
      );
    if (!afterRecords) continue;
    const within = new RegExp(`(^|[^\\p{L}])(${t.word}|${t.stem})($|[^\\p{L}])`, 'iu');
    // 'E-bike' is a kind of bike, so 'bikes' said of a shop's bikes is not that value: a word held
    // only inside hyphenated words is not read from them. Beside a value holding it alone ('Kick
    // scooter'), the compounds ('E-scooter') are more of the same kind and go with it.
    const alone = new RegExp(`(^|[^\\p{L}-])(${t.word}|${t.stem})($|[^\\p{L}-])`, 'iu');
    const found = columns.flatMap((c) => {
      if (c.kind !== 'category' || flagValues(c) || !c.examples || c.examples.length < 3) return [];
      const values = c.examples.filter((v) => within.test(v));
      return values.some((v) => alone.test(v)) ? [{ column: c, values }] : [];
    });
    const [only] = found;
    if (found.length !== 1 || !only) continue;
    if (only.values.some((v) => REFUSES.test(v.trim()))) continue;
    if (only.values.length === only.column.examples?.length) continue;
    const key = only.column.key;
    if ([...input.filtered, ...filters].some((f) => f.column === key)) continue;
    spans.push([t.start, t.end]);
    // 'apps without ads' over 'Contains ads' and 'Contains ads · In-app purchases': none of the
    // values holding the word, each ruled out ('neq' filters hold together; blanks pass).
    if (negatedAt(text.toLowerCase(), [t.start, t.end])) {
      for (const value of only.values) filters.push({ column: key, op: 'neq', value });
      continue;
    }
    filters.push(
      only.values.length === 1
        ? { column: key, op: 'eq', value: only.values[0] ?? '' }
        : { column: key, op: 'in', value: only.values[0] ?? '', values: only.values },
    );
  }
  return { filters, spans };
}
