import type { DataColumn, PlanFilter } from '@gleaner/shared';
import { nameColumn } from './column-roles.js';
import type { ColumnMention } from './vocabulary.js';

/** A value of the job's records found in the question (looked up by the server). */
export interface ValueMatch {
  column: string;
  /** The value as stored. */
  value: string;
  /** How many records hold it, to ignore values nearly every record holds. */
  records: number;
  /** Set when only this word of the question is part of the value ('Nigella' of 'Nigella Lawson'). */
  part?: string;
}

export type Span = [number, number];
export const overlaps = (spans: Span[], s: number, e: number) =>
  spans.some(([a, b]) => s < b && e > a);

export interface ValueFilter extends PlanFilter {
  start: number;
  end: number;
  /** Records holding the value (the most of any, for several). */
  records: number;
}

// 'not yet delivered', 'not still open': an adverb of time between leaves the 'not' the value's.
const NEGATION =
  /\b(not|except|excluding|without|other than|isn't|aren't|no)\s+(?:(?:yet|still|already|currently)\s+)?$/;
/**
 * A state asked to be possible or still to come ('can be adopted', 'yet to be delivered'): the
 * records not in it yet, as one that is in it can be so no more.
 */
const NOT_YET = /\b(can|could|may|might|to|will)\s+be\s+$/;
/**
 * 'not assigned to Tom Reed', "weren't written by Austen", 'not from Sigma': a verb or a
 * preposition said not of the value after it.
 */
const NOT_VERB =
  /\b(?:not|never|isn't|aren't|wasn't|weren't)\s+(?:\p{L}{3,}\s+)?(?:to|by|with|for|in|at|on|from)\s+(?:\p{L}{1,2}\.\s*)*$/u;
/** The value at `span` is said not to hold ('not Poetry', 'can be adopted', 'not written by'). */
export function negatedAt(lower: string, span: Span): boolean {
  const before = lower.slice(Math.max(0, span[0] - 14), span[0]);
  return (
    NEGATION.test(before) ||
    NOT_YET.test(before) ||
    NOT_VERB.test(lower.slice(Math.max(0, span[0] - 40), span[0]))
  );
}

const letterOrDigit = (c: string | undefined) => /[\p{L}\p{N}]/u.test(c ?? ' ');

/** Where a value stands in the question, as written or plural ('desserts' for 'Dessert'). */
function findIn(written: string, value: string, taken: Span[]): Span | null {
  // A hyphen reads as a space ('in-unit' is 'In unit'); one character for one keeps the spans.
  const lower = written.replace(/-/g, ' ');
  const needle = value.replace(/-/g, ' ');
  const forms = [needle, `${needle}s`, `${needle}es`];
  // 'fully' for 'Full', 'partly' for 'Part' (the server looked the adjective up).
  if (/^\p{L}{4,}$/u.test(needle)) forms.push(/ll$/.test(needle) ? `${needle}y` : `${needle}ly`);
  if (/[^aeiou]y$/.test(needle)) forms.push(`${needle.slice(0, -1)}ies`);
  for (const form of forms) {
    for (let from = 0; (from = lower.indexOf(form, from)) >= 0; from += 1) {
      const end = from + form.length;
      if (letterOrDigit(lower[from - 1]) || letterOrDigit(lower[end])) continue;
      if (!overlaps(taken, from, end)) return [from, end];
    }
  }
  return null;
}

/**
 * The column a value found in several columns belongs to ('Priya Shah' is a name and a manager):
 * a column named beside it ('managed by Priya Shah'), else the column that names records (a
 * question naming one record asks about it), else the column where most records hold it.
 */
function pickColumn(
  matches: ValueMatch[],
  span: Span,
  mentions: ColumnMention[],
  tokenAt: (index: number) => { start: number; end: number } | undefined,
  names: DataColumn | undefined,
): ValueMatch {
  const near = mentions.find((m) => {
    const first = tokenAt(m.first);
    const last = tokenAt(m.last);
    if (!first || !last) return false;
    return (
      matches.some((v) => v.column === m.column.key) &&
      ((last.end <= span[0] && span[0] - last.end <= 12) ||
        (first.start >= span[1] && first.start - span[1] <= 12))
    );
  });
  const byName = matches.find((v) => v.column === names?.key);
  return (
    matches.find((v) => v.column === near?.column.key) ??
    byName ??
    [...matches].sort((a, b) => b.records - a.records)[0] ??
    (matches[0] as ValueMatch)
  );
}

