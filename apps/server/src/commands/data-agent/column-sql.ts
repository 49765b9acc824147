import type { DataColumn, PlanFilter } from '@gleaner/shared';
import { sql, type SQL } from 'drizzle-orm';
import { BadRequestError } from '../../errors.js';
import { FREE_PRICE, NUMBER_WORDS, PLACEHOLDER } from './value-shapes.js';

/**
 * SQL for a column's value in a scraped_data row. Keys and values always travel as parameters;
 * only these fixed shapes are written into the statement.
 */
export interface ColumnSql {
  /** The value as text (null when absent). */
  text: SQL;
  /** The value as a number: JSON numbers as they are, text like '£1,299.50' by its digits. */
  number: SQL;
  /** The highest figure it holds: a range's upper one ('£25–£40' → 40), else the number. */
  upper: SQL;
  /** The value as a date, when it starts with an ISO day. */
  date: SQL;
  /** The value as JSON (lists). */
  json: SQL;
}

/** A currency sign: a column in one holds money. */
const CURRENCY = /^[£$€¥₹]$/;
/** A figure written as a floor ('10M+', '500K+', '18+'): what it adds up to is a floor too. */
export const FLOOR_TEXT = String.raw`[0-9][kKmM]?\+\s*$`;
const NUMBER_IN_TEXT = '-?[0-9]+(?:[.][0-9]+)?';
/** The last figure in a text: a range's upper one. */
const LAST_NUMBER = '([0-9]+(?:[.][0-9]+)?)[^0-9]*$';
/** The time left in a state, as compound-cells.ts TIME_LEFT reads it (PostgreSQL's \y is \b). */
const TIME_LEFT = String.raw`([0-9]+(?:[.][0-9]+)?)\s*(weeks?|wks?|days?|hours?|hrs?|minutes?|mins?)\s+(?:to go|left|remaining)\y|\yends? in\s+([0-9]+(?:[.][0-9]+)?)\s*(weeks?|wks?|days?|hours?|hrs?|minutes?|mins?)\y`;
/** A position 'latitude, longitude' in decimal degrees, as compound-cells.ts LAT_LNG reads it. */
const LAT_LNG = String.raw`^\s*(-?[0-9]{1,2}(?:[.][0-9]+)?)°?\s*,\s*(-?[0-9]{1,3}(?:[.][0-9]+)?)°?\s*$`;
/** The last figure in a text with a decimal comma ('24–70 mm' beside '1.899,00 €' → 70). */
const LAST_COMMA_NUMBER = '([0-9][0-9.]*(?:,[0-9]+)?)[^0-9]*$';
/** The first number written in a text with a decimal comma ('1.449,00 €' → 1449.00). */
const COMMA_NUMBER = '-?[0-9][0-9.]*(?:,[0-9]+)?';
const MONTHS = 'janfebmaraprmayjunjulaugsepoctnovdec';
// Patterns travel as parameters, as values do (PostgreSQL regular expressions).
const HMS = String.raw`^\s*([0-9]{1,3}):([0-9]{2}):([0-9]{2})\s*$`;
const HOURS = String.raw`([0-9]+)\s*h`;
const MINUTES = String.raw`([0-9]+)\s*m`;
const SECONDS = String.raw`([0-9]+)\s*s`;
const CLOCK = String.raw`^\s*([0-9]{1,2}):([0-9]{2})\s*(?:([ap])\.?m\.?)?\s*$`;
/** The time of day of a cell holding a day and a time ('2026-11-02 09:30'). */
const DAY_TIME = String.raw`^\s*[0-9]{4}-[0-9]{2}-[0-9]{2}[t ]\s*([0-9]{1,2}):([0-9]{2})(?::[0-9]{2})?\s*(?:([ap])\.?m\.?)?`;
/** A time after a day written another way ('2 nov 2026, 16:40'), as value-shapes.ts reads it. */
const TIME_AFTER_DAY = String.raw`[0-9](?:\s*[,@·]\s*|\s+at\s+|\s+)([0-9]{1,2}):([0-9]{2})(?::[0-9]{2})?\s*(?:([ap])\.?m\.?)?\s*$`;
/** The same time, taken off to leave the day ('2 Nov 2026, 16:40' → '2 Nov 2026'). */
const TIME_OFF_DAY = String.raw`([0-9])(?:\s*[,@·]\s*|\s+at\s+|\s+)[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?\s*(?:[ap]\.?m\.?)?\s*$`;
/**
 * The unit after a figure: '2.4kg' → 'kg', '512GB SSD' → 'gb', '15.6-inch' → 'inch'; a range's
 * after its last figure ('1.2–1.5m' → 'm'), as its dash is no unit.
 */
