import { hostname } from 'node:os';
import { JobOptionsSchema, JobPlanSchema } from '@gleaner/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { jobChunks, jobPages, scrapeJobs } from '../../db/schema.js';
import type { ChunkMessage } from '../../jobs/chunk-queue.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import { storePageResults, type PageResult } from './page-results.js';
import { scheduleChunks } from './schedule-chunks.js';

const STATUS_CHECK_MS = 1000;
/** Results are written in batches: this many pages, or this long after the first waiting one. */
const FLUSH_PAGES = 32;
const FLUSH_MS = 250;
const PROCESS_NAME = `${hostname()}:${process.pid}`;

type JobRow = typeof scrapeJobs.$inferSelect;
type PageRow = typeof jobPages.$inferSelect;

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

  const writer = new ResultWriter(runtime, job);
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
          if (!page) continue;
          const result = await scrapePage(runtime, job, page, controller.signal);
          if (result) writer.add(result);
        }
      },
    );
    await Promise.all(workers);
  } finally {
    clearInterval(watch);
    await writer.close();
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

/** Fetches and extracts one page; null when cancelled midway (the page stays pending). */
async function scrapePage(
  runtime: JobRuntime,
  job: JobRow,
  page: PageRow,
  signal: AbortSignal,
): Promise<PageResult | null> {
  const plan = JobPlanSchema.parse(job.plan ?? {});
  const options = JobOptionsSchema.parse(job.options);
  try {
    const outcome = await runtime.processor.process(
      { url: page.url, kind: page.kind },
      { url: job.url, plan, options },
      signal,
    );
    if (signal.aborted) return null;
    // Next-page links stay at the same depth: a list's length is bounded by maxPages, not maxDepth.
    const links = outcome.links
      .map((link) => ({ ...link, depth: link.kind === 'list' ? page.depth : page.depth + 1 }))
      .filter((link) => link.depth <= options.maxDepth);
    return { page, ok: true, items: outcome.items, links };
  } catch (error) {
    if (signal.aborted) return null;
    const message = error instanceof Error ? error.message : String(error);
    runtime.log.info({ jobId: job.id, url: page.url, reason: message }, 'page not scraped');
    return {
      page,
      ok: false,
      message,
      refused: (error as { code?: unknown }).code === 'ROBOTS_DISALLOWED',
    };
  }
}

/** Collects page results and writes them in batches, one batch at a time, in order. */
class ResultWriter {
  #waiting: PageResult[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #failure: unknown;
  readonly #maxPages: number;

  constructor(
    private readonly runtime: JobRuntime,
    private readonly job: JobRow,
  ) {
    this.#maxPages = JobOptionsSchema.parse(job.options).maxPages;
  }

  add(result: PageResult): void {
    this.#waiting.push(result);
    if (this.#waiting.length >= FLUSH_PAGES) this.#flush();
    else this.#timer ??= setTimeout(() => this.#flush(), FLUSH_MS);
  }

  /** Writes what is left; rethrows a failed write so the queue retries the chunk. */
  async close(): Promise<void> {
    this.#flush();
    await this.#writing;
    const failure = this.#failure;
    if (failure)
      throw failure instanceof Error
        ? failure
        : new Error('Storing page results failed', { cause: failure });
  }

  #flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#waiting;
    this.#waiting = [];
    if (batch.length === 0) return;
    this.#writing = this.#writing
      .then(() =>
        storePageResults(this.runtime, this.job.id, this.job.userId, this.#maxPages, batch),
      )
      .catch((error: unknown) => {
        this.#failure ??= error;
      });
  }
}
