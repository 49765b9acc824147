import { Readable } from 'node:stream';
import {
  csvRow,
  itemsLayout,
  JobPlanSchema,
  recordsLayout,
  type CsvLayout,
  type ExportBody,
} from '@gleaner/shared';
import { and, asc, eq, gt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { contentRedactor, type ContentRedactor } from '../documents/redact-item.js';
import { scrapedData, type scrapeJobs } from '../../db/schema.js';

const BATCH = 500;
type ResultRow = typeof scrapedData.$inferSelect;

/** Reads a job's results in order, a batch at a time, so an export never holds them all. */
async function* resultBatches(db: Db, jobId: string): AsyncGenerator<ResultRow[]> {
  let after = -1;
  for (;;) {
    const rows = await db
      .select()
      .from(scrapedData)
      .where(and(eq(scrapedData.jobId, jobId), gt(scrapedData.seq, after)))
      .orderBy(asc(scrapedData.seq))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]?.seq ?? after;
    if (rows.length < BATCH) return;
  }
}

function timestampOf(row: ResultRow): string {
  const stored = (row.metadata as { timestamp?: unknown } | null)?.timestamp;
  return typeof stored === 'string' ? stored : row.createdAt.toISOString();
}

/** The batch's contents, masked on the entity thread when the export is redacted. */
function contentsOf(rows: ResultRow[], redact?: ContentRedactor): Promise<unknown[]> | unknown[] {
  const contents = rows.map((row) => row.content);
  return redact ? redact(contents) : contents;
}

function capturedItem(row: ResultRow, content: unknown = row.content) {
  return {
    id: row.id,
    type: row.type,
    content,
    selector: row.selector,
    timestamp: timestampOf(row),
    confidence: row.confidence,
    url: row.url,
  };
}

/**
 * `total_items` comes after `data` (JSON members have no order): it is then the count of what
 * the file holds, also for a job that is still storing results while it streams.
 */
async function* jsonExport(
  db: Db,
  jobId: string,
  redact?: ContentRedactor,
): AsyncGenerator<string> {
  // A redacted file says so itself, wherever it is passed on.
  const redacted = redact ? '"redacted":"personal data masked",' : '';
  yield `{"exported_at":${JSON.stringify(new Date().toISOString())},${redacted}"data":[`;
  let count = 0;
  for await (const rows of resultBatches(db, jobId)) {
    const contents = await contentsOf(rows, redact);
    let chunk = '';
    for (const [i, row] of rows.entries()) {
      chunk += (count === 0 ? '\n' : ',\n') + JSON.stringify(capturedItem(row, contents[i]));
      count += 1;
    }
    yield chunk;
  }
  yield `\n],"total_items":${count}}\n`;
}

async function* csvExport(
  db: Db,
  jobId: string,
  layout: CsvLayout,
  redact?: ContentRedactor,
): AsyncGenerator<string> {
  yield csvRow(layout.header());
  for await (const rows of resultBatches(db, jobId)) {
    const contents = await contentsOf(rows, redact);
    yield rows.map((row, i) => csvRow(layout.cells(capturedItem(row, contents[i])))).join('');
  }
}

/** Whether a job captured records, and items of other kinds. */
async function itemKinds(db: Db, jobId: string): Promise<{ records: boolean; others: boolean }> {
  const has = (kind: SQL) =>
    db
      .select({ id: scrapedData.id })
      .from(scrapedData)
      .where(and(eq(scrapedData.jobId, jobId), kind))
      .limit(1)
      .then((rows) => rows.length > 0);
  const [records, others] = await Promise.all([
    has(eq(scrapedData.type, 'record')),
    has(ne(scrapedData.type, 'record')),
  ]);
  return { records, others };
}

/** The record fields of a job: from its plan, else from the first records captured. */
export async function recordFields(db: Db, job: typeof scrapeJobs.$inferSelect): Promise<string[]> {
  const plan = JobPlanSchema.safeParse(job.plan ?? {});
  const names = new Set<string>();
  if (plan.success) {
    for (const spec of [plan.data.recordSpec, plan.data.detailRecordSpec])
      for (const field of spec?.fields ?? []) names.add(field.name);
  }
  if (names.size > 0) return [...names];
  const sample = await db
    .select({ content: scrapedData.content })
    .from(scrapedData)
    .where(and(eq(scrapedData.jobId, job.id), eq(scrapedData.type, 'record')))
    .orderBy(asc(scrapedData.seq))
    .limit(50);
  for (const row of sample) for (const key of Object.keys(row.content ?? {})) names.add(key);
  return [...names];
}

export interface JobExport {
  filename: string;
  contentType: string;
  body: Readable;
}

export async function exportJob(
  db: Db,
  job: typeof scrapeJobs.$inferSelect,
  request: ExportBody,
  options: { redact?: boolean } = {},
): Promise<JobExport> {
  const date = new Date().toISOString().slice(0, 10);
  const redact = options.redact ? contentRedactor() : undefined;
  const base = `gleaner-job-${job.id.slice(0, 8)}-${date}${redact ? '-redacted' : ''}`;
  if (request.format === 'json') {
    return {
      filename: `${base}.json`,
      contentType: 'application/json; charset=utf-8',
      body: Readable.from(jsonExport(db, job.id, redact)),
    };
  }
  // Records by default only when some were captured: a job whose plan found none has plain
  // items, which the spec's columns describe in full.
  const kinds = await itemKinds(db, job.id);
  const asRecords = request.shape === 'records' || (request.shape === undefined && kinds.records);
  const fields = asRecords ? await recordFields(db, job) : [];
  // A job still running may yet store items of other kinds: room for them from the first row.
  const others = kinds.others || job.status === 'processing';
  const layout = fields.length > 0 ? recordsLayout(fields, others) : itemsLayout;
  return {
    filename: `${base}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Readable.from(csvExport(db, job.id, layout, redact)),
  };
}
