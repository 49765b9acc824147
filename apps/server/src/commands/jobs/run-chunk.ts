import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { JobOptionsSchema, JobPlanSchema, type CapturedItem } from '@gleaner/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { jobChunks, jobPages, scrapeJobs, scrapedData } from '../../db/schema.js';
import type { ChunkMessage } from '../../jobs/chunk-queue.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import type { DiscoveredLink, PageKind } from '../../jobs/page-processor.js';
import { countUsage } from './usage.js';
import { scheduleChunks } from './schedule-chunks.js';

/** Room for this many items per page in `scraped_data.seq` (page seq × this + position). */
export const ITEMS_PER_PAGE_SLOT = 1_000_000;
const STATUS_CHECK_MS = 1000;
const PROCESS_NAME = `${hostname()}:${process.pid}`;

type JobRow = typeof scrapeJobs.$inferSelect;
type DepthLink = DiscoveredLink & { depth: number };

/** A stable id per job, page and position, so a retried page inserts nothing twice. */
export function itemId(jobId: string, url: string, position: number): string {
  const hex = createHash('sha256').update(`${jobId}\n${url}\n${position}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The queue task: scrapes the still-pending pages of one chunk, stores results and new pages
 * as it goes, then schedules what comes next. Safe to run twice: done pages are skipped and
 * results are keyed by page and position.
 */
export async function runChunk(runtime: JobRuntime, { jobId, chunk }: ChunkMessage): Promise<void> {
  const { db } = runtime.database;
  const [job] = await db.select().from(scrapeJobs).where(eq(scrapeJobs.id, jobId));
  const [chunkRow] = await db
    .select()
    .from(jobChunks)
    .where(and(eq(jobChunks.jobId, jobId), eq(jobChunks.index, chunk)));
  if (
    !job ||
    job.status !== 'processing' ||
    !chunkRow ||
    chunkRow.status === 'done' ||
    chunkRow.status === 'abandoned'
  )
    return;

  await db
    .update(jobChunks)
    .set({ status: 'running', claimedBy: PROCESS_NAME })
    .where(and(eq(jobChunks.jobId, jobId), eq(jobChunks.index, chunk)));
  await db
    .update(scrapeJobs)
    .set({ currentChunk: sql`greatest(${scrapeJobs.currentChunk}, ${chunk + 1})` })
    .where(eq(scrapeJobs.id, jobId));

  const controller = new AbortController();
  const mine = runtime.running.get(jobId) ?? new Set<AbortController>();
  mine.add(controller);
  runtime.running.set(jobId, mine);
  // A cancel from another process reaches us by signal; this poll is the backstop.
  const watch = setInterval(() => {
    void db
      .select({ status: scrapeJobs.status })
      .from(scrapeJobs)
      .where(eq(scrapeJobs.id, jobId))
      .then(([row]) => {
        if (row?.status !== 'processing') controller.abort();
      })
      .catch(() => undefined);
  }, STATUS_CHECK_MS);

  try {
    const pages = await db
      .select()
      .from(jobPages)
      .where(
        and(eq(jobPages.jobId, jobId), eq(jobPages.chunk, chunk), eq(jobPages.status, 'pending')),
      )
      .orderBy(asc(jobPages.seq));
    let next = 0;
    const workers = Array.from(
      { length: Math.min(runtime.settings.pageConcurrency, pages.length) },
      async () => {
        while (!controller.signal.aborted && next < pages.length) {
          const page = pages[next++];
          if (page) await runPage(runtime, job, page, controller.signal);
        }
      },
    );
    await Promise.all(workers);
  } finally {
    clearInterval(watch);
    mine.delete(controller);
    if (mine.size === 0) runtime.running.delete(jobId);
  }
  if (controller.signal.aborted) return;
  await db
    .update(jobChunks)
    .set({ status: 'done', finishedAt: new Date() })
    .where(and(eq(jobChunks.jobId, jobId), eq(jobChunks.index, chunk)));
  await scheduleChunks(runtime, jobId);
}

async function runPage(
  runtime: JobRuntime,
  job: JobRow,
  page: typeof jobPages.$inferSelect,
  signal: AbortSignal,
): Promise<void> {
  const plan = JobPlanSchema.parse(job.plan ?? {});
  const options = JobOptionsSchema.parse(job.options);
  try {
    const outcome = await runtime.processor.process(
      { url: page.url, kind: page.kind },
      { url: job.url, plan, options },
      signal,
    );
    if (signal.aborted) return;
    // Next-page links stay at the same depth: a list's length is bounded by maxPages, not maxDepth.
    const links = outcome.links
      .map((link) => ({ ...link, depth: link.kind === 'list' ? page.depth : page.depth + 1 }))
      .filter((link) => link.depth <= options.maxDepth);
    await recordPage(runtime, job, page, outcome.items, links, options.maxPages);
  } catch (error) {
    if (signal.aborted) return;
    const message = error instanceof Error ? error.message : String(error);
    const refused = (error as { code?: unknown }).code === 'ROBOTS_DISALLOWED';
    runtime.log.info({ jobId: job.id, url: page.url, reason: message }, 'page not scraped');
    await recordFailure(runtime, job, page, message, refused);
  }
}

async function recordPage(
  runtime: JobRuntime,
  job: JobRow,
  page: typeof jobPages.$inferSelect,
  items: CapturedItem[],
  links: DepthLink[],
  maxPages: number,
): Promise<void> {
  const base = page.seq * ITEMS_PER_PAGE_SLOT;
  const { db } = runtime.database;
  await db.transaction(async (tx) => {
    // Idempotent: a page already done by an earlier attempt adds nothing.
    const [claimed] = await tx
      .update(jobPages)
      .set({ status: 'done', items: items.length, finishedAt: new Date() })
      .where(
        and(eq(jobPages.jobId, job.id), eq(jobPages.url, page.url), eq(jobPages.status, 'pending')),
      )
      .returning({ url: jobPages.url });
    if (!claimed) return;
    if (items.length > 0) {
      await tx
        .insert(scrapedData)
        .values(
          items.map((item, position) => ({
            id: itemId(job.id, page.url, position),
            jobId: job.id,
            type: item.type,
            selector: item.selector,
            content: item.content,
            confidence: item.confidence,
            metadata: { timestamp: item.timestamp },
            url: item.url,
            seq: base + position,
          })),
        )
        .onConflictDoNothing();
    }
    await addPages(tx, job.id, links, maxPages);
    await tx
      .update(scrapeJobs)
      .set({
        processedPages: sql`${scrapeJobs.processedPages} + 1`,
        totalResults: sql`${scrapeJobs.totalResults} + ${items.length}`,
        totalPages: sql`(select count(*) from ${jobPages} where ${jobPages.jobId} = ${job.id})`,
      })
      .where(eq(scrapeJobs.id, job.id));
  });
  if (job.userId)
    await countUsage(runtime.database.db, job.userId, { pages: 1, items: items.length });
  await runtime.signals.publish({
    type: 'job_progress',
    jobId: job.id,
    ...(items.length > 0 ? { seqFrom: base, seqTo: base + items.length - 1 } : {}),
  });
}

type Tx = Parameters<Parameters<JobRuntime['database']['db']['transaction']>[0]>[0];

/** Adds newly found pages to the frontier, never beyond the job's page limit. */
async function addPages(
  tx: Tx,
  jobId: string,
  links: DepthLink[],
  maxPages: number,
): Promise<void> {
  if (links.length === 0) return;
  // Locks the job row: concurrent chunks add pages one at a time, so the limit holds.
  await tx
    .select({ id: scrapeJobs.id })
    .from(scrapeJobs)
    .where(eq(scrapeJobs.id, jobId))
    .for('update');
  const [state] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      maxSeq: sql<number>`coalesce(max(${jobPages.seq}), -1)::int`,
    })
    .from(jobPages)
    .where(eq(jobPages.jobId, jobId));
  const room = maxPages - (state?.n ?? 0);
  if (room <= 0) return;
  const existing = new Set(
    (
      await tx
        .select({ url: jobPages.url })
        .from(jobPages)
        .where(
          and(
            eq(jobPages.jobId, jobId),
            inArray(
              jobPages.url,
              links.map((link) => link.url),
            ),
          ),
        )
    ).map((row) => row.url),
  );
  const fresh = links.filter((link) => !existing.has(link.url)).slice(0, room);
  if (fresh.length === 0) return;
  let seq = state?.maxSeq ?? -1;
  await tx
    .insert(jobPages)
    .values(
      fresh.map((link) => ({
        jobId,
        url: link.url,
        depth: link.depth,
        kind: link.kind satisfies PageKind,
        seq: (seq += 1),
      })),
    )
    .onConflictDoNothing();
}

async function recordFailure(
  runtime: JobRuntime,
  job: JobRow,
  page: typeof jobPages.$inferSelect,
  message: string,
  refused: boolean,
): Promise<void> {
  const { db } = runtime.database;
  const entry = { message, url: page.url, timestamp: new Date().toISOString() };
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(jobPages)
      .set({ status: refused ? 'skipped' : 'failed', error: message, finishedAt: new Date() })
      .where(
        and(eq(jobPages.jobId, job.id), eq(jobPages.url, page.url), eq(jobPages.status, 'pending')),
      )
      .returning({ url: jobPages.url });
    if (!claimed) return;
    await tx
      .update(scrapeJobs)
      .set({
        processedPages: sql`${scrapeJobs.processedPages} + 1`,
        // Keep the first 100 errors; a long crawl of a broken site must not grow the row without end.
        errors: sql`case when jsonb_array_length(${scrapeJobs.errors}) < 100 then ${scrapeJobs.errors} || ${JSON.stringify([entry])}::jsonb else ${scrapeJobs.errors} end`,
      })
      .where(eq(scrapeJobs.id, job.id));
  });
  await runtime.signals.publish({ type: 'job_progress', jobId: job.id });
}