/**
 * Values of the records named in the question ('Jane Austen', 'Poetry', 'desserts'), longest
 * first, each as an equality (or a list's `contains`, or `neq` after 'not'). A word that is only
 * part of values ('Nigella') becomes the values holding it, once the whole values are read.
 */
export function valueFilters(input: {
  lower: string;
  values: ValueMatch[];
  columns: DataColumn[];
  total: number;
  taken: Span[];
  mentions: ColumnMention[];
  tokenAt: (index: number) => { start: number; end: number } | undefined;
  parts: boolean;
}): ValueFilter[] {
  const { lower, columns, total, taken } = input;
  const names = nameColumn(columns);
  const usable = input.values.filter(
    (v) =>
      (input.parts ? v.part : !v.part) &&
      (total === 0 || v.records < total * 0.9 || v.records === total),
  );
  const byNeedle = new Map<string, ValueMatch[]>();
  for (const match of usable) {
    const needle = (match.part ?? match.value).toLowerCase();
    byNeedle.set(needle, [...(byNeedle.get(needle) ?? []), match]);
  }
  const found: { span: Span; matches: ValueMatch[] }[] = [];
  for (const [needle, matches] of [...byNeedle].sort((a, b) => b[0].length - a[0].length)) {
    const span = findIn(lower, needle, taken);
    if (!span) continue;
    taken.push(span);
    found.push({ span, matches });
  }
  const filters: ValueFilter[] = [];
  for (const { span, matches } of found) {
    if (input.parts) {
      // Every value holding the word, in the column holding most of them.
      const byColumn = new Map<string, ValueMatch[]>();
      for (const m of matches) byColumn.set(m.column, [...(byColumn.get(m.column) ?? []), m]);
      const [key, list] =
        [...byColumn.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
      const column = columns.find((c) => c.key === key);
      if (!column || !list) continue;
      // One value found both as an item and by a word of it is one value.
      const values = [...new Set(list.map((m) => m.value))];
      const records = Math.max(...list.map((m) => m.records));
      filters.push(
        values.length === 1
          ? {
              column: column.key,
              op: column.kind === 'list' ? 'contains' : negatedAt(lower, span) ? 'neq' : 'eq',
              value: values[0] ?? '',
              start: span[0],
              end: span[1],
              records,
            }
          : {
              column: column.key,
              op: 'in',
              value: values[0] ?? '',
              values,
              start: span[0],
              end: span[1],
              records,
            },
      );
      continue;
    }
    const match = pickColumn(matches, span, input.mentions, input.tokenAt, names);
    const column = columns.find((c) => c.key === match.column);
    if (!column) continue;
    const negated = negatedAt(lower, span);
    filters.push({
      column: column.key,
      op: column.kind === 'list' ? 'contains' : negated ? 'neq' : 'eq',
      value: match.value,
      start: span[0],
      end: span[1],
      records: match.records,
    });
  }
  return filters.sort((a, b) => a.start - b.start);
}

/**
 * Several values of one column read as one group of them ('Ford and Honda together', 'fiction or
 * poetry'): one `in` filter, unless two are compared ('compare Poetry and Horror'), which gives
 * the comparison instead. A list column's 'and' keeps both ('tagged gothic and classic').
 */
export function mergeValues(
  values: ValueFilter[],
  columns: DataColumn[],
  comparing: boolean,
  either: boolean,
): { filters: PlanFilter[]; compared: { column: string; values: [string, string] } | null } {
  const byColumn = new Map<string, ValueFilter[]>();
  for (const v of values.filter((v) => v.op === 'eq' || v.op === 'contains'))
    byColumn.set(v.column, [...(byColumn.get(v.column) ?? []), v]);
  const several = [...byColumn.values()].find((list) => list.length >= 2);
  const [a, b] = several ?? [];
  const compared =
    comparing && several?.length === 2 && a && b
      ? { column: a.column, values: [String(a.value), String(b.value)] as [string, string] }
      : null;
  const kindOf = (key: string) => columns.find((c) => c.key === key)?.kind;
  const filters: PlanFilter[] = [];
  for (const v of values) {
    const { start: _start, end: _end, records: _records, ...filter } = v;
    void [_start, _end, _records];
    if (!several?.includes(v)) filters.push(filter);
    else if (compared) continue;
    else if (kindOf(v.column) === 'list' && !either) filters.push(filter);
    else if (v === several[0])
      filters.push({
        column: v.column,
        op: 'in',
        value: v.value,
        values: several.flatMap((s) => s.values ?? [s.value]),
      });
  }
  return { filters, compared };
}
