import {
  DEFAULT_INSTRUCTION,
  JobOptionsSchema,
  type CapturedItem,
  type ExecuteScrapingBody,
} from '@gleaner/shared';
import { eq } from 'drizzle-orm';
import { jobPages, scrapeJobs, scrapedData } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { ownerColumns, type JobOwner } from '../../jobs/job-owner.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import { itemId } from './page-results.js';
import { countUsage } from './usage.js';

/** The target page could not be scraped: the person's input, not our server, is at fault. */
export class ScrapeFailedError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(422, message, 'SCRAPE_FAILED', options);
  }
}

/** Scrapes one page now and keeps it as a completed job, so it shows in the history. */
export async function executeScraping(
  runtime: JobRuntime,
  owner: JobOwner | null,
  body: ExecuteScrapingBody,
): Promise<{
  jobId: string;
  results: CapturedItem[];
  engine: 'http' | 'browser';
  warnings: string[];
}> {
  const { db } = runtime.database;
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
  const now = new Date();
  const [job] = await db
    .insert(scrapeJobs)
    .values({
      ...ownerColumns(owner),
      status: 'processing',
      url: body.url,
      instruction: body.instruction?.trim() || DEFAULT_INSTRUCTION,
      plan,
      options,
      startedAt: now,
      runStartedAt: now,
      totalPages: 1,
    })
    .returning();
  if (!job) throw new Error('insert returned no row');
  await db
    .insert(jobPages)
    .values({ jobId: job.id, url: body.url, depth: 0, kind: 'start', seq: 0 });
  await runtime.signals.publish({ type: 'job_started', jobId: job.id });

  const controller = new AbortController();
  try {
    const outcome = await runtime.processor.process(
      { url: body.url, kind: 'start' },
      { url: body.url, plan, options },
      controller.signal,
    );
    const results = outcome.items.map((item, position) => ({
      ...item,
      id: itemId(job.id, body.url, position),
    }));
    await db.transaction(async (tx) => {
      if (results.length > 0) {
        await tx.insert(scrapedData).values(
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
        );
      }
      await tx
        .update(jobPages)
        .set({ status: 'done', finishedAt: new Date() })
        .where(eq(jobPages.jobId, job.id));
      await tx
        .update(scrapeJobs)
        .set({
          status: 'completed',
          completedAt: new Date(),
          processedPages: 1,
          totalResults: results.length,
          currentChunk: 1,
          totalChunks: 1,
        })
        .where(eq(scrapeJobs.id, job.id));
    });
    if (owner?.kind === 'user')
      await countUsage(db, owner.userId, { jobs: 1, pages: 1, items: results.length });
    await runtime.signals.publish({
      type: 'job_completed',
      jobId: job.id,
      results: results.length ? [[0, results.length - 1]] : [],
    });
    return { jobId: job.id, results, engine: outcome.engine, warnings: outcome.warnings };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const entry = { message: reason, url: body.url, timestamp: new Date().toISOString() };
    await db
      .update(scrapeJobs)
      .set({
        status: 'failed',
        completedAt: new Date(),
        processedPages: 1,
        errorMessage: reason,
        errors: [entry],
      })
      .where(eq(scrapeJobs.id, job.id));
    await runtime.signals.publish({ type: 'job_failed', jobId: job.id });
    throw new ScrapeFailedError(`Scraping failed: ${reason}`, { cause: error });
  }
}
