import { setMaxListeners } from 'node:events';
import {
  JobOptionsSchema,
  JobPlanSchema,
  type DocumentReading,
  type JobOptions,
  type JobPlan,
} from '@gleaner/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.js';
import { jobChunks, jobPages, scrapeJobs, UNFINISHED_CHUNK } from '../../db/schema.js';
import type { ChunkMessage } from '../../jobs/chunk-queue.js';
import { WorkerStopping, type JobRuntime } from '../../jobs/job-runtime.js';
import { PROCESS_NAME } from '../../jobs/process-name.js';
import { ReadingReporter } from '../../jobs/reading-reporter.js';
import type { BudgetMeter } from './budget-meter.js';
import { enforceJobLimits, maxItemsOf, openBudgetMeter, stopWhenSpent } from './job-limits.js';
import {
  carriedItems,
  conditionalSourceOf,
  rememberedPage,
  type ConditionalSource,
} from './conditional-pages.js';
import { storePageResults, type PageRef, type PageResult } from './page-results.js';
import { scheduleChunks } from './schedule-chunks.js';

const STATUS_CHECK_MS = 1000;
/** Results are written in batches: this many pages, or this long after the first waiting one. */
const FLUSH_PAGES = 64;
const FLUSH_MS = 500;

type JobRow = Pick<typeof scrapeJobs.$inferSelect, 'id' | 'userId' | 'options' | 'plan'>;
/** The job as its pages are scraped. */
interface Target {
  id: string;
  url: string;
  plan: JobPlan;
  options: JobOptions;
  /** A monitor's run: pages remembered, and asked for conditionally when a last run exists. */
  conditional: ConditionalSource | null;
}

/**
 * The queue task: scrapes the still-pending pages of one chunk, stores results and new pages
 * as it goes, then schedules what comes next. Safe to run twice: done pages are skipped and
 * results are keyed by page and position.
 */
