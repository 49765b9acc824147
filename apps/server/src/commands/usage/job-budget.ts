import {
  estimateJobCost,
  JobOptionsSchema,
  PERIOD_DAYS,
  requestCost,
  tokenPrice,
  tightestBudget,
  type BudgetStanding,
  type BudgetWindow,
  type JobEstimate,
  type MeasuredPageCost,
  type PriceTable,
  type RenderMode,
} from '@gleaner/shared';
import type { Database } from '../../db/database.js';
import { budgetsOf } from './budgets.js';

const DAY_MS = 86_400_000;
/** The measured cost per page averages this many of the person's latest pages. */
const MEASURED_PAGES = 500;

export interface CostControl {
  database: Database;
  prices: PriceTable;
}

const WINDOW_DAYS: Readonly<Record<BudgetWindow, number>> = {
  daily: PERIOD_DAYS.day,
  weekly: PERIOD_DAYS.week,
  monthly: PERIOD_DAYS.month,
};

type Spent = Record<BudgetWindow, number>;

/** Model calls in each window (the spec's 24 hours, 7 days, 30 days), at the table's prices. */
async function modelSpend({ database, prices }: CostControl, userId: string, since: Date[]) {
  const rows = await database.query<{
    model: string;
    tokens: string[];
    untokened: string[];
  }>(
    `select model,
            array[${since.map((_, i) => `coalesce(sum(input_tokens + output_tokens) filter (where "timestamp" >= $${i + 2}), 0)::text`).join(', ')}] as tokens,
            array[${since.map((_, i) => `(count(*) filter (where "timestamp" >= $${i + 2} and input_tokens + output_tokens = 0))::text`).join(', ')}] as untokened
       from modal_usage_logs
      where user_id = $1 and "timestamp" >= $${since.length + 1}
      group by model`,
    [userId, ...since.map((date) => date.toISOString())],
  );
  return since.map((_, i) =>
    rows.reduce(
      (sum, row) =>
        sum +
        Number(row.tokens[i]) * tokenPrice(prices, row.model) +
        Number(row.untokened[i]) * requestCost(prices, row.model, 0, 0),
      0,
    ),
  );
}

/** Pages the person's jobs read in each window, priced by how each was read. */
async function pageSpend({ database, prices }: CostControl, userId: string, since: Date[]) {
  const rows = await database.query<{ engine: string; pages: string[] }>(
    `select coalesce(p.engine, 'http') as engine,
            array[${since.map((_, i) => `(count(*) filter (where p.finished_at >= $${i + 2}))::text`).join(', ')}] as pages
       from job_pages p join scrape_jobs j on j.id = p.job_id
      where j.user_id = $1 and p.status = 'done' and p.finished_at >= $${since.length + 1}
      group by 1`,
    [userId, ...since.map((date) => date.toISOString())],
  );
  return since.map((_, i) =>
    rows.reduce(
      (sum, row) =>
        sum +
        Number(row.pages[i]) *
          (row.engine === 'browser' ? prices.cost_per_page.browser : prices.cost_per_page.http),
      0,
    ),
  );
}

/**
 * What a person has spent in each budget window (model calls and pages read, at the price
 * table's prices) against their budgets.
 */
export async function budgetStanding(
  deps: CostControl,
  userId: string,
  now = new Date(),
): Promise<BudgetStanding> {
  const windows = ['daily', 'weekly', 'monthly'] as const;
  const since = windows.map((window) => new Date(now.getTime() - WINDOW_DAYS[window] * DAY_MS));
  const [{ budgets }, models, pages] = await Promise.all([
    budgetsOf(deps.database.db, userId),
    modelSpend(deps, userId, since),
    pageSpend(deps, userId, since),
  ]);
  const spent = Object.fromEntries(
    windows.map((window, i) => [window, (models[i] ?? 0) + (pages[i] ?? 0)]),
  ) as Spent;
  return {
    daily: { limit: budgets.daily, spent: spent.daily },
    weekly: { limit: budgets.weekly, spent: spent.weekly },
    monthly: { limit: budgets.monthly, spent: spent.monthly },
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
    cost: http * prices.cost_per_page.http + browser * prices.cost_per_page.browser,
  };
}

/**
 * A job's estimate before it runs: its page cap at the measured (or table) cost per page, and,
 * for a signed-in person, the budget with the least left and whether the job would pass it.
 */
export async function estimateJob(
  deps: CostControl,
  userId: string | null,
  options: unknown,
): Promise<JobEstimate> {
  const { maxPages, render } = JobOptionsSchema.parse(options ?? {});
  const measured = userId ? await measuredPageCost(deps, userId, render) : null;
  const estimate = estimateJobCost(deps.prices, { pages: maxPages, render }, measured);
  if (!userId) return { ...estimate, budget: null, over_budget: false };
  const budget = tightestBudget(await budgetStanding(deps, userId));
  return { ...estimate, budget, over_budget: estimate.total > budget.remaining };
}
