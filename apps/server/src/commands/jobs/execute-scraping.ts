import {
  DEFAULT_INSTRUCTION,
  JobOptionsSchema,
  type CapturedItem,
  type ExecuteScrapingBody,
  type JobEstimate,
} from '@gleaner/shared';
import { planProblem } from '@gleaner/scraper';
import { and, eq } from 'drizzle-orm';
import { jobPages, scrapeJobs, scrapedData } from '../../db/schema.js';
import { AppError, BadRequestError, ConflictError } from '../../errors.js';
import { ownerColumns, type JobOwner } from '../../jobs/job-owner.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import { checkJobBudget } from './job-limits.js';
import { itemId } from './page-results.js';
import { checkRunningCap, withRunningSlot, type RunningCap } from './running-cap.js';
import { countUsage } from './usage.js';

/** The target page could not be scraped: the person's input, not our server, is at fault. */
export class ScrapeFailedError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(422, message, 'SCRAPE_FAILED', options);
  }
}

/**
 * Scrapes one page now and keeps it as a completed job, so it shows in the history. It runs as
 * a job, so it counts against `cap` (429 when the requester has as many running as allowed).
 */
export async function executeScraping(
  runtime: JobRuntime,
  owner: JobOwner | null,
  body: ExecuteScrapingBody,
  cap?: RunningCap,
): Promise<{
  jobId: string;
  results: CapturedItem[];
  engine: 'http' | 'browser';
  warnings: string[];
  estimate: JobEstimate | null;
}> {
  const problem = planProblem(body.plan, body.selectors);
  if (problem) throw new BadRequestError(problem);
  const { db } = runtime.database;
  if (cap) await checkRunningCap(db, cap);
  const plan = {
    ...body.plan,
    ...(body.selectors?.length ? { selectors: body.selectors } : {}),
    follow: 'none' as const,
  };
  const options = JobOptionsSchema.parse({
    maxPages: 1,
    maxDepth: 0,
    render: body.render ?? 'auto',
  });
  // A job's budget check, before anything is stored: a signed-in person's page that would pass
  // what is left of a budget asks for confirmation (402), and none is read once one is reached.
  const estimate = runtime.limits
    ? await checkJobBudget(
        { database: runtime.database, prices: runtime.limits.prices },
        owner?.kind === 'user' ? owner.userId : null,
        // One page, whatever a plan made for a whole list expects.
        { options },
        { confirmed: body.confirm_over_budget === true, startsNow: true },
      )
    : null;
  const now = new Date();
  const [job] = await withRunningSlot(db, cap, (tx) =>
    tx
      .insert(scrapeJobs)
      .values({
        ...ownerColumns(owner),
        ...(cap ? { requester: cap.requester } : {}),
        status: 'processing',
        url: body.url,
        instruction: body.instruction?.trim() || DEFAULT_INSTRUCTION,
        plan,
        options,
        startedAt: now,
        runStartedAt: now,
        totalPages: 1,
      })
      .returning(),
  );
  if (!job) throw new Error('insert returned no row');
  await db
    .insert(jobPages)
    .values({ jobId: job.id, url: body.url, depth: 0, kind: 'start', seq: 0 });
  // A job counts when it starts, as a streaming job does, whether or not its page can be read.
  if (owner?.kind === 'user') await countUsage(db, owner.userId, { jobs: 1 });
  await runtime.signals.publish({ type: 'job_created', jobId: job.id });
  await runtime.signals.publish({ type: 'job_started', jobId: job.id });

  // Registered like a chunk's pages, so Cancel (from any process) stops the fetch.
  const controller = new AbortController();
  const mine = runtime.running.get(job.id) ?? new Set<AbortController>();
  mine.add(controller);
  runtime.running.set(job.id, mine);
  try {
    const outcome = await runtime.processor.process(
      { url: body.url, kind: 'start' },
      { id: job.id, url: body.url, plan, options },
      controller.signal,
    );
    if (controller.signal.aborted) throw new CancelledMidway();
    const results = outcome.items.map((item, position) => ({
      ...item,
      id: itemId(job.id, body.url, position),
    }));
    await db.transaction(async (tx) => {
      const [completed] = await tx
        .update(scrapeJobs)
        .set({
          status: 'completed',
          completedAt: new Date(),
          processedPages: 1,
          totalResults: results.length,
          currentChunk: 1,
          totalChunks: 1,
        })
        .where(and(eq(scrapeJobs.id, job.id), eq(scrapeJobs.status, 'processing')))
        .returning({ id: scrapeJobs.id });
      // Cancelled just as the page came in: the page stays unread, for Resume.
      if (!completed) throw new CancelledMidway();
      if (results.length > 0) {
        await tx
          .insert(scrapedData)
          .values(
            results.map((item, position) => ({
              id: item.id,
              jobId: job.id,
              type: item.type,
              selector: item.selector,
              content: item.content,
              confidence: item.confidence,
              metadata: { timestamp: item.timestamp },
              url: item.url,
              seq: position,
            })),
          )
          // Ids are derived from job, page and position: a copy stored by a worker that took the
          // page over (a very slow call seen as stalled) is the same item.
          .onConflictDoNothing();
      }
      await tx
        .update(jobPages)
        // How it was read prices it (a page rendered in Chromium costs more), as a job's pages.
        .set({ status: 'done', finishedAt: new Date(), engine: outcome.engine })
        .where(eq(jobPages.jobId, job.id));
    });
    if (owner?.kind === 'user')
      await countUsage(db, owner.userId, { pages: 1, items: results.length });
    await runtime.signals.publish({
      type: 'job_completed',
      jobId: job.id,
      results: results.length ? [[0, results.length - 1]] : [],
    });
    return {
      jobId: job.id,
      results,
      engine: outcome.engine,
      warnings: outcome.warnings,
      estimate,
    };
  } catch (error) {
    if (error instanceof CancelledMidway || controller.signal.aborted) {
      throw new ConflictError(
        'The job was cancelled before the page was read; Resume it to read the page.',
      );
    }
    await failJob(runtime, job.id, body.url, error);
    throw new ScrapeFailedError(`Scraping failed: ${errorText(error)}`, { cause: error });
  } finally {
    mine.delete(controller);
    if (mine.size === 0) runtime.running.delete(job.id);
    await runtime.processor.endJob(job.id);
  }
}

/** Thrown when a Cancel lands while the page is being read. */
class CancelledMidway extends Error {}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The page failed: the job says why, and Resume tries the page again (it is marked failed). */
async function failJob(runtime: JobRuntime, jobId: string, url: string, error: unknown) {
  const reason = errorText(error);
  const entry = { message: reason, url, timestamp: new Date().toISOString() };
  const { db } = runtime.database;
  const failed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(scrapeJobs)
      .set({
        status: 'failed',
        completedAt: new Date(),
        processedPages: 1,
        errorMessage: reason,
        errors: [entry],
      })
      .where(and(eq(scrapeJobs.id, jobId), eq(scrapeJobs.status, 'processing')))
      .returning({ id: scrapeJobs.id });
    if (!row) return false;
    await tx
      .update(jobPages)
      .set({ status: 'failed', error: reason, finishedAt: new Date() })
      .where(eq(jobPages.jobId, jobId));
    return true;
  });
  if (failed) await runtime.signals.publish({ type: 'job_failed', jobId });
}
