import { MAX_DOCUMENT_TEXT_LENGTH } from '@gleaner/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { scrapedData } from '../../db/schema.js';

const BATCH = 500;
/** A job is read up to this many characters in all: enough for any page's personal data. */
export const MAX_JOB_TEXT = 2_000_000;

/** Every string inside a captured item's content (a text, a record's fields, a table's cells). */
export function textOf(content: unknown, out: string[] = []): string[] {
  if (typeof content === 'string') out.push(content);
  else if (typeof content === 'number') out.push(String(content));
  else if (Array.isArray(content)) for (const item of content) textOf(item, out);
  else if (content && typeof content === 'object')
    for (const value of Object.values(content)) textOf(value, out);
  return out;
}

/**
 * A job's captured items as texts of at most MAX_DOCUMENT_TEXT_LENGTH characters each, one per
 * item, read a batch at a time; stops after MAX_JOB_TEXT characters.
 */
export async function* jobTexts(db: Db, jobId: string): AsyncGenerator<string> {
  let after = -1;
  let total = 0;
  for (;;) {
    const rows = await db
      .select({ content: scrapedData.content, seq: scrapedData.seq })
      .from(scrapedData)
      .where(and(eq(scrapedData.jobId, jobId), gt(scrapedData.seq, after)))
      .orderBy(asc(scrapedData.seq))
      .limit(BATCH);
    for (const row of rows) {
      const text = textOf(row.content).join('\n').slice(0, MAX_DOCUMENT_TEXT_LENGTH);
      total += text.length;
      yield text;
      if (total >= MAX_JOB_TEXT) return;
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]?.seq ?? after;
  }
}

/** Texts handed to the entity thread at once: few round trips, no long stall of the thread. */
const THREAD_BATCH = 100;

/**
 * A job's texts (as `jobTexts` reads them) given to `read` a hundred at a time, in order;
 * resolves with how many items were read.
 */
export async function readJobTextsInBatches(
  db: Db,
  jobId: string,
  read: (batch: string[]) => Promise<void>,
): Promise<number> {
  let items = 0;
  let batch: string[] = [];
  for await (const text of jobTexts(db, jobId)) {
    items += 1;
    batch.push(text);
    if (batch.length >= THREAD_BATCH) {
      await read(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await read(batch);
  return items;
}
