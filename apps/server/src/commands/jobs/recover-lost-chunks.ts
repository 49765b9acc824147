import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import { scheduleChunks } from './schedule-chunks.js';

/**
 * Chunks claimed by a worker that has given no sign of life for `lostSeconds` (killed, or its
 * machine gone) are abandoned, their unfinished pages chunked afresh for the live workers. The
 * lost worker's queue job later finds its chunk abandoned and does nothing. Pages it had finished
 * stay finished, so nothing is repeated but fetches it had in flight.
 *
 * Chunks left queued for long are sent to the queue again, or handed on when the worker that took
 * them from the queue died before claiming them; stalled jobs are chunked afresh (see below).
 *
 * @returns the jobs whose chunks were handed on or sent again
 */
export async function recoverLostChunks(
  runtime: JobRuntime,
  lostSeconds: number,
): Promise<string[]> {
  const abandoned = await rowsOf<{ job_id: string }>(
    runtime.database.db,
    sql`
    with lost as (
      update job_chunks c set status = 'abandoned', finished_at = now()
      from scrape_jobs j
      where j.id = c.job_id and j.status = 'processing'
        and c.status in ('running', 'draining')
        and not exists (
          select 1 from job_workers w
          where w.name = c.claimed_by and w.seen_at > now() - make_interval(secs => ${lostSeconds}::int)
        )
      returning c.job_id, c.index
    ), freed as (
      update job_pages p set chunk = null
      from lost
      where p.job_id = lost.job_id and p.chunk = lost.index and p.status = 'pending'
    )
    select distinct job_id from lost`,
  );
  const jobs = abandoned.map((row) => row.job_id);
  for (const jobId of jobs) await scheduleChunks(runtime, jobId);

  // Chunks still queued a while after they were recorded: at most a few per job.
  const waiting = await rowsOf<{ job_id: string; index: number; old: boolean; now: Date }>(
    runtime.database.db,
    sql`
    select c.job_id, c.index, now() as now,
           c.created_at < now() - make_interval(secs => ${lostSeconds * 4}::int) as old
      from job_chunks c join scrape_jobs j on j.id = c.job_id
     where j.status = 'processing' and c.status = 'queued'
       and c.created_at < now() - make_interval(secs => ${lostSeconds}::int)`,
  );
  const unsent: string[] = [];
  const untaken: string[] = [];
  for (const { job_id: jobId, index, old, now } of waiting) {
    const standing = await runtime.queue.standing({ jobId, chunk: index });
    if (standing.kind === 'unsent' && old) {
      // A chunk is recorded, then sent to the queue: a process that died in between left it
      // queued with no queue job. Sending it again is harmless: a chunk has one queue id.
      await runtime.queue.enqueue({ jobId, chunk: index });
      unsent.push(jobId);
    } else if (
      standing.kind === 'taken' &&
      new Date(now).getTime() - standing.since.getTime() > lostSeconds * 1000
    ) {
      // Taken from the queue but never claimed: a live worker claims a chunk within moments of
      // taking it, so its taker died in between, and the queue would hold it until its time limit.
      if (await abandonQueuedChunk(runtime, jobId, index)) untaken.push(jobId);
    }
  }
  for (const jobId of new Set(untaken)) await scheduleChunks(runtime, jobId);

  // A processing job with pages to do, no chunk to do them and no change for a while: a process
  // died between two of its steps (after abandoning a chunk above, after a start, during a
  // one-page scrape). Its pending pages are chunked afresh.
  const stalled = await rowsOf<{ id: string }>(
    runtime.database.db,
    sql`
    select j.id from scrape_jobs j
    where j.status = 'processing'
      and j.updated_at < now() - make_interval(secs => ${lostSeconds * 4}::int)
      and not exists (
        select 1 from job_chunks c
        where c.job_id = j.id and c.status in ('queued', 'running', 'draining'))
      and exists (select 1 from job_pages p where p.job_id = j.id and p.status = 'pending')`,
  );
  for (const { id } of stalled) {
    await runtime.database.db.execute(
      sql`update job_pages set chunk = null where job_id = ${id}::uuid and status = 'pending'`,
    );
    await scheduleChunks(runtime, id);
  }
  return [...new Set([...jobs, ...unsent, ...untaken, ...stalled.map((row) => row.id)])];
}

/** Abandons a chunk still queued and frees its unfinished pages; false if it moved on meanwhile. */
async function abandonQueuedChunk(
  runtime: JobRuntime,
  jobId: string,
  index: number,
): Promise<boolean> {
  const rows = await rowsOf<{ index: number }>(
    runtime.database.db,
    sql`
    with gone as (
      update job_chunks set status = 'abandoned', finished_at = now()
      where job_id = ${jobId}::uuid and index = ${index} and status = 'queued'
      returning job_id, index
    ), freed as (
      update job_pages p set chunk = null
      from gone
      where p.job_id = gone.job_id and p.chunk = gone.index and p.status = 'pending'
    )
    select index from gone`,
  );
  return rows.length > 0;
}
