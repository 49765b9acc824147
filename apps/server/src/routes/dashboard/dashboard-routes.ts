import {
  DASHBOARD_PAGE_SIZE,
  DashboardJobsQuerySchema,
  DashboardJobsReplySchema,
  DashboardSummaryReplySchema,
} from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardJobs, dashboardSummary } from '../../commands/dashboard/dashboard-jobs.js';

/** The dashboard's figures over all of the signed-in person's jobs, and its job tabs by page. */
const dashboardRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/dashboard/summary',
    { preHandler: app.authenticate, schema: { response: { 200: DashboardSummaryReplySchema } } },
    async (request) => ({
      success: true as const,
      ...(await dashboardSummary(app.database.db, request.auth?.userId ?? '')),
    }),
  );

  app.get(
    '/api/dashboard/jobs',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: DashboardJobsQuerySchema,
        response: { 200: DashboardJobsReplySchema },
      },
    },
    async (request) => {
      const { tab, page } = request.query;
      const result = await dashboardJobs(app.database.db, request.auth?.userId ?? '', tab, page);
      return { success: true as const, ...result, page, pageSize: DASHBOARD_PAGE_SIZE };
    },
  );
  return Promise.resolve();
};

export default dashboardRoutes;
