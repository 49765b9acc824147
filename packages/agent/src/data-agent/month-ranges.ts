import { monthNumber, type DataColumn, type PlanFilter } from '@gleaner/shared';
import type { Token } from './vocabulary.js';

/** 'Mar–May', 'April - June', 'Nov–Feb': a span of months of any year, both ends included. */
const RANGE = /^\s*(\p{L}{3,9}\.?)\s*[–—-]\s*(\p{L}{3,9}\.?)\s*$/u;

function monthSpan(value: string): [number, number] | null {
  const match = RANGE.exec(value);
  const from = match ? monthNumber(match[1]!) : monthNumber(value.trim());
  const to = match ? monthNumber(match[2]!) : from;
  return from && to ? [from, to] : null;
}

/** Whether a span holds a month, a span past December ('Nov–Feb') running on into January. */
const holds = ([from, to]: [number, number], month: number) =>
  from <= to ? from <= month && month <= to : month >= from || month <= to;

/**
 * 'What can I sow in April?' on a sowing column of 'Feb–Apr', 'Mar–May', 'May–Jun': a month the
 * question names, with no year, is the values whose span of months holds it — on the only column
 * of few values (its examples known) that are all months or spans of months. 'may' in lower case
 * is a verb, never the month.
 */
export function monthSpanFilter(
  tokens: Token[],
  text: string,
  columns: DataColumn[],
  isFree: (t: Token) => boolean,
): { filter: PlanFilter; token: Token; column: DataColumn } | undefined {
  const spans = columns.filter(
    (c) =>
      c.kind === 'category' &&
      (c.examples?.length ?? 0) >= 2 &&
      c.examples!.every((v) => monthSpan(v) !== null) &&
      c.examples!.some((v) => RANGE.test(v)),
  );
  const [column] = spans;
  if (!column || spans.length > 1) return undefined;
  for (const t of tokens) {
    if (!isFree(t)) continue;
    const written = text.slice(t.start, t.end);
    if (written.length < 3 || (t.word === 'may' && written !== 'May')) continue;
    if (/^\d{4}$/.test(tokens[t.index + 1]?.word ?? '')) continue;
    const month = monthNumber(t.word);
    if (!month) continue;
    const values = column.examples!.filter((v) => holds(monthSpan(v)!, month));
    if (values.length === 0) return undefined;
    return {
      filter: { column: column.key, op: 'in', value: values[0]!, values },
      token: t,
      column,
    };
  }
  return undefined;
}
