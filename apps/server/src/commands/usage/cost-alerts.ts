import {
  dollarsText,
  RECOMMENDATIONS_UNAVAILABLE,
  type CostAlert,
  type CostAlertsReply,
  type PriceTable,
} from '@gleaner/shared';
import type { FastifyBaseLogger } from 'fastify';
import { budgetsOf } from './budgets.js';
import { windowStart } from './job-budget.js';
import { spendSince } from './spend.js';
import { costOf, dearestRequest, modelUsageByDay, type ModelDayRow } from './model-usage.js';
import { recommendationsFor } from './recommendations.js';
import type { UsageDeps } from './usage-summary.js';

/** How a page was read, which prices it. */
type PageEngine = 'http' | 'browser';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** A single request, model call or one-page scrape, and what it cost. */
export interface SingleRequest {
  kind: 'model' | 'page';
  /** The model, or how the page was read. */
  name: string;
  cost: number;
}

/**
 * The dearest single request among a day's model calls and one-page scrapes. A one-page scrape
 * (a job of one page: `POST /api/execute-scraping`, or a job capped at one page) is one request,
 * costing its page at the price table's price for how it was read; the built-in reader makes no
 * model call for it. A job of many pages is many page reads, not one request.
 */
export function dearestSingleRequest(
  prices: PriceTable,
  modelRows: readonly ModelDayRow[],
  pageEngines: readonly PageEngine[],
): SingleRequest | null {
  const model = dearestRequest(prices, modelRows);
  let dearest: SingleRequest | null = model
    ? { kind: 'model', name: model.model, cost: model.cost }
    : null;
  for (const engine of pageEngines) {
    const cost = prices.cost_per_page[engine];
    if (!dearest || cost > dearest.cost) dearest = { kind: 'page', name: engine, cost };
  }
  return dearest;
}

/** How the person's one-page scrapes finished since `since` were read (each way once). */
async function onePageEnginesSince(
  database: UsageDeps['database'],
  userId: string,
  since: Date,
): Promise<PageEngine[]> {
  const rows = await database.query<{ engine: string }>(
    `select distinct coalesce(p.engine, 'http') as engine
       from job_pages p join scrape_jobs j on j.id = p.job_id
      where j.user_id = $1 and p.status = 'done' and p.finished_at >= $2
        and j.options->>'maxPages' = '1'`,
    [userId, since.toISOString()],
  );
  return rows.map((row) => (row.engine === 'browser' ? 'browser' : 'http'));
}

/** The model_inefficiency alert's words for the request that passed the maximum. */
function inefficiencyText(request: SingleRequest, max: number): [string, string] {
  // As many digits as a price of a page needs ($0.00005), where cents would hide the figures.
  const over = `cost ${dollarsText(request.cost)}, above your maximum of ${dollarsText(max)} per request.`;
  if (request.kind === 'model')
    return [
      `One ${request.name} request ${over}`,
      'Send shorter inputs or use a smaller model for this kind of request.',
    ];
  return request.name === 'browser'
    ? [
        `One one-page scrape, rendered in Chromium, ${over}`,
        'Scrape pages that need no JavaScript over plain HTTP (render: never), or raise the maximum per request in Account → Settings.',
      ]
    : [
        `One one-page scrape, read over plain HTTP, ${over}`,
        'Raise the maximum per request in Account → Settings: a page read over plain HTTP is the cheapest request there is.',
      ];
}

/**
 * Raises the spec's alerts. budget_exceeded (high): what the person spent in the last 24 hours,
 * model calls and pages read, passed the daily budget; the figure is the hard budget stop's own
 * (`budgetStanding`'s daily window, through `spendSince`), so the alert and the stop never
 * disagree. It is raised once per such window: not again while one was raised in the last 24
 * hours. model_inefficiency (medium): one request today (UTC), a model call or a one-page scrape,
 * cost more than the per-request maximum; it is about a single request, not a sum over a window,
 * so the calendar day is its window.
 * The unique (person, type, UTC day) index keeps either from being written twice by processes
 * checking at the same moment.
 */
