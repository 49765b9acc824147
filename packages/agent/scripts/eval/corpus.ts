/**
 * One corpus of real pages in the extraction development format (lists/, details/): each case a
 * saved page, a plain-language request and the expected records. Every case runs through the
 * path the CLI uses (planRequest, then runPlan) over the saved page only: any other address,
 * a detail page or a next page, answers 404 as an unreachable page would.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { canonicalField, planRequest, runPlan } from '../../src/index.js';
import { nameTokens } from '../../src/vocabulary/field-words.js';
import type { ExtractionPlan, Row } from '../../src/index.js';
import { FieldTypeSchema, isEmpty, keyOf, sameValue } from './typed-values.js';
import type { FieldType } from './typed-values.js';

export const CaseSchema = z.looseObject({
  request: z.string(),
  fields: z.record(z.string(), FieldTypeSchema),
  records: z.array(z.record(z.string(), z.unknown())),
  page_url: z.string(),
});
export type Case = z.infer<typeof CaseSchema>;

export interface CaseResult {
  corpus: string;
  site: string;
  goldCells: number;
  predictedCells: number;
  correctCells: number;
  expectedRecords: number;
  extractedRecords: number;
  matchedRecords: number;
  planMs: number;
  pageBytes: number;
  /** gold field → our column, or null when no column answers it. */
  mapping: Record<string, string | null>;
  perField: Record<string, { correct: number; total: number }>;
  warnings: string[];
  summary: string;
  /** Up to a few wrong cells, for reading what went wrong. */
  mistakes: string[];
}

