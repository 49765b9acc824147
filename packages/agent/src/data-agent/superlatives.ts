import type { DataColumn } from '@gleaner/shared';
import { isClockColumn, timeColumns } from './column-roles.js';
import { columnUnit, dimensionsOf, isCountOfTime, type Dimension } from './units.js';
import { wordsOf } from './words.js';

type Direction = 'asc' | 'desc';
/**
 * 'recency' is any date or year column; 'height' a length column whose header says how high
 * (height, elevation, altitude); the rest are what number columns measure.
 */
type Target = Dimension | 'recency' | 'height' | 'precipitation' | 'traffic';

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
  // How many come through: trips, visitors, passengers, footfall.
  busiest: [['traffic', 'desc']],
  quietest: [['traffic', 'asc']],
  wettest: [['precipitation', 'desc']],
  rainiest: [['precipitation', 'desc']],
  driest: [['precipitation', 'asc']],
  warmest: [['temperature', 'desc']],
  hottest: [['temperature', 'desc']],
  coldest: [['temperature', 'asc']],
  coolest: [['temperature', 'asc']],
  oldest: [
    ['age', 'desc'],
    ['recency', 'asc'],
  ],
  youngest: [
    ['age', 'asc'],
    ['recency', 'desc'],
  ],
};

/**
 * 'Which ticket has been open longest?', 'the dog that has been here the longest': how long a
 * state has lasted is how long ago it began, the earliest day first.
 */
const SINCE: Record<string, [Target, Direction][]> = {
  longest: [['recency', 'asc']],
  shortest: [['recency', 'desc']],
};
const sinceWhen = (words: string[], at: number) =>
  words.slice(Math.max(0, at - 4), at).includes('been');

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

/** Headers that say how far up a route goes ('ascent', 'climb'), not how long it is. */
const CLIMB_WORDS = /^(ascent|ascents|climb|climbs|climbing|descent|vertical)$/;

/**
 * 'the shortest walk' is the shortest way along it: a length that says how high something stands
 * or climbs is never how long it is, so 'longest' and 'shortest' do not rank by it.
 */
const isUpward = (c: DataColumn) => isHeight(c) || wordsOf(c.key).some((w) => CLIMB_WORDS.test(w));

/**
 * Rain and snow are measured as a depth in mm or inches ('3.6 mm'): a length column in those
 * units whose header names no size (a phone's '7.8 mm' thickness, a board's width).
 */
const SIZE_WORDS = /^(length|width|height|depth|thickness|diameter|distance|size|elevation)$/;
const isPrecipitation = (c: DataColumn) => {
  const unit = columnUnit(c)?.toLowerCase();
  return (
    c.kind === 'number' &&
    (unit === 'mm' || unit === 'in' || unit === 'cm') &&
    !wordsOf(c.key).some((w) => SIZE_WORDS.test(w))
  );
};

/** Headers counting what comes through a place: what 'busiest' and 'quietest' rank by. */
const TRAFFIC_WORDS =
  /^(trips?|journeys?|visits?|visitors?|passengers?|footfall|riders?|customers?|orders?|bookings?|calls?|arrivals?|departures?|entries|admissions?|covers)$/;

function columnsFor(target: Target, columns: DataColumn[]): DataColumn[] {
  const found =
    target === 'traffic'
      ? // A count, never a measure of each one ('avg_trip' in minutes is how long, not how many).
        columns.filter(
          (c) =>
            c.kind === 'number' &&
            !columnUnit(c) &&
            wordsOf(c.key).some((w) => TRAFFIC_WORDS.test(w)) &&
            !wordsOf(c.key).some((w) => /^(avg|average|mean|median)$/.test(w)),
        )
      : target === 'recency'
        ? [...timeColumns(columns), ...columns.filter(isClockColumn)]
        : target === 'height'
          ? columns.filter(isHeight)
          : target === 'precipitation'
            ? columns.filter(isPrecipitation)
            : columns.filter(
                (c) =>
                  c.kind === 'number' &&
                  (dimensionsOf(c).includes(target) || (target === 'time' && isCountOfTime(c))) &&
                  !(target === 'length' && isUpward(c)),
              );
  return [...found.filter(overall), ...found.filter((c) => !overall(c))];
}

