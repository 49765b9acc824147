/** Saved sites and scoring for eval-agent: records matched one to one, fields compared after normalising. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { RecordRow } from '../../src/index.js';
import { isoDay } from './typed-values.js';

export const TARGET_F1 = 0.95;

export type Gold = Record<string, unknown>;
export type Normaliser = (value: unknown, base: string) => string | null;

/** Ground-truth values are strings, numbers, booleans or lists; anything else reads as JSON. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** A saved site: pages by URL through its site-map.json, else by path under site/. */
export class SavedSite {
  private readonly map: Record<string, string>;
  constructor(private readonly folder: string) {
    const mapFile = join(folder, 'site-map.json');
    this.map = existsSync(mapFile)
      ? z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(mapFile, 'utf8')))
      : {};
  }
  page(url: string): string | null {
    const parsed = new URL(url);
    const candidates = [parsed.href, `${parsed.pathname}${parsed.search}`];
    for (const key of candidates) {
      const file = this.map[key];
      if (file) return readFileSync(join(this.folder, file), 'utf8');
    }
    const path = join(
      this.folder,
      'site',
      parsed.pathname.endsWith('/') ? `${parsed.pathname}index.html` : parsed.pathname,
    );
    return existsSync(path) ? readFileSync(path, 'utf8') : null;
  }
}

// ---- normalising values as the data README says: whitespace, prices, absolute URLs ----

export const text: Normaliser = (value) =>
  value === null || value === undefined ? null : asText(value).replace(/\s+/g, ' ').trim() || null;
export const price: Normaliser = (value) => {
  if (value === null || value === undefined) return null;
  const match = /\d+(?:[.,]\d+)?/.exec(asText(value).replace(/,(?=\d{3})/g, ''));
  return match ? Number(match[0].replace(',', '.')).toFixed(2) : null;
};
/** A date as its ISO day, however it is written ("March 14, 1879" or "1879-03-14"). */
export const day: Normaliser = (value) =>
  value === null || value === undefined ? null : isoDay(value);
export const number: Normaliser = (value) => {
  if (value === null || value === undefined) return null;
  const match = /-?\d+(?:\.\d+)?/.exec(asText(value));
  return match ? String(Number(match[0])) : null;
};
export const url: Normaliser = (value, base) => {
  if (!value) return null;
  try {
    const parsed = new URL(asText(value), base);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
};
export const list: Normaliser = (value) => {
  if (value === null || value === undefined) return null;
  const items = Array.isArray(value) ? value.map(asText) : asText(value).split(/\s*,\s*/);
  return (
    items
      .map((item) => item.trim())
      .filter(Boolean)
      .join(', ') || null
  );
};
/** Stock as the ground truth keeps it: in stock or not ("In stock (22 available)" is in stock). */
export const stock: Normaliser = (value) => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return String(value);
  const lower = asText(value).toLowerCase();
  if (/out of stock|unavailable|sold out/.test(lower)) return 'false';
  if (/in stock|available/.test(lower)) return 'true';
  return lower;
};

export interface FieldMap {
  gold: string;
  /** Names the agent may give the column. */
  ours: string[];
  normalise: Normaliser;
}

export interface Scores {
  expected: number;
  actual: number;
  matched: number;
  fieldGold: number;
  fieldPredicted: number;
  fieldCorrect: number;
  perField: Map<string, { correct: number; total: number }>;
}

export function emptyScores(): Scores {
  return {
    expected: 0,
    actual: 0,
    matched: 0,
    fieldGold: 0,
    fieldPredicted: 0,
    fieldCorrect: 0,
    perField: new Map(),
  };
}

function pick(row: RecordRow, names: string[]): unknown {
  for (const name of names) if (name in row) return row[name];
  return undefined;
}

