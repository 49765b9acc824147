import type { FilterOp } from '@gleaner/shared';

/** A numeric condition found in a question: 'under £20' → lt 20 with unit currency. */
export interface NumberCondition {
  op: FilterOp;
  value: number;
  value2?: number;
  /** 'currency' for £ $ € or their names, 'percent', another unit word ('stars'), or null. */
  unit: string | null;
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

/** 'five' → '5', so the patterns below see digits. 'one' is left alone ('which one'). */
export function digitsForWords(text: string): string {
  return text.replace(
    /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|hundred)\b/gi,
    (word) => String(NUMBER_WORDS[word.toLowerCase()] ?? word),
  );
}

const CURRENCY_SYMBOL = '[£$€¥₹]';
const CURRENCY_WORD = '(?:pounds?|quid|gbp|dollars?|usd|bucks|euros?|eur|yen|rupees?)';
const UNIT_WORD =
  '(?:%|percent|stars?|points?|years?|votes?|views?|reviews?|pages?|items?|people|km|kg|miles?)';
/** A number as written: '£1,299.50', '20', '2.5k', '3 million', '30 pounds', '80%'. */
export const AMOUNT = `(${CURRENCY_SYMBOL})?\\s?(-?\\d[\\d,]*(?:\\.\\d+)?|\\.\\d+)\\s?(k|m|bn|thousand|million|billion)?\\b\\s?(${CURRENCY_WORD}|${UNIT_WORD})?`;

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

interface Amount {
  value: number;
  unit: string | null;
}

function amountOf(groups: (string | undefined)[]): Amount {
  const [symbol, digits = '0', scale, unitWord] = groups;
  const value = Number(digits.replace(/,/g, '')) * (scale ? (SCALE[scale.toLowerCase()] ?? 1) : 1);
  let unit: string | null = null;
  if (symbol || (unitWord && new RegExp(`^${CURRENCY_WORD}$`, 'i').test(unitWord)))
    unit = 'currency';
  else if (unitWord && /^(%|percent)$/i.test(unitWord)) unit = 'percent';
  else if (unitWord) unit = unitWord.toLowerCase().replace(/s$/, '');
  return { value, unit };
}

const LESS = String.raw`under|below|less than|fewer than|lower than|smaller than|cheaper than|shorter than|younger than|beneath|<`;
const LESS_EQ = String.raw`at most|up to|no more than|not more than|maximum of|max|<=|≤`;
const MORE = String.raw`over|above|more than|greater than|higher than|larger than|bigger than|pricier than|longer than|older than|exceeding|exceeds|>`;
const MORE_EQ = String.raw`at least|no less than|not less than|minimum of|min|or more|>=|≥`;
const EQUAL = String.raw`exactly|equal to|equals|=`;

const PATTERNS: { re: RegExp; op: FilterOp; pair?: boolean }[] = [
  {
    re: new RegExp(`\\bbetween\\s+${AMOUNT}\\s*(?:and|-|to)\\s*${AMOUNT}`, 'giu'),
    op: 'between',
    pair: true,
  },
  {
    re: new RegExp(`\\bfrom\\s+${AMOUNT}\\s*(?:to|-)\\s*${AMOUNT}`, 'giu'),
    op: 'between',
    pair: true,
  },
  { re: new RegExp(`(?:^|\\s|\\b)(?:${LESS_EQ})\\s*${AMOUNT}`, 'giu'), op: 'lte' },
  { re: new RegExp(`(?:^|\\s|\\b)(?:${MORE_EQ})\\s*${AMOUNT}`, 'giu'), op: 'gte' },
  { re: new RegExp(`(?:^|\\s|\\b)(?:${LESS})\\s*${AMOUNT}`, 'giu'), op: 'lt' },
  { re: new RegExp(`(?:^|\\s|\\b)(?:${MORE})\\s*${AMOUNT}`, 'giu'), op: 'gt' },
  { re: new RegExp(`${AMOUNT}\\s+or\\s+(?:more|above|higher|over)`, 'giu'), op: 'gte' },
  { re: new RegExp(`${AMOUNT}\\s+or\\s+(?:less|below|lower|under|fewer)`, 'giu'), op: 'lte' },
  { re: new RegExp(`(?:^|\\s|\\b)(?:${EQUAL})\\s*${AMOUNT}`, 'giu'), op: 'eq' },
  // 'rated 5', '5 stars': a number with a unit word (not money) and no comparison is equality.
  { re: new RegExp(`\\b(?:rated|scored|rating of|score of)\\s+${AMOUNT}`, 'giu'), op: 'eq' },
  {
    re: new RegExp(
      `${AMOUNT.replace(`(${CURRENCY_WORD}|${UNIT_WORD})?`, '(stars?|points?)')}`,
      'giu',
    ),
    op: 'eq',
  },
];

/**
 * The numeric conditions of a question, each span read once (the first pattern that takes a
 * span wins: 'between 10 and 20' is not also 'under 20').
 */
export function numberConditions(question: string): NumberCondition[] {
  const text = digitsForWords(question);
  const taken: [number, number][] = [];
  const found: NumberCondition[] = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);
  for (const { re, op, pair } of PATTERNS) {
    for (const match of text.matchAll(re)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!free(start, end)) continue;
      const groups = match.slice(1);
      const first = amountOf(groups.slice(0, 4));
      const condition: NumberCondition = { op, value: first.value, unit: first.unit, start, end };
      if (pair) {
        const second = amountOf(groups.slice(4, 8));
        condition.value = Math.min(first.value, second.value);
        condition.value2 = Math.max(first.value, second.value);
        condition.unit = first.unit ?? second.unit;
      }
      if (Number.isNaN(condition.value)) continue;
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
