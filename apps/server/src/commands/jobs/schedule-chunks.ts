import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { jobChunks, jobPages, scrapeJobs } from '../../db/schema.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';

type Outcome =
  | { kind: 'none' }
  | { kind: 'queued'; chunks: number[] }
  | { kind: 'finished'; status: 'completed' | 'failed' };

/**
 * Moves a processing job forward: turns unassigned pending pages into chunks (up to the job's
 * share of active chunks) and queues them, or, when nothing is pending or running, finishes it.
 * The job row is locked for the decision, so two workers finishing chunks at once agree.
 */
export async function scheduleChunks(runtime: JobRuntime, jobId: string): Promise<void> {
  const { chunkPages, activeChunksPerJob } = runtime.settings;
  const outcome = await runtime.database.db.transaction(async (tx): Promise<Outcome> => {
    const [job] = await tx.select().from(scrapeJobs).where(eq(scrapeJobs.id, jobId)).for('update');
    if (!job || job.status !== 'processing') return { kind: 'none' };
    const [active] = await tx
      .select({ n: count() })
      .from(jobChunks)
      .where(and(eq(jobChunks.jobId, jobId), inArray(jobChunks.status, ['queued', 'running'])));
    const room = activeChunksPerJob - (active?.n ?? 0);
    const pending =
      room <= 0
        ? []
        : await tx
            .select({ url: jobPages.url })
            .from(jobPages)
            .where(
              and(
                eq(jobPages.jobId, jobId),
                eq(jobPages.status, 'pending'),
                isNull(jobPages.chunk),
              ),
            )
            .orderBy(asc(jobPages.seq))
            .limit(room * chunkPages);
    if (pending.length === 0) {
      if ((active?.n ?? 0) > 0) return { kind: 'none' };
      const [failed] = await tx
        .select({ n: count() })
        .from(jobPages)
        .where(and(eq(jobPages.jobId, jobId), eq(jobPages.status, 'failed')));
      // Nothing captured and every page failed: the job failed (an unreachable site, say).
      const allFailed =
        job.totalResults === 0 && (failed?.n ?? 0) > 0 && (failed?.n ?? 0) >= job.processedPages;
      const errors = Array.isArray(job.errors) ? (job.errors as { message: string }[]) : [];
      await tx
        .update(scrapeJobs)
        .set({
          status: allFailed ? 'failed' : 'completed',
          completedAt: new Date(),
          errorMessage: allFailed ? (errors[0]?.message ?? 'Every page failed') : null,
        })
        .where(eq(scrapeJobs.id, jobId));
      return { kind: 'finished', status: allFailed ? 'failed' : 'completed' };
    }
    const chunks: number[] = [];
    for (let start = 0; start < pending.length; start += chunkPages) {
      const index = job.totalChunks + chunks.length;
      const urls = pending.slice(start, start + chunkPages).map((p) => p.url);
      await tx.insert(jobChunks).values({ jobId, index, status: 'queued', pages: urls.length });
      await tx
        .update(jobPages)
        .set({ chunk: index })
        .where(and(eq(jobPages.jobId, jobId), inArray(jobPages.url, urls)));
      chunks.push(index);
    }
    await tx
      .update(scrapeJobs)
      .set({ totalChunks: sql`${scrapeJobs.totalChunks} + ${chunks.length}` })
      .where(eq(scrapeJobs.id, jobId));
    return { kind: 'queued', chunks };
  });

  if (outcome.kind === 'queued') {
    for (const chunk of outcome.chunks) await runtime.queue.enqueue({ jobId, chunk });
  } else if (outcome.kind === 'finished') {
    await runtime.signals.publish({
      type: outcome.status === 'completed' ? 'job_completed' : 'job_failed',
      jobId,
    });
  }
}
