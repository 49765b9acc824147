import { and, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { launchRunJob, startMonitorRun } from '../commands/monitors/start-run.js';
import { tickHasSlot } from '../commands/monitors/cron-schedule.js';
import { finishMonitorRun } from '../commands/monitors/finish-run.js';
import { deliverWebhook, recordDeliveryRetry } from '../commands/monitors/deliver-webhook.js';
import { queueDelivery } from '../commands/monitors/notify-run.js';
import { monitorRuns, monitors, scrapeJobs, webhooks } from '../db/schema.js';
import type { MonitorRuntime } from './monitor-runtime.js';

/** How often unfinished runs are looked over (a finish missed in a crash, a job never started). */
const SWEEP_MS = 30_000;
/** A run's job still `created` this long after the run began was lost between two steps. */
const STUCK_MS = 60_000;

/** What to do with due ticks, finished jobs and deliveries, in a process that runs work. */
export function monitorHandlers(runtime: MonitorRuntime) {
  return {
    async tick(monitorId: string, triggerId: string) {
      const [monitor] = await runtime.jobs.database.db
        .select()
        .from(monitors)
        .where(eq(monitors.id, monitorId));
      // Deleted (with its account, say) or paused since: the schedule goes too.
      if (!monitor?.active || !monitor.cron) {
        await runtime.queue.unschedule(monitorId);
        return;
      }
      const [last] = await runtime.jobs.database.db
        .select({ startedAt: monitorRuns.startedAt })
        .from(monitorRuns)
        .where(
          and(
            eq(monitorRuns.monitorId, monitorId),
            eq(monitorRuns.trigger, 'schedule'),
            ne(monitorRuns.triggerId, triggerId),
          ),
        )
        .orderBy(desc(monitorRuns.startedAt))
        .limit(1);
      const schedule = { cron: monitor.cron, timezone: monitor.timezone };
      if (!tickHasSlot(schedule, last?.startedAt ?? null, new Date())) {
        runtime.log.info({ monitorId }, 'scheduled tick skipped: this slot already has its run');
        return;
      }
      await startMonitorRun(runtime, monitor, { kind: 'schedule', id: triggerId });
    },
    finish: (runId: string) => finishMonitorRun(runtime, runId),
    deliver: (deliveryId: string) => deliverWebhook(runtime, deliveryId),
    deliveryFailed: (deliveryId: string, next: Date | null) =>
      recordDeliveryRetry(runtime, deliveryId, next),
  };
}

/**
 * When a job ends: the monitor run it belongs to is finished through the queue (once, whichever
 * processes hear of it), and a job's own webhook gets `job.completed` or `job.failed`.
 */
export function watchJobEnds(runtime: MonitorRuntime): () => void {
  const { db } = runtime.jobs.database;
  return runtime.jobs.signals.subscribe((signal) => {
    if (!['job_completed', 'job_failed', 'job_cancelled'].includes(signal.type)) return;
    const jobId = signal.jobId;
    void (async () => {
      const runs = await db
        .select({ id: monitorRuns.id, jobId: monitorRuns.jobId })
        .from(monitorRuns)
        .where(and(eq(monitorRuns.jobId, jobId), eq(monitorRuns.status, 'running')));
      for (const run of runs) await runtime.queue.enqueueFinish(run.id, run.jobId);
      if (signal.type === 'job_cancelled') return;
      const hooks = await db
        .select({ id: webhooks.id, monitorId: webhooks.monitorId })
        .from(webhooks)
        .where(eq(webhooks.jobId, jobId));
      const [job] = hooks.length
        ? await db.select().from(scrapeJobs).where(eq(scrapeJobs.id, jobId))
        : [];
      const event = signal.type === 'job_completed' ? 'job.completed' : 'job.failed';
      for (const hook of hooks)
        await queueDelivery(runtime, hook, jobId, event, {
          job: job && {
            id: job.id,
            status: job.status,
            url: job.url,
            resultsCount: job.totalResults,
            errorMessage: job.errorMessage,
          },
          link: `${runtime.publicUrl}/api/jobs/${jobId}`,
        });
    })().catch((error: unknown) =>
      runtime.log.warn({ err: error, jobId }, 'monitor run or job webhook not queued'),
    );
  });
}

/** Finishes runs whose job ended unheard, and starts jobs of runs a crash left unstarted. */
export async function sweepRuns(runtime: MonitorRuntime): Promise<void> {
  const { db } = runtime.jobs.database;
  const rows = await db
    .select({ run: monitorRuns, monitor: monitors, jobStatus: scrapeJobs.status })
    .from(monitorRuns)
    .innerJoin(monitors, eq(monitors.id, monitorRuns.monitorId))
    .leftJoin(scrapeJobs, eq(scrapeJobs.id, monitorRuns.jobId))
    .where(
      and(
        eq(monitorRuns.status, 'running'),
        or(
          inArray(scrapeJobs.status, ['completed', 'failed', 'cancelled']),
          and(
            lt(monitorRuns.startedAt, new Date(Date.now() - STUCK_MS)),
            or(isNull(monitorRuns.jobId), eq(scrapeJobs.status, 'created')),
          ),
        ),
      ),
    )
    .limit(50);
  for (const { run, monitor, jobStatus } of rows) {
    if (jobStatus && jobStatus !== 'created') await runtime.queue.enqueueFinish(run.id, run.jobId);
    else await launchRunJob(runtime, monitor, run);
  }
}

export function startSweeping(runtime: MonitorRuntime): () => void {
  const timer = setInterval(() => {
    sweepRuns(runtime).catch((error: unknown) =>
      runtime.log.warn({ err: error }, 'monitor run sweep failed'),
    );
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
