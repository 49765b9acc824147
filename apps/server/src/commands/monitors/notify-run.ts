import { createHash } from 'node:crypto';
import type { WebhookEvent } from '@gleaner/shared';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import {
  monitorChanges,
  monitorRuns,
  users,
  webhookDeliveries,
  webhooks,
} from '../../db/schema.js';
import type { MonitorRuntime } from '../../monitors/monitor-runtime.js';
import { presentChange, presentRun } from '../../presenters/monitor.js';
import type { MonitorRow } from './manage-monitors.js';

/** Changes a webhook event carries; the rest are at GET …/runs/:runId/changes. */
const FIRST_CHANGES = 20;

/** The `webhook-id` of an event: derived from what it is about, so a repeat is the same message. */
export function deliveryId(subject: string, event: WebhookEvent): string {
  return `msg_${createHash('sha256').update(`${subject}:${event}`).digest('hex').slice(0, 26)}`;
}

/**
 * Records one event for a webhook (once: the id is derived from the subject) and queues its
 * delivery. Queueing again something already queued or sent does nothing.
 */
export async function queueDelivery(
  runtime: MonitorRuntime,
  hook: { id: string; monitorId: string | null },
  subject: string,
  event: WebhookEvent,
  data: unknown,
): Promise<string> {
  const id = deliveryId(subject, event);
  await runtime.jobs.database.db
    .insert(webhookDeliveries)
    .values({
      id,
      webhookId: hook.id,
      monitorId: hook.monitorId,
      event,
      payload: { type: event, timestamp: new Date().toISOString(), data },
    })
    .onConflictDoNothing();
  await runtime.queue.enqueueDelivery(id);
  return id;
}

/** The run's webhook event (`monitor.run.completed` or `.failed`), queued once. */
export async function queueRunEvents(
  runtime: MonitorRuntime,
  monitor: MonitorRow,
  runId: string,
): Promise<void> {
  const { db } = runtime.jobs.database;
  const [hook] = await db
    .select({ id: webhooks.id, monitorId: webhooks.monitorId })
    .from(webhooks)
    .where(eq(webhooks.monitorId, monitor.id));
  const [run] = await db.select().from(monitorRuns).where(eq(monitorRuns.id, runId));
  if (!hook || !run || run.status === 'running') return;
  const changes = await db
    .select()
    .from(monitorChanges)
    .where(eq(monitorChanges.runId, runId))
    .orderBy(asc(monitorChanges.seq))
    .limit(FIRST_CHANGES);
  const event = run.status === 'completed' ? 'monitor.run.completed' : 'monitor.run.failed';
  await queueDelivery(runtime, hook, runId, event, {
    monitor: { id: monitor.id, name: monitor.name, url: monitor.url },
    run: presentRun(run),
    changes: changes.map(presentChange),
    link: `${runtime.publicUrl}/monitors/${monitor.id}`,
  });
}

/** Whether the monitor had a finished run before this one (a first run only sets the baseline). */
async function hadEarlierRun(runtime: MonitorRuntime, monitorId: string, runId: string) {
  const [row] = await runtime.jobs.database.db
    .select({ n: count() })
    .from(monitorRuns)
    .where(
      and(
        eq(monitorRuns.monitorId, monitorId),
        ne(monitorRuns.id, runId),
        ne(monitorRuns.status, 'running'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Tells the owner about a finished run: the webhook event, and an e-mail when it found changes
 * (after the first run, which only sets what later runs compare with), failed or needs attention.
 */
export async function notifyRun(
  runtime: MonitorRuntime,
  monitor: MonitorRow,
  runId: string,
): Promise<void> {
  await queueRunEvents(runtime, monitor, runId);
  if (!monitor.notifyEmail) return;
  const { db } = runtime.jobs.database;
  const [run] = await db.select().from(monitorRuns).where(eq(monitorRuns.id, runId));
  if (!run) return;
  const changed = run.newCount + run.changedCount + run.removedCount;
  const worthTelling =
    run.status !== 'completed' ||
    (changed > 0 && (await hadEarlierRun(runtime, monitor.id, runId)));
  if (!worthTelling) return;
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, monitor.userId));
  if (!owner) return;
  const changes = await db
    .select()
    .from(monitorChanges)
    .where(eq(monitorChanges.runId, runId))
    .orderBy(asc(monitorChanges.seq))
    .limit(10);
  const summary =
    run.status === 'completed'
      ? `${run.newCount} new, ${run.changedCount} changed, ${run.removedCount} removed, ${run.sameCount} the same`
      : run.status === 'failed'
        ? 'the run failed'
        : 'the run needs attention';
  const lines = changes.map((change) => {
    const fields = (change.fields as { field: string; before: unknown; after: unknown }[])
      .map((f) => `${f.field}: ${JSON.stringify(f.before)} → ${JSON.stringify(f.after)}`)
      .join('; ');
    return `- ${change.status}: ${change.key}${fields ? ` (${fields})` : ''}`;
  });
  await runtime.mailer.send({
    to: owner.email,
    subject: `Gleaner monitor "${monitor.name}": ${summary}`,
    text: [
      `Your monitor "${monitor.name}" (${monitor.url}) ran at ${run.startedAt.toISOString()}: ${summary}.`,
      ...(run.note ? ['', run.note] : []),
      ...(lines.length ? ['', ...lines] : []),
      '',
      `See every change: ${runtime.publicUrl}/monitors/${monitor.id}`,
    ].join('\n'),
  });
}
