import { randomUUID } from 'node:crypto';
import type { Monitor, MonitorChange } from '@gleaner/shared';
import { and, asc, count, desc, eq, gt, inArray, or } from 'drizzle-orm';
import {
  monitorChanges,
  monitorRuns,
  monitors,
  webhookDeliveries,
  webhooks,
} from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import type { MonitorRuntime } from '../../monitors/monitor-runtime.js';
import { presentChange, presentMonitor, presentRun } from '../../presenters/monitor.js';
import type { MonitorRow } from './manage-monitors.js';
import { queueDelivery } from './notify-run.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Monitors with their last run and webhook address; `secret` is shown for a single one. */
export async function presentMonitors(
  runtime: MonitorRuntime,
  rows: MonitorRow[],
  secret: string | null = null,
): Promise<Monitor[]> {
  if (rows.length === 0) return [];
  const { db } = runtime.jobs.database;
  const ids = rows.map((row) => row.id);
  const runs = await db
    .selectDistinctOn([monitorRuns.monitorId])
    .from(monitorRuns)
    .where(inArray(monitorRuns.monitorId, ids))
    .orderBy(monitorRuns.monitorId, desc(monitorRuns.startedAt));
  const hooks = await db
    .select({ monitorId: webhooks.monitorId, url: webhooks.url })
    .from(webhooks)
    .where(inArray(webhooks.monitorId, ids));
  return rows.map((row) =>
    presentMonitor(row, {
      lastRun: runs.find((run) => run.monitorId === row.id) ?? null,
      webhookUrl: hooks.find((hook) => hook.monitorId === row.id)?.url ?? null,
      secret,
    }),
  );
}

export async function listRuns(runtime: MonitorRuntime, monitorId: string, limit: number) {
  return runtime.jobs.database.db
    .select()
    .from(monitorRuns)
    .where(eq(monitorRuns.monitorId, monitorId))
    .orderBy(desc(monitorRuns.startedAt))
    .limit(limit);
}

export async function loadRunChanges(
  runtime: MonitorRuntime,
  monitorId: string,
  runId: string,
  query: { status?: MonitorChange['status'] | undefined; limit: number; offset: number },
) {
  const { db } = runtime.jobs.database;
  if (!UUID.test(runId)) throw new NotFoundError('Run not found');
  const [run] = await db
    .select()
    .from(monitorRuns)
    .where(and(eq(monitorRuns.id, runId), eq(monitorRuns.monitorId, monitorId)));
  if (!run) throw new NotFoundError('Run not found');
  const where = and(
    eq(monitorChanges.runId, runId),
    query.status ? eq(monitorChanges.status, query.status) : undefined,
  );
  const rows = await db
    .select()
    .from(monitorChanges)
    .where(where)
    .orderBy(asc(monitorChanges.seq))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(monitorChanges).where(where);
  return { run: presentRun(run), changes: rows.map(presentChange), total: total?.n ?? 0 };
}

export async function listDeliveries(runtime: MonitorRuntime, monitorId: string) {
  return runtime.jobs.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.monitorId, monitorId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(100);
}

/** A `webhook.test` event to the monitor's webhook, queued like any other. */
export async function sendTestEvent(runtime: MonitorRuntime, monitor: MonitorRow) {
  const { db } = runtime.jobs.database;
  const [hook] = await db
    .select({ id: webhooks.id, monitorId: webhooks.monitorId })
    .from(webhooks)
    .where(eq(webhooks.monitorId, monitor.id));
  if (!hook) throw new NotFoundError('This monitor has no webhook; add one first');
  const id = await queueDelivery(runtime, hook, randomUUID(), 'webhook.test', {
    monitor: { id: monitor.id, name: monitor.name, url: monitor.url },
    message: 'A test event from Gleaner: your webhook receives and verifies events.',
  });
  const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!delivery) throw new Error('the test delivery was not stored');
  return delivery;
}

/** Runs of the last 30 days worth a look: changes found, a failure, a layout not healed. */
export async function listNotifications(runtime: MonitorRuntime, userId: string) {
  const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  const rows = await runtime.jobs.database.db
    .select({ run: monitorRuns, name: monitors.name })
    .from(monitorRuns)
    .innerJoin(monitors, eq(monitors.id, monitorRuns.monitorId))
    .where(
      and(
        eq(monitors.userId, userId),
        gt(monitorRuns.startedAt, since),
        or(
          inArray(monitorRuns.status, ['failed', 'needs_attention']),
          gt(monitorRuns.newCount, 0),
          gt(monitorRuns.changedCount, 0),
          gt(monitorRuns.removedCount, 0),
        ),
      ),
    )
    .orderBy(desc(monitorRuns.startedAt))
    .limit(20);
  return rows.map(({ run, name }) => ({
    monitorId: run.monitorId,
    monitorName: name,
    run: presentRun(run),
  }));
}
