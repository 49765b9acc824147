import { countOf, JobOptionsSchema, JobPlanSchema, type ChangeCounts } from '@gleaner/shared';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  jobPages,
  monitorChanges,
  monitorRecords,
  monitorRuns,
  monitors,
  scrapeJobs,
} from '../../db/schema.js';
import type { MonitorRuntime } from '../../monitors/monitor-runtime.js';
import { createJob, startJob } from '../jobs/control-job.js';
import { diffRecords, type RecordChange } from './diff-records.js';
import { replan, sharpDrop, yieldOf } from './heal-plan.js';
import type { MonitorRow } from './manage-monitors.js';
import { notifyRun, queueRunEvents } from './notify-run.js';
import { pageDiff } from './page-diff.js';
import { chooseKey, keyRecords, type RecordRow } from './record-keys.js';
import { loadRunCapture } from './run-records.js';
import type { MonitorRunRow } from './start-run.js';

const ENDED = ['completed', 'failed', 'cancelled'];
/** Change rows written per statement. */
const BATCH = 500;

/** The records the monitor knows (not removed), by key. */
async function knownRecords(
  runtime: MonitorRuntime,
  monitorId: string,
): Promise<Map<string, RecordRow>> {
  const rows = await runtime.jobs.database.db
    .select({ key: monitorRecords.key, content: monitorRecords.content })
    .from(monitorRecords)
    .where(and(eq(monitorRecords.monitorId, monitorId), isNull(monitorRecords.removedRunId)));
  return new Map(rows.map((row) => [row.key, row.content as RecordRow]));
}

/**
 * After a run's job ended: compares what it captured with what the monitor knew, stores the
 * changes and the new state in one transaction (only while the run is still running, so a
 * finish handed out twice changes nothing the second time), then queues its webhook events and
 * e-mail. A sharp drop in yield re-plans first (see heal-plan.ts).
 */
export async function finishMonitorRun(runtime: MonitorRuntime, runId: string): Promise<void> {
  const { db } = runtime.jobs.database;
  const [found] = await db
    .select({ run: monitorRuns, monitor: monitors })
    .from(monitorRuns)
    .innerJoin(monitors, eq(monitors.id, monitorRuns.monitorId))
    .where(eq(monitorRuns.id, runId));
  if (!found) return;
  const { run, monitor } = found;
  if (run.status !== 'running') {
    // Finished before a crash took the rest: its events are queued again (same ids, sent once).
    await queueRunEvents(runtime, monitor, run.id);
    return;
  }
  const [job] = run.jobId
    ? await db.select().from(scrapeJobs).where(eq(scrapeJobs.id, run.jobId))
    : [];
  if (!job || !ENDED.includes(job.status)) return;
  if (job.status !== 'completed') {
    await settle(runtime, monitor, run, {
      status: 'failed',
      note: job.errorMessage ?? `The run's job was ${job.status}`,
    });
    return;
  }
  const capture = await loadRunCapture(db, job.id);
  const known = await knownRecords(runtime, monitor.id);
  const keyBy =
    capture.mode === 'pages'
      ? 'url'
      : monitor.keyBy && capture.rows.some((row) => monitor.keyBy! in row)
        ? monitor.keyBy
        : chooseKey(capture.rows, [
            JobPlanSchema.safeParse(monitor.plan).data?.recordSpec,
            JobPlanSchema.safeParse(monitor.plan).data?.detailRecordSpec,
          ]);
  if (capture.mode === 'records' && !run.healing) {
    const [lastGood] = await db
      .select({ records: monitorRuns.records })
      .from(monitorRuns)
      .where(and(eq(monitorRuns.monitorId, monitor.id), eq(monitorRuns.status, 'completed')))
      .orderBy(desc(monitorRuns.startedAt))
      .limit(1);
    const before = { ...yieldOf([...known.values()]), records: lastGood?.records ?? 0 };
    if (sharpDrop(yieldOf(capture.rows), before)) {
      const healed = await replan(runtime, monitor, known, monitor.keyBy ?? keyBy);
      if (healed.next) {
        await rerun(runtime, monitor, run, healed);
        return;
      }
      await settle(runtime, monitor, run, {
        status: 'needs_attention',
        note: healed.note,
        healing: healed.healing,
        records: capture.rows.length,
      });
      return;
    }
  }
  const current = keyRecords(capture.rows, keyBy);
  const { changes, counts } = diffRecords(known, current);
  const unchanged = await unchangedPagesNote(runtime, job.id);
  if (capture.mode === 'pages')
    for (const change of changes) if (change.status === 'changed') change.diff = diffOf(change);
  await settle(runtime, monitor, run, {
    status: 'completed',
    note: [run.note, unchanged].filter(Boolean).join(' ') || null,
    records: capture.rows.length,
    keyBy,
    counts,
    changes,
    current,
  });
}

