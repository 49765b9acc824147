import { monthNumber, type DataColumn, type DataColumnKind } from '@gleaner/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.js';
import {
  compoundColumns,
  dayTimeColumn,
  positionColumns,
  timeLeftColumn,
} from './compound-cells.js';
import { columnDecimal, dayOf, isFilled, readShape } from './value-shapes.js';

/** Records read to learn a job's columns: enough to see every field of a uniform job. */
const SAMPLE = 500;
/** More distinct texts than this share of filled values: free text, not a category. */
const CATEGORY_SHARE = 0.6;
/** The key standing for the whole content when records are plain strings, not objects. */
export const WHOLE_CONTENT = 'content';

/**
 * 'Jun–Sep', 'Dec–Feb': a span of months. A column of them is known by its values, however many
 * (a flowering or sowing season has up to 144), so a month the question names is found in them.
 */
const MONTH_SPAN = /^\s*(\p{L}{3,9})\.?\s*[–—-]\s*(\p{L}{3,9})\.?\s*$/u;
const MONTHS_SPANNED = 144;
const isMonthSpan = (value: string) => {
  const match = MONTH_SPAN.exec(value);
  return Boolean(match && monthNumber(match[1]!) && monthNumber(match[2]!));
};

export interface JobColumns {
  columns: DataColumn[];
  /** Records are plain values: the one column is the whole content. */
  plain: boolean;
  /** Records in the job (objects, or all items when plain). */
  total: number;
  /** The first and last day its date columns hold (YYYY-MM-DD), when it has any: the year of 'in March'. */
  days?: { first: string; last: string };
}

/** The first and last day a job's date columns hold in the sample, each read as its column is. */
function dayRange(
  columns: DataColumn[],
  objects: Record<string, unknown>[],
): { first: string; last: string } | undefined {
  const found: string[] = [];
  for (const column of columns.filter((c) => c.kind === 'date'))
    for (const object of objects) {
      const value = object[column.key];
      if (typeof value !== 'string') continue;
      const day = column.read?.date
        ? dayOf(value, column.read.date)
        : ISO_DATE.test(value)
          ? value.slice(0, 10)
          : null;
      if (day) found.push(day);
    }
  if (found.length === 0) return undefined;
  found.sort();
  return { first: found[0]!, last: found[found.length - 1]! };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

const isText = (v: unknown): v is string => typeof v === 'string';

/** How many different values (list items one by one) a column holds in the sample. */
function distinctOf(values: unknown[]): number {
  const seen = new Set<string>();
  for (const value of values)
    for (const item of Array.isArray(value) ? value : [value])
      if (isFilled(item)) seen.add(JSON.stringify(item).toLowerCase());
  return seen.size;
}

function kindOf(
  values: unknown[],
  jobDecimal: '.' | ',',
): {
  kind: DataColumnKind;
  unit: string | null;
  read?: DataColumn['read'];
  min?: number | null;
  max?: number | null;
  examples?: string[];
  figured?: true;
} {
  // '—' where a page has nothing to say is a blank, not a value.
  const present = values.filter(isFilled);
  if (present.length === 0) return { kind: 'text', unit: null };
  const share = (test: (v: unknown) => boolean) => present.filter(test).length / present.length;
  if (share((v) => Array.isArray(v)) >= 0.8) return { kind: 'list', unit: null };
  if (share((v) => typeof v === 'boolean') >= 0.8) return { kind: 'boolean', unit: null };
  const shaped = readShape(present, jobDecimal);
  if (shaped) return shaped;
  if (share((v) => typeof v === 'string' && ISO_DATE.test(v)) >= 0.8)
    return { kind: 'date', unit: null };
  const texts = present.filter((v): v is string => typeof v === 'string');
  const distinct = new Set(texts.map((t) => t.toLowerCase())).size;
  const short = texts.every((t) => t.length <= 80);
  const figured = share((v) => typeof v === 'string' && FIGURE_FIRST.test(v)) >= FIGURED_SHARE;
  const marked = figured ? { figured: true as const } : {};
  if (short && (distinct <= Math.max(2, texts.length * CATEGORY_SHARE) || distinct <= 20)) {
    const few = [...new Set(texts)];
    const shown = few.length <= 10 || (few.length <= MONTHS_SPANNED && few.every(isMonthSpan));
    return { kind: 'category', unit: null, ...(shown ? { examples: few } : {}), ...marked };
  }
  return { kind: 'text', unit: null, ...marked };
}

/**
 * '2–1 aet', '7 (2 pens)', '3*': a value that starts with a figure. A column mostly of them, not
 * read as figures, may hold a count the agent must not answer by counting records. A figure run
 * into letters ('1A23', '4B') or after '#' ('#4105') is a code that labels a record.
 */
const FIGURE_FIRST = /^\s*\d+(?:[.,]\d+)?(?![\p{L}\d])/u;
const FIGURED_SHARE = 0.6;

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
              ...kindOf(values, columnDecimal(values.filter(isText)) ?? '.'),
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
  // A job written with decimal commas ('1.449,00 €') reads '5.000 mAh' beside it as five thousand.
  const marks = keys.map((key) => columnDecimal(objects.map((o) => o[key]).filter(isText)));
  const jobDecimal =
    marks.filter((m) => m === ',').length > marks.filter((m) => m === '.').length ? ',' : '.';
  const columns = keys.slice(0, 100).map((key) => {
    const values = objects.map((o) => o[key]);
    return {
      key,
      ...kindOf(values, jobDecimal),
      filled: values.filter(isFilled).length,
      distinct: distinctOf(values),
    };
  });
  // '2 bd / 1 ba': each figure of a compound cell is a number column too, beside the cell's own.
  const keyTaken = (name: string) => keys.includes(name);
  const parts = columns
    .filter((c) => c.kind === 'text' || c.kind === 'category')
    .flatMap((c) =>
      compoundColumns(
        c.key,
        objects.map((o) => o[c.key]),
        keyTaken,
      ),
    );
  // '2026-11-02 09:30': the day is the column, its time of day a column of its own.
  const times = columns
    .filter((c) => c.kind === 'date')
    .flatMap((c) =>
      dayTimeColumn(
        c.key,
        objects.map((o) => o[c.key]),
        keyTaken,
      ),
    );
  // 'Live – 9 days to go': the days left, a column of their own beside the state.
  const left = columns
    .filter((c) => c.kind === 'text' || c.kind === 'category')
    .flatMap((c) => [
      ...timeLeftColumn(
        c.key,
        objects.map((o) => o[c.key]),
        keyTaken,
      ),
      // '53.4740, 0.1530': a position's latitude and longitude.
      ...positionColumns(
        c.key,
        objects.map((o) => o[c.key]),
        keyTaken,
      ),
    ]);
  const days = dayRange(columns, objects);
  return {
    columns: [...columns, ...parts, ...times, ...left],
    plain,
    total,
    ...(days ? { days } : {}),
  };
}
