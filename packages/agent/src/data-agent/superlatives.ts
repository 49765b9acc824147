import type { DataColumn } from '@gleaner/shared';
import { isClockColumn, timeColumns } from './column-roles.js';
import { dimensionsOf, type Dimension } from './units.js';
import { wordsOf } from './words.js';

type Direction = 'asc' | 'desc';
/**
 * 'recency' is any date or year column; 'height' a length column whose header says how high
 * (height, elevation, altitude); the rest are what number columns measure.
 */
type Target = Dimension | 'recency' | 'height';

/**
 * Words that say what a superlative ranks by, with the way each reads: 'lightest' is the lowest
 * weight, 'newest' the latest date. Several targets are tried in order ('longest' is a time,
 * else a length). A degree word before them ('least expensive') turns the direction.
 */
const RANKING_WORDS: Record<string, [Target, Direction][]> = {
  cheapest: [['money', 'asc']],
  cheaper: [['money', 'asc']],
  cheap: [['money', 'asc']],
  expensive: [['money', 'desc']],
  priciest: [['money', 'desc']],
  pricier: [['money', 'desc']],
  pricey: [['money', 'desc']],
  costliest: [['money', 'desc']],
  paid: [['money', 'desc']],
  paying: [['money', 'desc']],
  quickest: [['time', 'asc']],
  fastest: [
    ['speed', 'desc'],
    ['time', 'asc'],
  ],
  slowest: [
    ['speed', 'asc'],
    ['time', 'desc'],
  ],
  longest: [
    ['time', 'desc'],
    ['length', 'desc'],
  ],
  shortest: [
    ['time', 'asc'],
    ['length', 'asc'],
  ],
  tallest: [['height', 'desc']],
  // 'highest' / 'lowest' alone: how high. Said of a column ('highest price') or before another
  // ranking word ('highest rated'), that column or word decides (see GENERIC).
  highest: [['height', 'desc']],
  lowest: [['height', 'asc']],
  lightest: [['mass', 'asc']],
  heaviest: [['mass', 'desc']],
  largest: [
    ['area', 'desc'],
    ['data', 'desc'],
    ['volume', 'desc'],
  ],
  biggest: [
    ['area', 'desc'],
    ['data', 'desc'],
    ['volume', 'desc'],
  ],
  smallest: [
    ['area', 'asc'],
    ['data', 'asc'],
    ['volume', 'asc'],
  ],
  powerful: [['power', 'desc']],
  popular: [['popularity', 'desc']],
  reviewed: [['popularity', 'desc']],
  rated: [['rating', 'desc']],
  best: [['rating', 'desc']],
  worst: [['rating', 'asc']],
  efficient: [['efficiency', 'desc']],
  economical: [['efficiency', 'desc']],
  closest: [['length', 'asc']],
  nearest: [['length', 'asc']],
  farthest: [['length', 'desc']],
  furthest: [['length', 'desc']],
  newest: [['recency', 'desc']],
  latest: [['recency', 'desc']],
  recent: [['recency', 'desc']],
  recently: [['recency', 'desc']],
  earliest: [['recency', 'asc']],
  // Only closing a question ('which was climbed first?'): 'the first 10', 'first name' are not.
  first: [['recency', 'asc']],
  last: [['recency', 'desc']],
  oldest: [
    ['age', 'desc'],
    ['recency', 'asc'],
  ],
  youngest: [
    ['age', 'asc'],
    ['recency', 'desc'],
  ],
};

/** Ranking words that mostly say only a direction: another ranking word or a named column wins. */
const GENERIC = new Set(['highest', 'lowest']);

/** Degree words: they set the direction of a word that has none ('highest rated'). */
const DOWN = new Set(['least', 'lowest', 'fewest', 'worst', 'bottom', 'minimum', 'min']);

export interface Ranking {
  column: DataColumn;
  direction: Direction;
  /** Other columns the same word could rank by, for another reading. */
  others: DataColumn[];
  /** The word read. */
  word: string;
  /** A word that mostly says a direction ('highest'): a column the question names comes first. */
  generic: boolean;
}

/** 'the total time' beats 'the prep time' when a question only says 'quickest'. */
const overall = (c: DataColumn) => wordsOf(c.key).some((w) => w === 'total' || w === 'overall');

/** Headers that say how high something stands, not how long or far it is. */
const HEIGHT_WORDS = /^(height|heights|elevation|altitude|tall|tallness|elev|alt)$/;

const isHeight = (c: DataColumn) =>
  c.kind === 'number' &&
  dimensionsOf(c).includes('length') &&
  wordsOf(c.key).some((w) => HEIGHT_WORDS.test(w));

function columnsFor(target: Target, columns: DataColumn[]): DataColumn[] {
  const found =
    target === 'recency'
      ? [...timeColumns(columns), ...columns.filter(isClockColumn)]
      : target === 'height'
        ? columns.filter(isHeight)
        : columns.filter((c) => c.kind === 'number' && dimensionsOf(c).includes(target));
  return [...found.filter(overall), ...found.filter((c) => !overall(c))];
}

/**
 * The column a superlative word ranks by, found from what the table's columns measure: a column
 * the question names (`preferred`, e.g. 'most recently hired' names hire_date) wins when it fits.
 * Undefined when no column measures it: the question cannot be ranked on this table.
 */
export function rankingFor(
  words: string[],
  columns: DataColumn[],
  preferred: DataColumn[] = [],
): Ranking | undefined {
  const specific = words.some((w) => w in RANKING_WORDS && !GENERIC.has(w));
  for (const [at, word] of words.entries()) {
    const targets = RANKING_WORDS[word];
    if (!targets) continue;
    if (GENERIC.has(word) && specific) continue;
    if (word === 'first' && !closes(words, at) && !leadsNoun(words, at)) continue;
    const degree = words[at - 1] ?? '';
    for (const [target, way] of targets) {
      const fits = columnsFor(target, columns);
      if (fits.length === 0) continue;
      const named = fits.find((c) => preferred.includes(c));
      const column = named ?? fits[0];
      if (!column) continue;
      const direction: Direction = DOWN.has(degree) ? (way === 'asc' ? 'desc' : 'asc') : way;
      return {
        column,
        direction,
        others: fits.filter((c) => c !== column),
        word,
        generic: GENERIC.has(word),
      };
    }
  }
  return undefined;
}

/** 'which was climbed first?': 'first' closing a question, not 'the first 10'. */
const closes = (words: string[], at: number) =>
  at === words.length - 1 &&
  at > 0 &&
  !/^(the|a|an|and|come|came|comes)$/.test(words[at - 1] ?? '');

/**
 * 'the first show after 20 November', 'first train to Leeds': 'first' opening the question before
 * a noun (never a figure: 'the first 3') asks for the earliest record.
 */
const leadsNoun = (words: string[], at: number) =>
  /^\p{L}{3,}$/u.test(words[at + 1] ?? '') &&
  !/^(the|and|one|ones|few|records?|rows?|items?|entries|entry)$/.test(words[at + 1] ?? '') &&
  words.slice(0, at).every((w) => /^(the|which|what|whats|was|is|were|are)$/.test(w));

/** The question holds a ranking word: without a column for it, it cannot be answered here. */
export const hasRankingWord = (words: string[]) => words.some((w) => w in RANKING_WORDS);
