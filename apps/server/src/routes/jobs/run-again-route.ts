import { JobIdParamsSchema, JobReplySchema } from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runJobAgain } from '../../commands/jobs/run-again.js';
import { UnauthorizedError } from '../../errors.js';
import { ownerOf } from '../../jobs/job-owner.js';
import { presentStoredJob } from '../../presenters/job.js';

/** `POST /api/jobs/:id/run-again`: the same plan as a new job, started (201). */
const runAgainRoute: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/api/jobs/:id/run-again',
    {
      config: { rateLimit: app.usageLimits.jobs },
      schema: { params: JobIdParamsSchema, response: { 201: JobReplySchema } },
    },
    async (request, reply) => {
      const owner = await ownerOf(app, request);
      if (!owner)
        throw new UnauthorizedError(
          'Sign in, or send the x-gleaner-anonymous-id header, to work with jobs',
        );
      const cap = await app.usageLimits.runningCap(request);
      const job = await runJobAgain(app.jobs, owner, request.params.id, cap);
      return reply.status(201).send({ success: true as const, job: presentStoredJob(job) });
    },
  );
  return Promise.resolve();
};

export default runAgainRoute;
