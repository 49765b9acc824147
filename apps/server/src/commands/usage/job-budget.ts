import {
  BUDGET_WINDOWS,
  estimateJobCost,
  JobOptionsSchema,
  pagesCost,
  PERIOD_DAYS,
  publishedSpend,
  tightestBudget,
  type BudgetStanding,
  type BudgetWindow,
  type JobEstimate,
  type PageExpectation,
  type MeasuredPageCost,
  type RenderMode,
  type Spend,
} from '@gleaner/shared';
import { budgetsOf } from './budgets.js';
import { spendSince, type CostControl } from './spend.js';

export type { CostControl };

const DAY_MS = 86_400_000;
/** The measured cost per page averages this many of the person's latest pages. */
const MEASURED_PAGES = 500;

const WINDOW_DAYS: Readonly<Record<BudgetWindow, number>> = {
  daily: PERIOD_DAYS.day,
  weekly: PERIOD_DAYS.week,
  monthly: PERIOD_DAYS.month,
};

/** When a budget window that ends now began (the spec's 24 hours, 7 days, 30 days). */
export function windowStart(window: BudgetWindow, now: Date): Date {
  return new Date(now.getTime() - WINDOW_DAYS[window] * DAY_MS);
}

/**
 * What a person has spent in each budget window (model calls and pages read, at the price
 * table's prices): the figures Usage Details shows for a day, a week and a month.
 */
export async function spentByBudgetWindow(
  deps: CostControl,
  userId: string,
  now = new Date(),
): Promise<Record<BudgetWindow, Spend>> {
  const spent = await spendSince(
    deps,
    userId,
    BUDGET_WINDOWS.map((window) => windowStart(window, now)),
  );
  const [daily, weekly, monthly] = spent.map((window) => publishedSpend(window.spend));
  const none = { model_calls: 0, pages: 0, total: 0 };
  return { daily: daily ?? none, weekly: weekly ?? none, monthly: monthly ?? none };
}

/** What a person has spent in each budget window against their budgets. */
export async function budgetStanding(
  deps: CostControl,
  userId: string,
  now = new Date(),
): Promise<BudgetStanding> {
  const [{ budgets }, spent] = await Promise.all([
    budgetsOf(deps.database.db, userId),
    spentByBudgetWindow(deps, userId, now),
  ]);
  return {
    daily: { limit: budgets.daily, spent: spent.daily.total },
    weekly: { limit: budgets.weekly, spent: spent.weekly.total },
    monthly: { limit: budgets.monthly, spent: spent.monthly.total },
  };
}

/** The cost per page of the person's latest done pages of jobs with this render mode. */
export async function measuredPageCost(
  { database, prices }: CostControl,
  userId: string,
  render: RenderMode,
): Promise<MeasuredPageCost | null> {
  const [row] = await database.query<{ http: string; browser: string }>(
    `select count(*) filter (where coalesce(engine, 'http') = 'http') as http,
            count(*) filter (where engine = 'browser') as browser
       from (select p.engine from job_pages p join scrape_jobs j on j.id = p.job_id
              where j.user_id = $1 and p.status = 'done' and p.finished_at is not null
                and coalesce(j.options->>'render', 'auto') = $2
              order by p.finished_at desc limit ${MEASURED_PAGES}) latest`,
    [userId, render],
  );
  const http = Number(row?.http ?? 0);
  const browser = Number(row?.browser ?? 0);
  if (http + browser === 0) return null;
  return {
    pages: http + browser,
    cost: pagesCost(prices, { http, browser }),
  };
}

/**
 * A job's estimate before it runs: the pages its plan expects (else its page cap) at the
 * measured (or table) cost per page, and,
 * for a signed-in person, the budget with the least left and whether the job would pass it.
 */
export async function estimateJob(
  deps: CostControl,
  userId: string | null,
  job: { options: unknown; expected?: PageExpectation | undefined },
  /** The person's standing, when the caller has already read it. */
  standing?: BudgetStanding | null,
): Promise<JobEstimate> {
  const { maxPages, render } = JobOptionsSchema.parse(job.options ?? {});
  const measured = userId ? await measuredPageCost(deps, userId, render) : null;
  const estimate = estimateJobCost(
    deps.prices,
    { maxPages, render, expected: job.expected },
    measured,
  );
  if (!userId) return { ...estimate, budget: null, over_budget: false };
  const budget = tightestBudget(standing ?? (await budgetStanding(deps, userId)));
  return { ...estimate, budget, over_budget: estimate.total > budget.remaining };
}
