import { RECOMMENDATIONS_UNAVAILABLE, type CostAlert, type CostAlertsReply } from '@gleaner/shared';
import type { FastifyBaseLogger } from 'fastify';
import { budgetsOf } from './budgets.js';
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
 * Raises the spec's alerts for today (UTC): budget_exceeded when the day's model cost passes the
 * daily budget, model_inefficiency when one call cost more than the per-request maximum. The
 * unique (person, type, day) index makes each one once per day, however often this runs.
 */
export async function raiseCostAlerts(deps: UsageDeps, userId: string, now = new Date()) {
  const day = startOfUtcDay(now);
  const [rows, { budgets }] = await Promise.all([
    modelUsageByDay(deps.database, userId, day),
    budgetsOf(deps.database.db, userId),
  ]);
  const dayCost = rows.reduce((sum, row) => sum + costOf(deps.prices, row), 0);
  const dearest = dearestRequest(deps.prices, rows);
  const raise = (type: CostAlert['type'], severity: string, message: string, advice: string) =>
    deps.database.query(
      `insert into cost_alerts (user_id, type, severity, message, recommendation, window_start)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [userId, type, severity, message, advice, day.toISOString()],
    );
  if (dayCost > budgets.daily)
    await raise(
      'budget_exceeded',
      'high',
      `Today's model cost ${formatDollars(dayCost)} passed your daily budget of ${formatDollars(budgets.daily)}.`,
      'Switch to lower-cost models or reduce how often jobs and chats run.',
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