/**
 * The column a superlative word ranks by, found from what the table's columns measure: a column
 * the question names (`preferred`, e.g. 'most recently hired' names hire_date, likeliest first)
 * wins when it fits.
 * Undefined when no column measures it: the question cannot be ranked on this table.
 */
export function rankingFor(
  words: string[],
  columns: DataColumn[],
  preferred: DataColumn[] = [],
): Ranking | undefined {
  const specific = words.some((w) => w in RANKING_WORDS && !GENERIC.has(w));
  for (const [at, word] of words.entries()) {
    const targets = (sinceWhen(words, at) ? SINCE[word] : undefined) ?? RANKING_WORDS[word];
    if (!targets) continue;
    if (GENERIC.has(word) && specific) continue;
    if (word === 'first' && !closes(words, at) && !leadsNoun(words, at)) continue;
    const degree = words[at - 1] ?? '';
    for (const [target, way] of targets) {
      const fits = columnsFor(target, columns);
      if (fits.length === 0) continue;
      const direction: Direction = DOWN.has(degree) ? (way === 'asc' ? 'desc' : 'asc') : way;
      // The question's likelier column first, as the caller orders them.
      const named = preferred.find((c) => fits.includes(c));
      const column = named ?? leaningWay(fits, direction) ?? fits[0];
      if (!column) continue;
      return {
        column,
        direction,
        others: fits.filter((c) => c !== column),
        word,
        generic: GENERIC.has(word),
      };
    }
  }
  return nounRanking(words, columns, preferred);
}

/**
 * 'windiest' ranks by wind, 'sunniest' by sunshine, 'snowiest' by snowfall: a superlative made
 * from a noun ('windy', 'sunny') ranks by the number column whose header starts with that noun.
 */
function nounRanking(
  words: string[],
  columns: DataColumn[],
  preferred: DataColumn[],
): Ranking | undefined {
  for (const [at, word] of words.entries()) {
    if (!/^\p{L}{4,}iest$/u.test(word)) continue;
    // 'sunn-iest' → sun, 'wind-iest' → wind: a doubled last letter was doubled for the ending.
    const stemmed = word.slice(0, -4);
    const noun = /(\p{L})\1$/u.test(stemmed) ? stemmed.slice(0, -1) : stemmed;
    if (noun.length < 3) continue;
    const fits = columns.filter(
      (c) => c.kind === 'number' && wordsOf(c.key).some((w) => w.startsWith(noun)),
    );
    const column = fits.find((c) => preferred.includes(c)) ?? fits[0];
    if (!column) continue;
    const direction: Direction = DOWN.has(words[at - 1] ?? '') ? 'asc' : 'desc';
    return { column, direction, others: fits.slice(1), word, generic: false };
  }
  return undefined;
}

/** A header that says which end of a pair it holds: 'high' / 'max_temp' or 'low' / 'min_temp'. */
const HIGH_END = /^(high|highs|max|maximum|top|upper|peak|hi)$/;
const LOW_END = /^(low|lows|min|minimum|bottom|lower|lo)$/;

/**
 * Of columns that measure one thing, the one whose header leans the way asked: 'warmest' is the
 * highest of the highs, 'coldest' and 'lowest temperature' the lowest of the lows.
 */
export function leaningWay(fits: DataColumn[], direction: Direction): DataColumn | undefined {
  if (fits.length < 2) return undefined;
  const end = direction === 'desc' ? HIGH_END : LOW_END;
  return fits.find((c) => wordsOf(c.key).some((w) => end.test(w)));
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