const UNIT_AFTER = String.raw`[0-9]\s*-?([^0-9[:space:].,–—-][^[:space:]0-9–—]*)`;
const NUMERIC_DAY = String.raw`^\s*([0-9]{1,2})[./-]([0-9]{1,2})[./-]([0-9]{4})\s*$`;
// A weekday before the day ('Fri 6 Nov 2026'): any word there, as value-shapes.ts has already
// found the column's values to be days.
const WEEKDAY = String.raw`(?:[[:alpha:]]{3,9}\.?,?\s+)?`;
const DAY_MONTH = String.raw`^\s*${WEEKDAY}([0-9]{1,2})\s+([[:alpha:]]{3})[[:alpha:]]*\.?,?\s+([0-9]{4})\s*$`;
const MONTH_DAY = String.raw`^\s*${WEEKDAY}([[:alpha:]]{3})[[:alpha:]]*\.?\s+([0-9]{1,2}),?\s+([0-9]{4})\s*$`;
const STARS = String.raw`^\s*[★☆]{1,10}\s*$`;
/** A rating on its scale ('4.5 out of 5', '4.6/5'), as value-shapes.ts OUT_OF reads it. */
const OUT_OF = String.raw`^\s*([0-9]{1,3}(?:[.][0-9]+)?)\s*(?:/|out of)\s*(?:5|10|100)\s*(?:stars?)?\s*(?:\(\s*[0-9][0-9,]*(?:\s*[[:alpha:]]+)?\s*\))?\s*$`;
/** A month of a year, read as its first day: 'Mar 2026', 'March 2026', '2026-03'. */
const MONTH_YEAR = String.raw`^\s*([[:alpha:]]{3})[[:alpha:]]*\.?,?\s+([0-9]{4})\s*$`;
const YEAR_MONTH = String.raw`^\s*([0-9]{4})-([0-9]{2})\s*$`;

/** A figure from its text, by the column's reading (value-shapes.ts says the same in TypeScript). */
function numberFromText(text: SQL, read: DataColumn['read']): SQL {
  if (read?.duration) {
    // '2:08:41' → 128.68 minutes; '2h 07m', '57m', '3h', '14m 32s' by their parts.
    const hms = sql`regexp_match(${text}, ${HMS}::text)`;
    const hours = sql`substring(${text} from ${HOURS}::text)`;
    const minutes = sql`substring(${text} from ${MINUTES}::text)`;
    const seconds = sql`substring(${text} from ${SECONDS}::text)`;
    return sql`(case when ${hms} is not null
      then (${hms})[1]::numeric * 60 + (${hms})[2]::numeric + (${hms})[3]::numeric / 60
      when ${text} ~ '[0-9]' then coalesce(${hours}::numeric, 0) * 60 + coalesce(${minutes}::numeric, 0)
        + coalesce(${seconds}::numeric, 0) / 60 end)`;
  }
  if (read?.clock) {
    const parts = read.part
      ? sql`coalesce(regexp_match(lower(${text}), ${DAY_TIME}::text), regexp_match(lower(${text}), ${TIME_AFTER_DAY}::text))`
      : sql`regexp_match(lower(${text}), ${CLOCK}::text)`;
    return sql`(case when ${parts} is not null then
      (mod((${parts})[1]::int, case when (${parts})[3] is null then 24 else 12 end)
        + case when (${parts})[3] = 'p' then 12 else 0 end) * 60 + (${parts})[2]::int end)`;
  }
  const figure =
    read?.decimal === ','
      ? sql`replace(replace(substring(replace(${text}, '−', '-') from ${COMMA_NUMBER}::text), '.', ''), ',', '.')::numeric`
      : sql`substring(replace(replace(${text}, ',', ''), '−', '-') from ${NUMBER_IN_TEXT}::text)::numeric`;
  return scaled(figure, text, read);
}

