import {
  CreateJobBodySchema,
  JobDetailQuerySchema,
  JobDetailReplySchema,
  JobIdParamsSchema,
  JobReplySchema,
  JobsListQuerySchema,
  JobsListReplySchema,
  JobStatusReplySchema,
} from '@gleaner/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelJob,
  createJob,
  loadOwnedJob,
  resumeJob,
  startJob,
} from '../../commands/jobs/control-job.js';
import { JobLister } from '../../commands/jobs/list-jobs.js';
import { scrapedData } from '../../db/schema.js';
import { ForbiddenError, UnauthorizedError } from '../../errors.js';
import { ownerOf, type JobOwner } from '../../jobs/job-owner.js';
import { presentResult, presentStoredJob, presentStreamingJob } from '../../presenters/job.js';

/** Jobs: create, list, read, and the start / cancel / resume controls. */
const jobRoutes: FastifyPluginAsyncZod = (app) => {
  const lister = new JobLister(app.database);
  const requireOwner = async (request: FastifyRequest): Promise<JobOwner> => {
    const owner = await ownerOf(app, request);
    if (!owner)
      throw new UnauthorizedError(
        'Sign in, or send the x-gleaner-anonymous-id header, to work with jobs',
      );
    return owner;
  };

  app.post(
    '/api/jobs',
    {
      config: { rateLimit: app.usageLimits.jobs },
      schema: { body: CreateJobBodySchema, response: { 201: JobReplySchema } },
    },
    async (request, reply) => {
      const row = await createJob(
        app.jobs,
        await requireOwner(request),
        request.body,
        app.agentPages,
      );
      return reply.status(201).send({ success: true as const, job: presentStoredJob(row) });
    },
  );

  app.get(
    '/api/jobs',
    { schema: { querystring: JobsListQuerySchema, response: { 200: JobsListReplySchema } } },
    async (request) => {
      const owner = await requireOwner(request);
      const { userId, limit } = request.query;
      if (userId && userId !== 'anonymous' && (owner.kind !== 'user' || owner.userId !== userId)) {
        throw new ForbiddenError('You can only list your own jobs');
      }
      return { success: true as const, jobs: await lister.list(owner, limit) };
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      schema: {
        params: JobIdParamsSchema,
        querystring: JobDetailQuerySchema,
        response: { 200: JobDetailReplySchema },
      },
    },
    async (request) => {
      const job = await loadOwnedJob(app.jobs, await requireOwner(request), request.params.id);
      const { db } = app.database;
      const withData = request.query.includeData === 'true';
      const entries = withData
        ? await db
            .select()
            .from(scrapedData)
            .where(eq(scrapedData.jobId, job.id))
            .orderBy(asc(scrapedData.seq))
            .limit(request.query.limit)
        : [];
      const [total] = await db
        .select({ n: count() })
        .from(scrapedData)
        .where(and(eq(scrapedData.jobId, job.id)));
      return {
        success: true as const,
        data: {
          job: presentStoredJob(job),
          entries: entries.map(presentResult),
          total_entries: total?.n ?? 0,
        },
      };
    },
  );

  app.get(
    '/api/job-status/:id',
    { schema: { params: JobIdParamsSchema, response: { 200: JobStatusReplySchema } } },
    async (request) => {
      const job = await loadOwnedJob(app.jobs, await requireOwner(request), request.params.id);
      return { success: true as const, job: presentStreamingJob(job) };
    },
  );

  // Starting and resuming make work, so they count against the cap on running jobs.
  const control = (path: string, command: typeof startJob, capped: boolean) =>
    app.post(
      path,
      { schema: { params: JobIdParamsSchema, response: { 200: JobReplySchema } } },
      async (request) => {
        const owner = await requireOwner(request);
        const cap = capped ? await app.usageLimits.runningCap(request) : undefined;
        const row = await command(app.jobs, owner, request.params.id, cap);
        return { success: true as const, job: presentStoredJob(row) };
      },
    );
  control('/api/start-job/:id', startJob, true);
  control('/api/cancel-job/:id', cancelJob, false);
  control('/api/resume-job/:id', resumeJob, true);
  return Promise.resolve();
};

export default jobRoutes;
