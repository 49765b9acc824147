import {
  BUDGET_TOLERANCE,
  budgetLeft,
  budgetRefusal,
  budgetStopReason,
  FREE_PLAN_LIMITS,
  overBudgetMessage,
  reachedBudget,
  tightestBudget,
  type BudgetStanding,
  type JobEstimate,
  type JobOptions,
  type PageExpectation,
  type PriceTable,
} from '@gleaner/shared';
import { AppError } from '../../errors.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import { budgetStanding, estimateJob, type CostControl } from '../usage/job-budget.js';
import { BudgetMeter } from './budget-meter.js';
import { stopJob } from './control-job.js';

/** What a running job is held to, from the process's configuration. */
export interface JobLimits {
  prices: PriceTable;
  /** PLAN_LIMITS=on: the Free plan's data points per job are enforced. */
  planLimits: boolean;
}

/** A person's budget is looked at this often at most per job, not after every batch. */
const BUDGET_CHECK_MS = 1000;
const lastBudgetCheck = new Map<string, number>();

/** The most items a job may store: the Free plan's data points, when plan limits are on. */
export function maxItemsOf(limits: JobLimits | undefined): number | null {
  return limits?.planLimits ? FREE_PLAN_LIMITS.dataPointsPerJob : null;
}

export function dataPointsReason(): string {
  const limit = FREE_PLAN_LIMITS.dataPointsPerJob.toLocaleString('en-US');
  return (
    `Stopped at ${limit} data points, the Free plan's limit per job. What was captured is kept; ` +
    'see /pricing for plans with more data points per job.'
  );
}

/**
 * After a batch of a job is stored: the job stops (cancelled, with its reason, resumable) when
 * it holds its plan's data points, or when its person's budget is reached.
 */
export async function enforceJobLimits(
  runtime: JobRuntime,
  jobId: string,
  ownerId: string | null,
  totalResults: number | null,
): Promise<void> {
  const limits = runtime.limits;
  if (!limits) return;
  const maxItems = maxItemsOf(limits);
  if (maxItems !== null && totalResults !== null && totalResults >= maxItems) {
    await stopJob(runtime, jobId, dataPointsReason());
    return;
  }
  if (!ownerId) return;
  const now = Date.now();
  if (now - (lastBudgetCheck.get(jobId) ?? 0) < BUDGET_CHECK_MS) return;
  // Forgotten now and then: ended jobs leave their entry behind.
  if (lastBudgetCheck.size > 10_000) lastBudgetCheck.clear();
  lastBudgetCheck.set(jobId, now);
  if (await stopAtBudget(runtime, jobId, ownerId)) lastBudgetCheck.delete(jobId);
}

/**
 * Stops the job (cancelled, with the budget's reason, resumable) when its person's budget is
 * reached; true when it did. Read now, whenever asked: a chunk whose budget meter ran out asks
 * once its pages are stored.
 */
export async function stopAtBudget(
  runtime: JobRuntime,
  jobId: string,
  ownerId: string,
  /**
   * The budget meter refused a page: the budget is spent counting pages in flight in other
   * jobs and workers, which are stored in a moment, so the job stops even if the spending
   * read now is a page or two short.
   */
  metered = false,
): Promise<boolean> {
  const limits = runtime.limits;
  if (!limits) return false;
  const standing = await budgetStanding(
    { database: runtime.database, prices: limits.prices },
    ownerId,
  );
  const reached = reachedBudget(standing);
  if (reached) {
    const { limit, spent } = standing[reached];
    return stopJob(runtime, jobId, budgetStopReason(reached, limit, spent));
  }
  if (!metered) return false;
  const { window, limit, spent } = tightestBudget(standing);
  return stopJob(runtime, jobId, budgetStopReason(window, limit, Math.max(limit, spent)));
}

/**
 * The meter a chunk counts its pages against (see BudgetMeter), shared through the database by
 * every job of the person; null when no budget applies (anonymous jobs, no limits).
 */
export function openBudgetMeter(
  runtime: JobRuntime,
  job: { userId: string | null; options: JobOptions },
): BudgetMeter | null {
  const limits = runtime.limits;
  const userId = job.userId;
  if (!limits || !userId) return null;
  return new BudgetMeter(
    runtime.database,
    userId,
    limits.prices.cost_per_page,
    job.options.render,
    async () =>
      budgetLeft(
        await budgetStanding({ database: runtime.database, prices: limits.prices }, userId),
      ),
  );
}

