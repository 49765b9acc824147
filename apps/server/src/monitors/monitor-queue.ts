import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { MonitorSchedule } from '@gleaner/shared';
import type { Database } from '../db/database.js';

/** Each monitor's schedule has a queue of its own: pg-boss 10 keeps one schedule per queue. */
const TICK_PREFIX = 'monitor-tick.';
const FINISH = 'monitor-finish';
const DELIVERY = 'webhook-delivery';

export interface MonitorQueueOptions {
  /** How often due work is looked for. */
  pollSeconds: number;
  /** How often pg-boss's clock looks at the cron schedules. */
  cronCheckSeconds: number;
  webhookRetryLimit: number;
  webhookRetryDelaySeconds: number;
  /** A task held by a process silent this long (job_workers) is handed back to the queue. */
  lostSeconds: number;
  /** This process, as it signs its tasks and its sign of life (process-name.ts). */
  processName: string;
}

export interface MonitorHandlers {
  /** A scheduled run is due; `triggerId` is the same every time this tick is handed out. */
  tick(monitorId: string, triggerId: string): Promise<void>;
  /** A run's job ended: compare, store, notify. */
  finish(runId: string): Promise<void>;
  /** One try of a delivery; throw to try again later (`nextTry` is when, null: never). */
  deliver(deliveryId: string, attempt: { last: boolean }): Promise<void>;
  /** A delivery try failed; the queue tries again at `next` (null: it gave up). */
  deliveryFailed(deliveryId: string, next: Date | null, error: unknown): Promise<void>;
}

export interface MonitorQueue {
  schedule(monitorId: string, schedule: MonitorSchedule): Promise<void>;
  unschedule(monitorId: string): Promise<void>;
  /** The schedule pg-boss holds for a monitor, if any. */
  scheduled(monitorId: string): Promise<MonitorSchedule | null>;
  /** Once per run and job: a healed run finishes again when its second job ends. */
  enqueueFinish(runId: string, jobId: string | null): Promise<void>;
  enqueueDelivery(deliveryId: string): Promise<void>;
  /** Handle due ticks, finishes and deliveries in this process. */
  work(handlers: MonitorHandlers): void;
  stop(): Promise<void>;
}

