import type { AggregateFn, DataColumn, PlanFilter, QueryPlan } from '@gleaner/shared';
import { flagValues, nameColumn, timeColumns } from './column-roles.js';
import { dateConditions, type DateCondition } from './dates.js';
import { columnForCondition } from './number-column.js';
import { countLimit, digitsForWords, numberConditions } from './numbers.js';
import { checkedAlternatives, swapColumn } from './readings.js';
import { rankingFor } from './superlatives.js';
import { strayNouns, unexplainedTokens, wordTags } from './unexplained.js';
import { overlaps, valueFilters, type Span, type ValueMatch } from './value-matches.js';
import { bestMentions, columnMentions, tokensOf, type Token } from './vocabulary.js';
import { DIRECTION_WORDS, stem, wordsOf } from './words.js';

export type { ValueMatch } from './value-matches.js';

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
  /**
   * Why the question cannot be answered from these columns ('this job has no column for
   * "pets"'), when part of it matched nothing: answering the rest would answer another question.
   */
  declined?: string;
  /** The column that names this job's records ('title', 'model'), for answers that name one. */
  nameColumn?: string;
}

const FN_PATTERNS: [RegExp, AggregateFn][] = [
  [/\b(average|avg|mean|typical)\b/, 'avg'],
  [/\bmedian\b/, 'median'],
  [/\b(total|sum|combined|altogether|overall)\b/, 'sum'],
  [/\b(how many|number of|count|how much of)\b/, 'count'],
];
/** Words that only say how figures are computed: a column named by one of them alone is not meant. */
const FN_WORDS = new Set(['total', 'average', 'mean', 'median', 'sum', 'count', 'number']);
const MINMAX = /\b(highest|lowest|maximum|minimum|max|min|largest|smallest|biggest|greatest)\b/;
const SHARE = /\b(share|percentage|percent|proportion|fraction|ratio)\b|%\s*of\b/;
const DISTINCT = /\b(distinct|unique|different|which|what)\b/;
const COMPARE = /\b(compare|comparison|difference|differ|versus|vs\.?|against|than)\b/;
const NEGATED = /\b(not|non|isn't|aren't|without|no)\s+$/;
const DEGREE = new Set(['most', 'least', 'highest', 'lowest', 'best', 'worst', 'top']);

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

const columnList = (columns: DataColumn[]) =>
  columns
    .slice(0, 12)
    .map((c) => c.key)
    .join(', ');

/** A date condition on a column of years: 'after 2019' is a year above 2019. */
function yearFilter(column: DataColumn, d: DateCondition): PlanFilter {
  const year = (iso: string) => Number(iso.slice(0, 4));
  const filter: PlanFilter = { column: column.key, op: d.op, value: year(d.value) };
  if (d.value2 !== undefined) filter.value2 = year(d.value2);
  return filter;
}

/** Unit words a table's number columns are read with: their units and header words. */
function tableUnits(numeric: DataColumn[]): string[] {
  const units: string[] = [];
  for (const c of numeric) {
    if (c.unit && /^[\p{L}²³/.]+$/u.test(c.unit)) units.push(c.unit);
    for (const w of wordsOf(c.key))
      if (w.length > 2 && !/^\d/.test(w)) units.push(w, stem(w), `${stem(w)}s`);
  }
  return units;
}

/**
 * Reads a question about a job's records into a typed query plan over its columns. Pure: the
 * columns and the values found in the question come from the server; nothing here runs SQL.
 * What the table holds decides what words mean: a unit finds the column written in it, 'rated 5'
 * the rating column, 'newest' a date, 'the cheapest' names a record by its name column. A part of
 * the question nothing explains makes the reading `declined` rather than answered differently.
 */