/** How often, and how long at most, a job whose meter ran out waits for pages in flight. */
const IN_FLIGHT_POLL_MS = 200;
const IN_FLIGHT_WAIT_MS = 60_000;

/**
 * The meter refused a page: the budget is spent, counting the person's pages in flight (in this
 * job's other chunks, other jobs, other workers). Once those are stored the spending shows it
 * and the job stops at its budget (true), without dropping pages already paid for. If they
 * fail instead, money is left: false, and the job goes on. Holds never settled (a worker
 * died mid-page) stop it after a minute.
 */
export async function stopWhenSpent(
  runtime: JobRuntime,
  jobId: string,
  ownerId: string,
  meter: BudgetMeter,
): Promise<boolean> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    if (await stopAtBudget(runtime, jobId, ownerId)) return true;
    if ((await meter.inFlight()) <= BUDGET_TOLERANCE) return false;
    if (Date.now() > deadline) return stopAtBudget(runtime, jobId, ownerId, true);
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
  }
}

/** A job may not start or resume: a budget is reached, or it holds its plan's data points. */
export class JobLimitError extends AppError {
  constructor(message: string) {
    super(402, message, 'JOB_LIMIT');
  }
}

/** A reached budget refuses the work (402), saying which budget and how to carry on. */
function refuseReachedBudget(standing: BudgetStanding): void {
  const reached = reachedBudget(standing);
  if (!reached) return;
  const { limit, spent } = standing[reached];
  throw new JobLimitError(budgetRefusal(reached, limit, spent));
}

/** Refuses (402) to start or resume a job its person's budget or its plan would stop at once. */
export async function assertJobMayRun(
  runtime: JobRuntime,
  job: { userId: string | null; totalResults: number },
): Promise<void> {
  const limits = runtime.limits;
  if (!limits) return;
  const maxItems = maxItemsOf(limits);
  if (maxItems !== null && job.totalResults >= maxItems)
    throw new JobLimitError(
      `This job holds ${job.totalResults.toLocaleString('en-US')} data points, the Free plan's limit per job is ${maxItems.toLocaleString('en-US')}; see /pricing for plans with more.`,
    );
  if (!job.userId) return;
  refuseReachedBudget(
    await budgetStanding({ database: runtime.database, prices: limits.prices }, job.userId),
  );
}

/**
 * 402 BUDGET_CONFIRMATION_REQUIRED: the work's estimate passes what is left of a budget. Nothing
 * was stored; the caller sends the same request again with `confirm_over_budget: true`.
 */
export class BudgetConfirmationNeeded extends AppError {
  override readonly details: {
    code: 'BUDGET_CONFIRMATION_REQUIRED';
    confirm_required: true;
    estimate: JobEstimate;
  };

  constructor(estimate: JobEstimate, kind: 'job' | 'scrape') {
    super(402, overBudgetMessage(estimate, kind), 'BUDGET_CONFIRMATION_REQUIRED');
    this.details = { code: 'BUDGET_CONFIRMATION_REQUIRED', confirm_required: true, estimate };
  }
}

/**
 * The one budget check before work is stored, for jobs (`POST /api/jobs`) and one-page scrapes
 * (`POST /api/execute-scraping`): the work's estimate, and for a signed-in person a 402 asking
 * for confirmation when it passes what is left of a budget. Work that starts at once (`startsNow`,
 * a one-page scrape) is refused outright while a budget is already reached, as starting a job
 * is: confirming could not help, the hard stop would end it at once. Anonymous callers have no
 * budget, so nothing is checked for them.
 */
export async function checkJobBudget(
  costs: CostControl,
  userId: string | null,
  job: { options: JobOptions; expected?: PageExpectation | undefined },
  check: { confirmed: boolean; startsNow: boolean },
): Promise<JobEstimate> {
  const standing = userId ? await budgetStanding(costs, userId) : null;
  if (standing && check.startsNow) refuseReachedBudget(standing);
  const estimate = await estimateJob(costs, userId, job, standing);
  if (estimate.over_budget && !check.confirmed)
    throw new BudgetConfirmationNeeded(estimate, check.startsNow ? 'scrape' : 'job');
  return estimate;
}
