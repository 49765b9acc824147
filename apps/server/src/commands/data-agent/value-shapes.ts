import { ageUnitDef, unitDef } from '@gleaner/agent/units';
import { monthNumber, type DataColumn } from '@gleaner/shared';

/**
 * How a column's values are read, from their shapes alone: figures by the column's own decimal
 * convention ('24,50' and '1.449,00 €' where a comma is the decimal mark), durations
 * ('2:08:41', '2h 07m') and times of day ('07:45') as minutes, several units of one measure
 * ('850 g', '2.4 kg') in one of them, and days with their parts in another order ('17.01.2024',
 * '3 Mar 2025', 'Mar 3, 2025'). The same reading is written as SQL in column-sql.ts.
 */
export type ColumnRead = NonNullable<DataColumn['read']>;
type Decimal = '.' | ',';

/**
 * A figure as scraped: '£1,299.50', '1.449,00 €', '80%', '1.24 kg', '45,000 miles', '65 m²',
 * '£1,450 pcm', '2,900 sq ft', '$1,250/mo', '+12', '−5' (a minus sign), '-4.9 °C', '$2.9T'. A unit is one
 * word, or an area written in two ('sq ft', 'square metres'): any two words would make '12 Royal
 * Crescent' a figure. A period after it ('/mo', 'per night') says how often, not what is counted.
 * A range ('£25–£40', '$40 - $60') is read as its lower figure, the price it starts from: its
 * dash is a dash, or a hyphen between spaces or before a currency symbol, so '555-1234' is no
 * range.
 */
