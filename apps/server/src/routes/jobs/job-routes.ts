import {
  BudgetConfirmationReplySchema,
  CreateJobReplySchema,
  CreateJobRequestSchema,
  JobDetailQuerySchema,
  JobEstimateReplySchema,
  JobDetailReplySchema,
  JobIdParamsSchema,
  JobReplySchema,
  JobsListQuerySchema,
  JobsListReplySchema,
  JobStatusReplySchema,
  type JobEstimate,
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
import { assertJobMayRun, checkJobBudget } from '../../commands/jobs/job-limits.js';
import { JobLister } from '../../commands/jobs/list-jobs.js';
import { addJobWebhook } from '../../commands/monitors/job-webhook.js';
import { checkWebhookUrl } from '../../commands/monitors/webhook-address.js';
import { estimateJob } from '../../commands/usage/job-budget.js';
import { priceTableOf } from '../../commands/usage/price-table.js';
import { scrapedData } from '../../db/schema.js';
import { ForbiddenError, UnauthorizedError } from '../../errors.js';
import { ownerOf, type JobOwner } from '../../jobs/job-owner.js';
import { presentResult, presentStoredJob, presentStreamingJob } from '../../presenters/job.js';
import { threadPlanSteps } from '../../page-work/page-work.js';
import { taskOwner } from '../../threads/task-owner.js';

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

  const costs = { database: app.database, prices: priceTableOf(app.config) };
  const userIdOf = (owner: JobOwner | null) => (owner?.kind === 'user' ? owner.userId : null);

  // Before a job exists: what it may cost, and whether that passes what is left of a budget.
  app.post(
    '/api/jobs/estimate',
    { schema: { body: CreateJobRequestSchema, response: { 200: JobEstimateReplySchema } } },
    async (request) => {
      const owner = await ownerOf(app, request);
      const { options, expected } = request.body;
      const estimate = await estimateJob(costs, userIdOf(owner), { options, expected });
      return { success: true as const, estimate };
    },
  );

  app.post(
    '/api/jobs',
    {
      config: { rateLimit: app.usageLimits.jobs },
      schema: {
        body: CreateJobRequestSchema,
        response: { 201: CreateJobReplySchema, 402: BudgetConfirmationReplySchema },
      },
    },
    async (request, reply) => {
      const owner = await requireOwner(request);
      const { confirm_over_budget: confirmed, expected, webhook, ...body } = request.body;
      // A webhook address is checked before anything is stored.
      if (webhook) await checkWebhookUrl(webhook.url, app.config.ALLOW_PRIVATE_HOSTS);
      const checked: { estimate: JobEstimate | null } = { estimate: null };
      // Nothing is stored when it is refused: the person answers with confirm_over_budget
      // (the error handler sends the 402 with the estimate), or runs a smaller job.
      // Planning reads the page on a page-work thread, in this person's turn.
      const pages = {
        fetchPage: (url: string) => app.agentPages.fetchPage(url),
        planSteps: threadPlanSteps(app.pageWork, taskOwner(request, userIdOf(owner))),
      };
      const row = await createJob(app.jobs, owner, body, pages, async (job) => {
        const counted = { options: job.options, expected: expected ?? job.expected };
        checked.estimate = await checkJobBudget(costs, userIdOf(owner), counted, {
          confirmed: confirmed === true,
          startsNow: false,
        });
      });
      const hook = webhook
        ? await addJobWebhook(app.monitors, userIdOf(owner), row.id, webhook.url)
        : undefined;
      return reply.status(201).send({
        success: true as const,
        job: presentStoredJob(row),
        estimate: checked.estimate,
        ...(hook ? { webhook: hook } : {}),
      });
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
        // Starting or resuming a job its budget or plan would stop at once is refused, saying why.
        if (capped) {
          const job = await loadOwnedJob(app.jobs, owner, request.params.id);
          if (job.status === 'created' || job.status === 'failed' || job.status === 'cancelled')
            await assertJobMayRun(app.jobs, job);
        }
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