/** A figure of a value in the column's unit: '850 g' on a column read in kg is 0.85. */
function scaled(figure: SQL, text: SQL, read: DataColumn['read']): SQL {
  const factors = Object.entries(read?.factors ?? {});
  if (factors.length === 0) return figure;
  // '10M+' installs: the scale is 'm', the plus says 'at least'.
  const unit = sql`rtrim(lower(substring(${text} from ${UNIT_AFTER}::text)), '+')`;
  const cases = factors.map(([word, factor]) => sql`when ${word}::text then ${factor}::numeric`);
  return sql`(${figure} * (case ${unit} ${sql.join(cases, sql` `)} else 1 end))`;
}

/**
 * A day from its text: ISO, or in the column's order ('17.01.2024', '3 Mar 2025', 'Mar 3, 2025'),
 * or a month of a year as its first day ('Mar 2026', '2026-03').
 */
function dateFromText(written: SQL, read: DataColumn['read']): SQL {
  const iso = sql`when ${written} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' then left(${written}, 10)::date`;
  if (!read?.date) return sql`(case ${iso} end)`;
  // A day with its time ('2 Nov 2026, 16:40') is read as the day.
  const text = sql`regexp_replace(${written}, ${TIME_OFF_DAY}::text, ${'\\1'}::text, 'i')`;
  const numeric = sql`regexp_match(${text}, ${NUMERIC_DAY}::text)`;
  const dayMonth = sql`regexp_match(${text}, ${DAY_MONTH}::text)`;
  const monthDay = sql`regexp_match(${text}, ${MONTH_DAY}::text)`;
  const monthYear = sql`regexp_match(${text}, ${MONTH_YEAR}::text)`;
  const yearMonth = sql`regexp_match(${text}, ${YEAR_MONTH}::text)`;
  const month = (word: SQL) => {
    const at = sql`strpos(${MONTHS}::text, lower(${word}))`;
    return sql`(case when mod(${at}, 3) = 1 then (${at} + 2) / 3 else 0 end)`;
  };
  // A day past the month's end rolls over rather than failing the whole question.
  const day = (y: SQL, m: SQL, d: SQL) =>
    sql`(case when ${m} between 1 and 12 and ${d} between 1 and 31
      then make_date(${y}, ${m}, 1) + (${d} - 1) end)`;
  const [first, second] = read.date === 'dmy' ? [2, 1] : [1, 2];
  return sql`(case ${iso}
    when ${numeric} is not null then ${day(sql`(${numeric})[3]::int`, sql`(${numeric})[${sql.raw(String(first))}]::int`, sql`(${numeric})[${sql.raw(String(second))}]::int`)}
    when ${dayMonth} is not null then ${day(sql`(${dayMonth})[3]::int`, month(sql`(${dayMonth})[2]`), sql`(${dayMonth})[1]::int`)}
    when ${monthDay} is not null then ${day(sql`(${monthDay})[3]::int`, month(sql`(${monthDay})[1]`), sql`(${monthDay})[2]::int`)}
    when ${monthYear} is not null then ${day(sql`(${monthYear})[2]::int`, month(sql`(${monthYear})[1]`), sql`1`)}
    when ${yearMonth} is not null then ${day(sql`(${yearMonth})[1]::int`, sql`(${yearMonth})[2]::int`, sql`1`)}
    end)`;
}

