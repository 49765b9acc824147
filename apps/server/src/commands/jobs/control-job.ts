import type { PageSource, PlanSteps } from '@gleaner/agent';
import {
  JobOptionsSchema,
  type CreateJobBody,
  type JobOptions,
  type PageExpectation,
  type JobStatus,
} from '@gleaner/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { jobChunks, jobPages, scrapeJobs, UNFINISHED_CHUNK } from '../../db/schema.js';
import { compileGlob, planProblem } from '@gleaner/scraper';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.js';
import type { JobOwner } from '../../jobs/job-owner.js';
import { ownedJob, ownerColumns } from '../../jobs/job-owner.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import { planJob } from './plan-job.js';
import { checkRunningCap, withRunningSlot, type RunningCap } from './running-cap.js';
import { scheduleChunks } from './schedule-chunks.js';
import { countUsage } from './usage.js';

type JobRow = typeof scrapeJobs.$inferSelect;

/**
 * Makes a job. One given only a sentence (no plan) is planned now by the agent, so an API caller
 * who writes "every product with name and price" gets records; when the agent cannot plan it,
 * the job is kept as failed with the agent's reason. `check` sees the options the job will run
 * with before it is stored, and may refuse it by throwing.
 */
export async function createJob(
  runtime: JobRuntime,
  owner: JobOwner | null,
  body: CreateJobBody,
  pages?: PageSource & { planSteps?: PlanSteps },
  /** The budget check, before anything is stored; `expected`: pages its own plan expects. */
  check?: (job: { options: JobOptions; expected?: PageExpectation }) => Promise<void>,
): Promise<JobRow> {
  const problem = planProblem(body.plan);
  if (problem) throw new BadRequestError(problem);
  // A glob that cannot run on the linear-time engine is refused now, not when the crawl meets it.
  for (const glob of [...(body.options?.include ?? []), ...(body.options?.exclude ?? [])]) {
    try {
      compileGlob(glob);
    } catch (error) {
      throw new BadRequestError(error instanceof Error ? error.message : String(error));
    }
  }
  const planned =
    !body.plan && body.instruction.trim() && pages
      ? await planJob(pages, body.url, body.instruction)
      : null;
  // The caller's options win; the plan's fill in what they left out.
  const options = planned?.ok
    ? { ...planned.options, ...body.options }
    : JobOptionsSchema.parse(body.options ?? {});
  if (check && planned?.ok !== false)
    await check({
      options: JobOptionsSchema.parse(options),
      ...(planned?.ok ? { expected: planned.expected } : {}),
    });
  const [row] = await runtime.database.db
    .insert(scrapeJobs)
    .values({
      ...ownerColumns(owner),
      url: body.url,
      instruction: body.instruction,
      ...(planned?.ok === false
        ? { status: 'failed', errorMessage: planned.reason, completedAt: new Date() }
        : { status: 'created' }),
      plan: body.plan ?? (planned?.ok ? planned.plan : null),
      options,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await runtime.signals.publish({ type: 'job_created', jobId: row.id });
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job if it exists and belongs to `owner`; otherwise 404, whichever it was. */
export async function loadOwnedJob(
  runtime: Pick<JobRuntime, 'database'>,
  owner: JobOwner,
  jobId: string,
): Promise<JobRow> {
  if (!UUID.test(jobId)) throw new NotFoundError('Job not found');
  const [row] = await runtime.database.db.select().from(scrapeJobs).where(ownedJob(jobId, owner));
  if (!row) throw new NotFoundError('Job not found');
  return row;
}

/** Changes status only from the states that allow it; anything else is a 409 saying why. */
async function transition(
  runtime: JobRuntime,
  owner: JobOwner,
  jobId: string,
  from: JobStatus[],
  action: string,
  set: PgUpdateSetSource<typeof scrapeJobs>,
  /** The change makes the job run: it happens only within the requester's running cap. */
  cap?: RunningCap,
): Promise<JobRow> {
  const current = await loadOwnedJob(runtime, owner, jobId);
  const [row] = await withRunningSlot(runtime.database.db, cap, (db) =>
    db
      .update(scrapeJobs)
      .set(set)
      .where(and(eq(scrapeJobs.id, jobId), inArray(scrapeJobs.status, from)))
      .returning(),
  );
  if (!row) {
    throw new ConflictError(
      `Cannot ${action} a job that is ${current.status}; ${action} works when it is ${from.join(' or ')}.`,
    );
  }
  return row;
}

/** `cap`: refuse (429) when the requester has as many jobs running as allowed. */
export async function startJob(
  runtime: JobRuntime,
  owner: JobOwner,
  jobId: string,
  cap?: RunningCap,
): Promise<JobRow> {
  const job = await loadOwnedJob(runtime, owner, jobId);
  if (cap && job.status === 'created') await checkRunningCap(runtime.database.db, cap);
  // The start page first: a job is never processing without a page to work on, even if the
  // process dies between the two statements (recovery would then finish it with nothing).
  await runtime.database.db
    .insert(jobPages)
    .values({ jobId, url: job.url, depth: 0, kind: 'start', seq: 0 })
    .onConflictDoNothing();
  const now = new Date();
  const row = await transition(
    runtime,
    owner,
    jobId,
    ['created'],
    'start',
    {
      status: 'processing',
      startedAt: now,
      runStartedAt: now,
      runStartPages: 0,
      totalPages: 1,
      ...(cap ? { requester: cap.requester } : {}),
    },
    cap,
  );
  if (row.userId) await countUsage(runtime.database.db, row.userId, { jobs: 1 });
  await runtime.signals.publish({ type: 'job_started', jobId });
  await scheduleChunks(runtime, jobId);
  return row;
}

/** Stops a processing job; what was captured stays, running pages are abandoned. */
export async function cancelJob(
  runtime: JobRuntime,
  owner: JobOwner,
  jobId: string,
): Promise<JobRow> {
  const row = await transition(runtime, owner, jobId, ['processing'], 'cancel', {
    status: 'cancelled',
  });
  for (const controller of runtime.running.get(jobId) ?? []) controller.abort();
  await runtime.signals.publish({ type: 'job_cancelled', jobId });
  return row;
}

/**
 * Stops a processing job from the inside (a budget or plan limit reached): cancelled like a
 * person's cancel, with `reason` kept as its error message, so Resume carries on from there.
 * False when the job was no longer processing.
 */
export async function stopJob(
  runtime: JobRuntime,
  jobId: string,
  reason: string,
): Promise<boolean> {
  const [row] = await runtime.database.db
    .update(scrapeJobs)
    .set({ status: 'cancelled', errorMessage: reason })
    .where(and(eq(scrapeJobs.id, jobId), eq(scrapeJobs.status, 'processing')))
    .returning({ id: scrapeJobs.id });
  if (!row) return false;
  for (const controller of runtime.running.get(jobId) ?? []) controller.abort();
  await runtime.signals.publish({ type: 'job_cancelled', jobId });
  return true;
}

/** Continues a failed or cancelled job with its unfinished pages; done pages are not repeated. */
export async function resumeJob(
  runtime: JobRuntime,
  owner: JobOwner,
  jobId: string,
  cap?: RunningCap,
): Promise<JobRow> {
  if (cap) {
    const job = await loadOwnedJob(runtime, owner, jobId);
    if (job.status === 'failed' || job.status === 'cancelled')
      await checkRunningCap(runtime.database.db, cap);
  }
  const row = await transition(
    runtime,
    owner,
    jobId,
    ['failed', 'cancelled'],
    'resume',
    {
      status: 'processing',
      completedAt: null,
      errorMessage: null,
      runStartedAt: new Date(),
      runStartPages: sql`${scrapeJobs.processedPages}`,
      ...(cap ? { requester: cap.requester } : {}),
    },
    cap,
  );
  await requeueUnfinished(runtime, jobId);
  await runtime.signals.publish({ type: 'job_started', jobId });
  await scheduleChunks(runtime, jobId);
  return row;
}

/**
 * Forgets the chunking of unfinished pages so they are chunked afresh. Old queue jobs of the
 * abandoned chunks find them abandoned and do nothing. Failed pages get another try.
 */
export async function requeueUnfinished(runtime: JobRuntime, jobId: string): Promise<void> {
  const { db } = runtime.database;
  await db.transaction(async (tx) => {
    await tx
      .update(jobChunks)
      .set({ status: 'abandoned' })
      .where(and(eq(jobChunks.jobId, jobId), inArray(jobChunks.status, UNFINISHED_CHUNK)));
    const retried = await tx
      .update(jobPages)
      .set({ status: 'pending', error: null })
      .where(and(eq(jobPages.jobId, jobId), eq(jobPages.status, 'failed')))
      .returning({ url: jobPages.url });
    await tx
      .update(jobPages)
      .set({ chunk: null })
      .where(and(eq(jobPages.jobId, jobId), eq(jobPages.status, 'pending')));
    if (retried.length > 0) {
      const urls = sql`${sql.param(retried.map((page) => page.url))}::text[]`;
      await tx
        .update(scrapeJobs)
        .set({
          processedPages: sql`greatest(0, ${scrapeJobs.processedPages} - ${retried.length})`,
          runStartPages: sql`greatest(0, ${scrapeJobs.processedPages} - ${retried.length})`,
          // The errors of pages tried again go: a resumed job that now succeeds shows none.
          errors: sql`coalesce((select jsonb_agg(e order by n) from jsonb_array_elements(${scrapeJobs.errors}) with ordinality as t(e, n)
            where coalesce(e->>'url', '') <> all(${urls})), '[]'::jsonb)`,
        })
        .where(eq(scrapeJobs.id, jobId));
    }
  });
}

/**
 * After a restart of the only process (PGlite), every processing job's running chunks died
 * with it: chunk their unfinished pages afresh so the jobs carry on.
 */
export async function recoverInterruptedJobs(runtime: JobRuntime): Promise<number> {
  const rows = await runtime.database.db
    .select({ id: scrapeJobs.id })
    .from(scrapeJobs)
    .where(eq(scrapeJobs.status, 'processing'));
  for (const { id } of rows) {
    const { db } = runtime.database;
    await db
      .update(jobChunks)
      .set({ status: 'abandoned' })
      .where(and(eq(jobChunks.jobId, id), inArray(jobChunks.status, UNFINISHED_CHUNK)));
    await db
      .update(jobPages)
      .set({ chunk: null })
      .where(and(eq(jobPages.jobId, id), eq(jobPages.status, 'pending')));
    await db
      .update(scrapeJobs)
      .set({ runStartedAt: new Date(), runStartPages: sql`${scrapeJobs.processedPages}` })
      .where(eq(scrapeJobs.id, id));
    await scheduleChunks(runtime, id);
  }
  return rows.length;
}
