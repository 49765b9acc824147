import { countOf } from '@gleaner/shared';
import { loadAgent } from '../../load-agent.js';
import type { JobOptions, JobPlan, MonitorHealing } from '@gleaner/shared';
import type { MonitorRuntime } from '../../monitors/monitor-runtime.js';
import { jobFor } from '../jobs/job-for-plan.js';
import { chooseKey, keyRecords, type RecordRow } from './record-keys.js';

/** Share of matched records and of their shared fields that must agree for a new plan to run. */
const AGREEMENT = 0.8;

export interface YieldFigures {
  records: number;
  /** Share of empty values over every field of every record, 0..1. */
  empty: number;
}

export function yieldOf(rows: RecordRow[]): YieldFigures {
  let values = 0;
  let empty = 0;
  for (const row of rows)
    for (const value of Object.values(row)) {
      values += 1;
      if (value === null || value === '' || (Array.isArray(value) && value.length === 0))
        empty += 1;
    }
  return { records: rows.length, empty: values === 0 ? 1 : empty / values };
}

/**
 * A sharp drop against the last good run: nothing found, under a third of it, or most fields
 * empty where they were filled. Small monitors (fewer than three records) are never judged.
 */
export function sharpDrop(now: YieldFigures, before: YieldFigures): boolean {
  if (before.records < 3) return false;
  return (
    now.records === 0 ||
    now.records < before.records * 0.3 ||
    (now.empty > 0.5 && before.empty <= 0.25)
  );
}

export interface HealOutcome {
  healing: MonitorHealing;
  /** What the healed run runs, when the new plan agreed with the last good records. */
  next: { plan: JobPlan; options: JobOptions } | null;
  note: string;
}

/** Counts the new plan's records found among the last good ones by key, and their agreement. */
export function compareByKey(
  sample: RecordRow[],
  lastGood: ReadonlyMap<string, RecordRow>,
  keyBy: string,
): { matched: number; compared: number; fieldsAgree: boolean } {
  const firstGood = lastGood.values().next().value;
  // The new plan may have named the key field otherwise: then its rows are keyed as they are.
  const key = sample.some((row) => keyBy in row) ? keyBy : chooseKey(sample);
  const keyed = keyRecords(sample, key);
  let matched = 0;
  let shared = 0;
  let agreeing = 0;
  for (const [k, row] of keyed) {
    const before = lastGood.get(k);
    if (!before) continue;
    matched += 1;
    for (const field of Object.keys(row)) {
      if (!(field in before)) continue;
      shared += 1;
      if (JSON.stringify(row[field]) === JSON.stringify(before[field])) agreeing += 1;
    }
  }
  const fieldsAgree = firstGood !== undefined && shared > 0 && agreeing / shared >= AGREEMENT;
  return { matched, compared: keyed.size, fieldsAgree };
}

/**
 * The site changed its layout: the agent trains on the page again with the monitor's own
 * instruction (its planner, not a copy), and the new plan's records on that page are compared
 * with the last good records by key. It is run only when most records match and their fields
 * agree; otherwise the run needs a person, with both plans to look at.
 */
export async function replan(
  runtime: MonitorRuntime,
  monitor: { url: string; instruction: string; plan: unknown },
  lastGood: ReadonlyMap<string, RecordRow>,
  keyBy: string,
): Promise<HealOutcome> {
  const previous = (monitor.plan as JobPlan | null) ?? null;
  const refused = (note: string, proposed: JobPlan | null = null, matched = 0, compared = 0) => ({
    healing: { previous, proposed, matched, compared, applied: false },
    next: null,
    note,
  });
  if (!monitor.instruction.trim())
    return refused(
      'The records stopped matching (the site may have changed its layout), and this monitor has no instruction to re-plan with; needs attention.',
    );
  const { applyRecordSpec, planRequest, rowsOf } = await loadAgent();
  let planned;
  try {
    planned = await planRequest(runtime.pages, monitor.url, monitor.instruction);
  } catch (error) {
    return refused(
      `The records stopped matching and re-planning failed: ${error instanceof Error ? error.message : String(error)}; needs attention.`,
    );
  }
  const spec = planned.plan.recordSpec;
  const job = jobFor(planned.plan);
  if (!spec)
    return refused(
      'The records stopped matching and the agent found no records on the page any more; needs attention.',
      job.plan,
    );
  const sample = rowsOf(applyRecordSpec(planned.page.html, planned.page.url, spec)) as RecordRow[];
  const { matched, compared, fieldsAgree } = compareByKey(sample, lastGood, keyBy);
  const agrees = compared > 0 && matched / compared >= AGREEMENT && fieldsAgree;
  if (!agrees)
    return refused(
      `The site seems to have changed its layout; a new plan was made, but only ${matched} of ${compared} of its records match the last good ones by key${fieldsAgree ? '' : ' and their fields disagree'}. Needs attention: compare the two plans.`,
      job.plan,
      matched,
      compared,
    );
  return {
    healing: { previous, proposed: job.plan, matched, compared, applied: true },
    next: job,
    note: `The site changed its layout; re-planned; ${matched} of ${countOf(compared, 'record')} match by key.`,
  };
}
