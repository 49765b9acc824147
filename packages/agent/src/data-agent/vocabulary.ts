import type { DataColumn } from '@gleaner/shared';
import { dimensionOfWord, dimensionsOf } from './units.js';
import {
  abbreviationLength,
  COLUMN_SYNONYMS,
  namesSide,
  spelling,
  stem,
  STOP_WORDS,
  wordsOf,
} from './words.js';

/** A word of the question with where it stands, so spans already read can be skipped. */
export interface Token {
  word: string;
  stem: string;
  start: number;
  end: number;
  index: number;
}

export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)) {
    const word = match[0].toLowerCase();
    tokens.push({
      word,
      stem: stem(word),
      start: match.index,
      end: match.index + word.length,
      index: tokens.length,
    });
  }
  return tokens;
}

/** A column named in the question: by its own words (score 2 when whole), or a synonym (0.7). */
export interface ColumnMention {
  column: DataColumn;
  /** Token indexes the mention covers. */
  first: number;
  last: number;
  score: number;
}

/** A header's short forms of a word a question writes whole: 'avg_trip' is the average trip. */
const SHORT_FORMS: Record<string, string> = { avg: 'average', ave: 'average' };

function nameWords(column: DataColumn): string[] {
  return wordsOf(column.key).map((w) => SHORT_FORMS[w] ?? stem(w));
}

/** Header words that make a column a mean of what follows: an average trip is not trips. */
const MEAN_WORDS = new Set(['average', 'mean', 'median']);

/**
 * Two forms of one word: they share a start of at least four letters and differ only by an
 * ending ('hired' / 'hire', 'managed' / 'manager', 'weigh' / 'weight', 'reviewed' / 'reviews',
 * 'insured' / 'insurance').
 */
export function sameRoot(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  if (common < 4) return false;
  // 'insured' / 'insurance', 'attended' / 'attendance': a verb and its noun in -ance or -ence.
  const ending = /^(|e|s|es|d|ed|r|er|ers|ing|t|ion|ions|ment|ments|y|able|al|als|ance|ence)$/;
  return ending.test(a.slice(common)) && ending.test(b.slice(common));
}

function measures(column: DataColumn, word: string): boolean {
  if (STOP_WORDS.has(word)) return false;
  const dimension = dimensionOfWord(word);
  if (dimension === undefined || !dimensionsOf(column).includes(dimension)) return false;
  // Counts of different things are different measures: 'likes' are not downloads or views.
  if (dimension === 'popularity' && word !== 'count') {
    const header = wordsOf(column.key).map(stem);
    return header.includes(word) || !header.some((w) => dimensionOfWord(w) === 'popularity');
  }
  return true;
}

/** Every column each free token could name, best first for each place in the question. */
export function columnMentions(
  tokens: Token[],
  columns: DataColumn[],
  isFree: (t: Token) => boolean,
): ColumnMention[] {
  const mentions: ColumnMention[] = [];
  const words = tokens.map((t) => t.word);
  for (const column of columns) {
    const names = nameWords(column);
    const synonyms = new Set(names.flatMap((name) => (COLUMN_SYNONYMS[name] ?? []).map(stem)));
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i];
      if (!token || !isFree(token)) continue;
      // 'licence' names license, 'colour' color: one word, spelt either side of the Atlantic.
      const at = names.includes(token.stem)
        ? names.indexOf(token.stem)
        : names.map(spelling).indexOf(spelling(token.stem));
      if (at >= 0 && !(STOP_WORDS.has(token.word) && names.length > 1)) {
        // The whole name in a row ('price incl tax') beats one of its words ('price').
        let last = i;
        while (last + 1 < tokens.length && names[at + last + 1 - i] === tokens[last + 1]?.stem)
          last += 1;
        const whole = at === 0 && last - i + 1 === names.length;
        // 'most trips' on trips_today beside avg_trip: the mean's column names them less.
        const ofMean = at > 0 && names.slice(0, at).every((w) => MEAN_WORDS.has(w));
        const score = whole ? 2 : 1 + (last - i) * 0.3 - (ofMean ? 0.1 : 0);
        mentions.push({ column, first: i, last, score });
        i = last;
      } else if (synonyms.has(token.stem) || synonyms.has(token.word)) {
        mentions.push({ column, first: i, last: i, score: 0.7 });
      } else if (
        !STOP_WORDS.has(token.word) &&
        names.some((name) => !STOP_WORDS.has(name) && sameRoot(token.word, name))
      ) {
        // 'hired' names hire_date, 'weigh' weight, 'reviewed' reviews, 'managed' manager.
        mentions.push({ column, first: i, last: i, score: 0.8 });
      } else if (namesSide(column.key, words, i)) {
        // 'goals … score' names GF, 'conceded … goals' GA: the noun and the verb both.
        mentions.push({ column, first: i, last: i, score: 1 + column.key.length * 0.2 });
      } else if (abbreviationLength(column.key, words, i) > 0) {
        // 'wins' names W, 'goal difference' GD, 'points' Pts: a league table's short headers.
        const length = abbreviationLength(column.key, words, i);
        mentions.push({
          column,
          first: i,
          last: i + length - 1,
          score: 1 + column.key.length * 0.2,
        });
        i += length - 1;
      } else if (
        column.kind === 'number' &&
        (measures(column, token.stem) ||
          (asksMoney(tokens, i) && dimensionsOf(column).includes('money')))
      ) {
        // 'fuel economy' names mpg, 'memory' a column of GB: what the column measures.
        mentions.push({ column, first: i, last: i, score: MEASURE_SCORE });
      }
    }
  }
  preferMainMoney(mentions, tokens);
  return mentions.sort((a, b) => a.first - b.first || b.score - a.score);
}

