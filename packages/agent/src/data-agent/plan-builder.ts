import type { AggregateFn, DataColumn, QueryPlan } from '@gleaner/shared';
import { clockConditions } from './clock-times.js';
import {
  flagValues,
  isClockColumn,
  isIdentifierColumn,
  mainMoneyColumn,
  timeColumns,
} from './column-roles.js';
import { conditionFilters, dateMention, tableUnits } from './condition-filters.js';
import { dateConditions, weekdayConditions, type DayRange } from './dates.js';
import { countLimit, digitsForWords, numberConditions } from './numbers.js';
import { bothFigures, pairConditions, pairProblem } from './pair-values.js';
import { changeReading, thanChange } from './signed-change.js';
import { checkedAlternatives, swapColumn } from './readings.js';
import { leaningWay, rankingFor, type Ranking } from './superlatives.js';
import { monthSpanFilter } from './month-ranges.js';
import { paidOrFree } from './paid-free.js';
import { dimensionOfWord, dimensionsOf } from './units.js';
import { askedUnit } from './asked-unit.js';
import { whatIsLeftOut } from './left-out.js';
import { unreadAmount } from './unread-amounts.js';
import {
  mergeValues,
  overlaps,
  valueFilters,
  type Span,
  type ValueMatch,
} from './value-matches.js';
import { wordsInValues } from './value-words.js';
import { wordsInColumn } from './words-in-column.js';
import { bestMentions, columnMentions, sameRoot, tokensOf, type Token } from './vocabulary.js';
import {
  COLUMN_SYNONYMS,
  DIRECTION_WORDS,
  MONEY_RECEIVED_VERBS,
  STOP_WORDS,
  stem,
  wordsOf,
} from './words.js';

export type { ValueMatch } from './value-matches.js';

export interface PlanContext {
  columns: DataColumn[];
  values: ValueMatch[];
  /** Records in the job. */
  total: number;
  reference?: Date;
  /** The first and last day the job's date columns hold: the year of 'in March'. */
  days?: DayRange;
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
  // 'what did the March bill come to': the amount it adds up to.
  // 'how much would A and B cost together', 'what would the paid apps cost together': an amount
  // of several, added up ('classes on Monday and Tuesday together' only groups them).
  [
    /\b(total|sum|combined|altogether|overall|c[oa]mes? to|adds? up to|(?:how much|cost|costs)\b.*\btogether)\b/,
    'sum',
  ],
  [/\b(how many|number of|count|how much of)\b/, 'count'],
];
/** Words that only say how figures are computed: a column named by one of them alone is not meant. */
const FN_WORDS = new Set(['total', 'average', 'mean', 'median', 'sum', 'count', 'number']);
const MINMAX = /\b(highest|lowest|maximum|minimum|max|min|largest|smallest|biggest|greatest)\b/;
const SHARE = /\b(share|percentage|percent|proportion|fraction|ratio)\b|%\s*of\b/;
/** 'or above', 'and higher', 'or better' right after a value. */
const ORDERED_AFTER =
  /^\s*(?:or|and)\s+(?:above|higher|more|better|over|up|upwards|larger|bigger|greater|below|lower|less|under|worse|smaller|beyond)\b/;
/** Ranking words of one measure only: money, weight, heat ('cheapest', 'lightest', 'hottest'). */
const STRICT_RANKING =
  /^(cheapest|cheaper|cheap|expensive|priciest|pricier|pricey|costliest|lightest|heaviest|warmest|hottest|coldest|coolest)$/;
const DISTINCT = /\b(distinct|unique|different|which|what)\b/;
/**
 * A question's close that names the whole collection its records make up ('in the catalogue',
 * 'in the programme', 'on the menu').
 */
const WHOLE_COLLECTION =
  /\b(?:across|in|on|throughout)\s+(?:the|our|my|this|your)\s+(?:whole\s+|entire\s+)?(?:network|system|fleet|portfolio|chain|catalogue|catalog|collection|shop|store|estate|programme|program|schedule|calendar|line-?up|listings?|range|menu|selection|inventory)\s*[?.!]?\s*$/i;
const LISTED_FOR = /\bfor\s+(?:sale|hire|rent|adoption|rehoming)\b/gi;
const LABELLED = /^(marked|flagged|labelled|labeled|classed|classified|tagged)$/;
const COMPARE = /\b(compare|comparison|difference|differ|versus|vs\.?|against|than)\b/;
/** A comparison with the record's own other figure: 'above their estimate', 'over its budget'. */
const OWN_COMPARISON =
  /\b(?:above|below|over|under|beyond|exceed(?:s|ed|ing)?|than|within)\s+(?:their|its)\b(?:\s+\p{L}+){0,3}/u;
// 'out of stock' on in_stock, 'out of season' on in_season: the flag's no.
const NEGATED = /\b(not|non|isn't|aren't|without|no|out of)\s+(?:being\s+)?$/;
/**
 * 'jobs that don't sponsor visas', 'rooms that do not offer an ensuite': a verb said not to be,
 * with up to two words after it.
 */