export async function raiseCostAlerts(deps: UsageDeps, userId: string, now = new Date()) {
  const day = startOfUtcDay(now);
  const since = windowStart('daily', now);
  const [rows, pageEngines, { budgets }, [last24h]] = await Promise.all([
    modelUsageByDay(deps.database, userId, day),
    onePageEnginesSince(deps.database, userId, day),
    budgetsOf(deps.database.db, userId),
    spendSince(deps, userId, [since]),
  ]);
  const spent = last24h?.spend ?? { model_calls: 0, pages: 0, total: 0 };
  const dearest = dearestSingleRequest(deps.prices, rows, pageEngines);
  const raise = (type: CostAlert['type'], severity: string, message: string, advice: string) =>
    deps.database.query(
      `insert into cost_alerts (user_id, type, severity, message, recommendation, window_start)
       select $1::uuid, $2::text, $3::text, $4::text, $5::text, $6::timestamptz
        where not exists (select 1 from cost_alerts
                           where user_id = $1 and type = $2 and "timestamp" >= $7::timestamptz)
       on conflict do nothing`,
      [
        userId,
        type,
        severity,
        message,
        advice,
        day.toISOString(),
        (type === 'budget_exceeded' ? since : day).toISOString(),
      ],
    );
  // The figures of one sentence share their decimals: never "$0.00" beside "$0.0005".
  const money = (value: number) =>
    dollarsText(value, spent.total, spent.model_calls, spent.pages, budgets.daily);
  if (spent.total > budgets.daily)
    await raise(
      'budget_exceeded',
      'high',
      `Your spending of the last 24 hours, ${money(spent.total)} (model calls ${money(spent.model_calls)}, pages read ${money(spent.pages)}), passed your daily budget of ${money(budgets.daily)}.`,
      'Switch to lower-cost models, read fewer pages (or fewer in Chromium), or run jobs and chats less often.',
    );
  if (dearest && dearest.cost > budgets.max_per_request)
    await raise(
      'model_inefficiency',
      'medium',
      ...inefficiencyText(dearest, budgets.max_per_request),
    );
}

interface AlertRow {
  id: string;
  type: CostAlert['type'];
  message: string;
  severity: CostAlert['severity'];
  recommendation: string;
  timestamp: Date;
}

/** The last week's alerts, newest first, at most 10 (spec section 7). */
export async function recentCostAlerts(deps: UsageDeps, userId: string, now = new Date()) {
  const rows = await deps.database.query<AlertRow>(
    `select id, type, message, severity, recommendation, "timestamp" from cost_alerts
      where user_id = $1 and "timestamp" >= $2 order by "timestamp" desc, id limit 10`,
    [userId, new Date(now.getTime() - WEEK_MS).toISOString()],
  );
  return rows.map((row) => ({ ...row, timestamp: new Date(row.timestamp).toISOString() }));
}

async function weekRecommendations(deps: UsageDeps, userId: string, now: Date) {
  const [rows, { budgets }] = await Promise.all([
    modelUsageByDay(deps.database, userId, new Date(now.getTime() - WEEK_MS)),
    budgetsOf(deps.database.db, userId),
  ]);
  const models = new Map<
    string,
    { model: string; cost: number; requests: number; timeMs: number }
  >();
  let requests = 0;
  let succeeded = 0;
  let timeMs = 0;
  for (const row of rows) {
    requests += row.requests;
    succeeded += row.succeeded;
    timeMs += row.timeMs;
    const entry = models.get(row.model) ?? { model: row.model, cost: 0, requests: 0, timeMs: 0 };
    entry.cost += costOf(deps.prices, row);
    entry.requests += row.requests;
    entry.timeMs += row.timeMs;
    models.set(row.model, entry);
  }
  const byModel = [...models.values()].map((m) => ({
    model: m.model,
    cost: m.cost,
    requests: m.requests,
    avgTimeMs: m.requests > 0 ? m.timeMs / m.requests : 0,
  }));
  return recommendationsFor({
    requests,
    cost: byModel.reduce((sum, m) => sum + m.cost, 0),
    successRate: requests > 0 ? succeeded / requests : null,
    avgTimeMs: requests > 0 ? timeMs / requests : null,
    byModel,
    weeklyBudget: budgets.weekly,
  });
}

/** Alerts (after raising today's) and recommendations; a failure of the latter is said, not hidden. */
export async function costAlertsReply(
  deps: UsageDeps & { log: FastifyBaseLogger },
  userId: string,
  now = new Date(),
): Promise<CostAlertsReply> {
  await raiseCostAlerts(deps, userId, now);
  const alerts = await recentCostAlerts(deps, userId, now);
  try {
    const items = await weekRecommendations(deps, userId, now);
    return { success: true, alerts, recommendations: { available: true, items } };
  } catch (error) {
    deps.log.error({ err: error }, 'could not compute recommendations');
    return {
      success: true,
      alerts,
      recommendations: { available: false, reason: RECOMMENDATIONS_UNAVAILABLE },
    };
  }
}