/**
 * 'sold for', 'went for', 'fetched': what a thing sold for is an amount of money, though 'sold'
 * alone is no amount ('units sold', 'sold out').
 */
function asksMoney(tokens: Token[], i: number): boolean {
  const word = tokens[i]?.word ?? '';
  if (/^(fetch|fetches|fetched|fetching)$/.test(word)) return true;
  return /^(sold|sell|sells|went|go|goes)$/.test(word) && tokens[i + 1]?.word === 'for';
}

/** Header words of the one money column a bill or a spend means, before any other. */
const GENERIC_MONEY = new Set(['amount', 'total', 'price', 'cost', 'bill']);
/** The score of a word that names a column only by what it measures. */
const MEASURE_SCORE = 0.6;

/**
 * 'the highest bill', 'how much did I spend' on a table of two money columns (an amount and a
 * standing charge, a price and a delivery fee): the word means the one the records are about —
 * the column of a generic name, else the one of the largest amounts — not a charge beside it. Its
 * mention scores a little higher; with no clear one the columns stay tied (offered as readings).
 */
function preferMainMoney(mentions: ColumnMention[], tokens: Token[]): void {
  const byToken = new Map<number, ColumnMention[]>();
  for (const m of mentions)
    if (
      m.score === MEASURE_SCORE &&
      (dimensionOfWord(tokens[m.first]?.stem ?? '') === 'money' || asksMoney(tokens, m.first))
    )
      byToken.set(m.first, [...(byToken.get(m.first) ?? []), m]);
  for (const group of byToken.values()) {
    if (group.length < 2) continue;
    const generic = group.filter((m) => nameWords(m.column).some((w) => GENERIC_MONEY.has(w)));
    const largest = [...group].sort((a, b) => (b.column.max ?? 0) - (a.column.max ?? 0));
    const main =
      generic.length === 1
        ? generic[0]
        : generic.length === 0 && (largest[0]?.column.max ?? 0) > (largest[1]?.column.max ?? 0)
          ? largest[0]
          : undefined;
    if (main) main.score += 0.05;
  }
}

/** The best mention at each place, and the runners-up that tie it (an unclear column). */
export function bestMentions(
  mentions: ColumnMention[],
): { best: ColumnMention; ties: ColumnMention[] }[] {
  const byPlace = new Map<number, ColumnMention[]>();
  for (const mention of mentions) {
    const list = byPlace.get(mention.first) ?? [];
    list.push(mention);
    byPlace.set(mention.first, list);
  }
  const out: { best: ColumnMention; ties: ColumnMention[] }[] = [];
  // 'download size' names download_size beside downloads, both whole names: the one reading
  // more of the question's words.
  const span = (m: ColumnMention) => m.last - m.first;
  for (const list of byPlace.values()) {
    list.sort((a, b) => b.score - a.score || span(b) - span(a));
    const [best, ...rest] = list;
    if (!best) continue;
    out.push({
      best,
      ties: rest.filter((m) => m.score >= best.score - 1e-9 && span(m) === span(best)),
    });
  }
  return out.sort((a, b) => a.best.first - b.best.first);
}

/**
 * 'remote data jobs', 'the data team': a noun too common to name a column ('data', 'items')
 * written before another word that is no small word describes it, and may be a value ('Data').
 * Closing a question ('show all data') it is the records.
 */
const COMMON_NOUNS = /^(data|records?|items?|rows?|entries|entry)$/;
const modifies = (words: string[], i: number) =>
  COMMON_NOUNS.test(words[i] ?? '') &&
  /^\p{L}{3,}$/u.test(words[i + 1] ?? '') &&
  !STOP_WORDS.has(words[i + 1] ?? '');

