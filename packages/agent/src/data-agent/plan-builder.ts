import type { AggregateFn, DataColumn, PlanFilter, QueryPlan } from '@gleaner/shared';
import { dateConditions } from './dates.js';
import { countLimit, digitsForWords, numberConditions, type NumberCondition } from './numbers.js';
import {
  bestMentions,
  columnMentions,
  tokensOf,
  type ColumnMention,
  type Token,
} from './vocabulary.js';
import { COLUMN_SYNONYMS, DIRECTION_WORDS, stem, wordsOf } from './words.js';

/** A value of the job's records found in the question (looked up by the server). */
export interface ValueMatch {
  column: string;
  /** The value as stored. */
  value: string;
  /** How many records hold it, to ignore values nearly every record holds. */
  records: number;
}

export interface PlanContext {
  columns: DataColumn[];
  values: ValueMatch[];
  /** Records in the job. */
  total: number;
  reference?: Date;
}

export interface Reading {
  question: string;
  plan: QueryPlan;
}

export interface BuiltPlan {
  plan: QueryPlan;
  /** Other readings of an unclear question (two or three), each a question that asks for it. */
  alternatives: Reading[];
  /** The question matched nothing: the plan is only a count of all records. */
  understood: boolean;
}

type Span = [number, number];
const overlaps = (spans: Span[], s: number, e: number) => spans.some(([a, b]) => s < b && e > a);

const FN_PATTERNS: [RegExp, AggregateFn][] = [
  [/\b(average|avg|mean|typical)\b/, 'avg'],
  [/\bmedian\b/, 'median'],
  [/\b(total|sum|combined|altogether|overall)\b/, 'sum'],
  [/\b(how many|number of|count|how much of)\b/, 'count'],
];
const MINMAX = /\b(highest|lowest|maximum|minimum|max|min|largest|smallest|biggest|greatest)\b/;
const SHARE = /\b(share|percentage|percent|proportion|fraction|ratio)\b|%\s*of\b/;
const DISTINCT = /\b(distinct|unique|different|which|what)\b/;
const COMPARE = /\b(compare|comparison|difference|differ|versus|vs\.?|against|than)\b/;
const NEGATION = /\b(not|except|excluding|without|other than|isn't|aren't|no)\s+$/;

function emptyPlan(): QueryPlan {
  return {
    operation: 'list',
    filters: [],
    metric: { fn: 'count', column: null },
    groupBy: null,
    compare: null,
    sort: null,
    limit: null,
  };
}

/** The number column a condition is about: its unit, the nearest named column, or the only one. */
function numberColumnFor(
  condition: NumberCondition,
  numeric: DataColumn[],
  mentions: ColumnMention[],
  tokens: Token[],
): DataColumn[] {
  if (numeric.length <= 1) return numeric;
  if (condition.unit === 'currency') {
    const money = numeric.filter((c) => c.unit && /[£$€¥₹]/.test(c.unit));
    const named = numeric.filter((c) =>
      wordsOf(c.key).some((w) =>
        ['price', 'cost', 'salary', 'amount', 'revenue', 'pay'].includes(stem(w)),
      ),
    );
    if (money.length === 1 || (money.length === 0 && named.length === 1))
      return money.length ? money : named;
  }
  if (condition.unit === 'percent') {
    const pct = numeric.filter((c) => c.unit === '%');
    if (pct.length === 1) return pct;
  }
  if (condition.unit) {
    const unit = stem(condition.unit);
    const byUnit = numeric.filter((c) =>
      wordsOf(c.key).some(
        (w) => stem(w) === unit || (COLUMN_SYNONYMS[stem(w)] ?? []).map(stem).includes(unit),
      ),
    );
    if (byUnit.length === 1) return byUnit;
  }
  // The nearest number column named before the condition, else right after it.
  const before = mentions.filter(
    (m) => m.column.kind === 'number' && (tokens[m.last]?.end ?? 0) <= condition.start,
  );
  const nearest = before[before.length - 1];
  if (nearest) return [nearest.column, ...numeric.filter((c) => c !== nearest.column)];
  const after = mentions.find(
    (m) => m.column.kind === 'number' && (tokens[m.first]?.start ?? 0) >= condition.end,
  );
  if (after) return [after.column, ...numeric.filter((c) => c !== after.column)];
  return numeric;
}