export async function runChunk(runtime: JobRuntime, { jobId, chunk }: ChunkMessage): Promise<void> {
  const { db } = runtime.database;
  // No page-reading thread waits idle between jobs: one starts loading now, while the chunk is
  // claimed and its first pages fetched, so its pages do not wait for it.
  runtime.processor
    .warmUp()
    .catch((error: unknown) =>
      runtime.log.warn({ err: error }, 'page-reading thread warm-up failed'),
    );
  const [job] = await db
    .select({
      id: scrapeJobs.id,
      userId: scrapeJobs.userId,
      status: scrapeJobs.status,
      url: scrapeJobs.url,
      plan: scrapeJobs.plan,
      options: scrapeJobs.options,
    })
    .from(scrapeJobs)
    .where(eq(scrapeJobs.id, jobId));
  if (!job || job.status !== 'processing') return;
  if (!(await claimChunk(runtime, jobId, chunk))) return;

  const controller = new AbortController();
  // Each page in flight listens for the cancel (and is removed when done): more than Node's
  // default of ten at once is expected here, not a leak.
  setMaxListeners(runtime.settings.pageConcurrency * 2, controller.signal);
  const mine = runtime.running.get(jobId) ?? new Set<AbortController>();
  mine.add(controller);
  runtime.running.set(jobId, mine);
  // A cancel from another process reaches us by signal; this poll is the backstop. It also stops
  // a chunk that a sweep handed to other workers (this worker was taken for lost), so its pages
  // are not fetched twice.
  const watch = setInterval(() => {
    void db
      .select({ job: scrapeJobs.status, chunk: jobChunks.status })
      .from(scrapeJobs)
      .leftJoin(jobChunks, and(eq(jobChunks.jobId, scrapeJobs.id), eq(jobChunks.index, chunk)))
      .where(eq(scrapeJobs.id, jobId))
      .then(([row]) => {
        if (row?.job !== 'processing' || row.chunk === 'abandoned') controller.abort();
      })
      .catch(() => undefined);
  }, STATUS_CHECK_MS);

  // Parsed once for the chunk, not per page.
  const plan = JobPlanSchema.parse(job.plan ?? {});
  const options = JobOptionsSchema.parse(job.options);
  // Past its deadline the chunk stops (pages waiting for their turn at a slow site included) and
  // its unfinished pages are chunked afresh, so it never runs into the queue's time limit.
  const deadline = setTimeout(
    () => controller.abort(new ChunkDeadline()),
    runtime.settings.chunkDeadlineMs,
  );
  const writer = acquireWriter(runtime, job);
  const stored: Promise<Stored>[] = [];
  // Documents its pages read, page by page, shown while the job runs (a large PDF takes a while).
  const reading = new ReadingReporter((now) => {
    runtime.signals
      .publish({ type: 'job_progress', jobId, reading: now })
      .catch((error: unknown) => runtime.log.warn({ err: error, jobId }, 'reading not published'));
  });
  let meter: BudgetMeter | null = null;
  try {
    // One meter per job in this process, shared by its chunks as the writer is.
    meter = writer.meter ??= openBudgetMeter(runtime, { ...job, options });
    const target: Target = {
      id: job.id,
      url: job.url,
      plan,
      options,
      conditional: await writer.conditional(),
    };
    const pages = await db
      .select({
        url: jobPages.url,
        kind: jobPages.kind,
        depth: jobPages.depth,
        seq: jobPages.seq,
      })
      .from(jobPages)
      .where(
        and(eq(jobPages.jobId, jobId), eq(jobPages.chunk, chunk), eq(jobPages.status, 'pending')),
      )
      .orderBy(asc(jobPages.seq));
    let next = 0;
    let draining: Promise<void> | undefined;
    const workers = Array.from(
      { length: Math.min(runtime.settings.pageConcurrency, pages.length) },
      async () => {
        while (!controller.signal.aborted && next < pages.length) {
          // Before each page: its price must fit what is left of the budget, else it stays pending.
          if (meter && !(await meter.take())) break;
          const page = pages[next++];
          if (!page) {
            await meter?.settle(null);
            continue;
          }
          if (next === pages.length) draining = startDraining(runtime, jobId, chunk);
          const result = await scrapePage(
            runtime,
            target,
            page,
            controller.signal,
            reading.forPage(page.url),
          );
          const held = (await meter?.settle(result?.ok ? result.engine : null)) ?? 0;
          if (!result) continue;
          const storing = writer.add(result);
          stored.push(storing);
          if (meter && held > 0) releaseWhenStored(runtime, meter, storing, jobId, held);
        }
      },
    );
    await Promise.all(workers);
    await draining;
  } finally {
    clearInterval(watch);
    clearTimeout(deadline);
    reading.close();
    mine.delete(controller);
    if (mine.size === 0) runtime.running.delete(jobId);
    await releaseWriter(runtime, writer, jobId, stored);
  }
  const stoppedBy: unknown = controller.signal.aborted ? controller.signal.reason : undefined;
  // Stopped with the process: throw, so the queue hands the chunk out again.
  if (stoppedBy instanceof WorkerStopping) throw stoppedBy;
  // Cancelled, or the job failed: nothing more to schedule.
  if (stoppedBy !== undefined && !(stoppedBy instanceof ChunkDeadline)) return;
  // The budget ran out before a page: with the pages in flight stored, the job stops at it.
  const spent = Boolean(meter?.exhausted && job.userId);
  if (meter && job.userId && spent && (await stopWhenSpent(runtime, jobId, job.userId, meter)))
    return;
  await scheduleChunks(runtime, jobId, {
    chunk,
    status: 'done',
    // Pages left unread for want of budget go on once money turned out to be left after all.
    leftOver: stoppedBy instanceof ChunkDeadline || spent,
  });
}

/**
 * Once a page's results are stored (or failed to be), its budget hold is released: from then on
 * the spending read from the pages counts it.
 */
function releaseWhenStored(
  runtime: JobRuntime,
  meter: BudgetMeter,
  storing: Promise<Stored>,
  jobId: string,
  held: number,
): void {
  // Pages stored in one batch share its promise: their holds go back in one statement once it
  // is stored, not one each (a signed-in person's job made a round trip per page for this).
  const waiting = heldByBatch.get(storing);
  if (waiting) {
    waiting.held += held;
    return;
  }
  const batch = { held };
  heldByBatch.set(storing, batch);
  storing
    .then(() => meter.release(batch.held))
    .catch((error: unknown) => runtime.log.warn({ err: error, jobId }, 'budget hold not released'));
}