/** One queue id per thing, so enqueueing it twice (two processes, a retry) runs it once. */
function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      // Two processes creating one queue at once can deadlock; creating is idempotent.
      if ((error as { code?: unknown }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * The monitors' side of pg-boss: cron schedules (pg-boss's own `schedule()`: kept in the
 * database, fired once per minute across every process), the step after a run's job, and
 * webhook deliveries with exponential backoff. A second pg-boss instance beside the chunk
 * queue's, without its own maintenance or clock: that one already keeps both for the schema.
 */
export async function createMonitorQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: MonitorQueueOptions,
): Promise<MonitorQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    supervise: false,
    schedule: true,
    cronMonitorIntervalSeconds: options.cronCheckSeconds,
    cronWorkerIntervalSeconds: Math.min(5, options.cronCheckSeconds),
  });
  boss.on('error', (error) => log.error({ err: error }, 'monitor queue error'));
  await boss.start();
  await createQueueOnce(boss, FINISH);
  await createQueueOnce(boss, DELIVERY);
  const tickQueue = (monitorId: string) => `${TICK_PREFIX}${monitorId}`;

  let stopped = false;
  let wake: (() => void) | undefined;
  let nudged = false;
  const nudge = () => {
    nudged = true;
    wake?.();
  };
  const running = new Set<Promise<void>>();

  /**
   * Signs the tasks this process took (in pg-boss's `output`, which complete and fail overwrite),
   * so a sweep can tell a task whose process was killed from one still being worked on.
   */
  const claim = async (queue: string, jobs: { id: string }[]) => {
    if (jobs.length === 0) return;
    await database.executeSql(
      `UPDATE pgboss.job SET output = jsonb_build_object('claimedBy', $1::text)
       WHERE name = $2 AND id = ANY($3::uuid[]) AND state = 'active'`,
      [options.processName, queue, jobs.map((job) => job.id)],
    );
  };

  const handle = async (
    queue: string,
    job: PgBoss.JobWithMetadata<unknown>,
    run: () => Promise<void>,
    onFailure?: (error: unknown) => Promise<void>,
  ) => {
    try {
      await run();
      await boss.complete(queue, job.id);
    } catch (error) {
      log.warn({ err: error, queue, job: job.data }, 'monitor queue task failed');
      await boss
        .fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) })
        .catch((failure: unknown) => log.error({ err: failure }, 'could not record a failure'));
      await onFailure?.(error).catch((failure: unknown) =>
        log.error({ err: failure }, 'could not record a delivery failure'),
      );
    }
  };

  /** Queues of monitors whose tick is due, in one query over pg-boss's job table. */
  const dueTickQueues = async (): Promise<string[]> => {
    const { rows } = await database.executeSql(
      `SELECT DISTINCT name FROM pgboss.job
       WHERE name LIKE $1 AND state < 'active' AND start_after < now() LIMIT 50`,
      [`${TICK_PREFIX}%`],
    );
    return (rows as { name: string }[]).map((row) => row.name);
  };

  /**
   * Tasks taken by a process that has since gone silent (killed, its machine gone) go back to
   * the queue as a failed try, retried as any failed try is, instead of waiting out their
   * expiry (minutes). Only tasks older than `lostSeconds`, so a process just started, not yet
   * seen, keeps its own. On PGlite no process records a sign of life: the one process running
   * is this one, and a task of another was left by its killed predecessor.
   */
  const handBackLost = async (handlers: MonitorHandlers) => {
    const { rows } = await database.executeSql(
      `SELECT name, id FROM pgboss.job j
       WHERE (name = $1 OR name = $2 OR name LIKE $3) AND state = 'active'
         AND started_on < now() - make_interval(secs => $4)
         AND coalesce(output->>'claimedBy', '') <> $5
         AND NOT EXISTS (
           SELECT 1 FROM job_workers w
           WHERE w.name = j.output->>'claimedBy'
             AND w.seen_at > now() - make_interval(secs => $4))
       LIMIT 50`,
      [FINISH, DELIVERY, `${TICK_PREFIX}%`, options.lostSeconds, options.processName],
    );
    for (const { name, id } of rows as { name: string; id: string }[]) {
      const lost = await boss.getJobById<{ deliveryId?: string }>(name, id);
      await boss.fail(name, id, { message: 'the process working on it was lost' });
      log.warn({ queue: name, job: lost?.data }, 'monitor task of a lost process handed back');
      const deliveryId = lost?.data.deliveryId;
      if (name !== DELIVERY || !deliveryId) continue;
      const next = await boss.getJobById(DELIVERY, id);
      await handlers.deliveryFailed(
        deliveryId,
        next?.state === 'retry' ? next.startAfter : null,
        new Error('the process sending it was lost'),
      );
    }
  };
  let lastHandBack = 0;

  const spawn = (task: Promise<void>) => {
    running.add(task);
    void task.finally(() => running.delete(task));
  };

  const poll = async (handlers: MonitorHandlers) => {
    if (Date.now() - lastHandBack >= (options.lostSeconds * 1000) / 2) {
      lastHandBack = Date.now();
      await handBackLost(handlers);
    }
    for (const queue of await dueTickQueues()) {
      const monitorId = queue.slice(TICK_PREFIX.length);
      const ticks = await boss.fetch<unknown>(queue, { batchSize: 1, includeMetadata: true });
      await claim(queue, ticks);
      for (const job of ticks) spawn(handle(queue, job, () => handlers.tick(monitorId, job.id)));
    }
    const finishes = await boss.fetch<{ runId: string }>(FINISH, {
      batchSize: 4,
      includeMetadata: true,
    });
    await claim(FINISH, finishes);
    for (const job of finishes) spawn(handle(FINISH, job, () => handlers.finish(job.data.runId)));
    const deliveries = await boss.fetch<{ deliveryId: string }>(DELIVERY, {
      batchSize: 8,
      includeMetadata: true,
    });
    await claim(DELIVERY, deliveries);
    for (const job of deliveries) {
      const { deliveryId } = job.data;
      const last = job.retryCount >= job.retryLimit;
      spawn(
        handle(
          DELIVERY,
          job,
          () => handlers.deliver(deliveryId, { last }),
          async (error) => {
            const next = last ? null : await boss.getJobById(DELIVERY, job.id);
            await handlers.deliveryFailed(deliveryId, next?.startAfter ?? null, error);
          },
        ),
      );
    }
  };

  let loop: Promise<void> | undefined;
  return {
    async schedule(monitorId, schedule) {
      const queue = tickQueue(monitorId);
      await createQueueOnce(boss, queue);
      // A tick that waits is useless once the next one is due: it expires within the minute.
      await boss.schedule(
        queue,
        schedule.cron,
        { monitorId },
        { tz: schedule.timezone, retryLimit: 3, retryDelay: 5, expireInSeconds: 120 },
      );
    },
    async unschedule(monitorId) {
      const queue = tickQueue(monitorId);
      await boss.unschedule(queue);
      await boss.deleteQueue(queue).catch(() => undefined);
    },
    async scheduled(monitorId) {
      // pg-boss's rows carry the time zone its type leaves out.
      const schedules = (await boss.getSchedules()) as (PgBoss.Schedule & { timezone: string })[];
      const found = schedules.find((entry) => entry.name === tickQueue(monitorId));
      return found ? { cron: found.cron, timezone: found.timezone } : null;
    },
    async enqueueFinish(runId, jobId) {
      await boss.send(
        FINISH,
        { runId },
        {
          id: stableId(`finish:${runId}:${jobId ?? ''}`),
          retryLimit: 5,
          retryDelay: 2,
          retryBackoff: true,
          expireInSeconds: 600,
        },
      );
      nudge();
    },
    async enqueueDelivery(deliveryId) {
      await boss.send(
        DELIVERY,
        { deliveryId },
        {
          id: stableId(`delivery:${deliveryId}`),
          retryLimit: options.webhookRetryLimit,
          retryDelay: options.webhookRetryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: 120,
        },
      );
      nudge();
    },
    work(handlers) {
      loop ??= (async () => {
        while (!stopped) {
          nudged = false;
          await poll(handlers).catch((error: unknown) =>
            log.error({ err: error }, 'monitor queue poll failed'),
          );
          if (nudged || stopped) continue;
          await new Promise<void>((resume) => {
            const timer = setTimeout(resume, options.pollSeconds * 1000);
            wake = () => {
              clearTimeout(timer);
              wake = undefined;
              resume();
            };
          });
        }
      })();
    },
    async stop() {
      stopped = true;
      nudge();
      await loop;
      await Promise.race([
        Promise.all(running),
        new Promise((resume) => setTimeout(resume, 10_000).unref()),
      ]);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
