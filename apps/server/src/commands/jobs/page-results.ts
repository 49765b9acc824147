import { createHash } from 'node:crypto';
import type { CapturedItem } from '@gleaner/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { jobPages, scrapeJobs, scrapedData } from '../../db/schema.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import type { DiscoveredLink } from '../../jobs/page-processor.js';
import type { JobSignal } from '../../jobs/job-signals.js';
import { countUsage } from './usage.js';

/** Room for this many items per page in `scraped_data.seq` (page seq × this + position). */
export const ITEMS_PER_PAGE_SLOT = 1_000_000;
const INSERT_ROWS = 500;
const MAX_KEPT_ERRORS = 100;

type PageRow = typeof jobPages.$inferSelect;
export type DepthLink = DiscoveredLink & { depth: number };

export type PageResult =
  | { page: PageRow; ok: true; items: CapturedItem[]; links: DepthLink[] }
  | { page: PageRow; ok: false; message: string; refused: boolean };

/** A stable id per job, page and position, so a retried page inserts nothing twice. */
export function itemId(jobId: string, url: string, position: number): string {
  const hex = createHash('sha256').update(`${jobId}\n${url}\n${position}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Stores the results of several pages in one transaction: pages marked done or failed, their
 * items, the new pages they found (never beyond `maxPages`), and the job's counters. A page
 * already finished by an earlier attempt adds nothing, so a retried chunk duplicates nothing.
 * Then tells watchers, one progress event per page.
 */
export async function storePageResults(
  runtime: JobRuntime,
  jobId: string,
  ownerId: string | null,
  maxPages: number,
  results: PageResult[],
): Promise<void> {
  if (results.length === 0) return;
  const { db } = runtime.database;
  const signals: JobSignal[] = [];
  let pagesDone = 0;
  let itemsAdded = 0;

  await db.transaction(async (tx) => {
    // The job row lock serialises writers of one job, so page limits and counters hold.
    const [job] = await tx
      .select({ totalPages: scrapeJobs.totalPages })
      .from(scrapeJobs)
      .where(eq(scrapeJobs.id, jobId))
      .for('update');
    if (!job) return;
    const now = new Date();
    const successes = results.filter((r) => r.ok);
    const claimed = new Set(
      successes.length === 0
        ? []
        : (
            await tx
              .update(jobPages)
              .set({ status: 'done', finishedAt: now })
              .where(
                and(
                  eq(jobPages.jobId, jobId),
                  eq(jobPages.status, 'pending'),
                  inArray(
                    jobPages.url,
                    successes.map((r) => r.page.url),
                  ),
                ),
              )
              .returning({ url: jobPages.url })
          ).map((row) => row.url),
    );
    const done = successes.filter((r) => claimed.has(r.page.url));

    const itemRows = done.flatMap((r) =>
      r.items.map((item, position) => ({
        id: itemId(jobId, r.page.url, position),
        jobId,
        type: item.type,
        selector: item.selector,
        content: item.content,
        confidence: item.confidence,
        metadata: { timestamp: item.timestamp },
        url: item.url,
        seq: r.page.seq * ITEMS_PER_PAGE_SLOT + position,
      })),
    );
    for (const batch of chunks(itemRows, INSERT_ROWS))
      await tx.insert(scrapedData).values(batch).onConflictDoNothing();

    const added = await addPages(
      tx,
      jobId,
      job.totalPages,
      maxPages,
      done.flatMap((r) => r.links),
    );

    const failures: { url: string; message: string; timestamp: string }[] = [];
    for (const result of results) {
      if (result.ok) continue;
      const [failed] = await tx
        .update(jobPages)
        .set({
          status: result.refused ? 'skipped' : 'failed',
          error: result.message,
          finishedAt: now,
        })
        .where(
          and(
            eq(jobPages.jobId, jobId),
            eq(jobPages.url, result.page.url),
            eq(jobPages.status, 'pending'),
          ),
        )
        .returning({ url: jobPages.url });
      if (failed)
        failures.push({
          url: result.page.url,
          message: result.message,
          timestamp: now.toISOString(),
        });
    }

    pagesDone = done.length;
    itemsAdded = itemRows.length;
    if (done.length + failures.length === 0) return;
    await tx
      .update(scrapeJobs)
      .set({
        processedPages: sql`${scrapeJobs.processedPages} + ${done.length + failures.length}`,
        totalResults: sql`${scrapeJobs.totalResults} + ${itemRows.length}`,
        totalPages: sql`${scrapeJobs.totalPages} + ${added}`,
        // Keep the first errors only: a long crawl of a broken site must not grow the row without end.
        ...(failures.length > 0
          ? {
              errors: sql`case when jsonb_array_length(${scrapeJobs.errors}) < ${MAX_KEPT_ERRORS} then ${scrapeJobs.errors} || ${JSON.stringify(failures)}::jsonb else ${scrapeJobs.errors} end`,
            }
          : {}),
      })
      .where(eq(scrapeJobs.id, jobId));
    for (const r of done) {
      const base = r.page.seq * ITEMS_PER_PAGE_SLOT;
      signals.push({
        type: 'job_progress',
        jobId,
        ...(r.items.length > 0 ? { seqFrom: base, seqTo: base + r.items.length - 1 } : {}),
      });
    }
    for (const _ of failures) signals.push({ type: 'job_progress', jobId });
  });

  if (ownerId && pagesDone > 0)
    await countUsage(db, ownerId, { pages: pagesDone, items: itemsAdded });
  for (const signal of signals) await runtime.signals.publish(signal);
}

type Tx = Parameters<Parameters<JobRuntime['database']['db']['transaction']>[0]>[0];

/** Adds newly found pages to the frontier, never beyond the job's page limit; returns how many. */
async function addPages(
  tx: Tx,
  jobId: string,
  totalPages: number,
  maxPages: number,
  links: DepthLink[],
): Promise<number> {
  const room = maxPages - totalPages;
  if (room <= 0 || links.length === 0) return 0;
  const unique = [...new Map(links.map((link) => [link.url, link])).values()];
  const existing = new Set<string>();
  for (const batch of chunks(unique, INSERT_ROWS)) {
    const rows = await tx
      .select({ url: jobPages.url })
      .from(jobPages)
      .where(
        and(
          eq(jobPages.jobId, jobId),
          inArray(
            jobPages.url,
            batch.map((link) => link.url),
          ),
        ),
      );
    for (const row of rows) existing.add(row.url);
  }
  const fresh = unique.filter((link) => !existing.has(link.url)).slice(0, room);
  let seq = totalPages;
  const rows = fresh.map((link) => ({
    jobId,
    url: link.url,
    depth: link.depth,
    kind: link.kind,
    seq: seq++,
  }));
  for (const batch of chunks(rows, INSERT_ROWS))
    await tx.insert(jobPages).values(batch).onConflictDoNothing();
  return fresh.length;
}