/** Phrases of 1 to 5 words of the question: the server looks them up among the records' values. */
export function candidatePhrases(question: string): string[] {
  // A value may end in a plus ('18+', 'C++', 'Disney+'): an age limit, a grade, a name.
  const phrases = new Set<string>();
  // A slash inside a word joins it ('f/2.8', 'A/B', '24/7'): looked up whole, then apart.
  const joined = question.match(/[\p{L}\p{N}](?:[\p{L}\p{N}'’.&-]|\/(?=[\p{L}\p{N}]))*\+*/gu) ?? [];
  if (joined.some((w) => w.includes('/'))) addPhrases(joined, phrases);
  addPhrases(question.match(/[\p{L}\p{N}][\p{L}\p{N}'’.&-]*\+*/gu) ?? [], phrases);
  for (const quoted of question.matchAll(/["“']([^"”']{2,80})["”']/g))
    if (quoted[1]) phrases.add(quoted[1].toLowerCase());
  return [...phrases].slice(0, 300);
}

function addPhrases(written: string[], phrases: Set<string>): void {
  const words = written.map((w) => w.replace(/[.]+$/, '').toLowerCase());
  // 'the Data track': a small word written with a capital inside a sentence is a name.
  const named = (i: number) => i > 0 && /^\p{Lu}/u.test(written[i] ?? '');
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 1; n <= 5 && i + n <= words.length; n += 1) {
      const slice = words.slice(i, i + n);
      if (
        n === 1 &&
        ((STOP_WORDS.has(slice[0] ?? '') && !named(i) && !modifies(words, i)) ||
          (slice[0] ?? '').length < 2)
      )
        continue;
      const phrase = slice.join(' ');
      phrases.add(phrase);
      // 'in-unit laundry' finds 'In unit', as a person reads either.
      if (phrase.includes('-')) phrases.add(phrase.replace(/-/g, ' '));
      // 'desserts' finds 'Dessert', 'comedies' finds 'Comedy'.
      const last = slice[slice.length - 1] ?? '';
      if (stem(last) !== last) phrases.add([...slice.slice(0, -1), stem(last)].join(' '));
      // 'fully booked' finds 'Full', 'partly furnished' 'Part': an adverb's adjective, of four
      // letters or more ('only' is not 'On'; 'fully' drops an l of 'full').
      if (n === 1 && /^\p{L}{4,}ly$/u.test(last)) phrases.add(last.slice(0, -2));
      if (n === 1 && /^\p{L}{2,}lly$/u.test(last)) phrases.add(last.slice(0, -1));
    }
  }
  // 'L. Brennan', 'J. R. Hartley': a name's initial keeps its full stop, as the value writes it.
  const dotted = written.map((w, i) => (/^\p{L}\.$/u.test(w) ? w.toLowerCase() : words[i]!));
  for (let i = 0; i < dotted.length; i += 1)
    for (let n = 2; n <= 5 && i + n <= dotted.length; n += 1) {
      const slice = dotted.slice(i, i + n);
      if (slice.some((w, k) => w !== words[i + k])) phrases.add(slice.join(' '));
    }
}

/**
 * Names the question writes with a capital (not its first word, which any sentence capitalises)
 * or in quotes: the server looks for values holding them as a whole word, so 'recipes by
 * Nigella' finds 'Nigella Lawson'. Lower-case words are left out: 'ready' or 'made' would find
 * titles that happen to hold them.
 */
export function candidateParts(question: string): string[] {
  const parts = new Set<string>();
  const words = [...question.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
  for (const [at, match] of words.entries()) {
    const word = match[0].replace(/['’]s$/, '');
    if (at === 0 || word.length < 3 || !/^\p{Lu}/u.test(word)) continue;
    if (STOP_WORDS.has(word.toLowerCase())) continue;
    parts.add(word.toLowerCase());
  }
  // 'Elm Road', 'Quay Street': capitalised words in a row are one name inside values
  // ('14 Elm Road'), found whole so no word of it is left unread.
  for (let at = 1; at < words.length; at += 1) {
    let end = at;
    while (end < words.length && end - at < 3 && /^\p{Lu}\p{L}+$/u.test(words[end]?.[0] ?? ''))
      end += 1;
    if (end - at >= 2)
      parts.add(
        words
          .slice(at, end)
          .map((w) => w[0].toLowerCase())
          .join(' '),
      );
  }
  for (const quoted of question.matchAll(/["“]([^"”]{3,80})["”]/g))
    if (quoted[1]) parts.add(quoted[1].toLowerCase());
  return [...parts].slice(0, 20);
}
