import {
  ExecuteScrapingBodySchema,
  ExecuteScrapingEstimatedReplySchema,
  ScrapeNotRunReplySchema,
} from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { executeScraping } from '../../commands/jobs/execute-scraping.js';
import { ForbiddenError } from '../../errors.js';
import { ownerOf } from '../../jobs/job-owner.js';

/**
 * One page now: `{ url, selectors, instruction, userId }` → `{ success, results, jobId, estimate }`;
 * 402 when it would pass a budget (send it again with `confirm_over_budget`) or one is reached.
 */
const executeScrapingRoute: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/api/execute-scraping',
    {
      config: { rateLimit: app.usageLimits.scrapes },
      schema: {
        body: ExecuteScrapingBodySchema,
        response: { 200: ExecuteScrapingEstimatedReplySchema, 402: ScrapeNotRunReplySchema },
      },
    },
    async (request) => {
      const owner = await ownerOf(app, request);
      const { userId } = request.body;
      // userId is only a claim; the access token decides whose history the job joins.
      if (userId && userId !== 'anonymous' && (owner?.kind !== 'user' || owner.userId !== userId)) {
        throw new ForbiddenError('userId does not match the signed-in account; sign in again');
      }
      const cap = await app.usageLimits.runningCap(request);
      const result = await executeScraping(app.jobs, owner, request.body, cap);
      return { success: true as const, ...result };
    },
  );
  return Promise.resolve();
};

export default executeScrapingRoute;