export function columnSql(column: DataColumn, plain: boolean): ColumnSql {
  const part = column.read?.part;
  // A figure of a compound cell ('2 bd / 1 ba'): shown as the cell, counted by its own figure.
  const key = part?.of ?? column.key;
  const json = plain ? sql`content` : sql`(content -> ${key}::text)`;
  const text = plain ? sql`(content #>> '{}')` : sql`(content ->> ${key}::text)`;
  if (part?.unit === 'left' && column.read?.factors) {
    // The time left in a state ('Live – 9 days to go', '36 hours left'), each figure by its unit.
    const left = sql`regexp_match(lower(${text}), ${TIME_LEFT}::text)`;
    const units = Object.entries(column.read.factors).map(
      ([word, factor]) => sql`when ${word}::text then ${factor}::numeric`,
    );
    const number = sql`(case when ${left} is not null then coalesce((${left})[1], (${left})[3])::numeric
      * (case coalesce((${left})[2], (${left})[4]) ${sql.join(units, sql` `)} end) end)`;
    return { json, text, number, upper: number, date: sql`null::date` };
  }
  if (part?.unit === 'latitude' || part?.unit === 'longitude') {
    const point = sql`regexp_match(${text}, ${LAT_LNG}::text)`;
    const at = sql.raw(part.unit === 'latitude' ? '1' : '2');
    const number = sql`(${point})[${at}]::numeric`;
    return { json, text, number, upper: number, date: sql`null::date` };
  }
  if (part && !column.read?.clock) {
    const pattern =
      String.raw`([0-9]+(?:[.][0-9]+)?)\s*` +
      `${part.unit.replace(/[^\p{L}]/gu, '')}` +
      String.raw`[.]?(?![[:alpha:]])`;
    const number = sql`substring(lower(${text}) from ${pattern}::text)::numeric`;
    return { json, text, number, upper: number, date: sql`null::date` };
  }
  // A count written in words ('six') where no figure is written.
  const worded = sql`(${sql.param(Object.values(NUMBER_WORDS))}::numeric[])[array_position(${sql.param(Object.keys(NUMBER_WORDS))}::text[], lower(btrim(${text})))]`;
  // A rating drawn in stars ('★★★★☆'): the filled ones.
  const stars = sql`(case when ${text} ~ ${STARS}::text then length(${text}) - length(replace(${text}, '★', '')) end)`;
  const rated = sql`substring(lower(${text}) from ${OUT_OF}::text)::numeric`;
  // 'Free' in a money column ('Free' beside '$4.99'): a price of nothing, as value-shapes.ts reads it.
  const free =
    column.unit && CURRENCY.test(column.unit)
      ? sql`(case when ${text} ~* ${FREE_PRICE.source}::text then 0::numeric end)`
      : sql`null::numeric`;
  const number = sql`(case when jsonb_typeof(${json}) = 'number' then (${text})::numeric
      else coalesce(${rated}, ${numberFromText(text, column.read)}, ${worded}, ${stars}, ${free}) end)`;
  // '£25–£40': the last figure written is the range's upper one; a single price is its own.
  const last =
    column.read?.decimal === ','
      ? sql`replace(replace(substring(${text} from ${LAST_COMMA_NUMBER}::text), '.', ''), ',', '.')::numeric`
      : sql`substring(replace(${text}, ',', '') from ${LAST_NUMBER}::text)::numeric`;
  const upper = column.read?.range
    ? sql`coalesce(${scaled(last, text, column.read)}, ${number})`
    : number;
  return { json, text, number, upper, date: dateFromText(text, column.read) };
}

