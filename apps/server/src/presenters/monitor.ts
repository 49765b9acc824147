import {
  JobOptionsSchema,
  JobPlanSchema,
  MonitorHealingSchema,
  type Monitor,
  type MonitorChange,
  type MonitorRun,
  type WebhookDelivery,
  type WebhookEvent,
} from '@gleaner/shared';
import { nextRuns } from '../commands/monitors/cron-schedule.js';
import type { monitorChanges, monitorRuns, monitors, webhookDeliveries } from '../db/schema.js';

type MonitorRow = typeof monitors.$inferSelect;
type RunRow = typeof monitorRuns.$inferSelect;
type ChangeRow = typeof monitorChanges.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentRun(row: RunRow): MonitorRun {
  const healing = MonitorHealingSchema.safeParse(row.healing);
  return {
    id: row.id,
    monitorId: row.monitorId,
    status: row.status,
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    jobId: row.jobId,
    records: row.records,
    changes: {
      new: row.newCount,
      changed: row.changedCount,
      removed: row.removedCount,
      same: row.sameCount,
    },
    keyBy: row.keyBy,
    note: row.note,
    healing: row.healing && healing.success ? healing.data : null,
  };
}

/** Health as the list shows it: never run, healthy, failing (last run failed), or needs a person. */
function healthOf(row: MonitorRow, lastRun: RunRow | null): Monitor['health'] {
  if (row.health === 'needs_attention') return 'needs_attention';
  if (!lastRun) return 'new';
  return lastRun.status === 'failed' ? 'failing' : 'ok';
}

export function presentMonitor(
  row: MonitorRow,
  extra: { lastRun: RunRow | null; webhookUrl: string | null; secret?: string | null },
): Monitor {
  const plan = JobPlanSchema.safeParse(row.plan);
  const schedule = row.cron ? { cron: row.cron, timezone: row.timezone } : null;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    instruction: row.instruction,
    plan: row.plan && plan.success ? plan.data : null,
    options: JobOptionsSchema.parse(row.options ?? {}),
    sourceJobId: row.sourceJobId,
    schedule,
    nextRuns: schedule && row.active ? nextRuns(schedule) : [],
    active: row.active,
    notifyEmail: row.notifyEmail,
    webhook: extra.webhookUrl
      ? { url: extra.webhookUrl, ...(extra.secret ? { secret: extra.secret } : {}) }
      : null,
    keyBy: row.keyBy,
    health: healthOf(row, extra.lastRun),
    lastRun: extra.lastRun ? presentRun(extra.lastRun) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentChange(row: ChangeRow): MonitorChange {
  return {
    status: row.status,
    key: row.key,
    before: row.before ?? null,
    after: row.after ?? null,
    fields: Array.isArray(row.fields) ? (row.fields as MonitorChange['fields']) : [],
    diff: row.diff,
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event as WebhookEvent,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
  };
}