const DENIED =
  /\b(?:don['’]?t|doesn['’]?t|didn['’]?t|won['’]?t|can['’]?t|do not|does not|did not|will not|cannot|never)\s+(?:\p{L}+\s+){0,2}$/u;

/** Verbs and a preposition saying a record has something: 'with', 'used', 'has', 'came with'. */
const HAD = /^(with|has|have|had|having|used|uses|use|using|includes?|included|including)$/;

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
  const text = joinedHyphens(joinedInitials(digitsForWords(question.trim()), columns), columns);
  const lower = text.toLowerCase();
  const tokens = tokensOf(text);
  const taken: Span[] = [];
  const plan = emptyPlan();
  // Other readings, each made from the finished plan.
  const alternatives: { question: string; plan: () => QueryPlan }[] = [];
  const alt = (q: string, p: () => QueryPlan) => alternatives.push({ question: q, plan: p });
  let understood = false;
  let declined: string | undefined;
  // A ranking word nothing ranks by: said after what the reading left out, which names more.
  let unranked: string | undefined;
  const decline = (reason: string) => {
    declined ??= `${reason} This job's columns are: ${columnList(columns)}.`;
  };

  const numeric = columns.filter((c) => c.kind === 'number');
  const timed = timeColumns(columns);

  // 1. Pairs of counts, times of day, dates, then numbers: their words are not column names or
  // values.
  const pairs = pairConditions(text, columns);
  for (const p of pairs) taken.push([p.start, p.end]);
  const clocks = columns.filter(isClockColumn);
  const times = clocks.length > 0 ? clockConditions(text) : [];
  for (const t of times) taken.push([t.start, t.end]);
  // 'on a Friday', 'at weekends': a day of the week of a date column.
  const dayColumns = columns.filter((c) => c.kind === 'date');
  const weekdays = dayColumns.length > 0 ? weekdayConditions(text) : [];
  for (const w of weekdays) taken.push([w.start, w.end]);
  const dates = (
    timed.length > 0 ? dateConditions(text, context.reference, context.days) : []
  ).filter(
    (d) => !overlaps(taken, d.start, d.end) && !datePhraseNamesColumn(text, d, columns, timed),
  );
  for (const d of dates) taken.push([d.start, d.end]);
  // 'the summer months June to August': a season said before the months that spell it out is
  // read with them (a season alone stays unread: whose summer, which months?).
  for (const d of dates) {
    const before = tokens.filter((t) => t.end <= d.start).reverse();
    const season = before.findIndex((t) => /^(summer|winter|spring|autumn|fall)$/.test(t.word));
    if (season >= 0 && before.slice(0, season).every((t) => /^(months?|of|the)$/.test(t.word)))
      taken.push([before[season]!.start, before[season]!.end]);
  }
  // 'plants in a 9cm pot' on a pot_size of '9cm pot', '2L': a figure and its unit with no
  // comparison, written inside a value the question writes whole, is that value.
  const wholeSpans = wholeValueSpans(lower, context.values);
  const numbers = numberConditions(text, tableUnits(numeric, text)).filter(
    (n) =>
      !overlaps(taken, n.start, n.end) &&
      !(n.bare && wholeSpans.some(([s, e]) => s <= firstLetter(text, n.start) && n.end <= e)),
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
  // Values the question writes whole ('Tryfan scramble'), not a word of them ('Loft').
  const wholeValues = [...values];

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
  // 'over 200% funded' beside states 'Funded': the word right after a figure that names a number
  // column is the measure the figure is of, not a value of another column.
  const measureAfter = (v: { start: number; end: number; column: string }) =>
    numbers.some((n) => {
      const next = tokens.find((t) => t.start >= n.end);
      return (
        next !== undefined &&
        next.start === v.start &&
        next.end === v.end &&
        /^\s*$/.test(text.slice(n.end, next.start)) &&
        numeric.some(
          (c) => c.key !== v.column && wordsOf(c.key).length === 1 && stem(c.key) === next.stem,
        )
      );
    });
  for (let i = values.length - 1; i >= 0; i -= 1) if (measureAfter(values[i]!)) values.splice(i, 1);
  for (const v of values) if (!overlaps(taken, v.start, v.end)) taken.push([v.start, v.end]);
  // 'hardy to H6 or above', 'grade B or better': a value of words has no order to go above in;
  // the one value alone would answer another question.
  const ordered = values.find((v) => ORDERED_AFTER.test(lower.slice(v.end)));
  if (ordered && columns.find((c) => c.key === ordered.column)?.kind !== 'number')
    decline(
      `I could not tell which values come above or below "${String(ordered.value)}": ${wordsOf(ordered.column).join(' ')} holds words, not figures.`,
    );
  isFree = (t: Token) => !overlaps(taken, t.start, t.end);
  mentions = columnMentions(tokens, columns, isFree);
  const places = bestMentions(mentions);
  const named = places.map((p) => p.best);
  const firstTie = places.find((p) => p.ties.length > 0);
  const identified = new Set<(typeof named)[number]>();

  // 3. Conditions on columns.
  const conditions = conditionFilters({
    text,
    numbers,
    dates,
    columns,
    timed,
    named,
    tokens,
    days: context.days,
  });
  if (conditions.declined) decline(conditions.declined);
  // 'objects that go out in April', 'bills due before May': a date column a date condition is on
  // is where the condition applies, not what to list or group by.
  for (const d of dates) {
    const m = dateMention(d, named, timed, tokens);
    if (m && m.column.kind === 'date') identified.add(m);
  }
  plan.filters.push(...pairs.map((p) => p.filter), ...conditions.filters);
  if (pairs.length > 0) understood = true;
  if (conditions.filters.length > 0) understood = true;
  // 'leaving after 17:00': the time column named ('leaving' → departs), else the first one.
  for (const t of times) {
    const column = named.find((m) => clocks.includes(m.column))?.column ?? clocks[0];
    if (!column) continue;
    plan.filters.push({
      column: column.key,
      op: t.op,
      value: t.value,
      ...(t.value2 !== undefined ? { value2: t.value2 } : {}),
    });
    understood = true;
  }
  if (weekdays.length > 0) {
    const column = named.find((m) => dayColumns.includes(m.column))?.column ?? dayColumns[0];
    const days = [...new Set(weekdays.flatMap((w) => w.days))];
    if (column) {
      plan.filters.push({ column: column.key, op: 'weekday', value: days[0] ?? 1, values: days });
      understood = true;
    }
  }
  // 'bib number 1042', 'room number 12': a figure right after a number column's whole name is
  // the value it holds.
  for (const m of named) {
    if (m.column.kind !== 'number' || m.score < 2) continue;
    const next = tokens[m.last + 1];
    if (!next || !/^\d+(?:\.\d+)?$/.test(next.word) || !isFree(next)) continue;
    if (plan.filters.some((f) => f.column === m.column.key)) continue;
    plan.filters.push({ column: m.column.key, op: 'eq', value: Number(next.word) });
    taken.push([next.start, next.end]);
    identified.add(m);
    understood = true;
  }

  // 'a positive goal difference', 'negative returns': above or below nought.
  for (const m of named) {
    if (m.column.kind !== 'number' || identified.has(m)) continue;
    const sign = tokens[m.first - 1]?.word ?? '';
    if (!/^(positive|negative)$/.test(sign)) continue;
    if (plan.filters.some((f) => f.column === m.column.key)) continue;
    plan.filters.push({ column: m.column.key, op: sign === 'positive' ? 'gt' : 'lt', value: 0 });
    identified.add(m);
    understood = true;
  }

  // 'with no spaces left', 'zero deaths', 'without any fines': a count said to be none is 0.
  for (const m of named) {
    if (m.column.kind !== 'number' || identified.has(m)) continue;
    let at = m.first - 1;
    if (tokens[at]?.word === 'any') at -= 1;
    const word = tokens[at]?.word ?? '';
    if (!/^(no|zero|without)$/.test(word) || (word === 'no' && tokens[m.first - 1]?.word === 'any'))
      continue;
    if (plan.filters.some((f) => f.column === m.column.key)) continue;
    // 'tickets with no story points' on points that are never 0: those left blank.
    const neverNought = typeof m.column.min === 'number' && m.column.min > 0;
    plan.filters.push(
      neverNought
        ? { column: m.column.key, op: 'blank', value: '' }
        : { column: m.column.key, op: 'eq', value: 0 },
    );
    identified.add(m);
    understood = true;
  }

  // 'paid apps', 'free courses' on prices where some cost nothing: above 0, or 0.
  const priced = paidOrFree(tokens, columns, named, isFree);
  if (priced && !plan.filters.some((f) => f.column === priced.filter.column)) {
    plan.filters.push(priced.filter);
    taken.push([priced.token.start, priced.token.end]);
    if (priced.mention) identified.add(priced.mention);
    understood = true;
  }

  // 'fewer trips than last week' on a change on last week: the change's sign.
  const than = thanChange(tokens, named, columns, isFree);
  if (than) {
    plan.filters.push(than.filter);
    identified.add(than.mention);
    taken.push(...than.read.map((t): Span => [t.start, t.end]));
    understood = true;
  }

  // 'What can I sow in April?' on spans of months ('Mar–May'): the spans that hold it.
  const monthSpan = monthSpanFilter(tokens, text, columns, isFree);
  if (monthSpan) {
    plan.filters.push(monthSpan.filter);
    taken.push([monthSpan.token.start, monthSpan.token.end]);
    for (const m of named) if (m.column === monthSpan.column) identified.add(m);
    understood = true;
  }

  // 'coffees with chocolate in the tasting notes': the values of that column holding the words.
  const inColumn = wordsInColumn(tokens, text, named, isFree);
  if (inColumn && !plan.filters.some((f) => f.column === inColumn.filter.column)) {
    plan.filters.push(inColumn.filter);
    for (const t of inColumn.tokens) taken.push([t.start, t.end]);
    identified.add(inColumn.mention);
    understood = true;
  }

  // 'unassigned tickets', 'unrated films': 'un' before a form of a column's word (a participle)
  // is that column left blank. A value written so ('Unassigned') was read before. So is 'not
  // assigned to anyone' / 'not rated yet': 'not' and the participle closing the question or
  // before anyone / anybody / yet ('not assigned to Tom' is another question).
  for (const t of tokens.filter(isFree)) {
    const after = tokens.slice(t.index + 1).map((n) => n.word);
    const nobody =
      tokens[t.index - 1]?.word === 'not' &&
      (after.length === 0 || /^(to anyone|to anybody|yet|at all)$/.test(after.join(' ')));
    const stemOf =
      /^un(\p{L}{3,}ed)$/u.exec(t.word)?.[1] ??
      (nobody ? /^\p{L}{3,}ed$/u.exec(t.word)?.[0] : undefined);
    if (!stemOf) continue;
    const column = columns.find(
      (c) =>
        c.kind !== 'boolean' &&
        !flagValues(c) &&
        wordsOf(c.key).some(
          (w) =>
            !STOP_WORDS.has(w) &&
            (sameRoot(stemOf, stem(w)) || (COLUMN_SYNONYMS[w] ?? []).includes(stemOf)),
        ),
    );
    if (!column || plan.filters.some((f) => f.column === column.key)) continue;
    plan.filters.push({ column: column.key, op: 'blank', value: '' });
    const last = stemOf === t.word ? tokens[tokens.length - 1] : undefined;
    taken.push([
      stemOf === t.word ? (tokens[t.index - 1]?.start ?? t.start) : t.start,
      last?.end ?? t.end,
    ]);
    understood = true;
  }

  // 'stocks that are down', 'the biggest gainer': a signed change column's ways.
  const change = changeReading(tokens.filter(isFree), columns);
  for (const t of change.read) taken.push([t.start, t.end]);
  plan.filters.push(...change.filters);
  if (change.filters.length > 0) understood = true;

  // 4. What is asked.
  const limit = countLimit(text);
  const freeWords = tokens.filter(isFree).map((t) => t.word);
  // 'Which loan comes back first?': the noun after 'which' is the records asked for, so a column
  // the rest of the question names is the likelier one to rank by.
  const asked = (m: { first: number }) =>
    m.first === 1 && /^(which|what)$/.test(tokens[0]?.word ?? '') ? 1 : 0;
  const ranking = rankingFor(
    freeWords,
    columns,
    [...named].sort((a, b) => asked(a) - asked(b)).map((m) => m.column),
  );
  const directionWord = tokens.find((t) => isFree(t) && DIRECTION_WORDS[t.word]);
  const direction =
    ranking?.direction ?? (directionWord ? (DIRECTION_WORDS[directionWord.word] ?? 'desc') : null);
  // 'total' alone does not name total_time: it says how to compute.
  // 'the latest event' on a table whose `event` column names its records: the word is the
  // records themselves, not a column to group or list.
  // 'talks by speakers from Shopify': a word after a preposition names what a condition is on.
  // 'no themes', 'without a writer': a column said to be blank, never the records' name.
  const saidNone = (m: { first: number }) => {
    let at = m.first - 1;
    if (/^(a|an|any)$/.test(tokens[at]?.word ?? '')) at -= 1;
    return /^(no|without)$/.test(tokens[at]?.word ?? '');
  };
  const recordWord = named.find(
    (m) =>
      m.first === m.last &&
      !saidNone(m) &&
      !/^(by|from|of|with|for|to|at|in|on|about)$/.test(tokens[m.first - 1]?.word ?? '') &&
      m.score >= 2 &&
      (m.column.kind === 'text' || m.column.kind === 'category') &&
      m.column.filled > 0 &&
      m.column.distinct / m.column.filled >= 0.9,
  );
  const meant = named.filter(
    (m) =>
      m !== recordWord &&
      !identified.has(m) &&
      !(m.first === m.last && m.score < 2 && FN_WORDS.has(tokens[m.first]?.word ?? '')),
  );
  // 'where the average bill is under €30' on an average_bill column: the words name the column a
  // condition is on, and say nothing about how to compute. Asked of alone ('average bill in
  // Soho'), the column's mean is what is meant either way.
  const filtered = new Set(conditions.filters.map((f) => f.column));
  const inWholeName = (t: Token) =>
    named.some(
      (m) =>
        m.score >= 2 &&
        m.first < m.last &&
        filtered.has(m.column.key) &&
        m.first <= t.index &&
        t.index <= m.last,
    );
  const fnText = tokens
    .filter((t) => !inWholeName(t))
    .map((t) => t.word)
    .join(' ');
  const fnSaid = FN_PATTERNS.find(([re]) => re.test(fnText))?.[1] ?? null;
  const howMany = tokens.findIndex((t, i) => t.word === 'many' && tokens[i - 1]?.word === 'how');
  // 'how many rooms do Marriott hotels have': rooms is a number column, so its total. Figures
  // under a header of codes ('10423') label the records: 'how many codes' counts them.
  const countedMention =
    howMany >= 0
      ? meant.find(
          (m) =>
            m.first === howMany + 1 && m.column.kind === 'number' && !isIdentifierColumn(m.column),
        )
      : undefined;
  // 'how many bills were estimated' on a table of bills' amounts: a word naming a money column
  // only by what it measures names the records themselves, which are counted.
  const recordsCounted =
    countedMention !== undefined &&
    countedMention.score < 0.7 &&
    dimensionsOf(countedMention.column).includes('money');
  const counted = recordsCounted ? undefined : countedMention?.column;
  // 'how many tickets has X sold' on ticket prices: money is how much, never how many, and the
  // prices' total would answer another question.
  const moneyCounted = counted !== undefined && dimensionsOf(counted).includes('money');
  if (moneyCounted)
    decline(
      `I could not answer that: ${wordsOf(counted.key).join(' ')} holds prices, not a number of them.`,
    );
  const countedColumn = moneyCounted ? undefined : counted;
  // 'how many X and Y altogether' counts: 'altogether' only says the groups are added up.
  const fn = countedColumn
    ? 'sum'
    : fnSaid === 'sum' &&
        /\b(how many|number of)\b/.test(lower) &&
        !meant.some((m) => m.column.kind === 'number' && !isIdentifierColumn(m.column))
      ? 'count'
      : fnSaid;
  const numberNamed = meant.filter((m) => m.column.kind === 'number');
  // 'Which release has the most downloads?' on a `released` column of different days: the noun
  // of a date column's verb is the records themselves, never a day to group by.
  const recordsOfDay = (m: (typeof meant)[number]) =>
    m.column.kind === 'date' &&
    m.score < 1 &&
    m.first === m.last &&
    !/ed$/.test(tokens[m.first]?.word ?? '') &&
    m.column.filled > 0 &&
    m.column.distinct / m.column.filled >= 0.9;
  const groupNamed = meant.filter((m) => m.column.kind !== 'number' && !recordsOfDay(m));
  const before = (m: { first: number }, n = 2) =>
    tokens
      .slice(Math.max(0, m.first - n), m.first)
      .map((t) => t.word)
      .join(' ');
  // 'per author', 'by category', 'for each country', 'which author has the most…', 'the most
  // common conditions' (a count of records per value, the commonest first).
  const commonest = (m: { first: number }) =>
    /\b(most|least) (common|frequent|usual)$|\b(commonest|rarest)$/.test(before(m));
  // 'Which loan comes back first?' on loan_out beside due_back: ranked by a day, the records are
  // what is asked for; a day column is no group whose count 'first' could rank.
  const byDay = ranking?.column.kind === 'date';
  // 'talks by speakers from Shopify': the noun after 'by' described by a condition of its own
  // says which records, not what to group them by ('talks by speaker' groups).
  const described = (m: { first: number; last: number }) =>
    tokens[m.first - 1]?.word === 'by' &&
    tokens[m.last]?.word !== tokens[m.last]?.stem &&
    /^(from|with|who|that|at|in)$/.test(tokens[m.last + 1]?.word ?? '');
  // 'Who has the most tickets assigned?', 'Who borrows the most?': a 'who' ranked by how many is
  // the people a column names (by a form of its word: 'assigned' assignee, 'borrows' borrower).
  // 'Which institution borrows the most?': a noun no column names, then a form of a column's word.
  const whoRanks =
    /\b(most|fewest|least)\b/.test(lower) &&
    (tokens[0]?.word === 'who' ||
      (/^(which|what)$/.test(tokens[0]?.word ?? '') &&
        groupNamed.some((m) => m.first === 2 && m.score === 0.8) &&
        !named.some((m) => m.first === 1)));
  const groupMention = groupNamed.find(
    (m) =>
      !flagValues(m.column) &&
      !(byDay && m.column.kind === 'date') &&
      ((whoRanks && m.column.kind !== 'date') ||
        (/\b(per|by|each|every|across)$/.test(before(m)) && !described(m)) ||
        commonest(m) ||
        /(which|what)$/.test(before(m)) ||
        (/^(which|what)$/.test(tokens[m.first - 1]?.word ?? '') && m.first <= 2)),
  );
  const whichGroup =
    groupMention && /^(which|what)$/.test(tokens[groupMention.first - 1]?.word ?? '');
  const sortMention = meant.find((m) =>
    /\b(sort|sorted|order|ordered|rank|ranked)\s+by$/.test(before(m)),
  );
  const metricMention = [...numberNamed]
    .sort((a, b) => b.score - a.score)
    .find((m) => m !== sortMention);
  // 'lowest temperature' names high and low alike: the one leaning the way asked is meant.
  const tied = places.find((p) => p.best === metricMention)?.ties.map((t) => t.column) ?? [];
  const metricColumn =
    countedColumn ??
    (metricMention && direction
      ? leaningWay([metricMention.column, ...tied], direction)
      : undefined) ??
    metricMention?.column ??
    null;
  // 'average shipping cost' on a shipping column of 'Free' and '4,90 €' beside a price: the cost
  // asked is the shipping's, which holds no figures here; the price named only by 'cost' would
  // answer another question. Not a records' name ('the average room cost' of rooms).
  const costOf =
    metricMention && metricMention.score < 2 && metricColumn === metricMention.column
      ? named.find(
          (m) =>
            m.column.kind !== 'number' &&
            m.last === metricMention.first - 1 &&
            m.column.filled > 0 &&
            m.column.distinct / m.column.filled < 0.9,
        )
      : undefined;
  if (costOf && fnSaid && fnSaid !== 'count')
    decline(
      `I could not compute that: ${wordsOf(costOf.column.key).join(' ')} holds no figures I can read.`,
    );

  // Yes/no columns named as a quality: 'sold out events', 'furnished flats', 'not sold out'.
  for (const m of groupNamed) {
    const flag = flagValues(m.column);
    if (!flag || m === groupMention) continue;
    const start = tokens[m.first]?.start ?? 0;
    const no =
      NEGATED.test(lower.slice(Math.max(0, start - 16), start)) ||
      DENIED.test(lower.slice(Math.max(0, start - 24), start));
    // A ticked column's no is a blank, which a missing value is as well: anything but the tick.
    plan.filters.push(
      no && flag.no === ''
        ? { column: m.column.key, op: 'neq', value: flag.yes }
        : { column: m.column.key, op: 'eq', value: no ? flag.no : flag.yes },
    );
    understood = true;
  }

  // 'packages with no licence' on a licence column of names: the records whose cell is blank.
  for (const m of named.filter((n) => n.column.kind !== 'number')) {
    if (flagValues(m.column) || plan.filters.some((f) => f.column === m.column.key)) continue;
    if (saidNone(m)) {
      plan.filters.push({ column: m.column.key, op: 'blank', value: '' });
      identified.add(m);
      understood = true;
    }
  }

  // 'orders that used a voucher', 'talks with slides': a column of words some records leave
  // blank, said to be had, holds a value.
  for (const m of named.filter((n) => n.column.kind === 'text' || n.column.kind === 'category')) {
    if (flagValues(m.column) || identified.has(m) || m === recordWord) continue;
    if (m.column.filled === 0 || m.column.filled >= context.total) continue;
    if (plan.filters.some((f) => f.column === m.column.key)) continue;
    let at = m.first - 1;
    if (/^(a|an|any|some)$/.test(tokens[at]?.word ?? '')) at -= 1;
    const verb = tokens[at];
    if (!verb || !isFree(verb) || !HAD.test(verb.word)) continue;
    plan.filters.push({ column: m.column.key, op: 'neq', value: '' });
    taken.push([verb.start, verb.end]);
    identified.add(m);
    understood = true;
  }

  // 'an EPC rating of C', 'energy class B': a value too short to look up among the records
  // (one letter) is read right after its column's whole name, when it is one of its values.
  for (const m of groupNamed) {
    if (m.score < 2 || m.first === m.last || flagValues(m.column) || !m.column.examples) continue;
    let at = m.last + 1;
    if (/^(of|is|=|grade|grades)$/.test(tokens[at]?.word ?? '')) at += 1;
    const next = tokens[at];
    if (!next || !isFree(next)) continue;
    const value = m.column.examples.find((v) => v.trim().toLowerCase() === next.word);
    if (value === undefined || plan.filters.some((f) => f.column === m.column.key)) continue;
    plan.filters.push({ column: m.column.key, op: 'eq', value });
    taken.push([next.start, next.end]);
    understood = true;
  }

  // 'places that allow dogs': a word written inside values of one column of few.
  const inValues = wordsInValues({
    text,
    tokens,
    columns,
    isFree,
    mentioned,
    ranking: ranking?.word,
    filtered: plan.filters,
  });
  plan.filters.push(...inValues.filters);
  taken.push(...inValues.spans);
  if (inValues.filters.length > 0) understood = true;

  // 'average P/E ratio' on pe_ratio: a share word inside a column's whole name asks for no share.
  const shareText = tokens
    .filter((t) => !named.some((m) => m.score >= 2 && m.first <= t.index && t.index <= m.last))
    .map((t) => t.word)
    .join(' ');
  const merged = mergeValues(values, columns, COMPARE.test(lower), /\bor\b/.test(lower));
  plan.filters.push(...merged.filters);
  if (merged.filters.length > 0) understood = true;
  const compared = merged.compared;
  if (compared) {
    plan.operation = 'compare';
    plan.compare = compared;
    plan.metric = metricColumn
      ? { fn: fn && fn !== 'count' ? fn : 'avg', column: metricColumn.key }
      : { fn: 'count', column: null };
    understood = true;
  } else if (SHARE.test(shareText)) {
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
    // 'What brands do you sell?', 'Which types are there?': asked which groups there are, with
    // nothing to rank them by, the answer is the list of them, not the largest.
    !(
      whichGroup &&
      !fn &&
      !direction &&
      !metricColumn &&
      !/\b(per|each|every|by|across)\b/.test(lower)
    )
  ) {
    plan.operation = 'group';
    plan.groupBy = groupMention.column.key;
    // 'Which district had the most trips?': most or fewest of what is counted is how many there
    // are in all; 'the highest salary' of a group is its mean.
    // 'Which region raised the most money?': what a group raised is all its money added up.
    const quantity =
      metricMention &&
      (/^(most|fewest)$/.test(tokens[metricMention.first - 1]?.word ?? '') ||
        MONEY_RECEIVED_VERBS.has(tokens[metricMention.first]?.word ?? ''));
    const metricFn: AggregateFn =
      fn ??
      (metricColumn
        ? direction && (/\b(total|sum)\b/.test(lower) || quantity)
          ? 'sum'
          : 'avg'
        : 'count');
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
    const fnWord = tokens.find((t) => FN_PATTERNS.some(([re, f]) => f === fn && re.test(t.word)));
    // 'average high' where high holds text ('6.2 °C' unread): the column named is what to
    // compute, and another column's figures would answer another question. So is one named by
    // what it measures ('what would the paid apps cost together' on a price of 'Free' and
    // '$4.99' read as words): summing the sizes instead would be a confident wrong answer.
    const namedText = named.find(
      (m) =>
        m.column.kind !== 'number' &&
        m !== groupMention &&
        ((fnWord && m.first === fnWord.index + 1) ||
          (m.first === m.last && dimensionOfWord(tokens[m.first]?.stem ?? '') === 'money')),
    );
    if (fn !== 'count' && !metricColumn && namedText)
      decline(
        `I could not compute that: ${wordsOf(namedText.column.key).join(' ')} holds no figures I can read.`,
      );
    else if (fn !== 'count' && !metricColumn && numeric.length > 0) {
      // 'what is the average?' names no column: the first number column, others offered;
      // 'how much … altogether' asks an amount, the main money column's.
      const money = /\bhow much\b/.test(lower) ? mainMoneyColumn(columns) : undefined;
      plan.metric = { fn, column: money?.key ?? numeric[0]?.key ?? null };
      for (const other of numeric.filter((c) => c.key !== plan.metric.column).slice(0, 2))
        alt(
          fnWord
            ? `${text.slice(0, fnWord.end)} ${wordsOf(other.key).join(' ')}${text.slice(fnWord.end)}`
            : `${text} ${wordsOf(other.key).join(' ')}`,
          () => ({ ...plan, metric: { fn, column: other.key } }),
        );
    }
    understood = true;
  } else if (
    MINMAX.test(lower) &&
    metricColumn &&
    !limit &&
    isAggregateAsk(tokens, numberNamed[0]) &&
    !namesWhatIsRanked(tokens, numberNamed[0], ranking, metricColumn)
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
    // 'cheapest 1kg bag' on bag_size: a column a condition holds to one value ranks nothing.
    const pinned = (c: DataColumn) => plan.filters.some((f) => f.column === c.key && f.op === 'eq');
    // 'highest' alone says how high; said with a column ('highest fee') it is that column's.
    const specific = ranking && !ranking.generic ? ranking.column : undefined;
    // 'cheapest tomato seeds' beside seeds_per_packet: a word that only measures money, weight
    // or heat ranks no column measuring something else, so that column's name is the records.
    const measuredElsewhere = (c: DataColumn) =>
      specific !== undefined &&
      ranking !== undefined &&
      STRICT_RANKING.test(ranking.word) &&
      c !== ranking.column &&
      !ranking.others.includes(c);
    const wholeName = numberNamed.find(
      (m) => m.score >= 1 && m !== sortMention && !pinned(m.column) && !measuredElsewhere(m.column),
    )?.column;
    const sortColumn =
      sortMention?.column ??
      wholeName ??
      specific ??
      metricColumn ??
      ranking?.column ??
      (limit ? numeric[0] : undefined);
    if (sortColumn) {
      const explicitAsc = /\b(ascending|lowest first|smallest first|cheapest first)\b/.test(lower);
      plan.sort = {
        column: sortColumn.key,
        direction: explicitAsc ? 'asc' : (limit?.direction ?? direction ?? 'desc'),
      };
      // 'Which loan comes back first?': one record, though a verb ends in -s; 'What's the
      // lightest laptop?' is one too, its 's' no plural.
      const lead = tokens[1];
      const singularAsk =
        /^(which|what|what['’]?s)$/.test(tokens[0]?.word ?? '') &&
        lead !== undefined &&
        lead.word === lead.stem &&
        !/^(are|were|have|do|of)$/.test(lead.word);
      // 'the most games' says what is counted, not how many records are asked for.
      const plural =
        !singularAsk &&
        tokens.some(
          (t) =>
            isFree(t) &&
            t.word !== t.stem &&
            !named.some((m) => m.first === t.index) &&
            !/^(most|fewest|least)$/.test(tokens[t.index - 1]?.word ?? ''),
        );
      plan.limit = limit?.n ?? (sortMention ? null : plural ? 10 : 1);
      understood = true;
      if (ranking && sortColumn === ranking.column)
        for (const other of ranking.others.slice(0, 2))
          alt(`${text} by ${wordsOf(other.key).join(' ')}`, () =>
            swapColumn(plan, sortColumn.key, other.key),
          );
    } else if (directionWord && !limit) {
      // 'the highest mountain' with no column of heights: listing the records unsorted would
      // answer as if it had ranked them.
      unranked = `I could not tell what "${directionWord.word}" ranks by: no column of this job measures it.`;
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

  if (change.sort && !plan.sort && (plan.operation === 'list' || !understood)) {
    plan.operation = 'list';
    plan.sort = { column: change.sort.column, direction: change.sort.direction };
    plan.limit = limit?.n ?? (change.sort.plural ? 10 : 1);
    unranked = undefined;
    understood = true;
  }

  // A column word that names two columns equally: offer the others.
  if (firstTie && alternatives.length === 0 && conditions.unclear.length === 0) {
    const word = tokens[firstTie.best.first]?.word ?? '';
    for (const other of firstTie.ties.slice(0, 2))
      alt(text.replace(new RegExp(`\\b${word}\\b`, 'i'), wordsOf(other.column.key).join(' ')), () =>
        swapColumn(plan, firstTie.best.column.key, other.column.key),
      );
  }

  // 'average weight of cats in kg': the unit the figure is asked in.
  const unitAsked = askedUnit(tokens, columns, plan, isFree);
  taken.push(...unitAsked.spans);
  if (unitAsked.declined) decline(unitAsked.declined);
  if (unitAsked.unit) plan.metric.unit = unitAsked.unit;

  // 'lenses for sale', 'pets for adoption', 'bikes for hire': what the listing is for, when no
  // column or value reads it.
  for (const phrase of text.matchAll(LISTED_FOR)) {
    const at = phrase.index;
    const inside = tokens.filter((t) => t.start >= at && t.end <= at + phrase[0].length);
    if (inside.every((t) => isFree(t) && !mentioned(t)))
      for (const t of inside) taken.push([t.start, t.end]);
  }
  // "marked won't fix", 'flagged as urgent': a verb of labelling only leads in the value after it.
  for (const t of tokens) {
    if (!LABELLED.test(t.word) || !isFree(t) || mentioned(t)) continue;
    const next = tokens[t.index + 1]?.word === 'as' ? tokens[t.index + 2] : tokens[t.index + 1];
    if (next && values.some((v) => v.start === next.start)) taken.push([t.start, t.end]);
  }

  // 'fully hardy (H7)', 'a top-floor flat (Penthouse)': a value in brackets says what the words
  // right before it mean, which no column need read.
  for (const v of values) {
    if (!/\(\s*$/.test(text.slice(0, v.start)) || !/^\s*\)/.test(text.slice(v.end))) continue;
    const open = text.lastIndexOf('(', v.start);
    const before = tokens.filter((t) => t.end <= open).slice(-3);
    for (const t of before.reverse()) {
      if (
        !isFree(t) ||
        mentioned(t) ||
        STOP_WORDS.has(t.word) ||
        /^(is|are|was|were|be|been)$/.test(t.word)
      )
        break;
      taken.push([t.start, t.end]);
    }
  }

  // 'across the network', 'in our whole catalogue': the collection itself, closing a question,
  // when nothing else reads its noun.
  const whole = WHOLE_COLLECTION.exec(text);
  if (whole) {
    const at = text.length - whole[0].length;
    const free = tokens.filter((t) => t.start >= at);
    if (free.every((t) => isFree(t) && !mentioned(t)))
      for (const t of free) taken.push([t.start, t.end]);
  }

  // 'lots that sold above their top estimate': a record's figure against another of its own,
  // which no plan compares; ranking or filtering by either would answer another question.
  const own = OWN_COMPARISON.exec(lower);
  if (own)
    decline(
      `I could not compare two figures of the same record ("${own[0]}"): ask about each on its own.`,
    );

  // 5. What the reading left out.
  const leftOut = whatIsLeftOut({
    text,
    tokens,
    columns,
    explained: (t) => !isFree(t) || mentions.some((m) => m.first <= t.index && t.index <= m.last),
    isFree,
    ranking,
    // 'release' of released names the records as a record word does: 'release manager' is then
    // something of a release no column holds, not the records.
    recordWord:
      recordWord ??
      named.find(
        (m) =>
          recordsOfDay(m) &&
          /^(the|a|an|which|what|each|every|per|this|that)$/.test(tokens[m.first - 1]?.word ?? ''),
      ),
    plan,
    understood,
    conditions: numbers.length + dates.length,
    pinsOneRecord: values.some((v) => v.records === 1),
    namesAColumn: meant.length > 0,
    sortNamed: named.some((m) => m.column.kind === 'number' && m.column.key === plan.sort?.column),
    namesFigure: (t) =>
      named.some(
        (m) =>
          m.column.kind === 'number' && m.score >= 2 && m.first <= t.index && t.index <= m.last,
      ),
  });
  if (leftOut.reason) decline(leftOut.reason);
  // 'How many goals were scored in total?' beside a score of '2–1 aet' read as text: its amount,
  // which counting the records only looks like.
  const amount = unreadAmount({
    lower,
    columns,
    plan,
    named,
    asksAmount: howMany >= 0 || fnSaid === 'count' || fnSaid === 'sum',
    addsUp: fnSaid === 'sum',
  });
  if (amount) decline(amount);
  // 'How many people came on the Tryfan scramble?': one record named by its name is counted as
  // one or none, which answers no 'how many' asked of it.
  // A word only part of a name ('Loft' of 'Moss Loft') may be said of others as well.
  const named1 = wholeValues.find((v) => v.records === 1 && v.column === leftOut.names?.key);
  if (howMany >= 0 && plan.operation === 'aggregate' && plan.metric.fn === 'count' && named1)
    decline(
      `I could not answer that: "${named1.value}" is one record, and no column of this job holds how many of what is asked.`,
    );
  if (bothFigures(plan, columns, text)) plan.metric.both = true;
  const pairUse = pairProblem(plan, columns);
  if (pairUse) decline(pairUse);
  if (unranked) decline(unranked);
  const names = leftOut.names;

  if (!understood) {
    plan.operation = 'aggregate';
    plan.metric = { fn: 'count', column: null };
  }
  const built: BuiltPlan = { plan, alternatives: [], understood };
  if (declined) built.declined = declined;
  if (names) built.nameColumn = names.key;
  for (const { filter, phrase, others } of conditions.unclear)
    for (const other of others.slice(0, 2))
      alt(text.replace(phrase, `with ${wordsOf(other.key).join(' ')} ${phrase}`), () => ({
        ...plan,
        filters: plan.filters.map((f) => (f === filter ? { ...f, column: other.key } : f)),
      }));
  if (options.alternatives !== false && !declined)
    built.alternatives = checkedAlternatives(
      alternatives.map((a) => ({ question: a.question, plan: a.plan() })),
      (q) => buildPlan(q, context, { alternatives: false }),
    );
  return built;
}

/**
 * 'trips today' on trips_today, 'than last week' on vs_last_week: a date phrase whose every word
 * is a word of one column's name (not a date column's: 'this year' on a year column is a date) is
 * that column's name, not a day to filter on.
 */
function datePhraseNamesColumn(
  text: string,
  d: { start: number; end: number },
  columns: DataColumn[],
  timed: DataColumn[],
): boolean {
  const words = wordsOf(text.slice(d.start, d.end)).filter(
    (w) => !STOP_WORDS.has(w) && !/^(since|until|before|after|during)$/.test(w),
  );
  return (
    words.length > 0 &&
    columns.some((c) => !timed.includes(c) && words.every((w) => wordsOf(c.key).includes(w)))
  );
}

/**
 * 'P/E', 'W/L', 'A/C': single letters joined by slashes, written as one word when a column's
 * header holds them so ('pe_ratio'), so the question names it.
 */
function joinedInitials(text: string, columns: DataColumn[]): string {
  const headerWords = new Set(columns.flatMap((c) => wordsOf(c.key)));
  return text.replace(/\b(\p{L})\/(\p{L})(?:\/(\p{L}))?\b/gu, (whole, ...letters: unknown[]) => {
    const joined = letters
      .slice(0, 3)
      .filter((l): l is string => typeof l === 'string')
      .join('');
    return headerWords.has(joined.toLowerCase()) ? joined : whole;
  });
}

/**
 * 'e-bike', 'check-in', 'wi-fi': a word written with a hyphen is one word when a column's header
 * writes it joined ('ebike_charging', 'checkin_time'), so the question names it.
 */
function joinedHyphens(text: string, columns: DataColumn[]): string {
  const headerWords = new Set(columns.flatMap((c) => wordsOf(c.key)));
  return text.replace(/\b(\p{L}+)-(\p{L}+)\b/gu, (whole, a: string, b: string) =>
    headerWords.has(`${a}${b}`.toLowerCase()) ? `${a}${b}` : whole,
  );
}

/**
 * 'biggest stadium' on stadium_capacity: the word names the thing 'biggest' ranks (a stadium,
 * by its capacity), not the measure, so a record is asked for. 'biggest capacity' names the
 * measure itself and asks for the figure.
 */
function namesWhatIsRanked(
  tokens: Token[],
  mention: { first: number; last: number; score: number } | undefined,
  ranking: Ranking | undefined,
  column: DataColumn,
): boolean {
  if (!mention || !ranking || ranking.generic || ranking.column !== column || mention.score >= 2)
    return false;
  return tokens
    .slice(mention.first, mention.last + 1)
    .every((t) => t.word !== ranking.word && dimensionOfWord(t.stem) === undefined);
}

/** Where a span's text starts, past the spaces a pattern took before it. */
const firstLetter = (text: string, start: number) =>
  start + (/^\s*/.exec(text.slice(start))?.[0].length ?? 0);

/** Where the values the question writes whole stand in it (word bounds on both sides). */
function wholeValueSpans(lower: string, values: ValueMatch[]): Span[] {
  const spans: Span[] = [];
  for (const v of values) {
    if (v.part) continue;
    const needle = v.value.toLowerCase();
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if (!/[\p{L}\p{N}]/u.test(lower[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(lower[end] ?? ' '))
        spans.push([at, end]);
    }
  }
  return spans;
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
