import { and, asc, between, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { jobChunks, jobPages, scrapeJobs, UNFINISHED_CHUNK } from '../../db/schema.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';

type Outcome =
  | { kind: 'none' }
  | { kind: 'queued'; chunks: number[] }
  | { kind: 'finished'; status: 'completed' | 'failed' };

/** A chunk's new state, written in the same transaction as the decision it leads to. */
export interface ChunkSettled {
  chunk: number;
  /** `draining`: every page is handed out; `done`: every page is finished. */
  status: 'draining' | 'done';
  /** Done before taking all its pages (past its deadline): the rest are chunked afresh. */
  leftOver?: boolean;
}

/**
 * Moves a processing job forward: turns unassigned pending pages into chunks (up to the job's
 * share of active chunks; a draining chunk holds no share) and queues them, or, when nothing is
 * pending or in flight, finishes it. `settled` is recorded first, in the same transaction (each
 * commit costs PGlite a few milliseconds).
 * The job row is locked for the decision, so two workers finishing chunks at once agree.
 */
export async function scheduleChunks(
  runtime: JobRuntime,
  jobId: string,
  settled?: ChunkSettled,
): Promise<void> {
  const { chunkPages, activeChunksPerJob } = runtime.settings;
  const outcome = await runtime.database.db.transaction(async (tx): Promise<Outcome> => {
    if (settled) {
      const chunk = and(eq(jobChunks.jobId, jobId), eq(jobChunks.index, settled.chunk));
      await (settled.status === 'done'
        ? tx.update(jobChunks).set({ status: 'done', finishedAt: new Date() }).where(chunk)
        : tx
            .update(jobChunks)
            .set({ status: 'draining' })
            .where(and(chunk, eq(jobChunks.status, 'running'))));
      if (settled.leftOver)
        await tx
          .update(jobPages)
          .set({ chunk: null })
          .where(
            and(
              eq(jobPages.jobId, jobId),
              eq(jobPages.chunk, settled.chunk),
              eq(jobPages.status, 'pending'),
            ),
          );
    }
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
            .select({ seq: jobPages.seq })
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
    const chunks: { index: number; first: number; last: number; pages: number }[] = [];
    for (let start = 0; start < pending.length; start += size) {
      const pages = pending.slice(start, start + size);
      chunks.push({
        index: job.totalChunks + chunks.length,
        first: pages[0]?.seq ?? 0,
        last: pages.at(-1)?.seq ?? 0,
        pages: pages.length,
      });
    }
    await tx
      .insert(jobChunks)
      .values(
        chunks.map(({ index, pages }) => ({ jobId, index, status: 'queued' as const, pages })),
      );
    // The picked pages are the first unassigned pending ones by seq, and the job row is locked
    // (new pages only ever get higher seqs), so a seq range selects exactly a chunk's pages, by
    // the (job, status, seq) index rather than a scan of the whole job.
    for (const { index, first, last } of chunks)
      await tx
        .update(jobPages)
        .set({ chunk: index })
        .where(
          and(
            eq(jobPages.jobId, jobId),
            eq(jobPages.status, 'pending'),
            isNull(jobPages.chunk),
            between(jobPages.seq, first, last),
          ),
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
