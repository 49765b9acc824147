import type { DataColumn, QueryPlan } from '@gleaner/shared';
import { isIdentifierColumn } from './column-roles.js';
import type { ColumnMention } from './vocabulary.js';
import { wordsOf } from './words.js';

/** 'How many matches are there?', 'how many exist': the records themselves are counted. */
const RECORDS_COUNTED = /\b(?:are|is|were|was)\s+there\b|\bexists?\b/;

export interface UnreadAmountInput {
  lower: string;
  columns: DataColumn[];
  plan: QueryPlan;
  /** Columns the question names, the records' own word among them. */
  named: ColumnMention[];
  /** The question asks how many or a total ('how many', 'number of', 'in total'). */
  asksAmount: boolean;
  /** It says the amount is added up ('in total', 'altogether', 'combined'). */
  addsUp: boolean;
}

/**
 * Why a count of records would not answer 'how many goals were scored (in total)', or undefined.
 * A column of figures the reader could not read as figures ('2–1 aet', '7 (2 pens)') may hold
 * what is asked: named by the question ('goals', 'scored' → score), its amount is asked, which
 * counting the records only looks like. Asked in total of a thing no column names, with such a
 * column beside, the count may be the wrong sum as well, unless the records are what is asked
 * ('How many matches are there in total?'). A condition or group on the column, and headers of
 * codes or identifiers, still count records.
 */
export function unreadAmount(input: UnreadAmountInput): string | undefined {
  const { plan } = input;
  if (!input.asksAmount) return undefined;
  if (plan.metric.fn !== 'count' || plan.metric.column !== null) return undefined;
  if (plan.operation !== 'aggregate' && plan.operation !== 'group') return undefined;
  const used = new Set([...plan.filters.map((f) => f.column), plan.groupBy]);
  const unread = (c: DataColumn) =>
    c.figured === true &&
    (c.kind === 'text' || c.kind === 'category') &&
    !used.has(c.key) &&
    !isIdentifierColumn(c);
  const reason = (c: DataColumn) =>
    `I could not compute that: ${wordsOf(c.key).join(' ')} holds no figures I can read, and a count of the records would answer another question.`;
  const named = input.named.find((m) => unread(m.column));
  if (named) return reason(named.column);
  if (!input.addsUp || input.named.length > 0 || RECORDS_COUNTED.test(input.lower))
    return undefined;
  const [only, ...more] = input.columns.filter(unread);
  return only && more.length === 0 ? reason(only) : undefined;
}
