import type { DataColumn, PlanFilter } from '@gleaner/shared';
import { mainMoneyColumn } from './column-roles.js';
import { dimensionsOf } from './units.js';
import type { ColumnMention, Token } from './vocabulary.js';

/**
 * Words before 'paid' that rank by pay ('highest paid', 'best paid', 'well paid'): a ranking
 * word's, not a price above nothing.
 */
const DEGREE_BEFORE =
  /^(highest|lowest|best|worst|most|least|well|better|badly|poorly|top|over|under)$/;
/** Words after 'paid' or 'free' that make another phrase ('paid for', 'paid the most', 'free time'). */
const OTHER_AFTER = /^(for|by|to|the|most|least|more|less|than|in|on|out|up|time|from)$/;

/** A money column some of whose records cost nothing ('Free' read as 0, '£0.00'). */
const holdsNothing = (column: DataColumn) =>
  column.kind === 'number' && dimensionsOf(column).includes('money') && column.min === 0;

/**
 * 'paid apps', 'free courses', 'the cheapest paid app' on a price column where some records cost
 * nothing: 'paid' is a price above 0, 'free' one of 0, when no value of the records reads the
 * word (a state 'Paid' of an invoice is found as a value first). The column is the money one the
 * next word names ('free delivery'), else the only money column holding a 0, else the main one.
 * A column where nothing is free gives no reading: 'paid' may mean another thing there.
 */
export function paidOrFree(
  tokens: Token[],
  columns: DataColumn[],
  named: ColumnMention[],
  isFree: (t: Token) => boolean,
): { filter: PlanFilter; token: Token; mention?: ColumnMention } | null {
  const candidates = columns.filter(holdsNothing);
  if (candidates.length === 0) return null;
  for (const token of tokens) {
    if ((token.word !== 'paid' && token.word !== 'free') || !isFree(token)) continue;
    if (DEGREE_BEFORE.test(tokens[token.index - 1]?.word ?? '')) continue;
    if (OTHER_AFTER.test(tokens[token.index + 1]?.word ?? '')) continue;
    const next = named.find((m) => m.first === token.index + 1 && candidates.includes(m.column));
    const main = mainMoneyColumn(columns);
    const column =
      next?.column ??
      (candidates.length === 1 ? candidates[0] : candidates.find((c) => c === main));
    if (!column) continue;
    const filter: PlanFilter =
      token.word === 'paid'
        ? { column: column.key, op: 'gt', value: 0 }
        : { column: column.key, op: 'eq', value: 0 };
    return { filter, token, ...(next ? { mention: next } : {}) };
  }
  return null;
}