const COMPARE: Record<'gt' | 'gte' | 'lt' | 'lte', SQL> = {
  gt: sql`>`,
  gte: sql`>=`,
  lt: sql`<`,
  lte: sql`<=`,
};

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One filter of a plan as a condition; a filter that does not fit its column is a 400. */
export function filterSql(filter: PlanFilter, column: DataColumn, expr: ColumnSql): SQL {
  const { op } = filter;
  // Equal to nothing is blank; not equal to nothing is holding a value ('orders that used a
  // voucher' over codes and '—'), a placeholder and a missing key being nothing as '' is.
  if ((op === 'eq' || op === 'neq') && filter.value === '' && column.kind !== 'list') {
    const blank = filterSql({ ...filter, op: 'blank' }, column, expr);
    return op === 'eq' ? blank : sql`not ${blank}`;
  }
  if (op === 'eq' || op === 'neq') {
    if (column.kind === 'number' && typeof filter.value === 'number') {
      return op === 'eq'
        ? sql`${expr.number} = ${filter.value}::numeric`
        : sql`${expr.number} is distinct from ${filter.value}::numeric`;
    }
    if (column.kind === 'list') {
      const has = sql`coalesce(${expr.json} @> jsonb_build_array(${String(filter.value)}::text), false)`;
      return op === 'eq' ? has : sql`not ${has}`;
    }
    const same = sql`lower(${expr.text}) = lower(${String(filter.value)}::text)`;
    return op === 'eq' ? same : sql`coalesce(not (${same}), true)`;
  }
  // Absent, JSON null, '' or spaces, a placeholder ('—', 'n/a') or an empty list: the cell says
  // nothing.
  if (op === 'blank')
    return sql`(coalesce(btrim(${expr.text}), '') = '' or ${expr.text} ~* ${PLACEHOLDER.source}::text or ${expr.json} = '[]'::jsonb)`;
  if (op === 'in') {
    const values = filter.values ?? [filter.value];
    if (column.kind === 'number' && values.every((v) => typeof v === 'number'))
      return sql`${expr.number} = any(${sql.param(values)}::numeric[])`;
    const texts = values.map((v) => String(v).toLowerCase());
    if (column.kind === 'list')
      return sql`exists (select 1 from jsonb_array_elements_text(case when jsonb_typeof(${expr.json}) = 'array' then ${expr.json} else '[]'::jsonb end) as item(value) where lower(item.value) = any(${sql.param(texts)}::text[]))`;
    return sql`lower(${expr.text}) = any(${sql.param(texts)}::text[])`;
  }
  if (op === 'weekday') {
    const days = (filter.values ?? [filter.value]).map(Number);
    if (column.kind !== 'date' || days.some((d) => !Number.isInteger(d) || d < 1 || d > 7))
      throw new BadRequestError(`The column ${column.key} has no day of the week to compare`);
    return sql`extract(isodow from ${expr.date})::int = any(${sql.param(days)}::int[])`;
  }
  if (op === 'contains') {
    if (column.kind === 'list')
      return sql`coalesce(${expr.json} @> jsonb_build_array(${String(filter.value)}::text), false)`;
    return sql`${expr.text} ilike ${`%${likeLiteral(String(filter.value))}%`}::text`;
  }
  const ordered = (v: string | number | undefined): SQL => {
    if (column.kind === 'number' && typeof v === 'number') return sql`${v}::numeric`;
    if (column.kind === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v))
      return sql`${v}::date`;
    throw new BadRequestError(`The column ${column.key} cannot be compared with ${String(v)}`);
  };
  // 'lenses over 100 mm' over '70–200 mm': a range reaches above a figure by its upper one, as
  // it reaches below one by its lower one (the number it is read as).
  const value =
    column.kind === 'date' ? expr.date : op === 'gt' || op === 'gte' ? expr.upper : expr.number;
  if (op === 'between')
    return sql`${value} between ${ordered(filter.value)} and ${ordered(filter.value2 ?? filter.value)}`;
  return sql`${value} ${COMPARE[op]} ${ordered(filter.value)}`;
}
