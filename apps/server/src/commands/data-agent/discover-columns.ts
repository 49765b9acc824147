import type { DataColumn, DataColumnKind } from '@gleaner/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.js';

/** Records read to learn a job's columns: enough to see every field of a uniform job. */
const SAMPLE = 500;
/** More distinct texts than this share of filled values: free text, not a category. */
const CATEGORY_SHARE = 0.6;
/** The key standing for the whole content when records are plain strings, not objects. */
export const WHOLE_CONTENT = 'content';

export interface JobColumns {
  columns: DataColumn[];
  /** Records are plain values: the one column is the whole content. */
  plain: boolean;
  /** Records in the job (objects, or all items when plain). */
  total: number;
}

/**
 * A figure as scraped: '£1,299.50', '4.5', '80%', '1.24 kg', '45,000 miles', '65 m²', '£1,450 pcm',
 * '2,900 sq ft'. A unit is one word, or an area written in two ('sq ft', 'square metres'): any
 * two words would make '12 Royal Crescent' a figure.
 */
const NUMBER_TEXT =
  /^\s*([£$€¥₹])?\s*(-?\d[\d,]*(?:\.\d+)?)\s*(%|sq\.?\s?(?:ft|m|km|mi)\.?|square\s(?:feet|foot|metres?|meters?)|[\p{L}][\p{L}²³/.]{0,9})?\s*$/iu;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** How many different values (list items one by one) a column holds in the sample. */
function distinctOf(values: unknown[]): number {
  const seen = new Set<string>();
  for (const value of values)
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null && item !== '')
        seen.add(JSON.stringify(item).toLowerCase());
  return seen.size;
}

/** The figure a number column's value holds (null when it holds none, as 'Free' or 'n/a'). */
function figureOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const digits = typeof value === 'string' ? NUMBER_TEXT.exec(value)?.[2] : undefined;
  return digits === undefined ? null : Number(digits.replace(/,/g, ''));
}

/**
 * The unit a number column's values are written with: a currency symbol, '%', or the word most
 * of them end with ('GB', 'kg', 'min', 'miles'), so 'over 2 kg' finds the weight column.
 */
function unitOf(values: unknown[]): string | null {
  const counts = new Map<string, number>();
  let texts = 0;
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const match = NUMBER_TEXT.exec(value);
    if (!match) continue;
    texts += 1;
    const unit = match[1] ?? match[3]?.toLowerCase();
    if (unit) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= texts * 0.6 ? best[0].slice(0, 8) : null;
}

function kindOf(values: unknown[]): {
  kind: DataColumnKind;
  unit: string | null;
  min?: number | null;
  max?: number | null;
  examples?: string[];
} {
  const present = values.filter((v) => v !== null && v !== undefined && v !== '');
  if (present.length === 0) return { kind: 'text', unit: null };
  const share = (test: (v: unknown) => boolean) => present.filter(test).length / present.length;
  if (share((v) => Array.isArray(v)) >= 0.8) return { kind: 'list', unit: null };
  if (share((v) => typeof v === 'boolean') >= 0.8) return { kind: 'boolean', unit: null };
  if (
    share((v) => typeof v === 'number' || (typeof v === 'string' && NUMBER_TEXT.test(v))) >= 0.8
  ) {
    const figures = present.map(figureOf).filter((v): v is number => v !== null);
    return {
      kind: 'number',
      unit: unitOf(present),
      min: figures.length ? Math.min(...figures) : null,
      max: figures.length ? Math.max(...figures) : null,
    };
  }
  if (share((v) => typeof v === 'string' && ISO_DATE.test(v)) >= 0.8)
    return { kind: 'date', unit: null };
  const texts = present.filter((v): v is string => typeof v === 'string');
  const distinct = new Set(texts.map((t) => t.toLowerCase())).size;
  const short = texts.every((t) => t.length <= 80);
  if (short && (distinct <= Math.max(2, texts.length * CATEGORY_SHARE) || distinct <= 20)) {
    const few = [...new Set(texts)];
    return { kind: 'category', unit: null, ...(few.length <= 10 ? { examples: few } : {}) };
  }
  return { kind: 'text', unit: null };
}

/**
 * A job's columns, from the JSON keys and value types of its first records. Values written as
 * text ('£51.77', '4.5') count as numbers, so price and rating columns answer numeric questions.
 */
export async function discoverColumns(db: Db, jobId: string): Promise<JobColumns> {
  const sample = await rowsOf<{ content: unknown }>(
    db,
    sql`select content from scraped_data where job_id = ${jobId}::uuid order by seq limit ${SAMPLE}`,
  );
  const objects = sample
    .map((row) => row.content)
    .filter(
      (c): c is Record<string, unknown> => typeof c === 'object' && c !== null && !Array.isArray(c),
    );
  const plain = objects.length === 0;
  const [counted] = await rowsOf<{ n: string }>(
    db,
    plain
      ? sql`select count(*) as n from scraped_data where job_id = ${jobId}::uuid`
      : sql`select count(*) as n from scraped_data where job_id = ${jobId}::uuid and jsonb_typeof(content) = 'object'`,
  );
  const total = Number(counted?.n ?? 0);
  if (plain) {
    const values = sample.map((row) => row.content);
    return {
      columns: sample.length
        ? [
            {
              key: WHOLE_CONTENT,
              ...kindOf(values),
              filled: values.length,
              distinct: distinctOf(values),
            },
          ]
        : [],
      plain,
      total,
    };
  }
  const keys: string[] = [];
  for (const object of objects)
    for (const key of Object.keys(object)) if (!keys.includes(key)) keys.push(key);
  const columns = keys.slice(0, 100).map((key) => {
    const values = objects.map((o) => o[key]);
    return {
      key,
      ...kindOf(values),
      filled: values.filter((v) => v !== undefined && v !== null && v !== '').length,
      distinct: distinctOf(values),
    };
  });
  return { columns, plain, total };
}
