import { PagePlanBodySchema, PagePlanReplySchema } from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planPage } from '../../commands/page-plan/plan-page.js';

/**
 * `POST /api/plan {url, instruction}`: the agent's plan (columns, samples, confidence) and the
 * job it would run, without making one. It reads a page, so it counts as a preview.
 */
const pagePlanRoute: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/api/plan',
    {
      config: { rateLimit: app.usageLimits.previews },
      schema: { body: PagePlanBodySchema, response: { 200: PagePlanReplySchema } },
    },
    (request) => planPage(app.agentPages, request.body.url, request.body.instruction),
  );
  return Promise.resolve();
};

export default pagePlanRoute;
