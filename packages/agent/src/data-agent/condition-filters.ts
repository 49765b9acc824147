import type { DataColumn, PlanFilter } from '@gleaner/shared';
import type { DateCondition, DayRange } from './dates.js';
import { columnForCondition } from './number-column.js';
import type { NumberCondition } from './numbers.js';
import type { ColumnMention, Token } from './vocabulary.js';
import { abbreviates, stem, wordsOf } from './words.js';

/** Unit words a table's number columns are read with: their units and header words. */
export function tableUnits(numeric: DataColumn[], question = ''): string[] {
  const units: string[] = [];
  const own: string[] = [];
  for (const c of numeric) {
    if (c.unit && /^[\p{L}²³/.]+$/u.test(c.unit)) own.push(c.unit.toLowerCase());
    for (const w of wordsOf(c.key))
      if (w.length > 2 && !/^\d/.test(w)) own.push(w, stem(w), `${stem(w)}s`);
  }
  units.push(...own);
  // '2 bedroom' on a column written '2 bd' (or headed 'beds'): the question's word is its unit.
  for (const w of wordsOf(question))
    if (w.length > 3 && own.some((u) => /^\p{L}+$/u.test(u) && abbreviates(u, stem(w))))
      units.push(w);
  return units;
}

/**
 * A bound a thousand times beyond every figure a column holds ('over $1 trillion' on caps read as
 * 2.1 to 418, their 'B' and 'T' unread): the column's figures are likely written in a scale the
 * reading does not show, so either answer (none, or all) would be a guess. The largest figure, or
 * null when the bound is within reach.
 */
function farBeyond(column: DataColumn, value: number): number | null {
  const largest = Math.max(Math.abs(column.min ?? 0), Math.abs(column.max ?? 0));
  return largest > 0 && Math.abs(value) >= 1000 * largest ? largest : null;
}

/** A date condition on a column of years: 'after 2019' is a year above 2019. */
function yearFilter(column: DataColumn, d: DateCondition): PlanFilter {
  const year = (iso: string) => Number(iso.slice(0, 4));
  const filter: PlanFilter = { column: column.key, op: d.op, value: year(d.value) };
  if (d.value2 !== undefined) filter.value2 = year(d.value2);
  return filter;
}

/**
 * 'lots from before 1900' on an auction's sale days (all in 2026) beside a period column ('c. 1790',
 * '1930s'): a bare year no date column's days reach either side of, which falls among the whole
 * figures of 1000–2100 of one number column (a year column or not), is about that column — on the
 * days it would find all records or none. Undefined when the days are split by it, or no such
 * column or more than one holds it.
 */
function yearsSplitElsewhere(
  text: string,
  condition: DateCondition,
  columns: DataColumn[],
  days: DayRange | undefined,
): DataColumn | undefined {
  if (!days || !/^\D*\d{4}\D*$/.test(text.slice(condition.start, condition.end))) return undefined;
  const first = condition.value;
  const last = condition.value2 ?? condition.value;
  if (!(last < days.first || first > days.last)) return undefined;
  const year = Number(first.slice(0, 4));
  const holders = columns.filter(
    (c) =>
      c.kind === 'number' &&
      !c.unit &&
      Number.isInteger(c.min) &&
      Number.isInteger(c.max) &&
      (c.min ?? 0) >= 1000 &&
      (c.max ?? 0) <= 2100 &&
      (c.min ?? 0) < year &&
      year <= (c.max ?? 0),
  );
  return holders.length === 1 ? holders[0] : undefined;
}

export interface ConditionFilters {
  filters: PlanFilter[];
  /** A number filter whose figure fits other columns as well: the phrase and those columns. */
  unclear: { filter: PlanFilter; phrase: string; others: DataColumn[] }[];
  /** Why a condition could not be read ('over 300 pages' with no pages column). */
  declined?: string;
}

/**
 * The date column a date condition is on, of those the question names: its whole name beats a
 * word of another's ('loans due back before 2027' is about due_back, though 'loans' is a word of
 * loan_out), then the nearer one.
 */
export function dateMention(
  condition: DateCondition,
  named: ColumnMention[],
  timed: DataColumn[],
  tokens: Token[],
): ColumnMention | undefined {
  const distance = (m: ColumnMention) => {
    const start = tokens[m.first]?.start ?? 0;
    return Math.abs(start - condition.start);
  };
  return named
    .filter((m) => timed.includes(m.column))
    .sort((a, b) => Number(b.score >= 2) - Number(a.score >= 2) || distance(a) - distance(b))[0];
}

/**
 * The question's number and date conditions as filters on the columns they are about: numbers by
 * the evidence of number-column.ts, dates on the date (or year) column the question names, else
 * the only one, else the first date column.
 */
export function conditionFilters(input: {
  text: string;
  numbers: NumberCondition[];
  dates: DateCondition[];
  columns: DataColumn[];
  timed: DataColumn[];
  named: ColumnMention[];
  tokens: Token[];
  /** The first and last day the date columns hold. */
  days?: DayRange | undefined;
}): ConditionFilters {
  const { text, columns, timed, named } = input;
  const numeric = columns.filter((c) => c.kind === 'number');
  const out: ConditionFilters = { filters: [], unclear: [] };
  for (const condition of input.numbers) {
    const choice = columnForCondition(condition, numeric, named, input.tokens);
    const phrase = text.slice(condition.start, condition.end).trim();
    if (!choice) {
      // A bare '5G' read as 5 grams is no condition; 'over 300 pages' with no pages column is.
      if (!condition.bare)
        out.declined ??= `I could not tell which column "${phrase}" is about: no column of this job ${
          condition.unit && condition.unit !== 'currency'
            ? `is measured in ${condition.unit}`
            : 'fits it'
        }.`;
      continue;
    }
    const beyond = farBeyond(choice.column, Math.max(choice.value, choice.value2 ?? choice.value));
    if (beyond) {
      out.declined ??= `I could not tell what "${phrase}" means here: ${wordsOf(choice.column.key).join(' ')} reaches only ${beyond}, so its figures may be written in thousands, millions or more.`;
      continue;
    }
    const filter: PlanFilter = { column: choice.column.key, op: condition.op, value: choice.value };
    if (choice.value2 !== undefined) filter.value2 = choice.value2;
    out.filters.push(filter);
    if (choice.others.length > 0) out.unclear.push({ filter, phrase, others: choice.others });
  }
  for (const condition of input.dates) {
    const mention = dateMention(condition, named, timed, input.tokens);
    const column =
      (mention ? undefined : yearsSplitElsewhere(text, condition, columns, input.days)) ??
      mention?.column ??
      (timed.length === 1 ? timed[0] : columns.find((c) => c.kind === 'date'));
    if (!column) continue;
    if (column.kind === 'number') out.filters.push(yearFilter(column, condition));
    else {
      const filter: PlanFilter = { column: column.key, op: condition.op, value: condition.value };
      if (condition.value2 !== undefined) filter.value2 = condition.value2;
      out.filters.push(filter);
    }
  }
  return out;
}
