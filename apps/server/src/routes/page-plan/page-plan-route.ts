import { PagePlanBodySchema, PagePlanReplySchema } from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planPage } from '../../commands/page-plan/plan-page.js';
import { threadPlanSteps } from '../../page-work/page-work.js';
import { taskOwner } from '../../threads/task-owner.js';

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
    async (request) => {
      const owner = taskOwner(request, (await app.optionalAuth(request))?.userId);
      return planPage(
        app.agentPages,
        request.body.url,
        request.body.instruction,
        threadPlanSteps(app.pageWork, owner),
      );
    },
  );
  return Promise.resolve();
};

export default pagePlanRoute;
