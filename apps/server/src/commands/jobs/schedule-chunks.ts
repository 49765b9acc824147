import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { jobChunks, jobPages, scrapeJobs, UNFINISHED_CHUNK } from '../../db/schema.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';

type Outcome =
  | { kind: 'none' }
  | { kind: 'queued'; chunks: number[] }
  | { kind: 'finished'; status: 'completed' | 'failed' };

/**
 * Moves a processing job forward: turns unassigned pending pages into chunks (up to the job's
 * share of active chunks; a draining chunk holds no share) and queues them, or, when nothing is
 * pending or in flight, finishes it.
 * The job row is locked for the decision, so two workers finishing chunks at once agree.
 */
export async function scheduleChunks(runtime: JobRuntime, jobId: string): Promise<void> {
  const { chunkPages, activeChunksPerJob } = runtime.settings;
  const outcome = await runtime.database.db.transaction(async (tx): Promise<Outcome> => {
    const [job] = await tx
      .select({
        status: scrapeJobs.status,
        totalChunks: scrapeJobs.totalChunks,
        totalResults: scrapeJobs.totalResults,
        processedPages: scrapeJobs.processedPages,
        errors: scrapeJobs.errors,
      })
      .from(scrapeJobs)
      .where(eq(scrapeJobs.id, jobId))
      .for('update');
    if (!job || job.status !== 'processing') return { kind: 'none' };
    const [inFlight] = await tx
      .select({
        active: sql<number>`count(*) filter (where ${jobChunks.status} in ('queued', 'running'))::int`,
        draining: sql<number>`count(*) filter (where ${jobChunks.status} = 'draining')::int`,
      })
      .from(jobChunks)
      .where(and(eq(jobChunks.jobId, jobId), inArray(jobChunks.status, UNFINISHED_CHUNK)));
    const active = inFlight?.active ?? 0;
    const room = activeChunksPerJob - active;
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
      if (active + (inFlight?.draining ?? 0) > 0) return { kind: 'none' };
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
    // Pages are spread evenly over the free slots, at most `chunkPages` each: a small frontier
    // still runs in parallel, a large one in few chunks (each costs queue and bookkeeping work).
    const size = Math.min(chunkPages, Math.ceil(pending.length / room));
    const chunks: { index: number; urls: string[] }[] = [];
    for (let start = 0; start < pending.length; start += size)
      chunks.push({
        index: job.totalChunks + chunks.length,
        urls: pending.slice(start, start + size).map((p) => p.url),
      });
    await tx.insert(jobChunks).values(
      chunks.map(({ index, urls }) => ({
        jobId,
        index,
        status: 'queued' as const,
        pages: urls.length,
      })),
    );
    const assigned = chunks.flatMap(({ index, urls }) => urls.map((url) => ({ index, url })));
    const urls = sql.param(assigned.map((a) => a.url));
    const indexes = sql.param(assigned.map((a) => a.index));
    await tx.execute(
      sql`update job_pages p set chunk = a.chunk
          from unnest(${urls}::text[], ${indexes}::int[]) as a(url, chunk)
          where p.job_id = ${jobId}::uuid and p.url = a.url`,
    );
    await tx
      .update(scrapeJobs)
      .set({ totalChunks: sql`${scrapeJobs.totalChunks} + ${chunks.length}` })
      .where(eq(scrapeJobs.id, jobId));
    return { kind: 'queued', chunks: chunks.map((chunk) => chunk.index) };
  });

  if (outcome.kind === 'queued') {
    for (const chunk of outcome.chunks) await runtime.queue.enqueue({ jobId, chunk });
  } else if (outcome.kind === 'finished') {
    runtime.knownPages.forget(jobId);
    await runtime.signals.publish({
      type: outcome.status === 'completed' ? 'job_completed' : 'job_failed',
      jobId,
    });
  }
}
