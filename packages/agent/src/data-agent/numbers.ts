import type { FilterOp } from '@gleaner/shared';
import { unitDef, UNIT_WORDS } from './units.js';
import { STOP_WORDS } from './words.js';

/** A numeric condition found in a question: 'under £20' → lt 20 with unit currency. */
export interface NumberCondition {
  op: FilterOp;
  value: number;
  value2?: number;
  /** 'currency' for £ $ € or their names, 'percent', another unit word ('kg', 'stars'), or null. */
  unit: string | null;
  /** Said of a rating: 'rated 5', 'scored 4', 'a rating of 3', '3 stars', 'rated above 4'. */
  rating: boolean;
  /** A figure with a unit and no comparison ('with 16 GB'): read only when a column holds it. */
  bare: boolean;
  /** Where it stood in the question, so its words are not read again as column names. */
  start: number;
  end: number;
}

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  fifty: 50,
  hundred: 100,
};

/**
 * 'five' → '5', so the patterns below see digits. 'one' is left alone ('which one') unless a
 * unit follows, as 'a' and 'an' do: 'more than an hour' is more than 1 hour.
 */
export function digitsForWords(text: string): string {
  return (
    text
      .replace(
        /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|hundred)\b/gi,
        (word) => String(NUMBER_WORDS[word.toLowerCase()] ?? word),
      )
      .replace(
        /\b(?:an?|one)\s+(hour|minute|day|week|kilo|kilogram|litre|liter|mile|kilometre|kilometer|metre|meter|year)\b/gi,
        '1 $1',
      )
      // 'below freezing', 'above freezing': the freezing point of water, in degrees.
      .replace(/\b(below|under|above|over)\s+freezing\b/gi, '$1 0 °C')
      // 'renewed more than once', 'at least twice': how many times, a bare figure.
      .replace(
        /\b(than|exactly|least|most)\s+(once|twice)\b/gi,
        (_, lead: string, times: string) => `${lead} ${times.toLowerCase() === 'once' ? 1 : 2}`,
      )
  );
}