/**
 * Reads a question about a job's records into a typed query plan over its columns. Pure: the
 * columns and the values found in the question come from the server; nothing here runs SQL.
 */
export function buildPlan(question: string, context: PlanContext): BuiltPlan {
  const { columns, total } = context;
  const text = digitsForWords(question.trim());
  const lower = text.toLowerCase();
  const tokens = tokensOf(text);
  const taken: Span[] = [];
  const plan = emptyPlan();
  const alternatives: Reading[] = [];
  const alt = (q: string, p: QueryPlan) => alternatives.push({ question: q, plan: p });
  let understood = false;

  const numeric = columns.filter((c) => c.kind === 'number');
  const dated = columns.filter((c) => c.kind === 'date');

  // 1. Dates, then numbers: their words are not column names or values.
  const dates = dated.length > 0 ? dateConditions(text, context.reference) : [];
  for (const d of dates) taken.push([d.start, d.end]);
  const numbers = numberConditions(text).filter((n) => !overlaps(taken, n.start, n.end));
  for (const n of numbers) taken.push([n.start, n.end]);

  // 2. Values of the records named in the question ('Jane Austen', 'Poetry'), longest first.
  const values = [...context.values]
    .filter((v) => total === 0 || v.records < total * 0.9 || v.records === total)
    .sort((a, b) => b.value.length - a.value.length);
  const valueFilters: (PlanFilter & { start: number })[] = [];
  for (const match of values) {
    const needle = match.value.toLowerCase();
    let at = -1;
    for (let from = 0; (from = lower.indexOf(needle, from)) >= 0; from += 1) {
      const edgeOk =
        !/[\p{L}\p{N}]/u.test(lower[from - 1] ?? ' ') &&
        !/[\p{L}\p{N}]/u.test(lower[from + needle.length] ?? ' ');
      if (edgeOk && !overlaps(taken, from, from + needle.length)) {
        at = from;
        break;
      }
    }
    if (at < 0) continue;
    const column = columns.find((c) => c.key === match.column);
    if (!column) continue;
    taken.push([at, at + needle.length]);
    const negated = NEGATION.test(lower.slice(Math.max(0, at - 14), at));
    valueFilters.push({
      column: column.key,
      op: column.kind === 'list' ? 'contains' : negated ? 'neq' : 'eq',
      value: match.value,
      start: at,
    });
  }

  const isFree = (t: Token) => !overlaps(taken, t.start, t.end);
  const mentions = columnMentions(tokens, columns, isFree);
  const places = bestMentions(mentions);
  const named = places.map((p) => p.best);
  const firstTie = places.find((p) => p.ties.length > 0);

  // 3. Conditions on columns.
  for (const condition of numbers) {
    const candidates = numberColumnFor(condition, numeric, named, tokens);
    const column = candidates[0];
    if (!column) continue;
    const filter: PlanFilter = { column: column.key, op: condition.op, value: condition.value };
    if (condition.value2 !== undefined) filter.value2 = condition.value2;
    plan.filters.push(filter);
    understood = true;
    if (candidates.length > 1 && !named.some((m) => m.column === column) && !condition.unit) {
      for (const other of candidates.slice(1, 3)) {
        const phrase = text.slice(condition.start, condition.end).trim();
        alt(text.replace(phrase, `with ${wordsOf(other.key).join(' ')} ${phrase}`), {
          ...plan,
          filters: plan.filters.map((f) => (f === filter ? { ...f, column: other.key } : f)),
        });
      }
    }
  }
  for (const condition of dates) {
    const column = named.find((m) => m.column.kind === 'date')?.column ?? dated[0];
    if (!column) continue;
    const filter: PlanFilter = { column: column.key, op: condition.op, value: condition.value };
    if (condition.value2 !== undefined) filter.value2 = condition.value2;
    plan.filters.push(filter);
    understood = true;
  }

  // 4. What is asked.
  const fn = FN_PATTERNS.find(([re]) => re.test(lower))?.[1] ?? null;
  const limit = countLimit(text);
  const directionWord = tokens.find((t) => isFree(t) && DIRECTION_WORDS[t.word]);
  const direction = directionWord ? (DIRECTION_WORDS[directionWord.word] ?? 'desc') : null;
  const numberNamed = named.filter((m) => m.column.kind === 'number');
  const groupNamed = named.filter((m) => m.column.kind !== 'number');
  // 'per author', 'by category', 'for each country', 'which author has the most…'
  const groupMention = groupNamed.find((m) => {
    const before = tokens
      .slice(Math.max(0, m.first - 2), m.first)
      .map((t) => t.word)
      .join(' ');
    return (
      /\b(per|by|each|every|across)$/.test(before) ||
      /(which|what)$/.test(before) ||
      (/^(which|what)$/.test(tokens[m.first - 1]?.word ?? '') && m.first <= 2)
    );
  });
  const whichGroup =
    groupMention && /^(which|what)$/.test(tokens[groupMention.first - 1]?.word ?? '');
  const sortMention = named.find((m) =>
    /\b(sort|sorted|order|ordered|rank|ranked)\s+by$/.test(
      tokens
        .slice(Math.max(0, m.first - 2), m.first)
        .map((t) => t.word)
        .join(' '),
    ),
  );
  const metricColumn = numberNamed.find((m) => m !== sortMention)?.column ?? null;
  const twoValues =
    valueFilters.length >= 2 &&
    valueFilters.filter((v) => v.column === valueFilters[0]?.column).length >= 2;

  for (const v of valueFilters) {
    const { start: _start, ...filter } = v;
    void _start;
    plan.filters.push(filter);
    understood = true;
  }

  if (
    twoValues &&
    (COMPARE.test(lower) || /\b(or|and)\b/.test(lower)) &&
    (COMPARE.test(lower) || fn)
  ) {
    const [a, b] = valueFilters
      .filter((v) => v.column === valueFilters[0]?.column)
      .sort((x, y) => x.start - y.start);
    if (a && b) {
      plan.operation = 'compare';
      plan.compare = { column: a.column, values: [String(a.value), String(b.value)] };
      plan.filters = plan.filters.filter(
        (f) => f.column !== a.column || (f.value !== a.value && f.value !== b.value),
      );
      plan.metric = metricColumn
        ? { fn: fn && fn !== 'count' ? fn : 'avg', column: metricColumn.key }
        : { fn: 'count', column: null };
      understood = true;
    }
  } else if (SHARE.test(lower)) {
    plan.operation = 'share';
    plan.groupBy = groupMention?.column.key ?? null;
    plan.metric =
      fn === 'sum' && metricColumn
        ? { fn: 'sum', column: metricColumn.key }
        : { fn: 'count', column: null };
    if (plan.groupBy) plan.sort = { column: 'value', direction: 'desc' };
    understood = true;
  } else if (
    groupMention &&
    (whichGroup || fn || direction || /\b(per|each|every|by|across)\b/.test(lower)) &&
    !(whichGroup && !fn && !direction && !metricColumn && /\b(are|exist)\b/.test(lower))
  ) {
    plan.operation = 'group';
    plan.groupBy = groupMention.column.key;
    const metricFn: AggregateFn =
      fn ?? (metricColumn ? (direction && /\b(total|sum)\b/.test(lower) ? 'sum' : 'avg') : 'count');
    plan.metric =
      metricColumn && metricFn !== 'count'
        ? { fn: metricFn, column: metricColumn.key }
        : { fn: 'count', column: null };
    plan.sort = { column: 'value', direction: direction ?? 'desc' };
    if (whichGroup && direction) plan.limit = limit?.n ?? 1;
    else if (limit) plan.limit = limit.n;
    understood = true;
  } else if (
    groupNamed.length > 0 &&
    !fn &&
    !direction &&
    numbers.length === 0 &&
    valueFilters.length === 0 &&
    (DISTINCT.test(lower) || /\b(all|list)\b/.test(lower))
  ) {
    plan.operation = 'distinct';
    plan.groupBy = groupNamed[0]?.column.key ?? null;
    understood = true;
  } else if (
    fn === 'count' &&
    groupNamed.length > 0 &&
    /\b(are there|distinct|different|unique|exist)\b/.test(lower) &&
    !valueFilters.some((v) => v.column === groupNamed[0]?.column.key)
  ) {
    plan.operation = 'distinct';
    plan.groupBy = groupNamed[0]?.column.key ?? null;
    understood = true;
  } else if (fn) {
    plan.operation = 'aggregate';
    plan.metric =
      fn !== 'count' && metricColumn
        ? { fn, column: metricColumn.key }
        : { fn: 'count', column: null };
    if (fn !== 'count' && !metricColumn && numeric.length > 0) {
      // 'what is the average?' names no column: the first number column, others offered.
      plan.metric = { fn, column: numeric[0]?.key ?? null };
      for (const other of numeric.slice(1, 3))
        alt(`${text} ${wordsOf(other.key).join(' ')}`, {
          ...plan,
          metric: { fn, column: other.key },
        });
    }
    understood = true;
  } else if (
    MINMAX.test(lower) &&
    metricColumn &&
    !limit &&
    isAggregateAsk(tokens, numberNamed[0])
  ) {
    plan.operation = 'aggregate';
    plan.metric = { fn: direction === 'asc' ? 'min' : 'max', column: metricColumn.key };
    understood = true;
  } else if (
    direction ||
    (limit && (limit.direction !== null || numeric.length > 0) && !/\bfirst\b/.test(lower)) ||
    sortMention
  ) {
    plan.operation = 'list';
    const sortColumn =
      sortMention?.column ??
      metricColumn ??
      superlativeColumn(directionWord, numeric) ??
      (limit ? numeric[0] : undefined);
    if (sortColumn) {
      const explicitAsc = /\b(ascending|lowest first|smallest first|cheapest first)\b/.test(lower);
      plan.sort = {
        column: sortColumn.key,
        direction: explicitAsc ? 'asc' : (limit?.direction ?? direction ?? 'desc'),
      };
      const plural = tokens.some(
        (t) => isFree(t) && t.word !== t.stem && !named.some((m) => m.first === t.index),
      );
      plan.limit = limit?.n ?? (sortMention ? null : plural ? 10 : 1);
      understood = true;
    }
  } else if (plan.filters.length > 0) {
    plan.operation = 'list';
  } else if (
    /^(show|list|display|give|get|see)\b/.test(lower) ||
    /\b(all|every) (records|rows|items|entries)\b/.test(lower)
  ) {
    // 'show the first 10 records', 'list all records': the records as they were captured.
    plan.operation = 'list';
    plan.limit = limit?.n ?? null;
    understood = true;
  }

  // A column word that names two columns equally: offer the others.
  if (firstTie && alternatives.length === 0) {
    const word = tokens[firstTie.best.first]?.word ?? '';
    for (const other of firstTie.ties.slice(0, 2)) {
      const swap = (key: string) => (key === firstTie.best.column.key ? other.column.key : key);
      const swapped: QueryPlan = {
        ...plan,
        filters: plan.filters.map((f) => ({ ...f, column: swap(f.column) })),
        metric: { ...plan.metric, column: plan.metric.column ? swap(plan.metric.column) : null },
        groupBy: plan.groupBy ? swap(plan.groupBy) : null,
        sort: plan.sort ? { ...plan.sort, column: swap(plan.sort.column) } : null,
      };
      alt(
        text.replace(new RegExp(`\\b${word}\\b`, 'i'), wordsOf(other.column.key).join(' ')),
        swapped,
      );
    }
  }

  if (!understood) {
    plan.operation = 'aggregate';
    plan.metric = { fn: 'count', column: null };
  }
  return { plan, alternatives: alternatives.slice(0, 3), understood };
}

/** 'what is the highest price' asks for a figure; 'highest rated book' asks for a record. */
function isAggregateAsk(tokens: Token[], mention: ColumnMention | undefined): boolean {
  if (!mention) return false;
  const after = tokens.slice(mention.last + 1).map((t) => t.word);
  const leading = tokens[0]?.word ?? '';
  if (['which', 'show', 'list', 'find', 'give'].includes(leading)) return false;
  return (
    after.length === 0 ||
    /^(of|among|for|in|across|where|with|on|from|by)$/.test(after[0] ?? '') ||
    ['what', 'whats', 'what’s', "what's"].includes(leading)
  );
}

/** 'cheapest' is about a price column: the number column whose synonyms hold the word. */
function superlativeColumn(
  token: Token | undefined,
  numeric: DataColumn[],
): DataColumn | undefined {
  if (!token) return undefined;
  return numeric.find((c) =>
    wordsOf(c.key).some((w) => (COLUMN_SYNONYMS[stem(w)] ?? []).includes(token.word)),
  );
}