const NUMBER_TEXT =
  /^\s*([£$€¥₹])?\s*([-+−]?\d[\d,.]*)(?:(?:\s*[–—]\s*|\s+-\s+|-(?=[£$€¥₹]))[£$€¥₹]?\s*(\d[\d,.]*))?\s*(%|°\s?[CF]|sq\.?\s?(?:ft|m|km|mi)\.?|square\s(?:feet|foot|metres?|meters?)|[\p{L}][\p{L}²³/.]{0,9}|[£$€¥₹]|")?\s*(?:(?:\/|\bper\s|\ban?\s)\s*(?:mo|mth|month|wk|week|yr|year|annum|night|day|hr|hour|person|pp)\.?)?\s*$/iu;
/** A compass point after a figure ('22 km/h SW', '15 kn NNE'): a direction, not part of its unit. */
const COMPASS = /(\d\s*[^\d\s]+)\s+(?:[NSEW]|[NS][EW]|[NSEW][NS][EW])$/u;

/** Digits written the usual way ('1,299.50', '4.5') or with a decimal comma ('1.299,50', '24,5'). */
const DIGITS: Record<Decimal, RegExp> = {
  '.': /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/,
  ',': /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/,
};

export function digitsValue(written: string, decimal: Decimal): number | null {
  // '−5' with a minus sign, '+12' with a plus: signed figures (a goal difference, a change).
  const digits = written.replace(/^−/, '-').replace(/^\+/, '');
  if (!DIGITS[decimal].test(digits)) return null;
  const plain =
    decimal === ',' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  const n = Number(plain);
  return Number.isFinite(n) ? n : null;
}

/**
 * Which mark the digits show to be the decimal one, if they show it: one or two digits after the
 * last mark ('24,50', '4.5') or a mark after a group of three ('1.449,00', '1,299.5').
 */
export function decimalEvidence(digits: string): Decimal | null {
  if (DIGITS[','].test(digits) && /\d,\d{1,2}$|\.\d{3},\d+$|\d,\d{4,}$/.test(digits)) return ',';
  if (DIGITS['.'].test(digits) && /\d\.\d{1,2}$|,\d{3}\.\d+$|\d\.\d{4,}$/.test(digits)) return '.';
  return null;
}

export interface NumberText {
  symbol: string | undefined;
  digits: string;
  unit: string | undefined;
  /** The upper figure of a range ('£25–£40' → '40'). */
  upper?: string;
}

/** 'c. 1790', 'ca. 1850', 'circa 1915': an approximate figure, an auction's or a museum's year. */
const CIRCA = /^\s*(?:c\.|ca\.|circa\s)\s*(?=\d)/i;

/**
 * '(42 reviews)', '(1 review)': a count a product grid writes in brackets after the stars. Only
 * with a word after the figure: a bare '(1,234)' is an accountant's negative.
 */
const BRACKETED_COUNT = /^\s*\(\s*(\d[\d,.]*\s*\p{L}+)\s*\)\s*$/u;

/**
 * Words a shop writes before a figure that leave it the figure: 'up to 14 hrs', 'from £25',
 * 'approx. 2 kg', '~3 km'.
 */
const LEAD_IN =
  /^\s*(?:up\s+to|from|approx\.?|approximately|about|around|~|≈)\s*(?=[£$€¥₹]?\s*\d)/i;
/** 'at least' written after a figure: '5+ years', '18+', a store's installs '10M+', '500K+'. */
const PLUS_AFTER = /(\d[kKM]?)\+(?=\s|$)/u;
/** A unit joined to its figure by a hyphen ('15.6-inch', '5-litre'): the unit all the same. */
const HYPHEN_UNIT = /(\d)-(\p{L}+)\s*$/u;
/**
 * A word after a figure and its unit that says what kind it is ('512GB SSD', '32GB LPDDR5x',
 * '9cm pot'): the figure and the unit still, when the unit is a known one.
 */
const KIND_AFTER = /^(.*\d\s*(\p{L}+))\s+[\p{L}][\p{L}\d-]*\s*$/u;
/**
 * A money range whose both ends carry a scale ('£40k–£55k', '$120K - $140K'): the first scale
 * goes, as the last says it for both ('£40–£55k').
 */
const SCALED_RANGE =
  /^(\s*[£$€¥₹]\s*\d[\d,.]*)\s*([kKmM]|bn)(?=\s*(?:[–—]|\s-\s|-)\s*[£$€¥₹]?\s*\d[\d,.]*\s*\2\s*$)/u;

function plainFigure(value: string): string {
  const text = value
    .replace(CIRCA, '')
    .replace(LEAD_IN, '')
    .replace(PLUS_AFTER, '$1')
    .replace(COMPASS, '$1')
    .replace(BRACKETED_COUNT, '$1')
    .replace(SCALED_RANGE, '$1');
  const hyphen = HYPHEN_UNIT.exec(text);
  if (hyphen && unitDef(hyphen[2]!.toLowerCase())) return text.replace(HYPHEN_UNIT, '$1 $2');
  const kind = KIND_AFTER.exec(text);
  if (kind && unitDef(kind[2]!.toLowerCase())) return kind[1]!;
  return text;
}

export function numberText(value: string): NumberText | null {
  const match = NUMBER_TEXT.exec(plainFigure(value));
  if (!match?.[2]) return null;
  // '°C' and '° C' alike, as the unit tables write it.
  const unit = match[4]?.startsWith('°') ? match[4].replace(/\s/g, '').toLowerCase() : match[4];
  return { symbol: match[1], digits: match[2], unit, ...(match[3] ? { upper: match[3] } : {}) };
}

/**
 * Counts written out in words, as a register or a form may ('one', 'six', 'Twelve'): the figure
 * each stands for. column-sql.ts reads the same words.
 */
export const NUMBER_WORDS: Record<string, number> = Object.fromEntries([
  ...[
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ].map((word, n) => [word, n] as const),
  ...['thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].map(
    (word, n) => [word, (n + 3) * 10] as const,
  ),
  // 'None' among counts ('3', 'None', '12'): a count of nought, as 'zero' is.
  ['none', 0],
  ['nil', 0],
]);

export function wordNumber(value: string): number | null {
  return NUMBER_WORDS[value.trim().toLowerCase()] ?? null;
}

/** A rating drawn in stars ('★★★★☆'): how many are filled. */
export const STARS = /^\s*[★☆]{1,10}\s*$/u;
export function starCount(value: string): number | null {
  return STARS.test(value) ? [...value].filter((c) => c === '★').length : null;
}

/**
 * A rating written on its scale ('4.5 out of 5', '4.6/5', '8/10', its count of reviews in brackets
 * after it: '4.7 out of 5 (213)'): the figure before the scale.
 * Only scales ratings use, and never above the scale, so '14/20' places or '3/4' are no rating.
 * column-sql.ts reads the same shape.
 */
export const OUT_OF =
  /^\s*(\d{1,3}(?:\.\d+)?)\s*(?:\/|out of)\s*(5|10|100)\s*(?:stars?)?\s*(?:\(\s*\d[\d,]*(?:\s*\p{L}+)?\s*\))?\s*$/iu;
/** A star drawn beside the rating's figure ('★ 4.4', '4.7★', '⭐ 4.2'): a rating out of five. */
const STAR_FIGURE = /^\s*(?:[★⭐]\s*(\d(?:\.\d+)?)|(\d(?:\.\d+)?)\s*[★⭐])\s*$/u;
export function outOf(value: string): { rating: number; scale: number } | null {
  const star = STAR_FIGURE.exec(value);
  if (star) {
    const rating = Number(star[1] ?? star[2]);
    return rating <= 5 ? { rating, scale: 5 } : null;
  }
  const match = OUT_OF.exec(value);
  if (!match) return null;
  const rating = Number(match[1]);
  const scale = Number(match[2]);
  return rating <= scale ? { rating, scale } : null;
}

/** '2:08:41', '2h 07m', '1 hr 30 min', '14m 32s', '45m', '3h': a length of time, in minutes. */
const HMS = /^\s*(\d{1,3}):([0-5]\d):([0-5]\d)\s*$/;
const HM_WORDS =
  /^\s*(?:(\d{1,3})\s*(?:h|hr|hrs|hours?))?\s*(?:(\d{1,3})\s*(?:m|min|mins|minutes?))?\s*(?:(\d{1,2})\s*(?:s|sec|secs|seconds?))?\s*$/i;

function durationOf(value: string): { minutes: number; both: boolean } | null {
  const hms = HMS.exec(value);
  if (hms) return { minutes: +hms[1]! * 60 + +hms[2]! + +hms[3]! / 60, both: true };
  const words = HM_WORDS.exec(value);
  if (!words || (words[1] === undefined && words[2] === undefined)) return null;
  // '14m 32s': minutes and seconds are two parts as much as hours and minutes are.
  const parts = [words[1], words[2], words[3]].filter((p) => p !== undefined).length;
  return {
    minutes: Number(words[1] ?? 0) * 60 + Number(words[2] ?? 0) + Number(words[3] ?? 0) / 60,
    both: parts >= 2,
  };
}

/** '07:45', '19:10', '7:45 pm': a time of day, in minutes after midnight. */
const CLOCK = /^\s*(\d{1,2}):([0-5]\d)\s*(?:([ap])\.?m\.?)?\s*$/i;

export function clockMinutes(value: string): number | null {
  const match = CLOCK.exec(value);
  if (!match) return null;
  let hours = Number(match[1]);
  const half = match[3]?.toLowerCase();
  if (half ? hours < 1 || hours > 12 : hours > 23) return null;
  if (half === 'p' && hours < 12) hours += 12;
  if (half === 'a' && hours === 12) hours = 0;
  return hours * 60 + Number(match[2]);
}

/** '2026-11-02 09:30', '2026-11-02T17:05:00': a day and its time, the time in minutes. */
const DAY_TIME =
  /^\s*\d{4}-\d{2}-\d{2}[T ]\s*(\d{1,2}:[0-5]\d)(?::[0-5]\d(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}:?\d{2})?\s*$/i;

/**
 * A time of day after a day written any other way, as a recording or booking site exports it:
 * '2 Nov 2026, 16:40', 'Nov 2, 2026 at 4:40 pm', '02.11.2026 16:40'. A space or a separator
 * (',', '@', '·', 'at') stands between the day's last figure and the time.
 */
const TIME_AFTER_DAY =
  /(?<=\d)(?:\s*[,@·]\s*|\s+at\s+|\s+)(\d{1,2}:[0-5]\d(?::[0-5]\d)?\s*(?:[ap]\.?m\.?)?)\s*$/i;
/** The day of a cell holding a day and a time, without its time ('2 Nov 2026, 16:40' → '2 Nov 2026'). */
export const dayPart = (value: string) => value.replace(TIME_AFTER_DAY, '');

export function dayTimeMinutes(value: string): number | null {
  const time = DAY_TIME.exec(value)?.[1];
  if (time) return clockMinutes(time);
  const after = TIME_AFTER_DAY.exec(value);
  if (!after?.[1]) return null;
  const day = value.slice(0, after.index);
  // Seconds ('16:40:15') say nothing a time of day is asked by.
  const clock = after[1].replace(/(:\d\d):\d\d/, '$1');
  return dayOf(day, 'dmy') || dayOf(day, 'mdy') ? clockMinutes(clock) : null;
}

const MONTHS = 'janfebmaraprmayjunjulaugsepoctnovdec';
const monthOf = (word: string) => {
  const at = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return at >= 0 && at % 3 === 0 ? at / 3 + 1 : null;
};
/** '17.01.2024', '01/17/2024', '17-01-2024'. */
export const NUMERIC_DAY = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/;
/** A weekday written before a day ('Fri 6 Nov 2026', 'Friday, November 6, 2026'). */
const WEEKDAY = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?`;
/** '3 Mar 2025', '3 March 2025', 'Fri 6 Nov 2026'. */
export const DAY_MONTH = new RegExp(
  String.raw`^\s*${WEEKDAY}(\d{1,2})\s+(\p{L}{3,9})\.?,?\s+(\d{4})\s*$`,
  'iu',
);
/** 'Mar 3, 2025', 'March 3 2025', 'Friday, November 6, 2026'. */
export const MONTH_DAY = new RegExp(
  String.raw`^\s*${WEEKDAY}(\p{L}{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\s*$`,
  'iu',
);

/** 'Mar 2026', 'March 2026', 'Sept. 2026': a month of a year, no day. */
export const MONTH_YEAR = /^\s*(\p{L}{3,9})\.?,?\s+(\d{4})\s*$/iu;
/** '2026-03': a month of a year written ISO. */
export const YEAR_MONTH = /^\s*(\d{4})-(\d{2})\s*$/;
/**
 * The day a value names, as YYYY-MM-DD, with its parts in the given order. A month of a year
 * ('Mar 2026', '2026-03', a bill's or a loan's month) is read as its first day, so it sorts and
 * compares with days and 'in March 2026' finds it.
 */
export function dayOf(written: string, order: 'dmy' | 'mdy'): string | null {
  if (ISO_DAY.test(written)) return written.trim().slice(0, 10);
  const value = dayPart(written);
  let parts: [number | null, number, number] | null = null;
  const numeric = NUMERIC_DAY.exec(value);
  const named = DAY_MONTH.exec(value);
  const us = MONTH_DAY.exec(value);
  if (numeric)
    parts =
      order === 'dmy'
        ? [+numeric[2]!, +numeric[1]!, +numeric[3]!]
        : [+numeric[1]!, +numeric[2]!, +numeric[3]!];
  else if (named) parts = [monthOf(named[2]!), +named[1]!, +named[3]!];
  else if (us) parts = [monthOf(us[1]!), +us[2]!, +us[3]!];
  else {
    const monthYear = MONTH_YEAR.exec(value);
    const yearMonth = YEAR_MONTH.exec(value);
    if (monthYear) parts = [monthNumber(monthYear[1]!), 1, +monthYear[2]!];
    else if (yearMonth) parts = [+yearMonth[2]!, 1, +yearMonth[1]!];
  }
  if (!parts) return null;
  const [month, day, year] = parts;
  if (!month || month > 12 || day < 1 || day > 31) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const ISO_DAY = /^\s*\d{4}-\d{2}-\d{2}\b/;

/**
 * The order of a column's day parts, when most of its values are days not written ISO: month
 * names say it; numbers say it when a part is over 12, else a dot (written day first) does.
 * Null when they are not days, or slashes leave it open ('03/04/2025').
 */
function dayOrder(written: string[]): 'dmy' | 'mdy' | null {
  const texts = written.map(dayPart);
  const numeric = texts.map((t) => NUMERIC_DAY.exec(t)).filter((m) => m !== null);
  const named = texts.filter((t) => dayOf(t, 'dmy') && !NUMERIC_DAY.test(t));
  // Pages scraped from several templates mix ISO days in ('2026-05-19' beside '14 April 2026');
  // a column of ISO days alone is read as ISO, with no order.
  const iso = texts.filter((t) => ISO_DAY.test(t)).length;
  if (iso === texts.length) return null;
  if (numeric.length + named.length + iso < texts.length * 0.8 || texts.length === 0) return null;
  if (numeric.length === 0) return 'dmy';
  if (numeric.some((m) => +m[1]! > 12)) return 'dmy';
  if (numeric.some((m) => +m[2]! > 12)) return 'mdy';
  return numeric.every((m) => m[0].includes('.')) ? 'dmy' : null;
}

/**
 * A cell a page fills only to say there is nothing ('—', '-', 'n/a'): blank, as an empty one is.
 * column-sql.ts reads the same cells as blank.
 */
export const PLACEHOLDER = /^\s*(?:[-–—]{1,3}|n\/a)\s*$/i;
/** A cell holding a value: not absent, empty or a placeholder. */
export const isFilled = (v: unknown) =>
  v !== null && v !== undefined && v !== '' && !(typeof v === 'string' && PLACEHOLDER.test(v));

export interface ShapeRead {
  kind: 'number' | 'date';
  unit: string | null;
  read?: ColumnRead;
  min?: number | null;
  max?: number | null;
}

const range = (figures: number[]) => ({
  min: figures.length ? Math.min(...figures) : null,
  max: figures.length ? Math.max(...figures) : null,
});

/** The figure one value holds, read as the column is. */
export function figureOf(value: unknown, read: ColumnRead | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  if (read?.duration) return durationOf(value)?.minutes ?? null;
  if (read?.clock) return read.part ? dayTimeMinutes(value) : clockMinutes(value);
  const text = numberText(value);
  if (!text) return wordNumber(value) ?? starCount(value) ?? outOf(value)?.rating ?? null;
  const n = digitsValue(text.digits, read?.decimal ?? '.');
  if (n === null) return null;
  const factor = text.unit ? read?.factors?.[text.unit.toLowerCase()] : undefined;
  return factor ? n * factor : n;
}

/** The decimal mark a column's figures show, if they show one. */
export function columnDecimal(texts: string[]): Decimal | null {
  const votes = { '.': 0, ',': 0 };
  for (const t of texts) {
    const found = numberText(t);
    const mark = found ? decimalEvidence(found.digits) : null;
    if (mark) votes[mark] += 1;
  }
  if (votes[','] > votes['.']) return ',';
  if (votes['.'] > 0) return '.';
  return null;
}

/**
 * Durations, times of day and days of other orders, and figures by the decimal mark (the
 * column's own, else the job's: '5.000 mAh' beside '1.449,00 €' is five thousand). Null when
 * the values are none of these (text, categories, ISO days).
 */
export function readShape(values: unknown[], jobDecimal: Decimal): ShapeRead | null {
  const present = values.filter(isFilled);
  if (present.length === 0) return null;
  const texts = present.filter((v): v is string => typeof v === 'string');
  const share = (n: number) => n / present.length;
  const numbers = present.filter((v) => typeof v === 'number').length;

  const durations = texts.map(durationOf).filter((d) => d !== null);
  if (texts.length > 0 && share(durations.length + numbers) >= 0.8 && durations.some((d) => d.both))
    return {
      kind: 'number',
      unit: 'min',
      read: { duration: true },
      ...range(durations.map((d) => d.minutes)),
    };
  const clocks = texts.map(clockMinutes).filter((m) => m !== null);
  if (texts.length > 0 && share(clocks.length) >= 0.8)
    return { kind: 'number', unit: null, read: { clock: true }, ...range(clocks) };
  const order = texts.length >= present.length * 0.8 ? dayOrder(texts) : null;
  if (order) return { kind: 'date', unit: null, read: { date: order } };

  const stars = texts.map(starCount).filter((n) => n !== null);
  if (texts.length > 0 && share(stars.length) >= 0.8)
    return { kind: 'number', unit: 'stars', ...range(stars) };
  // '4.5 out of 5', '4.6/5': a rating on a scale of five is in stars as well.
  const rated = texts.map(outOf).filter((r) => r !== null);
  if (texts.length > 0 && share(rated.length + numbers) >= 0.8 && rated.length > 0)
    return {
      kind: 'number',
      unit: rated.every((r) => r.scale === 5) ? 'stars' : null,
      ...range(rated.map((r) => r.rating)),
    };
  // 'one', 'six', 'twelve': counts in words, when most values are and one is more than none.
  const worded = texts.map(wordNumber).filter((n) => n !== null);
  if (texts.length > 0 && share(worded.length + numbers) >= 0.8 && worded.some((n) => n > 0)) {
    const figures = present.map((v) => figureOf(v, undefined)).filter((v) => v !== null);
    return { kind: 'number', unit: null, ...range(figures) };
  }

  const decimal = columnDecimal(texts) ?? jobDecimal;
  const parsed = texts.map(numberText).filter((t) => t !== null);
  const readable = parsed.filter((t) => digitsValue(t.digits, decimal) !== null);
  // 'Free' beside '$4.99': a price of nothing, as the scraper reads it, however many are free.
  const free = isMoney(readable) ? texts.filter((t) => FREE_PRICE.test(t)).length : 0;
  // 'None' beside '3' and '12': a count of nought, however many are none.
  const none = readable.length > 0 ? texts.filter((t) => wordNumber(t) === 0).length : 0;
  const figured = readable.length + numbers + free + none;
  if (share(figured) < 0.8 && !(share(figured) >= 0.6 && fewWordsBeside(texts, decimal)))
    return null;
  const read: ColumnRead = decimal === ',' ? { decimal: ',' } : {};
  if (readable.some((t) => t.upper !== undefined)) read.range = true;
  // Amounts shortened by a scale ('$2.9T', '€450M', '£1.2bn'), else several units of one
  // measure ('850 g', '2.4 kg'): each value in the most used of them.
  const counted = countScales(texts, readable);
  const scales = counted ?? moneyScales(readable);
  // '£450 per day' beside '£55,000 a year': amounts for different periods are no one column of
  // figures either (an average of both would be no pay at all).
  if (new Set(texts.flatMap((t) => periodOf(t) ?? [])).size > 1) return null;
  // '9cm pot' beside '2L': figures of different measures are no one column of figures.
  const units = readable.map((t) => t.unit?.toLowerCase() ?? null);
  const ages = units.some((u) => unitDef(u)?.dimension === 'age');
  const measures = new Set(
    units.flatMap((u) => (ages ? ageUnitDef(u) : unitDef(u))?.dimension ?? []),
  );
  if (!scales && measures.size > 1) return null;
  const mixed = scales ? null : mixedUnits(readable);
  if (scales) read.factors = scales;
  else if (mixed) read.factors = mixed.factors;
  // '845k' beside '12,304': the letters are scales of a count, which has no unit of its own.
  const chosen = counted ? null : (mixed?.unit ?? unitOf(readable));
  const figures = present.map((v) => figureOf(v, read)).filter((v): v is number => v !== null);
  if (free > 0) figures.push(0);
  return {
    kind: 'number',
    unit: chosen,
    ...(Object.keys(read).length > 0 ? { read } : {}),
    ...range(figures),
  };
}

/**
 * A cell saying a price is nothing ('Free', 'FREE', 'Gratis'), read as 0 in a money column, as
 * the scraper's prices.ts reads it; column-sql.ts reads the same words. Only the whole cell:
 * 'Free over £50' is a condition, not a price.
 */
export const FREE_PRICE = /^\s*(?:free|gratis|gratuit|kostenlos|gratuito)\s*!?\s*$/i;
const CURRENCY = /^[£$€¥₹]$/;

/** Figures most of which carry a currency sign, before or after them ('$4.99', '4,90 €'). */
const isMoney = (texts: NumberText[]) =>
  texts.length > 0 &&
  texts.filter((t) => CURRENCY.test(t.symbol ?? t.unit ?? '')).length >= texts.length * 0.6;

/** How often an amount is written to fall due: '/mo', 'per night', 'a year' (a kind for each). */
const PERIOD =
  /(?:\/|\bper\s|\ban?\s)\s*(mo|mth|month|wk|week|yr|year|annum|night|day|hr|hour|person|pp)\.?\s*$/i;
const PERIOD_KIND: Record<string, string> = {
  mo: 'month',
  mth: 'month',
  wk: 'week',
  yr: 'year',
  annum: 'year',
  hr: 'hour',
  pp: 'person',
};
function periodOf(text: string): string | null {
  const word = PERIOD.exec(text)?.[1]?.toLowerCase();
  return word ? (PERIOD_KIND[word] ?? word) : null;
}

/**
 * Figures beside one or two words that stand for no figure ('£720' … 'Unsold', '£1,450' …
 * 'Withdrawn', '12' … 'TBC'): the words say why a record has none, and the figures are the column.
 * Words with digits, or more kinds of them, make the column text.
 */
function fewWordsBeside(texts: string[], decimal: Decimal): boolean {
  const others = texts.filter((t) => {
    const found = numberText(t);
    return !found || digitsValue(found.digits, decimal) === null;
  });
  return (
    others.length > 0 &&
    others.every((t) => !/\d/.test(t) && t.trim().length <= 30) &&
    new Set(others.map((t) => t.trim().toLowerCase())).size <= 2
  );
}

/** Scale words and letters written after an amount: '$2.9T' is 2.9 trillion dollars. */
const MONEY_SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mil: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
};

/**
 * The scales of a column of amounts, when most of its values carry a currency symbol and every
 * word after a figure is a scale: after '$' an 'm' is millions and a 't' trillions, never metres
 * or tonnes. Null for any other column.
 */
function moneyScales(texts: NumberText[]): Record<string, number> | null {
  if (texts.filter((t) => t.symbol).length < texts.length * 0.6) return null;
  const units = new Set(texts.flatMap((t) => (t.unit ? [t.unit.toLowerCase()] : [])));
  if (units.size === 0 || [...units].some((unit) => MONEY_SCALES[unit] === undefined)) return null;
  return Object.fromEntries([...units].map((unit) => [unit, MONEY_SCALES[unit]!]));
}

/** A thousands or millions letter written tight against a figure: '845k', '1.7K', '24.8M'. */
const COUNT_SCALE = /^\s*\d[\d,]*(?:\.\d+)?([kKM])\+?\s*$/;

/**
 * The scales of a column of counts shortened the way a registry or a social page writes them
 * ('24.8M' downloads, '1.7k' stars, '312'), when no value carries money and every word after a
 * figure is such a letter written tight against it. A capital M only: '1.8m' is metres.
 */
function countScales(texts: string[], readable: NumberText[]): Record<string, number> | null {
  if (readable.some((t) => t.symbol)) return null;
  const lettered = readable.filter((t) => t.unit);
  if (lettered.length === 0) return null;
  const letters = texts.map((t) => COUNT_SCALE.exec(t)?.[1]).filter((l) => l !== undefined);
  if (letters.length !== lettered.length) return null;
  return Object.fromEntries(
    [...new Set(letters.map((l) => l.toLowerCase()))].map((l) => [l, l === 'k' ? 1e3 : 1e6]),
  );
}

/** The unit most values are written with (a currency symbol, '%', 'GB'), when 60% share it. */
function unitOf(texts: NumberText[]): string | null {
  const counts = new Map<string, number>();
  for (const t of texts) {
    const unit = t.symbol ?? t.unit?.toLowerCase();
    if (unit) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= texts.length * 0.6 ? best[0].slice(0, 8) : null;
}

function mixedUnits(texts: NumberText[]): { unit: string; factors: Record<string, number> } | null {
  const counts = new Map<string, number>();
  for (const t of texts) {
    const unit = t.unit?.toLowerCase();
    if (unit) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  const units = [...counts.keys()];
  // Beside ages ('3 years', '8 months'), days and weeks are ages too ('12 weeks').
  const ages = units.some((u) => unitDef(u)?.dimension === 'age');
  const def = (u: string) => (ages ? ageUnitDef(u) : unitDef(u));
  const defs = units.map(def);
  const dimension = defs[0]?.dimension;
  if (
    units.length < 2 ||
    units.length > 6 ||
    // Scales of other noughts ('°C' beside '°F') are not one factor apart.
    defs.some((d) => !d || d.dimension !== dimension || d.offset !== undefined) ||
    [...counts.values()].reduce((a, b) => a + b, 0) < texts.length * 0.6
  )
    return null;
  const [unit] = [...counts.entries()].sort(
    (a, b) => b[1] - a[1] || (def(b[0])?.factor ?? 0) - (def(a[0])?.factor ?? 0),
  )[0]!;
  const base = def(unit)?.factor ?? 1;
  const factors = Object.fromEntries(units.map((u) => [u, (def(u)?.factor ?? base) / base]));
  return { unit: unit.slice(0, 8), factors };
}
