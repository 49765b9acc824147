import { RECOMMENDATIONS_UNAVAILABLE, type CostAlert, type CostAlertsReply } from '@gleaner/shared';
import type { FastifyBaseLogger } from 'fastify';
import { budgetsOf } from './budgets.js';
import { windowStart } from './job-budget.js';
import { spendSince } from './spend.js';
import { formatDollars } from './money.js';
import { costOf, dearestRequest, modelUsageByDay } from './model-usage.js';
import { recommendationsFor } from './recommendations.js';
import type { UsageDeps } from './usage-summary.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Raises the spec's alerts. budget_exceeded (high): what the person spent in the last 24 hours,
 * model calls and pages read, passed the daily budget; the figure is the hard budget stop's own
 * (`budgetStanding`'s daily window, through `spendSince`), so the alert and the stop never
 * disagree. It is raised once per such window: not again while one was raised in the last 24
 * hours. model_inefficiency (medium): one call today (UTC) cost more than the per-request
 * maximum; it is about a single call, not a sum over a window, so the calendar day is its window.
 * The unique (person, type, UTC day) index keeps either from being written twice by processes
 * checking at the same moment.
 */
export async function raiseCostAlerts(deps: UsageDeps, userId: string, now = new Date()) {
  const day = startOfUtcDay(now);
  const since = windowStart('daily', now);
  const [rows, { budgets }, [last24h]] = await Promise.all([
    modelUsageByDay(deps.database, userId, day),
    budgetsOf(deps.database.db, userId),
    spendSince(deps, userId, [since]),
  ]);
  const spent = last24h?.spend ?? { model_calls: 0, pages: 0, total: 0 };
  const dearest = dearestRequest(deps.prices, rows);
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
  if (spent.total > budgets.daily)
    await raise(
      'budget_exceeded',
      'high',
      `Your spending of the last 24 hours, ${formatDollars(spent.total)} (model calls ${formatDollars(spent.model_calls)}, pages read ${formatDollars(spent.pages)}), passed your daily budget of ${formatDollars(budgets.daily)}.`,
      'Switch to lower-cost models, read fewer pages (or fewer in Chromium), or run jobs and chats less often.',
    );
  if (dearest && dearest.cost > budgets.max_per_request)
    await raise(
      'model_inefficiency',
      'medium',
      `One ${dearest.model} request cost ${formatDollars(dearest.cost)}, above your maximum of ${formatDollars(budgets.max_per_request)} per request.`,
      'Send shorter inputs or use a smaller model for this kind of request.',
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
