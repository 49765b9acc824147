import { FREE_PLAN_LIMITS } from '@gleaner/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors.js';

/** A plan's limit is reached: 402, with which limit and when it resets. */
export class PlanLimitError extends AppError {
  constructor(message: string) {
    super(402, message, 'PLAN_LIMIT');
  }
}

/** The first day of next month (UTC), when the monthly counts start again. */
export function monthResetsOn(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Jobs a person started this month (UTC), as usage_counters counts them. */
export async function jobsThisMonth(database: Database, userId: string, now = new Date()) {
  const [row] = await database.query<{ jobs: number }>(
    `select jobs from usage_counters where user_id = $1 and month = $2`,
    [userId, now.toISOString().slice(0, 7)],
  );
  return row?.jobs ?? 0;
}

/** Refuses one more job once the month's jobs reach the Free plan's limit. */
export async function enforceJobsPerMonth(database: Database, userId: string, now = new Date()) {
  const used = await jobsThisMonth(database, userId, now);
  if (used < FREE_PLAN_LIMITS.jobsPerMonth) return;
  const resets = monthResetsOn(now).toISOString().slice(0, 10);
  throw new PlanLimitError(
    `Your Free plan allows ${FREE_PLAN_LIMITS.jobsPerMonth} jobs a month and you have used ${used}. ` +
      `The count starts again on ${resets} (UTC); see /pricing for larger plans.`,
  );
}
