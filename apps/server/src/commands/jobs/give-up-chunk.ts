import { countOf } from '@gleaner/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { jobChunks, scrapeJobs, UNFINISHED_CHUNK } from '../../db/schema.js';
import type { ChunkMessage } from '../../jobs/chunk-queue.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';

/**
 * The queue gave a chunk up (it failed every try, or its worker vanished on the last): without
 * it the job would wait for ever, so it fails, with the reason, and Resume is offered. What was
 * captured stays; Resume chunks the unfinished pages afresh. Nothing happens if the chunk was
 * finished or abandoned meanwhile (a resume, say) or the job is no longer processing.
 */
export async function giveUpChunk(
  runtime: JobRuntime,
  { jobId, chunk }: ChunkMessage,
  reason: string,
): Promise<boolean> {
  const failed = await runtime.database.db.transaction(async (tx) => {
    const [abandoned] = await tx
      .update(jobChunks)
      .set({ status: 'abandoned', finishedAt: new Date() })
      .where(
        and(
          eq(jobChunks.jobId, jobId),
          eq(jobChunks.index, chunk),
          inArray(jobChunks.status, UNFINISHED_CHUNK),
        ),
      )
      .returning({ pages: jobChunks.pages });
    if (!abandoned) return false;
    const [job] = await tx
      .update(scrapeJobs)
      .set({
        status: 'failed',
        completedAt: new Date(),
        errorMessage: `A batch of ${countOf(abandoned.pages, 'page')} failed on every try (${reason}). What was captured is kept; Resume continues with the unfinished pages.`,
      })
      .where(and(eq(scrapeJobs.id, jobId), eq(scrapeJobs.status, 'processing')))
      .returning({ id: scrapeJobs.id });
    return job !== undefined;
  });
  if (!failed) return false;
  runtime.log.warn({ jobId, chunk, reason }, 'chunk given up; job failed');
  // Its other chunks here stop now; those in other processes see the status within a second.
  for (const controller of runtime.running.get(jobId) ?? []) controller.abort();
  runtime.knownPages.forget(jobId);
  await runtime.signals.publish({ type: 'job_failed', jobId });
  return true;
}
