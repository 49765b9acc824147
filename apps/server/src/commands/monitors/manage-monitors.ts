import {
  JobOptionsSchema,
  JobPlanSchema,
  type CreateMonitorBody,
  type JobOptions,
  type JobPlan,
  type UpdateMonitorBody,
} from '@gleaner/shared';
import { planProblem } from '@gleaner/scraper';
import { and, desc, eq } from 'drizzle-orm';
import { monitors, webhooks } from '../../db/schema.js';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { planJob } from '../jobs/plan-job.js';
import { loadOwnedJob } from '../jobs/control-job.js';
import type { MonitorRuntime } from '../../monitors/monitor-runtime.js';
import { checkSchedule } from './cron-schedule.js';
import { checkWebhookUrl, newWebhookSecret } from './webhook-address.js';

export type MonitorRow = typeof monitors.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The monitor if it exists and is this person's; otherwise 404, whichever it was. */
export async function loadOwnedMonitor(
  runtime: Pick<MonitorRuntime, 'jobs'>,
  userId: string,
  monitorId: string,
): Promise<MonitorRow> {
  if (!UUID.test(monitorId)) throw new NotFoundError('Monitor not found');
  const [row] = await runtime.jobs.database.db
    .select()
    .from(monitors)
    .where(and(eq(monitors.id, monitorId), eq(monitors.userId, userId)));
  if (!row) throw new NotFoundError('Monitor not found');
  return row;
}

export async function listMonitors(
  runtime: Pick<MonitorRuntime, 'jobs'>,
  userId: string,
): Promise<MonitorRow[]> {
  return runtime.jobs.database.db
    .select()
    .from(monitors)
    .where(eq(monitors.userId, userId))
    .orderBy(desc(monitors.createdAt));
}

/** What the monitor runs: a job's, the caller's plan, or one the agent makes from the sentence. */
async function whatToRun(
  runtime: MonitorRuntime,
  userId: string,
  body: CreateMonitorBody,
): Promise<{
  url: string;
  instruction: string;
  plan: JobPlan;
  options: JobOptions;
  jobId: string | null;
}> {
  if (body.jobId) {
    const job = await loadOwnedJob(runtime.jobs, { kind: 'user', userId }, body.jobId);
    const plan = JobPlanSchema.safeParse(job.plan);
    if (!job.plan || !plan.success)
      throw new BadRequestError('That job has no plan to monitor; plan it in the chat first');
    return {
      url: job.url,
      instruction: body.instruction ?? job.instruction,
      plan: plan.data,
      options: JobOptionsSchema.parse({ ...(job.options as object), ...body.options }),
      jobId: job.id,
    };
  }
  const url = body.url ?? '';
  const instruction = body.instruction ?? '';
  if (body.plan) {
    const problem = planProblem(body.plan);
    if (problem) throw new BadRequestError(problem);
    return {
      url,
      instruction,
      plan: body.plan,
      options: JobOptionsSchema.parse(body.options ?? {}),
      jobId: null,
    };
  }
  if (!instruction)
    throw new BadRequestError('Say what to gather (instruction), or give a plan or a jobId');
  const planned = await planJob(runtime.pages, url, instruction);
  if (!planned.ok) throw new BadRequestError(planned.reason);
  return {
    url,
    instruction,
    plan: planned.plan,
    options: { ...planned.options, ...JobOptionsSchema.partial().parse(body.options ?? {}) },
    jobId: null,
  };
}

