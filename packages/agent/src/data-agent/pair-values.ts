import type { DataColumn, PlanFilter, QueryPlan } from '@gleaner/shared';
import { columnUnit, dimensionsOf, isCountOfTime } from './units.js';
import { wordsOf } from './words.js';

/**
 * A column of pairs of counts ('2–1', '0-0', '10 - 7'): the server reads any dash between two
 * figures as a range, but a range is of amounts — a currency or a unit written with it, or a
 * header that measures something ('days_to_harvest' '60–75'). Two bare figures under a header that measures nothing (or
 * only a score) are two counts side by side, and neither alone is the value.
 */
export function isPairColumn(column: DataColumn): boolean {
  if (column.kind !== 'number' || column.read?.range !== true) return false;
  if (columnUnit(column) !== null || isCountOfTime(column)) return false;
  return dimensionsOf(column).every((d) => d === 'rating');
}

export interface PairCondition {
  filter: PlanFilter;
  start: number;
  end: number;
}

/** Two whole numbers joined by a dash, not part of a longer figure or a date. */
const PAIR = /(?<![\d.,/:-])(\d{1,3})\s?[-–—]\s?(\d{1,3})(?![\d.,/:-])/gu;

/**
 * 'ended 0-0', 'won 3–1': a pair the question writes, as the only pair column holds it. The
 * column may write it with a hyphen, an en or an em dash, spaced or not, so all are looked for.
 */
export function pairConditions(text: string, columns: DataColumn[]): PairCondition[] {
  const pairs = columns.filter(isPairColumn);
  const [column] = pairs;
  if (!column || pairs.length > 1) return [];
  const found: PairCondition[] = [];
  for (const match of text.matchAll(PAIR)) {
    const [a, b] = [match[1], match[2]];
    const forms = ['-', '–', '—'].flatMap((dash) => [`${a}${dash}${b}`, `${a} ${dash} ${b}`]);
    found.push({
      filter: { column: column.key, op: 'in', value: forms[0]!, values: forms },
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return found;
}

/**
 * Why a plan computes with a pair column as if it held one figure ('total score' adding up
 * the first figures of '2–1'), or undefined: counting its records and matching its pairs is fine.
 */
/**
 * 'How many goals were scored in total?', 'total points' over '2–1': counted things asked for in
 * all, over a pair column, are each record's two figures added (both sides' goals). 'the total
 * result' names no counted thing and still declines, as ranking by the pair does (pairProblem).
 */
export function bothFigures(plan: QueryPlan, columns: DataColumn[], question: string): boolean {
  const column = columns.find((c) => c.key === plan.metric.column);
  return (
    /\b(?:how many|total|number of)\s+\p{L}{2,}s\b/iu.test(question) &&
    plan.metric.fn !== 'count' &&
    column !== undefined &&
    isPairColumn(column) &&
    (plan.operation === 'aggregate' || plan.operation === 'group')
  );
}

export function pairProblem(plan: QueryPlan, columns: DataColumn[]): string | undefined {
  const pairs = new Set(columns.filter(isPairColumn).map((c) => c.key));
  const used =
    (plan.metric.fn !== 'count' &&
    !plan.metric.both &&
    plan.metric.column &&
    pairs.has(plan.metric.column)
      ? plan.metric.column
      : undefined) ??
    (plan.sort && pairs.has(plan.sort.column) ? plan.sort.column : undefined) ??
    plan.filters.find(
      (f) =>
        pairs.has(f.column) && f.op !== 'in' && !(f.op === 'eq' && typeof f.value === 'string'),
    )?.column;
  if (!used) return undefined;
  return `I could not compute that: ${wordsOf(used).join(' ')} holds pairs of figures (such as "2–1"), not one figure to add up or rank.`;
}
