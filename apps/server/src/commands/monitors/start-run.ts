import { JobOptionsSchema, JobPlanSchema } from '@gleaner/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { monitorRuns, monitors, scrapeJobs } from '../../db/schema.js';
import type { MonitorRuntime } from '../../monitors/monitor-runtime.js';
import { assertJobMayRun } from '../jobs/job-limits.js';
import { createJob, startJob } from '../jobs/control-job.js';
import type { MonitorRow } from './manage-monitors.js';

export type MonitorRunRow = typeof monitorRuns.$inferSelect;

/**
 * Starts a run of the monitor: an ordinary job with its plan (history, progress, budget stop,
 * exports), recorded as the run. A scheduled tick carries `triggerId`, the same each time the
 * queue hands it out, so a tick taken again after a crash carries on with the run it began.
 */
export async function startMonitorRun(
  runtime: MonitorRuntime,
  monitor: MonitorRow,
  trigger: { kind: 'schedule' | 'manual'; id?: string },
): Promise<MonitorRunRow> {
  const { db } = runtime.jobs.database;
  const [inserted] = await db
    .insert(monitorRuns)
    .values({
      monitorId: monitor.id,
      trigger: trigger.kind,
      triggerId: trigger.id ?? null,
      status: 'running',
    })
    .onConflictDoNothing({ target: monitorRuns.triggerId })
    .returning();
  const run =
    inserted ??
    (
      await db
        .select()
        .from(monitorRuns)
        .where(eq(monitorRuns.triggerId, trigger.id ?? ''))
    )[0];
  if (!run) throw new Error('the monitor run was neither made nor found');
  if (run.status === 'running') await launchRunJob(runtime, monitor, run);
  const [now] = await db.select().from(monitorRuns).where(eq(monitorRuns.id, run.id));
  return now ?? run;
}

/**
 * Makes and starts the run's job (or starts the one made before a crash). A budget already
 * reached fails the run, saying so, rather than starting work it would stop at once.
 */
export async function launchRunJob(
  runtime: MonitorRuntime,
  monitor: MonitorRow,
  run: MonitorRunRow,
): Promise<void> {
  const { db } = runtime.jobs.database;
  const owner = { kind: 'user' as const, userId: monitor.userId };
  let jobId = run.jobId;
  if (!jobId) {
    const job = await createJob(runtime.jobs, owner, {
      url: monitor.url,
      instruction: monitor.instruction,
      plan: monitor.plan ? JobPlanSchema.parse(monitor.plan) : undefined,
      options: JobOptionsSchema.parse(monitor.options),
    });
    // Only the first to get here sets it; another's job (a race after a crash) is left unstarted.
    const [claimed] = await db
      .update(monitorRuns)
      .set({ jobId: job.id })
      .where(and(eq(monitorRuns.id, run.id), isNull(monitorRuns.jobId)))
      .returning();
    if (!claimed) return;
    jobId = job.id;
  }
  const [job] = await db.select().from(scrapeJobs).where(eq(scrapeJobs.id, jobId));
  if (!job || job.status !== 'created') return;
  try {
    await assertJobMayRun(runtime.jobs, job);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(scrapeJobs)
      .set({ status: 'failed', errorMessage: reason, completedAt: new Date() })
      .where(and(eq(scrapeJobs.id, jobId), eq(scrapeJobs.status, 'created')));
    await runtime.queue.enqueueFinish(run.id, jobId);
    return;
  }
  await startJob(runtime.jobs, owner, jobId);
  await db.update(monitors).set({ updatedAt: new Date() }).where(eq(monitors.id, monitor.id));
}