function defaultName(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname}${pathname === '/' ? '' : pathname}`.slice(0, 200);
  } catch {
    return url.slice(0, 200);
  }
}

/** Makes a monitor (and its schedule in pg-boss); a webhook's secret is returned this once. */
export async function createMonitor(
  runtime: MonitorRuntime,
  userId: string,
  body: CreateMonitorBody,
): Promise<{ monitor: MonitorRow; secret: string | null }> {
  const schedule = body.schedule ? checkSchedule(body.schedule) : null;
  if (body.webhook) await checkWebhookUrl(body.webhook.url, runtime.webhooks.allowPrivateHosts);
  const target = await whatToRun(runtime, userId, body);
  const { db } = runtime.jobs.database;
  const secret = body.webhook ? newWebhookSecret() : null;
  const monitor = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(monitors)
      .values({
        userId,
        name: body.name ?? defaultName(target.url),
        url: target.url,
        instruction: target.instruction,
        plan: target.plan,
        options: target.options,
        sourceJobId: target.jobId,
        cron: schedule?.cron ?? null,
        timezone: schedule?.timezone ?? 'UTC',
        notifyEmail: body.notifyEmail ?? true,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (body.webhook && secret)
      await tx
        .insert(webhooks)
        .values({ userId, monitorId: row.id, url: body.webhook.url, secret });
    return row;
  });
  if (schedule) await runtime.queue.schedule(monitor.id, schedule);
  return { monitor, secret };
}

/** Changes a monitor; a new schedule (or a pause) takes effect in pg-boss at once. */
export async function updateMonitor(
  runtime: MonitorRuntime,
  userId: string,
  monitorId: string,
  body: UpdateMonitorBody,
): Promise<{ monitor: MonitorRow; secret: string | null }> {
  const current = await loadOwnedMonitor(runtime, userId, monitorId);
  const schedule =
    body.schedule === undefined ? undefined : body.schedule ? checkSchedule(body.schedule) : null;
  if (body.webhook) await checkWebhookUrl(body.webhook.url, runtime.webhooks.allowPrivateHosts);
  const { db } = runtime.jobs.database;
  let secret: string | null = null;
  const monitor = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(monitors)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.instruction !== undefined ? { instruction: body.instruction } : {}),
        ...(body.notifyEmail !== undefined ? { notifyEmail: body.notifyEmail } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
        ...(schedule !== undefined
          ? { cron: schedule?.cron ?? null, timezone: schedule?.timezone ?? current.timezone }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(monitors.id, monitorId))
      .returning();
    if (body.webhook === null) await tx.delete(webhooks).where(eq(webhooks.monitorId, monitorId));
    if (body.webhook) {
      const [existing] = await tx
        .update(webhooks)
        .set({ url: body.webhook.url })
        .where(eq(webhooks.monitorId, monitorId))
        .returning({ id: webhooks.id });
      if (!existing) {
        secret = newWebhookSecret();
        await tx.insert(webhooks).values({ userId, monitorId, url: body.webhook.url, secret });
      }
    }
    return row ?? current;
  });
  await syncSchedule(runtime, monitor);
  return { monitor, secret };
}

/** pg-boss holds the schedule of an active monitor that has one, and none otherwise. */
export async function syncSchedule(runtime: MonitorRuntime, monitor: MonitorRow): Promise<void> {
  if (monitor.active && monitor.cron)
    await runtime.queue.schedule(monitor.id, { cron: monitor.cron, timezone: monitor.timezone });
  else await runtime.queue.unschedule(monitor.id);
}

export async function deleteMonitor(
  runtime: MonitorRuntime,
  userId: string,
  monitorId: string,
): Promise<void> {
  await loadOwnedMonitor(runtime, userId, monitorId);
  await runtime.queue.unschedule(monitorId);
  await runtime.jobs.database.db.delete(monitors).where(eq(monitors.id, monitorId));
}

/** A new secret for the monitor's webhook; the old one stops verifying at once. */
export async function rotateWebhookSecret(
  runtime: MonitorRuntime,
  userId: string,
  monitorId: string,
): Promise<string> {
  await loadOwnedMonitor(runtime, userId, monitorId);
  const secret = newWebhookSecret();
  const [row] = await runtime.jobs.database.db
    .update(webhooks)
    .set({ secret })
    .where(eq(webhooks.monitorId, monitorId))
    .returning({ id: webhooks.id });
  if (!row) throw new NotFoundError('This monitor has no webhook; add one with PATCH first');
  return secret;
}