/** "2 of 3 pages had not changed (HTTP 304)…", when the site said so of any; else null. */
async function unchangedPagesNote(runtime: MonitorRuntime, jobId: string): Promise<string | null> {
  const [row] = await runtime.jobs.database.db
    .select({
      pages: count(),
      unchanged: sql<number>`count(*) filter (where ${jobPages.notModified})::int`,
    })
    .from(jobPages)
    .where(and(eq(jobPages.jobId, jobId), eq(jobPages.status, 'done')));
  if (!row?.unchanged) return null;
  return `${row.unchanged.toLocaleString('en-US')} of ${countOf(row.pages, 'page')} had not changed (HTTP 304); their records were carried over unread.`;
}

function diffOf(change: RecordChange): string | null {
  const text = (row: RecordRow | null) => (typeof row?.text === 'string' ? row.text : '');
  return pageDiff(change.key, text(change.before), text(change.after));
}

/** The healed plan becomes the monitor's, and this run goes on with a job that runs it. */
async function rerun(
  runtime: MonitorRuntime,
  monitor: MonitorRow,
  run: MonitorRunRow,
  healed: Awaited<ReturnType<typeof replan>>,
): Promise<void> {
  const { db } = runtime.jobs.database;
  const next = healed.next!;
  const options = JobOptionsSchema.parse({ ...(monitor.options as object), ...next.options });
  const owner = { kind: 'user' as const, userId: monitor.userId };
  const job = await createJob(runtime.jobs, owner, {
    url: monitor.url,
    instruction: monitor.instruction,
    plan: next.plan,
    options,
  });
  const [moved] = await db
    .update(monitorRuns)
    .set({ jobId: job.id, healing: healed.healing, note: healed.note })
    .where(
      and(
        eq(monitorRuns.id, run.id),
        eq(monitorRuns.status, 'running'),
        isNull(monitorRuns.healing),
      ),
    )
    .returning({ id: monitorRuns.id });
  if (!moved) return;
  await db
    .update(monitors)
    .set({ plan: next.plan, options, updatedAt: new Date() })
    .where(eq(monitors.id, monitor.id));
  await startJob(runtime.jobs, owner, job.id);
}

interface Settlement {
  status: 'completed' | 'failed' | 'needs_attention';
  note: string | null;
  healing?: unknown;
  records?: number;
  keyBy?: string;
  counts?: ChangeCounts;
  changes?: RecordChange[];
  current?: Map<string, RecordRow>;
}

/** Stores the run's outcome, its changes and the records' new state, in one transaction. */
async function settle(
  runtime: MonitorRuntime,
  monitor: MonitorRow,
  run: MonitorRunRow,
  outcome: Settlement,
): Promise<void> {
  const { db } = runtime.jobs.database;
  const counts = outcome.counts ?? { new: 0, changed: 0, removed: 0, same: 0 };
  const settled = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: monitorRuns.status })
      .from(monitorRuns)
      .where(eq(monitorRuns.id, run.id))
      .for('update');
    if (locked?.status !== 'running') return false;
    const changes = outcome.changes ?? [];
    for (let start = 0; start < changes.length; start += BATCH)
      await tx.insert(monitorChanges).values(
        changes.slice(start, start + BATCH).map((change, index) => ({
          runId: run.id,
          seq: start + index,
          status: change.status,
          key: change.key,
          before: change.before,
          after: change.after,
          fields: change.fields,
          diff: change.diff ?? null,
        })),
      );
    const current = [...(outcome.current ?? new Map<string, RecordRow>())];
    for (let start = 0; start < current.length; start += BATCH)
      await tx
        .insert(monitorRecords)
        .values(
          current.slice(start, start + BATCH).map(([key, content]) => ({
            monitorId: monitor.id,
            key,
            content,
            firstRunId: run.id,
            lastRunId: run.id,
          })),
        )
        .onConflictDoUpdate({
          target: [monitorRecords.monitorId, monitorRecords.key],
          set: {
            content: sql`excluded.content`,
            lastRunId: sql`excluded.last_run_id`,
            removedRunId: null,
          },
        });
    const removed = changes.filter((change) => change.status === 'removed').map((c) => c.key);
    for (let start = 0; start < removed.length; start += BATCH)
      await tx
        .update(monitorRecords)
        .set({ removedRunId: run.id })
        .where(
          and(
            eq(monitorRecords.monitorId, monitor.id),
            inArray(monitorRecords.key, removed.slice(start, start + BATCH)),
          ),
        );
    await tx
      .update(monitorRuns)
      .set({
        status: outcome.status,
        note: outcome.note,
        ...(outcome.healing !== undefined ? { healing: outcome.healing } : {}),
        records: outcome.records ?? 0,
        keyBy: outcome.keyBy ?? null,
        newCount: counts.new,
        changedCount: counts.changed,
        removedCount: counts.removed,
        sameCount: counts.same,
        finishedAt: new Date(),
      })
      .where(eq(monitorRuns.id, run.id));
    await tx
      .update(monitors)
      .set({
        ...(outcome.keyBy ? { keyBy: outcome.keyBy } : {}),
        ...(outcome.status === 'completed' ? { health: 'ok' as const } : {}),
        ...(outcome.status === 'needs_attention' ? { health: 'needs_attention' as const } : {}),
      })
      .where(eq(monitors.id, monitor.id));
    return true;
  });
  if (!settled) return;
  await notifyRun(runtime, monitor, run.id);
}