const CURRENCY_SYMBOL = '[£$€¥₹]';
const CURRENCY_WORD = '(?:pounds?|quid|gbp|dollars?|usd|bucks|euros?|eur|yen|rupees?)';
/** Units every table may use; a table adds its own (its columns' units and header words). */
const BASE_UNITS = [
  '%',
  'percent',
  'points',
  'point',
  'votes',
  'vote',
  'views',
  'view',
  'reviews',
  'review',
  'pages',
  'page',
  'items',
  'people',
  'years',
  'year',
  ...UNIT_WORDS,
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A number as written: '£1,299.50', '20', '2.5k', '3 million', '$1 trillion', '$450B', '30 pounds', '80%', '16 GB',
 * '5-star'. Groups: symbol, digits, scale, unit. Scale letters are attached ('100k', '$3m'), so
 * '500 m' is metres; a unit may follow a space or a hyphen.
 */
function amountPattern(units: string[], plus = false): string {
  const words = [...new Set(units.map((u) => u.toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  // '5+ years': a plus after the figure says 'or more'.
  const after = plus ? '\\+' : '';
  // A figure inside a code ('H6', 'A4', 'M3') is no figure: no letter stands right before it.
  return `(${CURRENCY_SYMBOL})?\\s?(?<!\\p{L})(-?\\d[\\d,]*(?:\\.\\d+)?|\\.\\d+)(?:(k|m|bn|b|tn|t)(?![\\p{L}])|\\s?(thousand|million|billion|trillion)\\b)?${after}(?:[\\s-]?(${CURRENCY_WORD}|${words})(?![\\p{L}\\p{N}]))?`;
}

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
};
/** Scale letters that are units without a currency: '500m' is metres, '5t' tonnes. */
const UNIT_LETTERS = /^[mbt]$/i;

interface Amount {
  value: number;
  unit: string | null;
}

function amountOf(groups: (string | undefined)[]): Amount {
  const [symbol, digits = '0', letter, word, unitWord] = groups;
  const money = Boolean(
    symbol || (unitWord && new RegExp(`^${CURRENCY_WORD}$`, 'i').test(unitWord)),
  );
  let value = Number(digits.replace(/,/g, ''));
  let unit: string | null = null;
  // '500m' with no currency is 500 metres; '$3m' is three million, '$2.9T' 2.9 trillion, and a
  // capital M is millions too ('1M downloads'), as a count shortened the way its pages write it.
  const scale =
    letter && UNIT_LETTERS.test(letter) && !money && letter !== 'M' ? undefined : (letter ?? word);
  if (scale) value *= SCALE[scale.toLowerCase()] ?? 1;
  else if (letter) unit = letter.toLowerCase();
  if (money) unit = 'currency';
  else if (unitWord && /^(%|percent)$/i.test(unitWord)) unit = 'percent';
  else if (unitWord) unit = unitWord.toLowerCase();
  return { value, unit };
}

const LESS = String.raw`under|below|less than|fewer than|lower than|smaller than|cheaper than|shorter than|younger than|lighter than|beneath|<`;
const LESS_EQ = String.raw`at most|up to|no more than|not more than|maximum of|max|within|<=|≤`;
const MORE = String.raw`over|above|more than|greater than|higher than|larger than|bigger than|pricier than|longer than|older than|heavier than|exceeding|exceeds|>`;
const MORE_EQ = String.raw`at least|no less than|not less than|minimum of|min|>=|≥`;
const EQUAL = String.raw`exactly|equal to|equals|=`;
/**
 * Comparatives that mean less: any other '-er than' ('taller than', 'stronger than', 'wider
 * than') and 'more … than' mean more, so an adjective no list names still compares.
 */
const LESSER = new Set(
  (
    'shorter smaller lower younger lighter cheaper fewer slower narrower thinner weaker closer ' +
    'nearer earlier worse lesser shallower quieter cooler colder less'
  ).split(' '),
);
/**
 * Comparatives said after a figure, 'or' between ('aged 5 or older', '2 kg or lighter'): that
 * figure and beyond it, the way the adjective reads (LESSER ones down).
 */
const OR_COMPARATIVES = [
  ...LESSER,
  ...'older newer larger bigger greater longer taller heavier wider higher faster later stronger deeper warmer hotter pricier'.split(
    ' ',
  ),
].join('|');
const RATED = String.raw`rated|scored|scoring|rating of|score of|rated at`;

type Pattern = {
  re: RegExp;
  op: FilterOp;
  pair?: boolean;
  unitRequired?: boolean;
  /** 'N+' with its unit ('5+ years'): '18+' alone may be a value written so ('18+' shows). */
  plus?: boolean;
};

function patternsFor(units: string[]): Pattern[] {
  const amount = amountPattern(units);
  const re = (source: string) => new RegExp(source, 'giu');
  return [
    // '5+ years of experience', '18+': that figure or more.
    { re: re(amountPattern(units, true)), op: 'gte', plus: true },
    { re: re(`\\bbetween\\s+${amount}\\s*(?:and|-|to)\\s*${amount}`), op: 'between', pair: true },
    { re: re(`\\bfrom\\s+${amount}\\s*(?:to|-)\\s*${amount}`), op: 'between', pair: true },
    // 'rated above 4.5': the rating word leads the comparison in, and ranks nothing.
    { re: re(`(?:^|\\s|\\b)(?:(?:${RATED})\\s+)?(?:${LESS_EQ})\\s*${amount}`), op: 'lte' },
    { re: re(`(?:^|\\s|\\b)(?:(?:${RATED})\\s+)?(?:${MORE_EQ})\\s*${amount}`), op: 'gte' },
    { re: re(`(?:^|\\s|\\b)(?:(?:${RATED})\\s+)?(?:${LESS})\\s*${amount}`), op: 'lt' },
    { re: re(`(?:^|\\s|\\b)(?:(?:${RATED})\\s+)?(?:${MORE})\\s*${amount}`), op: 'gt' },
    // 'taller than 1.9 m', 'more expensive than $50': the way is read from the adjective.
    { re: re(`\\b(?:more|less)\\s+\\p{L}+\\s+than\\s*${amount}`), op: 'gt' },
    { re: re(`\\b\\p{L}{2,}(?:er|ier)\\s+than\\s*${amount}`), op: 'gt' },
    {
      re: re(`(?:\\b(?:${RATED})\\s+)?${amount}\\s+or\\s+(?:more|above|higher|over|better)`),
      op: 'gte',
    },
    {
      re: re(`(?:\\b(?:${RATED})\\s+)?${amount}\\s+or\\s+(?:less|below|lower|under|fewer|worse)`),
      op: 'lte',
    },
    { re: re(`${amount}\\s+or\\s+(?:${OR_COMPARATIVES})\\b`), op: 'gte' },
    { re: re(`(?:^|\\s|\\b)(?:${EQUAL})\\s*${amount}`), op: 'eq' },
    // 'rated 5', 'a rating of 3': a rating asked for by number.
    { re: re(`\\b(?:${RATED})\\s+${amount}`), op: 'eq' },
    // 'with 16 GB', '3-bedroom', '5 stars': a figure with its unit and no comparison.
    { re: re(amount), op: 'eq', unitRequired: true },
  ];
}

/**
 * A bare figure with a unit is a condition ('with 16 GB'), unless it is money with no comparison,
 * a count of the records themselves ('10 items') or how many to show ('top 10 reviews').
 */
function isFigureWithUnit(unit: string | null, before: string): boolean {
  if (!unit || unit === 'currency' || /^(items?|people|records?|rows?|entries)$/.test(unit))
    return false;
  return !/\b(top|first|bottom|last|best|worst|next|latest|newest)\s*$/i.test(before);
}

/**
 * The numeric conditions of a question, each span read once (the first pattern that takes a
 * span wins: 'between 10 and 20' is not also 'under 20'). `units` are the table's own unit
 * words (its columns' units and number columns' header words), so '6 servings' is a figure.
 */
export function numberConditions(question: string, units: string[] = []): NumberCondition[] {
  const text = digitsForWords(question);
  const taken: [number, number][] = [];
  const found: NumberCondition[] = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);
  for (const { re, op, pair, unitRequired, plus } of patternsFor([...BASE_UNITS, ...units])) {
    for (const match of text.matchAll(re)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!free(start, end)) continue;
      const groups = match.slice(1);
      const first = amountOf(groups.slice(0, 5));
      if (unitRequired && !isFigureWithUnit(first.unit, text.slice(0, start))) continue;
      if (plus && !first.unit) continue;
      const rating =
        new RegExp(`^\\s*(?:${RATED})\\b`, 'i').test(match[0]) ||
        new RegExp(`\\b(?:${RATED}|rating|score)\\s*$`, 'i').test(text.slice(0, start)) ||
        unitDef(first.unit)?.dimension === 'rating';
      const comparative = /^\s*(?:(more|less)\s+\p{L}+|(\p{L}+))\s+than\b/iu.exec(match[0]);
      const orWord = new RegExp(`\\bor\\s+(${OR_COMPARATIVES})$`, 'iu').exec(match[0])?.[1];
      const lesser =
        (comparative && LESSER.has((comparative[1] ?? comparative[2] ?? '').toLowerCase())) ||
        (orWord !== undefined && LESSER.has(orWord.toLowerCase()));
      const condition: NumberCondition = {
        op: lesser ? (orWord ? 'lte' : 'lt') : op,
        value: first.value,
        unit: first.unit,
        rating,
        bare: Boolean(unitRequired),
        start,
        end,
      };
      if (pair) {
        const second = amountOf(groups.slice(5, 10));
        condition.value = Math.min(first.value, second.value);
        condition.value2 = Math.max(first.value, second.value);
        condition.unit = first.unit ?? second.unit;
      }
      if (Number.isNaN(condition.value)) continue;
      // 'under 1 year old', '12 weeks old': an age, 'old' only saying so.
      const measure = unitDef(condition.unit)?.dimension;
      const old = /^\s+old\b/i.exec(text.slice(condition.end));
      if (old && (measure === 'age' || measure === 'time')) condition.end += old[0].length;
      if (!pair && !unitRequired && !condition.unit) {
        // 'more than 3 huts': a plural after the figure says what is counted, known or not.
        const next = /^\s+(\p{L}{3,}s)\b/iu.exec(text.slice(end));
        if (next?.[1] && !STOP_WORDS.has(next[1].toLowerCase())) {
          condition.unit = next[1].toLowerCase();
          condition.end += next[0].length;
        }
      }
      taken.push([start, end]);
      found.push(condition);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** 'top 5', 'first 10', '3 cheapest', 'bottom 2': how many, when the question says. */
export function countLimit(
  question: string,
): { n: number; direction: 'asc' | 'desc' | null } | null {
  const text = digitsForWords(question.toLowerCase());
  const lead = /\b(top|first|bottom|last|best|worst)\s+(\d{1,4})\b/.exec(text);
  if (lead?.[1] && lead[2]) {
    const dir =
      lead[1] === 'bottom' || lead[1] === 'worst'
        ? 'asc'
        : lead[1] === 'top' || lead[1] === 'best'
          ? 'desc'
          : null;
    return { n: Number(lead[2]), direction: dir };
  }
  const trail =
    /\b(\d{1,4})\s+(most|least|cheapest|highest|lowest|largest|smallest|biggest|best|worst|oldest|newest|latest|earliest|priciest|longest|shortest|fewest|top|bottom)\b/.exec(
      text,
    );
  if (trail?.[1]) return { n: Number(trail[1]), direction: null };
  const apart =
    /\b(\d{1,4})\s+[\p{L}]+(?:\s+[\p{L}]+)?\s+(?:with|by|having|that have|that has)\s+the\s+(?:highest|lowest|most|least|largest|smallest|biggest|best|worst|fewest)\b/u.exec(
      text,
    );
  if (apart?.[1]) return { n: Number(apart[1]), direction: null };
  return null;
}