/** What the pages of each write batch hold, until the batch is stored (see releaseWhenStored). */
const heldByBatch = new WeakMap<Promise<Stored>, { held: number }>();

/** The abort reason when a chunk has run for its allotted time. */
class ChunkDeadline extends Error {
  constructor() {
    super('The chunk ran out of time; its unfinished pages go to new chunks');
    this.name = 'ChunkDeadline';
  }
}

/**
 * Takes the chunk, only while it is unfinished (a chunk done, or abandoned by a resume, is left
 * alone), and moves the job's current chunk on, in one statement.
 */
async function claimChunk(runtime: JobRuntime, jobId: string, chunk: number): Promise<boolean> {
  const unfinished = sql.join(
    UNFINISHED_CHUNK.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await rowsOf<{ claimed: number }>(
    runtime.database.db,
    sql`
    with claimed as (
      update job_chunks set status = 'running', claimed_by = ${PROCESS_NAME}
      where job_id = ${jobId}::uuid and index = ${chunk}::int and status in (${unfinished})
      returning index
    ), moved as (
      update scrape_jobs set current_chunk = greatest(current_chunk, ${chunk + 1}::int)
      where id = ${jobId}::uuid and exists (select 1 from claimed)
    )
    select count(*)::int as claimed from claimed`,
  );
  return (row?.claimed ?? 0) > 0;
}

/**
 * Every page of the chunk is handed out: give up its active slot and queue the next chunk now,
 * so the job's pages keep flowing while this chunk's last ones finish. Best effort: if it fails,
 * the next chunk is queued when this one ends, as without it.
 */
async function startDraining(runtime: JobRuntime, jobId: string, chunk: number): Promise<void> {
  try {
    await scheduleChunks(runtime, jobId, { chunk, status: 'draining' });
  } catch (error) {
    runtime.log.warn({ err: error, jobId, chunk }, 'next chunk not queued early');
  }
}

/** Fetches and extracts one page; null when cancelled midway (the page stays pending). */
async function scrapePage(
  runtime: JobRuntime,
  { id: jobId, conditional, ...job }: Target,
  page: PageRef,
  signal: AbortSignal,
  onReading: (reading: DocumentReading | null) => void,
): Promise<PageResult | null> {
  const { options } = job;
  const { db } = runtime.database;
  try {
    const previousJobId = conditional?.previousJobId ?? null;
    const last = previousJobId ? await rememberedPage(db, previousJobId, page.url) : null;
    const outcome = await runtime.processor.process(
      { url: page.url, kind: page.kind, conditional: last?.validators },
      { id: jobId, ...job },
      signal,
      onReading,
    );
    // A page read in full is kept when the chunk only ran out of time; a cancel drops it.
    if (signal.aborted && !(signal.reason instanceof ChunkDeadline)) return null;
    // Unchanged since the last run (304): its items and links are the last run's, not re-read.
    const notModified = outcome.notModified === true && last !== null && previousJobId !== null;
    const found = notModified ? last.links : outcome.links;
    const items = notModified
      ? await carriedItems(db, previousJobId, { ...page, seq: last.seq }, job.plan)
      : outcome.items;
    // Next-page links stay at the same depth: a list's length is bounded by maxPages, not maxDepth.
    const links = found
      .map((link) => ({ ...link, depth: link.kind === 'list' ? page.depth : page.depth + 1 }))
      .filter((link) => link.depth <= options.maxDepth);
    return {
      page,
      ok: true,
      items,
      links,
      engine: outcome.engine,
      ...(conditional && {
        remember: { validators: outcome.validators ?? {}, links: found, notModified },
      }),
    };
  } catch (error) {
    if (signal.aborted) return null;
    const message = error instanceof Error ? error.message : String(error);
    runtime.log.info({ jobId, url: page.url, reason: message }, 'page not scraped');
    return {
      page,
      ok: false,
      message,
      refused: (error as { code?: unknown }).code === 'ROBOTS_DISALLOWED',
    };
  }
}

type Stored = { ok: true } | { ok: false; error: unknown };

/**
 * Collects a job's page results and writes them in batches, one batch at a time, in order.
 * All chunks of the job running in this process share one, so they make one transaction per
 * batch between them instead of one each.
 */
class JobResultWriter {
  #batch = JobResultWriter.#newBatch();
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  /** Chunks of this process using it. */
  users = 0;
  /** The job's budget meter in this process, opened by its first chunk. */
  meter: BudgetMeter | null | undefined;
  #conditional: Promise<ConditionalSource | null> | undefined;
  readonly #maxPages: number;
  readonly #recordKey: string | null;

  constructor(
    private readonly runtime: JobRuntime,
    private readonly job: JobRow,
  ) {
    this.#maxPages = JobOptionsSchema.parse(job.options).maxPages;
    this.#recordKey = JobPlanSchema.safeParse(job.plan ?? {}).data?.recordKey ?? null;
  }

  static #newBatch() {
    let settle: (stored: Stored) => void = () => undefined;
    const stored = new Promise<Stored>((resolve) => (settle = resolve));
    return { results: [] as PageResult[], stored, settle };
  }

  /**
   * Whether the job is a monitor's run, and which last run its pages are asked against: fixed
   * while the job runs, so looked up by its first chunk in this process, not by every chunk.
   */
  conditional(): Promise<ConditionalSource | null> {
    this.#conditional ??= conditionalSourceOf(this.runtime.database.db, this.job.id).catch(
      (error: unknown) => {
        this.#conditional = undefined;
        throw error;
      },
    );
    return this.#conditional;
  }

  /** Queues a result; settles once the batch holding it is stored (or failed to be). */
  add(result: PageResult): Promise<Stored> {
    const batch = this.#batch;
    batch.results.push(result);
    if (batch.results.length >= FLUSH_PAGES) this.flush();
    else this.#timer ??= setTimeout(() => this.flush(), FLUSH_MS);
    return batch.stored;
  }

  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#batch;
    if (batch.results.length === 0) return;
    this.#batch = JobResultWriter.#newBatch();
    this.#writing = this.#writing.then(() =>
      storePageResults(
        this.runtime,
        this.job.id,
        this.job.userId,
        this.#maxPages,
        batch.results,
        maxItemsOf(this.runtime.limits),
        this.#recordKey,
      )
        .then((totalResults) =>
          // A limit reached stops the job; a failure to look is logged, the pages are stored.
          enforceJobLimits(this.runtime, this.job.id, this.job.userId, totalResults).catch(
            (error: unknown) =>
              this.runtime.log.warn({ err: error, jobId: this.job.id }, 'job limits not checked'),
          ),
        )
        .then(() => batch.settle({ ok: true }))
        .catch((error: unknown) => batch.settle({ ok: false, error })),
    );
  }
}

const writers = new WeakMap<JobRuntime, Map<string, JobResultWriter>>();

function acquireWriter(runtime: JobRuntime, job: JobRow): JobResultWriter {
  let byJob = writers.get(runtime);
  if (!byJob) writers.set(runtime, (byJob = new Map<string, JobResultWriter>()));
  let writer = byJob.get(job.id);
  if (!writer) byJob.set(job.id, (writer = new JobResultWriter(runtime, job)));
  writer.users += 1;
  return writer;
}

/** Writes what is waiting and waits for `stored`; rethrows a failed write so the queue retries the chunk. */
async function releaseWriter(
  runtime: JobRuntime,
  writer: JobResultWriter,
  jobId: string,
  stored: Promise<Stored>[],
): Promise<void> {
  writer.flush();
  const outcomes = await Promise.all(stored);
  writer.users -= 1;
  if (writer.users === 0) writers.get(runtime)?.delete(jobId);
  const failed = outcomes.find((outcome) => !outcome.ok);
  if (failed && !failed.ok)
    throw failed.error instanceof Error
      ? failed.error
      : new Error('Storing page results failed', { cause: failed.error });
}
