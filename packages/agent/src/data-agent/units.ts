import type { DataColumn } from '@gleaner/shared';
import { stem, wordsOf } from './words.js';

/**
 * What a figure measures. A question's unit ('over 2 kg', 'under 2 hours') and a column's unit
 * (values written '1.24 kg', '148 min') or header ('weight', 'runtime') meet here, so a
 * condition finds its column on a table never seen before, and '2 hours' is compared with
 * minutes as 120.
 */
export type Dimension =
  | 'money'
  | 'time'
  | 'length'
  | 'mass'
  | 'data'
  | 'area'
  | 'power'
  | 'energy'
  | 'volume'
  | 'efficiency'
  | 'speed'
  | 'rating'
  | 'popularity'
  | 'age'
  | 'temperature'
  | 'percent';

export interface UnitDef {
  dimension: Dimension;
  /**
   * Multiplier to the dimension's base unit (minutes, metres, kg, GB, m², W, kcal, litres, years
   * of age, °C).
   */
  factor: number;
  /** Added after the multiplier, for scales that do not start at the same nought (°F to °C). */
  offset?: number;
}

const unit = (dimension: Dimension, factor: number, ...names: string[]) =>
  names.map((name) => [name, { dimension, factor }] as const);

/** Units written after a number, lower-case. 'm' is metres: minutes are 'min'. */
const UNITS = new Map<string, UnitDef>([
  ...unit('time', 1 / 60, 's', 'sec', 'secs', 'second', 'seconds'),
  ...unit('time', 1, 'min', 'mins', 'minute', 'minutes'),
  ...unit('time', 60, 'h', 'hr', 'hrs', 'hour', 'hours'),
  ...unit('time', 1440, 'day', 'days'),
  ...unit('time', 10080, 'week', 'weeks', 'wk', 'wks'),
  ...unit('length', 0.001, 'mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'),
  ...unit('length', 0.01, 'cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'),
  ...unit('length', 1, 'm', 'metre', 'metres', 'meter', 'meters'),
  ...unit('length', 1000, 'km', 'kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers'),
  ...unit('length', 0.0254, 'in', 'inch', 'inches', '"'),
  ...unit('length', 0.3048, 'ft', 'foot', 'feet'),
  ...unit('length', 1609.344, 'mi', 'mile', 'miles'),
  ...unit('mass', 0.001, 'g', 'gram', 'grams'),
  ...unit('mass', 1, 'kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'),
  ...unit('mass', 0.45359237, 'lb', 'lbs'),
  ...unit('mass', 0.028349523125, 'oz', 'ounce', 'ounces'),
  ...unit('mass', 1000, 't', 'tonne', 'tonnes'),
  ...unit('data', 0.000001, 'kb'),
  ...unit('data', 0.001, 'mb'),
  ...unit('data', 1, 'gb', 'gig', 'gigs'),
  ...unit('data', 1000, 'tb'),
  ...unit('area', 1, 'm²', 'm2', 'sqm', 'sq.m', 'sq m', 'sq. m', 'square metres', 'square meters'),
  ...unit(
    'area',
    0.0929,
    'ft²',
    'ft2',
    'sqft',
    'sq.ft',
    'sq ft',
    'sq. ft',
    'sq ft.',
    'square feet',
  ),
  ...unit('area', 4046.86, 'acre', 'acres'),
  ...unit('area', 10000, 'ha', 'hectare', 'hectares'),
  ...unit('power', 1, 'w', 'watt', 'watts'),
  ...unit('power', 1000, 'kw'),
  ...unit('power', 745.7, 'hp', 'bhp', 'horsepower'),
  ...unit('power', 735.5, 'ps'),
  ...unit('energy', 1, 'kcal', 'cal', 'calorie', 'calories'),
  ...unit('energy', 0.239, 'kj'),
  ...unit('volume', 0.001, 'ml'),
  ...unit('volume', 1, 'l', 'litre', 'litres', 'liter', 'liters'),
  ...unit('efficiency', 1, 'mpg'),
  ...unit('speed', 1, 'km/h', 'kph', 'kmh'),
  ...unit('speed', 1.609344, 'mph'),
  ...unit('rating', 1, 'star', 'stars'),
  ...unit('percent', 1, '%', 'percent'),
  // An age as written on a pet's or a child's record: '4 yrs', '8 mos'.
  ...unit('age', 1, 'yr', 'yrs', 'year', 'years', 'y/o', 'yo'),
  ...unit('age', 1 / 12, 'mo', 'mos', 'month', 'months'),
  ...unit('temperature', 1, '°c', '℃', 'celsius'),
  ['°f', { dimension: 'temperature', factor: 5 / 9, offset: -160 / 9 }],
  ['℉', { dimension: 'temperature', factor: 5 / 9, offset: -160 / 9 }],
  ['fahrenheit', { dimension: 'temperature', factor: 5 / 9, offset: -160 / 9 }],
]);

