import {
  BudgetsReplySchema,
  BudgetsSchema,
  CostAlertsReplySchema,
  PricesReplySchema,
  UsageSummaryQuerySchema,
  UsageSummaryReplySchema,
} from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { budgetsOf, setBudgets } from '../../commands/usage/budgets.js';
import { costAlertsReply, raiseCostAlerts } from '../../commands/usage/cost-alerts.js';
import { spentByBudgetWindow } from '../../commands/usage/job-budget.js';
import { measuredItemSize } from '../../commands/usage/storage-usage.js';
import { priceTableOf } from '../../commands/usage/price-table.js';
import { userUsageSummary, type UsageDeps } from '../../commands/usage/usage-summary.js';

/** Usage and cost (spec/dashboard.md sections 7 and 9): summary, prices, budgets, alerts. */
const usageRoutes: FastifyPluginAsyncZod = (app) => {
  const deps: UsageDeps = {
    database: app.database,
    prices: priceTableOf(app.config),
    stripeReady: Boolean(app.config.STRIPE_SECRET_KEY),
    planLimits: app.config.PLAN_LIMITS,
  };
  const userOf = (auth: { userId: string } | null) => auth?.userId ?? '';

  // Public: the plans calculator prices with the same table as the bill.
  app.get('/api/usage/prices', { schema: { response: { 200: PricesReplySchema } } }, async () => ({
    success: true as const,
    prices: deps.prices,
    measured: await measuredItemSize(app.database),
  }));

  app.get(
    '/api/usage/summary',
    {
      preHandler: app.authenticate,
      schema: { querystring: UsageSummaryQuerySchema, response: { 200: UsageSummaryReplySchema } },
    },
    async (request) => {
      const userId = userOf(request.auth);
      // Reading usage is a moment to notice a passed budget, as the alerts list does.
      await raiseCostAlerts(deps, userId);
      return {
        success: true as const,
        summary: await userUsageSummary(deps, userId, request.query.period),
      };
    },
  );

  app.get(
    '/api/budgets',
    { preHandler: app.authenticate, schema: { response: { 200: BudgetsReplySchema } } },
    async (request) => {
      const userId = userOf(request.auth);
      const [stored, spent] = await Promise.all([
        budgetsOf(app.database.db, userId),
        spentByBudgetWindow(deps, userId),
      ]);
      return { ...stored, spent };
    },
  );

  app.put(
    '/api/budgets',
    {
      preHandler: app.authenticate,
      schema: { body: BudgetsSchema, response: { 200: BudgetsReplySchema } },
    },
    async (request) => {
      const userId = userOf(request.auth);
      const [stored, spent] = await Promise.all([
        setBudgets(app.database.db, userId, request.body),
        spentByBudgetWindow(deps, userId),
      ]);
      return { ...stored, spent };
    },
  );

  app.get(
    '/api/usage/alerts',
    { preHandler: app.authenticate, schema: { response: { 200: CostAlertsReplySchema } } },
    (request) => costAlertsReply({ ...deps, log: request.log }, userOf(request.auth)),
  );
  return Promise.resolve();
};

export default usageRoutes;