function sameUrl(a: string, b: string): boolean {
  const strip = (value: string) => value.replace(/#.*$/, '').replace(/\/+$/, '');
  return strip(a) === strip(b);
}

function tokens(name: string): string[] {
  return name.split('_').filter(Boolean);
}

/**
 * Which of our columns answers each gold field: the same name, a name holding the gold words
 * ("number_of_comments" for "comments"), the same canonical field, else the same word stems.
 * Each column once.
 */
export function mapColumns(gold: string[], ours: string[]): Record<string, string | null> {
  const used = new Set<string>();
  const mapping: Record<string, string | null> = {};
  const tests: ((want: string, have: string) => boolean)[] = [
    (want, have) => want === have,
    (want, have) => {
      const haveTokens = tokens(have);
      return tokens(want).every((token) => haveTokens.includes(token));
    },
    // The gold words in another form inside ours: "genres" in "genre_tags".
    (want, have) => {
      const haveTokens = nameTokens(have);
      return nameTokens(want).every((token) => haveTokens.includes(token));
    },
    (want, have) => canonicalField(want) === canonicalField(have),
    // The same words in another form: "includes" and "included".
    (want, have) => nameTokens(want).join('_') === nameTokens(have).join('_'),
  ];
  for (const want of gold) mapping[want] = null;
  for (const test of tests) {
    for (const want of gold) {
      if (mapping[want]) continue;
      const found = ours.find((have) => !used.has(have) && test(want, have));
      if (found) {
        mapping[want] = found;
        used.add(found);
      }
    }
  }
  return mapping;
}

function keyField(entry: Case): { name: string; type: FieldType } | null {
  const fields = Object.entries(entry.fields);
  // A key every record has: a website that some companies lack would leave them unmatched.
  const always = ([name]: [string, FieldType]) =>
    entry.records.every((record) => record[name] !== null && record[name] !== undefined);
  const url = fields.find((field) => field[1] === 'url' && always(field));
  const text = fields.find((field) => field[1] === 'text' && always(field));
  const chosen = url ?? text;
  return chosen ? { name: chosen[0], type: chosen[1] } : null;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

export async function runCase(corpus: string, site: string, folder: string, entry: Case) {
  const html = readFileSync(join(folder, site, 'page.html'), 'utf8');
  const warnings: string[] = [];
  const source = {
    fetchPage: (url: string) =>
      sameUrl(url, entry.page_url)
        ? Promise.resolve({ html, url: entry.page_url })
        : Promise.reject(new Error(`404 Not Found (${url} is not in the saved corpus)`)),
  };
  const started = performance.now();
  let plan: ExtractionPlan | null = null;
  const rows: Row[] = [];
  try {
    const planned = await planRequest(source, entry.page_url, entry.request);
    plan = planned.plan;
    const planMs = performance.now() - started;
    for await (const batch of runPlan(source, planned.plan, planned.page, {
      onWarning: (message) => warnings.push(message),
    }))
      rows.push(...batch);
    return score(corpus, site, entry, plan, rows, planMs, html.length, warnings);
  } catch (error) {
    warnings.push(`failed: ${error instanceof Error ? error.message : String(error)}`);
    return score(
      corpus,
      site,
      entry,
      plan,
      rows,
      performance.now() - started,
      html.length,
      warnings,
    );
  }
}

function score(
  corpus: string,
  site: string,
  entry: Case,
  plan: ExtractionPlan | null,
  rows: Row[],
  planMs: number,
  pageBytes: number,
  warnings: string[],
): CaseResult {
  const goldNames = Object.keys(entry.fields);
  const ourNames = [
    ...new Set([
      ...(plan?.fields.map((field) => field.name) ?? []),
      ...rows.flatMap((row) => Object.keys(row).filter((key) => key !== '_url')),
    ]),
  ];
  const mapping = mapColumns(goldNames, ourNames);
  const base = entry.page_url;
  const value = (row: Row, gold: string) => {
    const column = mapping[gold];
    return column ? row[column] : undefined;
  };
  const result: CaseResult = {
    corpus,
    site,
    goldCells: 0,
    predictedCells: 0,
    correctCells: 0,
    expectedRecords: entry.records.length,
    extractedRecords: rows.length,
    matchedRecords: 0,
    planMs,
    pageBytes,
    mapping,
    perField: {},
    warnings,
    summary: plan?.summary ?? 'no plan',
    mistakes: [],
  };
  for (const gold of entry.records)
    for (const name of goldNames) if (!isEmpty(gold[name])) result.goldCells += 1;
  for (const row of rows)
    for (const name of goldNames) if (!isEmpty(value(row, name))) result.predictedCells += 1;
  // A detail page has one record: the first row answers it. A list matches by its key field.
  const pairs: [Record<string, unknown>, Row][] = [];
  if (entry.records.length === 1 && rows[0] && entry.records[0]) {
    pairs.push([entry.records[0], rows[0]]);
  } else {
    const key = keyField(entry);
    const pool = new Map<string, Row[]>();
    for (const row of rows) {
      const rowKey = key ? keyOf(key.type, value(row, key.name), base) : '';
      if (rowKey) pool.set(rowKey, [...(pool.get(rowKey) ?? []), row]);
    }
    for (const gold of entry.records) {
      const goldKey = key ? keyOf(key.type, gold[key.name], base) : '';
      const row = goldKey ? pool.get(goldKey)?.shift() : undefined;
      if (row) pairs.push([gold, row]);
    }
  }
  result.matchedRecords = pairs.length;
  for (const [gold, row] of pairs) {
    for (const [name, type] of Object.entries(entry.fields)) {
      const want = gold[name];
      const got = value(row, name);
      const stat = result.perField[name] ?? { correct: 0, total: 0 };
      if (isEmpty(want) && isEmpty(got)) continue;
      stat.total += 1;
      if (!isEmpty(want) && sameValue(type, want, got, base)) {
        stat.correct += 1;
        result.correctCells += 1;
      } else if (result.mistakes.length < 6) {
        result.mistakes.push(`${name}: want ${show(want)}, got ${show(got)}`);
      }
      result.perField[name] = stat;
    }
  }
  return result;
}

/** Every case of a corpus folder, in the order of its ground truth. */
export function loadCorpus(folder: string): [string, Case][] {
  const file = join(folder, 'ground-truth.json');
  if (!existsSync(file)) return [];
  const parsed = z.record(z.string(), CaseSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
  return Object.entries(parsed);
}