/** Records matched one to one by key (URL or title), then every mapped field compared. */
export function score(
  scores: Scores,
  actual: RecordRow[],
  expected: Gold[],
  fields: FieldMap[],
  key: FieldMap,
  base: string,
): void {
  scores.expected += expected.length;
  scores.actual += actual.length;
  const pool = new Map<string, Gold[]>();
  for (const gold of expected) {
    const goldKey = key.normalise(gold[key.gold], base) ?? '';
    pool.set(goldKey, [...(pool.get(goldKey) ?? []), gold]);
  }
  for (const gold of expected)
    for (const field of fields)
      if (field.normalise(gold[field.gold], base) !== null) scores.fieldGold += 1;
  for (const row of actual) {
    for (const field of fields)
      if (field.normalise(pick(row, field.ours), base) !== null) scores.fieldPredicted += 1;
    const rowKey = key.normalise(pick(row, key.ours), base) ?? '';
    const gold = pool.get(rowKey)?.shift();
    if (!gold) continue;
    scores.matched += 1;
    for (const field of fields) {
      const want = field.normalise(gold[field.gold], base);
      const got = field.normalise(pick(row, field.ours), base);
      const entry = scores.perField.get(field.gold) ?? { correct: 0, total: 0 };
      if (want === null && got === null) continue;
      entry.total += 1;
      if (want !== null && want === got) {
        entry.correct += 1;
        scores.fieldCorrect += 1;
      }
      scores.perField.set(field.gold, entry);
    }
  }
}

function f1(precision: number, recall: number): number {
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

export interface SiteResult {
  corpus: string;
  site: string;
  fieldP: number;
  fieldR: number;
  fieldF1: number;
  recordF1: number;
  /** Cells behind the figures, for pooling a corpus. */
  cells: { gold: number; predicted: number; correct: number };
}

export const results: SiteResult[] = [];

const pct = (value: number) => value.toFixed(3);

/** Records one site's figures and prints them. */
export function record(
  corpus: string,
  site: string,
  counts: {
    expected: number;
    actual: number;
    matched: number;
    gold: number;
    predicted: number;
    correct: number;
  },
  note: string,
  perField: [string, { correct: number; total: number }][],
  quiet = false,
): SiteResult {
  const recordP = counts.actual ? counts.matched / counts.actual : 0;
  const recordR = counts.expected ? counts.matched / counts.expected : 0;
  const fieldP = counts.predicted ? counts.correct / counts.predicted : 0;
  const fieldR = counts.gold ? counts.correct / counts.gold : 0;
  const result: SiteResult = {
    corpus,
    site,
    fieldP,
    fieldR,
    fieldF1: f1(fieldP, fieldR),
    recordF1: f1(recordP, recordR),
    cells: { gold: counts.gold, predicted: counts.predicted, correct: counts.correct },
  };
  results.push(result);
  if (quiet) return result;
  console.log(`\n${site}  (${note})`);
  console.log(
    `  records  P ${pct(recordP)}  R ${pct(recordR)}  F1 ${pct(result.recordF1)}   (${counts.matched} matched of ${counts.expected} expected, ${counts.actual} extracted)`,
  );
  console.log(
    `  fields   P ${pct(fieldP)}  R ${pct(fieldR)}  F1 ${pct(result.fieldF1)}   ${result.fieldF1 >= TARGET_F1 ? 'meets' : 'BELOW'} the ${TARGET_F1} bar`,
  );
  const fields = perField.map(
    ([name, entry]) => `${name} ${pct(entry.total ? entry.correct / entry.total : 0)}`,
  );
  console.log(`  per field (matched records): ${fields.join(', ')}`);
  return result;
}

export function report(corpus: string, site: string, scores: Scores, note: string): void {
  record(
    corpus,
    site,
    {
      expected: scores.expected,
      actual: scores.actual,
      matched: scores.matched,
      gold: scores.fieldGold,
      predicted: scores.fieldPredicted,
      correct: scores.fieldCorrect,
    },
    note,
    [...scores.perField.entries()],
  );
}

/** A corpus in one line: cells pooled over its sites, and the mean of its sites' F1. */
export function corpusLine(corpus: string, sites: SiteResult[]): { pooled: number; mean: number } {
  const gold = sites.reduce((sum, site) => sum + site.cells.gold, 0);
  const predicted = sites.reduce((sum, site) => sum + site.cells.predicted, 0);
  const correct = sites.reduce((sum, site) => sum + site.cells.correct, 0);
  const p = predicted ? correct / predicted : 0;
  const r = gold ? correct / gold : 0;
  const mean = sites.reduce((sum, site) => sum + site.fieldF1, 0) / Math.max(1, sites.length);
  const below = sites.filter((site) => site.fieldF1 < TARGET_F1).length;
  console.log(
    `  ${corpus.padEnd(10)} ${String(sites.length).padStart(3)} sites  fields P ${pct(p)}  R ${pct(r)}  F1 ${pct(f1(p, r))} pooled, ${pct(mean)} mean of sites  ${below ? `${below} below ${TARGET_F1}` : 'all at or above the bar'}`,
  );
  return { pooled: f1(p, r), mean };
}