/** Header words that say what a column measures when its values carry no unit. */
const HEADER_WORDS: Record<Dimension, string[]> = {
  money: [
    'price',
    'cost',
    'salary',
    'pay',
    'rent',
    'fee',
    'amount',
    'budget',
    'revenue',
    'wage',
    // What a household or a buyer pays: 'the highest bill', 'how much did I spend'.
    'bill',
    'spend',
    'spending',
  ],
  time: ['time', 'duration', 'runtime', 'minute', 'hour', 'length'],
  length: [
    'distance',
    'length',
    'height',
    'elevation',
    'altitude',
    'width',
    'depth',
    'mileage',
    'range',
    'page',
  ],
  mass: ['weight', 'mass'],
  data: ['ram', 'memory', 'storage', 'capacity', 'disk', 'ssd'],
  area: ['area', 'size', 'floor', 'surface'],
  power: ['power', 'horsepower', 'output'],
  energy: ['calorie', 'kcal', 'energy'],
  volume: ['volume', 'engine', 'capacity'],
  efficiency: ['mpg', 'economy', 'efficiency'],
  speed: ['speed'],
  rating: ['rating', 'rated', 'score', 'star', 'grade'],
  popularity: ['review', 'vote', 'view', 'count', 'follower', 'download', 'like', 'sold'],
  age: ['age'],
  temperature: ['temperature', 'temp'],
  percent: ['percent', 'percentage', 'share', 'rate'],
};

/**
 * Words a question measures with that are no measure in a header: 'how much have I spent' is
 * money, but a time_spent column is a time.
 */
const ASKED_WORDS: Partial<Record<Dimension, string[]>> = { money: ['spent'] };

/** The dimension whose header words hold this word ('economy' → efficiency), if one. */
export function dimensionOfWord(word: string): Dimension | undefined {
  for (const [dimension, words] of Object.entries(ASKED_WORDS) as [Dimension, string[]][])
    if (words.includes(word)) return dimension;
  const found = (Object.entries(HEADER_WORDS) as [Dimension, string[]][]).filter(([, words]) =>
    words.includes(word),
  );
  return found.length === 1 ? found[0]?.[0] : undefined;
}

export const unitDef = (word: string | null | undefined): UnitDef | undefined =>
  word ? UNITS.get(word.toLowerCase()) : undefined;

/** Days in a year, for an age written in days or weeks. */
const YEAR_DAYS = 365.25;

/**
 * A unit as read beside ages: a puppy's '12 weeks' or a baby's '10 days' in a column of '3 years'
 * and '8 months' is an age too (in years), not a length of time beside it.
 */
export function ageUnitDef(word: string | null | undefined): UnitDef | undefined {
  const def = unitDef(word);
  if (def?.dimension !== 'time' || def.factor < 1440) return def;
  return { dimension: 'age', factor: def.factor / 1440 / YEAR_DAYS };
}

/** Every unit word known, for reading 'with 16 GB' as a figure with its unit. */
export const UNIT_WORDS = [...UNITS.keys()];

const CURRENCY = /[£$€¥₹]/;

/**
 * The unit a column is written in: its values' own ('1.24 kg'), else a unit closing its header
 * when the values are bare figures (duration_min, weight_kg, area_m2 hold minutes, kg, m²).
 */
export function columnUnit(column: DataColumn): string | null {
  if (column.unit) return column.unit;
  const words = wordsOf(column.key);
  const last = words[words.length - 1];
  return words.length > 1 && last && unitDef(last) ? last : null;
}

/** What a column measures: from its values' unit first, else from its header's words. */
export function dimensionsOf(column: DataColumn): Dimension[] {
  const found: Dimension[] = [];
  if (column.unit && CURRENCY.test(column.unit)) found.push('money');
  const byUnit = unitDef(columnUnit(column));
  if (byUnit) found.push(byUnit.dimension);
  const header = wordsOf(column.key).map(stem);
  // A count of ratings or reviews is how popular a record is, not its rating.
  const counted = header.includes('count') || header.includes('number') || header.includes('num');
  for (const [dimension, words] of Object.entries(HEADER_WORDS) as [Dimension, string[]][]) {
    if (found.includes(dimension)) continue;
    if (dimension === 'rating' && counted) continue;
    if (header.some((w) => words.includes(w))) found.push(dimension);
  }
  if (counted && header.some((w) => ['rating', 'review', 'vote'].includes(w)))
    found.push('popularity');
  return found;
}

/**
 * A value written in one unit, in another unit of the same dimension ('2 hours' in minutes is
 * 120), or unchanged when either unit is unknown or they measure different things.
 */
export function convert(value: number, from: string | null, to: string | null): number {
  const a = unitDef(from);
  const b = unitDef(to);
  if (!a || !b || a.dimension !== b.dimension) return value;
  if (a.factor === b.factor && (a.offset ?? 0) === (b.offset ?? 0)) return value;
  const base = value * a.factor + (a.offset ?? 0);
  return Math.round(((base - (b.offset ?? 0)) / b.factor) * 1e9) / 1e9;
}

/**
 * A count of days or weeks headed so, its figures bare ('days_to_harvest' '60–75',
 * 'weeks_to_flower'): a length of time, though 'day' alone in a header is no measure.
 */
export function isCountOfTime(column: DataColumn): boolean {
  return (
    column.kind === 'number' &&
    !column.unit &&
    wordsOf(column.key).some((w) => /^(days|weeks|months|hours|minutes|mins|hrs)$/.test(w))
  );
}