export function buildPlan(
  question: string,
  context: PlanContext,
  options: { alternatives?: boolean } = {},
): BuiltPlan {
  const { columns } = context;
  const text = digitsForWords(question.trim());
  const lower = text.toLowerCase();
  const tokens = tokensOf(text);
  const taken: Span[] = [];
  const plan = emptyPlan();
  const alternatives: Reading[] = [];
  const alt = (q: string, p: QueryPlan) => alternatives.push({ question: q, plan: p });
  let understood = false;
  let declined: string | undefined;
  const decline = (reason: string) => {
    declined ??= `${reason} This job's columns are: ${columnList(columns)}.`;
  };

  const numeric = columns.filter((c) => c.kind === 'number');
  const timed = timeColumns(columns);

  // 1. Dates, then numbers: their words are not column names or values.
  const dates = timed.length > 0 ? dateConditions(text, context.reference) : [];
  for (const d of dates) taken.push([d.start, d.end]);
  const numbers = numberConditions(text, tableUnits(numeric)).filter(
    (n) => !overlaps(taken, n.start, n.end),
  );
  for (const n of numbers) taken.push([n.start, n.end]);

  // 2. Values of the records named in the question ('Jane Austen', 'Poetry', 'desserts').
  const tokenAt = (i: number) => tokens[i];
  const anyMention = columnMentions(tokens, columns, () => true);
  const valueInput = {
    lower,
    columns,
    total: context.total,
    taken,
    tokenAt,
    values: context.values,
  };
  const values = valueFilters({ ...valueInput, mentions: anyMention, parts: false });

  let isFree = (t: Token) => !overlaps(taken, t.start, t.end);
  let mentions = columnMentions(tokens, columns, isFree);
  // A word only part of values ('Nigella'), once it names no column.
  const mentioned = (t: Token) => mentions.some((m) => m.first <= t.index && t.index <= m.last);
  const partTaken: Span[] = [
    ...taken,
    ...tokens.filter(mentioned).map((t): Span => [t.start, t.end]),
  ];
  values.push(
    ...valueFilters({ ...valueInput, taken: partTaken, mentions: anyMention, parts: true }),
  );
  for (const v of values) if (!overlaps(taken, v.start, v.end)) taken.push([v.start, v.end]);
  isFree = (t: Token) => !overlaps(taken, t.start, t.end);
  mentions = columnMentions(tokens, columns, isFree);
  const places = bestMentions(mentions);
  const named = places.map((p) => p.best);
  const firstTie = places.find((p) => p.ties.length > 0);

  // 3. Conditions on columns.
  for (const condition of numbers) {
    const choice = columnForCondition(condition, numeric, named, tokens);
    const phrase = text.slice(condition.start, condition.end).trim();
    if (!choice && condition.bare) continue;
    if (!choice) {
      decline(
        `I could not tell which column "${phrase}" is about: no column of this job ${
          condition.unit && condition.unit !== 'currency'
            ? `is measured in ${condition.unit}`
            : 'fits it'
        }.`,
      );
      continue;
    }
    const filter: PlanFilter = { column: choice.column.key, op: condition.op, value: choice.value };
    if (choice.value2 !== undefined) filter.value2 = choice.value2;
    plan.filters.push(filter);
    understood = true;
    for (const other of choice.others.slice(0, 2))
      alt(text.replace(phrase, `with ${wordsOf(other.key).join(' ')} ${phrase}`), {
        ...plan,
        filters: plan.filters.map((f) => (f === filter ? { ...f, column: other.key } : f)),
      });
  }
  for (const condition of dates) {
    const column =
      named.find((m) => timed.includes(m.column))?.column ??
      (timed.length === 1 ? timed[0] : columns.find((c) => c.kind === 'date'));
    if (!column) continue;
    if (column.kind === 'number') plan.filters.push(yearFilter(column, condition));
    else {
      const filter: PlanFilter = { column: column.key, op: condition.op, value: condition.value };
      if (condition.value2 !== undefined) filter.value2 = condition.value2;
      plan.filters.push(filter);
    }
    understood = true;
  }

  // 4. What is asked.
  const limit = countLimit(text);
  const freeWords = tokens.filter(isFree).map((t) => t.word);
  const ranking = rankingFor(
    freeWords,
    columns,
    named.map((m) => m.column),
  );
  const directionWord = tokens.find((t) => isFree(t) && DIRECTION_WORDS[t.word]);
  const direction =
    ranking?.direction ?? (directionWord ? (DIRECTION_WORDS[directionWord.word] ?? 'desc') : null);
  // 'total' alone does not name total_time: it says how to compute.
  const meant = named.filter(
    (m) => !(m.first === m.last && m.score < 2 && FN_WORDS.has(tokens[m.first]?.word ?? '')),
  );
  const fnSaid = FN_PATTERNS.find(([re]) => re.test(lower))?.[1] ?? null;
  const howMany = tokens.findIndex((t, i) => t.word === 'many' && tokens[i - 1]?.word === 'how');
  // 'how many rooms do Marriott hotels have': rooms is a number column, so its total.
  const countedColumn =
    howMany >= 0
      ? meant.find((m) => m.first === howMany + 1 && m.column.kind === 'number')?.column
      : undefined;
  // 'how many X and Y altogether' counts: 'altogether' only says the groups are added up.
  const fn = countedColumn
    ? 'sum'
    : fnSaid === 'sum' &&
        /\b(how many|number of)\b/.test(lower) &&
        !meant.some((m) => m.column.kind === 'number')
      ? 'count'
      : fnSaid;
  const numberNamed = meant.filter((m) => m.column.kind === 'number');
  const groupNamed = meant.filter((m) => m.column.kind !== 'number');
  const before = (m: { first: number }, n = 2) =>
    tokens
      .slice(Math.max(0, m.first - n), m.first)
      .map((t) => t.word)
      .join(' ');
  // 'per author', 'by category', 'for each country', 'which author has the most…'
  const groupMention = groupNamed.find(
    (m) =>
      !flagValues(m.column) &&
      (/\b(per|by|each|every|across)$/.test(before(m)) ||
        /(which|what)$/.test(before(m)) ||
        (/^(which|what)$/.test(tokens[m.first - 1]?.word ?? '') && m.first <= 2)),
  );
  const whichGroup =
    groupMention && /^(which|what)$/.test(tokens[groupMention.first - 1]?.word ?? '');
  const sortMention = meant.find((m) =>
    /\b(sort|sorted|order|ordered|rank|ranked)\s+by$/.test(before(m)),
  );
  const metricColumn =
    countedColumn ??
    [...numberNamed].sort((a, b) => b.score - a.score).find((m) => m !== sortMention)?.column ??
    null;

  // Yes/no columns named as a quality: 'sold out events', 'furnished flats', 'not sold out'.
  for (const m of groupNamed) {
    const flag = flagValues(m.column);
    if (!flag || m === groupMention) continue;
    const start = tokens[m.first]?.start ?? 0;
    const no = NEGATED.test(lower.slice(Math.max(0, start - 10), start));
    plan.filters.push({ column: m.column.key, op: 'eq', value: no ? flag.no : flag.yes });
    understood = true;
  }

  // Several values of one column: one group of them ('Ford and Honda together', 'fiction or
  // poetry'), unless two are compared. A list column's 'and' keeps both ('tagged a and b').
  const byColumn = new Map<string, typeof values>();
  for (const v of values.filter((v) => v.op === 'eq' || v.op === 'contains'))
    byColumn.set(v.column, [...(byColumn.get(v.column) ?? []), v]);
  const several = [...byColumn.values()].find((list) => list.length >= 2);
  const compared = several && several.length === 2 && COMPARE.test(lower);
  const kindOf = (key: string) => columns.find((c) => c.key === key)?.kind;
  for (const v of values) {
    const { start: _start, end: _end, records: _records, ...filter } = v;
    void [_start, _end, _records];
    if (several?.includes(v) && !compared) {
      if (kindOf(v.column) === 'list' && !/\bor\b/.test(lower)) plan.filters.push(filter);
      else if (v === several[0])
        plan.filters.push({
          column: v.column,
          op: 'in',
          value: v.value,
          values: several.flatMap((s) => s.values ?? [s.value]),
        });
      understood = true;
      continue;
    }
    plan.filters.push(filter);
    understood = true;
  }

  if (compared && several) {
    const [a, b] = several;
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
    groupNamed.some((m) => !flagValues(m.column)) &&
    !fn &&
    !direction &&
    numbers.length === 0 &&
    values.length === 0 &&
    (DISTINCT.test(lower) || /\b(all|list)\b/.test(lower))
  ) {
    plan.operation = 'distinct';
    plan.groupBy = groupNamed.find((m) => !flagValues(m.column))?.column.key ?? null;
    understood = true;
  } else if (
    fn === 'count' &&
    groupNamed.length > 0 &&
    /\b(are there|distinct|different|unique|exist)\b/.test(lower) &&
    !values.some((v) => v.column === groupNamed[0]?.column.key) &&
    !flagValues(groupNamed[0]?.column ?? columns[0]!)
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
      const fnWord = tokens.find((t) => FN_PATTERNS.some(([re, f]) => f === fn && re.test(t.word)));
      for (const other of numeric.slice(1, 3))
        alt(
          fnWord
            ? `${text.slice(0, fnWord.end)} ${wordsOf(other.key).join(' ')}${text.slice(fnWord.end)}`
            : `${text} ${wordsOf(other.key).join(' ')}`,
          { ...plan, metric: { fn, column: other.key } },
        );
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
    ranking ||
    (limit && (limit.direction !== null || numeric.length > 0) && !/\bfirst\b/.test(lower)) ||
    sortMention
  ) {
    plan.operation = 'list';
    // A column the question names by its own words beats a ranking word's guess; a ranking word
    // beats a synonym ('best rated' ranks by the rating, not by a count of ratings).
    const wholeName = numberNamed.find((m) => m.score >= 1 && m !== sortMention)?.column;
    const sortColumn =
      sortMention?.column ??
      wholeName ??
      ranking?.column ??
      metricColumn ??
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
      if (ranking && sortColumn === ranking.column)
        for (const other of ranking.others.slice(0, 2))
          alt(
            `${text} by ${wordsOf(other.key).join(' ')}`,
            swapColumn(plan, sortColumn.key, other.key),
          );
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
    for (const other of firstTie.ties.slice(0, 2))
      alt(
        text.replace(new RegExp(`\\b${word}\\b`, 'i'), wordsOf(other.column.key).join(' ')),
        swapColumn(plan, firstTie.best.column.key, other.column.key),
      );
  }

  // 5. What the reading left out.
  const explained = (t: Token) =>
    !isFree(t) || mentions.some((m) => m.first <= t.index && t.index <= m.last);
  const unexplained = unexplainedTokens(tokens, explained).filter(
    (t) => t.word !== ranking?.word && !(t.word in DIRECTION_WORDS),
  );
  const ranks = (word: string | undefined) =>
    word !== undefined && (word in DIRECTION_WORDS || DEGREE.has(word) || word === ranking?.word);
  const recordish = (t: Token, plural: boolean) => {
    const previous = tokens[t.index - 1];
    if (plural) return true;
    if (!previous) return false;
    if (/^(which|each|every|any|per)$/.test(previous.word) || ranks(previous.word)) return true;
    // 'Apple product', 'the Engineering team', 'recently hired employee' — not 'Rossi's phone'.
    return explained(previous) && !/['’]s$/.test(previous.word);
  };
  const tags = wordTags(text);
  const { recordNoun, nouns } = strayNouns(text, tags.nouns, unexplained, recordish);
  const asked = unexplained.filter((t) => t.word !== recordNoun);
  const names = nameColumn(columns, recordNoun ?? undefined);
  // A superlative nothing ranks by ('the spiciest recipe' on a table without spice).
  const superlative = tokens.find(
    (t) =>
      isFree(t) && tags.superlatives.has(t.word) && !DIRECTION_WORDS[t.word] && !DEGREE.has(t.word),
  );
  if (!understood)
    decline(
      'I could not tell what to compute from that question: none of its words name a column or a value of this job.',
    );
  else if (nouns.length > 0)
    decline(
      `I could not answer that: this job has no column for ${nouns.map((n) => `"${n}"`).join(' or ')}.`,
    );
  else if (superlative && !plan.sort && plan.operation === 'list')
    decline(
      `I could not tell what "${superlative.word}" ranks by: no column of this job measures it.`,
    );
  else if (
    plan.operation !== 'compare' &&
    !plan.sort &&
    plan.metric.column === null &&
    numbers.length === 0 &&
    dates.length === 0 &&
    asked.length > 0 &&
    values.some((v) => v.records === 1) &&
    meant.length === 0
  ) {
    // 'Who is headlining Primavera Sound?': one record, asked for what no column holds.
    decline(
      `I could not answer that: this job has no column for ${asked.map((t) => `"${t.word}"`).join(' or ')}.`,
    );
  }

  if (!understood) {
    plan.operation = 'aggregate';
    plan.metric = { fn: 'count', column: null };
  }
  const built: BuiltPlan = { plan, alternatives: [], understood };
  if (declined) built.declined = declined;
  if (names) built.nameColumn = names.key;
  if (options.alternatives !== false && !declined)
    built.alternatives = checkedAlternatives(alternatives, (q) =>
      buildPlan(q, context, { alternatives: false }),
    );
  return built;
}

/** 'what is the highest price' asks for a figure; 'highest rated book' asks for a record. */
function isAggregateAsk(tokens: Token[], mention: { last: number } | undefined): boolean {
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
