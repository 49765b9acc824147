import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enforceJobsPerMonth } from '../../commands/usage/plan-limits.js';

/** The routes that start a job (one-page scrapes are jobs too); resuming one is not a new job. */
const STARTS_A_JOB = new Set(['/api/start-job/:id', '/api/execute-scraping']);

/**
 * With PLAN_LIMITS=on, a signed-in person past the Free plan's jobs a month is refused (402)
 * before the route runs. Off by default: self-hosting runs unlimited.
 */
export default fp(
  (app: FastifyInstance) => {
    if (!app.config.PLAN_LIMITS) return Promise.resolve();
    app.addHook('preHandler', async (request) => {
      if (request.method !== 'POST' || !STARTS_A_JOB.has(request.routeOptions.url ?? '')) return;
      const auth = request.auth ?? (await app.optionalAuth(request));
      if (auth) await enforceJobsPerMonth(app.database, auth.userId);
    });
    return Promise.resolve();
  },
  { name: 'plan-limits', dependencies: ['authenticate'] },
);
