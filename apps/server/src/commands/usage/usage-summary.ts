import {
  ACCOUNT_LIMITS,
  billingLineItems,
  FREE_PLAN_LIMITS,
  PERIOD_DAYS,
  PROJECTION_FACTORS,
  projectMonthly,
  publishedSpend,
  roundDollars,
  spendOf,
  type DailyUsage,
  type PriceTable,
  type UsagePeriod,
  type UsageSummary,
} from '@gleaner/shared';
import type { Database } from '../../db/database.js';
import { costOf, modelUsageByDay, type ModelDayRow } from './model-usage.js';
import { jobsThisMonth, monthResetsOn } from './plan-limits.js';
import { scrapingByDay } from './scraping-usage.js';
import { spendSince } from './spend.js';
import { storageUsage } from './storage-usage.js';

export interface UsageDeps {
  database: Database;
  prices: PriceTable;
  /** A billing provider is configured (STRIPE_SECRET_KEY). */
  stripeReady: boolean;
  /** Plan limits are enforced (PLAN_LIMITS=on). */
  planLimits: boolean;
}

const DAY_MS = 86_400_000;

/** The UTC dates from `start` to `end`, both included, as YYYY-MM-DD. */
function datesBetween(start: Date, end: Date): string[] {
  const dates: string[] = [];
  const first = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  for (let t = first; t <= end.getTime(); t += DAY_MS)
    dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

function aiUsage(prices: PriceTable, rows: readonly ModelDayRow[]) {
  const byModel = new Map<
    string,
    { model: string; requests: number; tokens: number; cost: number }
  >();
  let input = 0;
  let output = 0;
  let requests = 0;
  let succeeded = 0;
  let timeMs = 0;
  for (const row of rows) {
    input += row.inputTokens;
    output += row.outputTokens;
    requests += row.requests;
    succeeded += row.succeeded;
    timeMs += row.timeMs;
    const entry = byModel.get(row.model) ?? { model: row.model, requests: 0, tokens: 0, cost: 0 };
    entry.requests += row.requests;
    entry.tokens += row.inputTokens + row.outputTokens;
    entry.cost += costOf(prices, row);
    byModel.set(row.model, entry);
  }
  const by_model = [...byModel.values()]
    .map((entry) => ({ ...entry, cost: roundDollars(entry.cost) }))
    .sort((a, b) => b.cost - a.cost || a.model.localeCompare(b.model));
  return {
    total_input_tokens: input,
    total_output_tokens: output,
    total_requests: requests,
    models_used: by_model.map((entry) => entry.model),
    success_rate: requests > 0 ? succeeded / requests : null,
    avg_processing_time: requests > 0 ? Math.round(timeMs / requests) : null,
    by_model,
  };
}

/**
 * The spec's user usage summary (its `get_user_usage_summary`) over the period's window: model
 * calls priced by the price table, storage measured in the database, what was scraped, what the
 * period cost (model calls and pages read, counted as budgets count them), and the bill with its
 * monthly projection.
 */
export async function userUsageSummary(
  deps: UsageDeps,
  userId: string,
  period: UsagePeriod,
  now = new Date(),
): Promise<UsageSummary> {
  const start = new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS);
  const monthStart = new Date(now.getTime() - PERIOD_DAYS.month * DAY_MS);
  const [inPeriod, monthRows, scraping, storage, jobsUsed, [spent]] = await Promise.all([
    modelUsageByDay(deps.database, userId, start),
    period === 'month' ? null : modelUsageByDay(deps.database, userId, monthStart),
    scrapingByDay(deps.database, userId, start),
    storageUsage(deps.database, userId),
    jobsThisMonth(deps.database, userId, now),
    spendSince(deps, userId, [start]),
  ]);
  const pagesRead = spent?.pages ?? { http: 0, browser: 0 };
  const cost = publishedSpend(spent?.spend ?? { model_calls: 0, pages: 0, total: 0 });
  const dates = datesBetween(start, now);
  // The model-call part of the spend, so this total and `cost.model_calls` are one figure.
  const ai = { ...aiUsage(deps.prices, inPeriod), total_cost: cost.model_calls };
  const daily: DailyUsage[] = dates.map((date) => {
    const rows = inPeriod.filter((row) => row.day === date);
    const scraped = scraping.days.get(date);
    return {
      date,
      input_tokens: rows.reduce((sum, row) => sum + row.inputTokens, 0),
      output_tokens: rows.reduce((sum, row) => sum + row.outputTokens, 0),
      cost: roundDollars(
        spendOf(deps.prices, {
          models: rows.map((row) => ({
            model: row.model,
            tokens: row.inputTokens + row.outputTokens,
            untokened: row.untokened,
          })),
          pages: scraped?.read ?? { http: 0, browser: 0 },
        }).total,
      ),
      pages: scraped?.pages ?? 0,
      items: scraped?.items ?? 0,
    };
  });
  const tokens = ai.total_input_tokens + ai.total_output_tokens;
  const bill = billingLineItems(deps.prices, {
    tokens,
    storageBytes: storage.total_bytes,
    pages: pagesRead,
  });
  const [aiLine, httpLine, browserLine, storageLine] = bill.line_items;
  const useCost = (aiLine?.total ?? 0) + (httpLine?.total ?? 0) + (browserLine?.total ?? 0);
  return {
    user_id: userId,
    period,
    start: start.toISOString(),
    end: now.toISOString(),
    ai_usage: ai,
    storage_usage: storage,
    cost,
    platform_metrics: {
      jobs: scraping.jobs,
      pages_fetched: daily.reduce((sum, day) => sum + day.pages, 0),
      items_stored: daily.reduce((sum, day) => sum + day.items, 0),
      model_requests: ai.total_requests,
    },
    billing_summary: {
      ...bill,
      current_cost: bill.total,
      estimated_monthly: projectMonthly(period, useCost, storageLine?.total ?? 0),
      projection_factor: PROJECTION_FACTORS[period],
      stripe_ready: deps.stripeReady,
    },
    daily,
    limits: {
      tokens_per_month: ACCOUNT_LIMITS.tokensPerMonth,
      storage_mb: ACCOUNT_LIMITS.storageMb,
      tokens_this_month: (monthRows ?? inPeriod).reduce(
        (sum, row) => sum + row.inputTokens + row.outputTokens,
        0,
      ),
      jobs_per_month: FREE_PLAN_LIMITS.jobsPerMonth,
      jobs_this_month: jobsUsed,
      jobs_reset_on: monthResetsOn(now).toISOString().slice(0, 10),
      enforced: deps.planLimits,
    },
  };
}
