import {
  DataAgentAnswerSchema,
  DataAgentAskBodySchema,
  DataAgentColumnsReplySchema,
  DataAgentDemoReplySchema,
  DataAgentOverviewReplySchema,
  DataAgentRowsQuerySchema,
  DataAgentRowsReplySchema,
  JobIdParamsSchema,
  countOf,
} from '@gleaner/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DataAgentDeps } from '../../commands/data-agent/ask-data-agent.js';
import { discoverColumns } from '../../commands/data-agent/discover-columns.js';
import { findValues } from '../../commands/data-agent/find-values.js';
import { jobOverview, jobRows } from '../../commands/data-agent/job-rows.js';
import { loadGovernanceDemo } from '../../commands/data-agent/load-demo.js';
import { loadOwnedJob } from '../../commands/jobs/control-job.js';
import { TooManyRequestsError, UnauthorizedError } from '../../errors.js';
import { ownerOf } from '../../jobs/job-owner.js';
import { identityOf } from '../../plugins/usage-limits.js';
import { suggestedPrompts } from '@gleaner/agent/prompts';
import { configuredModel } from '../../services/configured-model.js';
import annotationRoutes from './annotation-routes.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.js';

const NO_OWNER = 'Sign in, or send the x-gleaner-anonymous-id header, to ask about jobs';

/**
 * The data agent: `POST /api/data-agent/ask {jobId, question}` answers a question over one of
 * the caller's jobs; `GET /api/data-agent/jobs/:id/columns` gives the job's columns and the
 * suggested prompts written for them. A question counts as a chat message for the rate limit.
 */
const dataAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const model = await configuredModel(app.config);
  const deps: DataAgentDeps = { db: app.database.db, log: app.log, ...(model ? { model } : {}) };
  const max = app.config.RATE_LIMIT_CHAT_MESSAGES;

  const rateLimit = {
    max,
    timeWindow: app.config.RATE_LIMIT_WINDOW_SECONDS * 1000,
    hook: 'onRequest' as const,
    keyGenerator: (request: FastifyRequest) => identityOf(app, request),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new TooManyRequestsError(
        `Too many questions: at most ${max} per ${countOf(app.config.RATE_LIMIT_WINDOW_SECONDS, 'second')}. Try again in ${countOf(Math.ceil(context.ttl / 1000), 'second')}.`,
      ),
  };

  await app.register(annotationRoutes);

  app.post(
    '/api/data-agent/demo',
    { config: { rateLimit }, schema: { response: { 200: DataAgentDemoReplySchema } } },
    async (request) => {
      const owner = await ownerOf(app, request);
      if (!owner) throw new UnauthorizedError(NO_OWNER);
      return { success: true as const, jobId: await loadGovernanceDemo(app.database.db, owner) };
    },
  );

  app.post(
    '/api/data-agent/ask',
    {
      config: { rateLimit },
      schema: { body: DataAgentAskBodySchema, response: { 200: DataAgentAnswerSchema } },
    },
    async (request) => {
      const owner = await ownerOf(app, request);
      if (!owner) throw new UnauthorizedError(NO_OWNER);
      const job = await loadOwnedJob(app.jobs, owner, request.body.jobId);
      // The data agent (compromise, chrono-node) loads with the first question.
      const { askDataAgent } = await import('../../commands/data-agent/ask-data-agent.js');
      return askDataAgent(deps, {
        jobId: job.id,
        question: request.body.question,
        userId: owner.kind === 'user' ? owner.userId : null,
      });
    },
  );

  app.get(
    '/api/data-agent/jobs/:id/columns',
    { schema: { params: JobIdParamsSchema, response: { 200: DataAgentColumnsReplySchema } } },
    async (request) => {
      const owner = await ownerOf(app, request);
      if (!owner) throw new UnauthorizedError(NO_OWNER);
      const job = await loadOwnedJob(app.jobs, owner, request.params.id);
      const shape = await discoverColumns(app.database.db, job.id);
      // One category value of the first record, so a prompt can name a real value.
      const category = shape.columns.find((c) => c.kind === 'category');
      let sampleValue: { column: string; value: string } | undefined;
      if (category && !shape.plain) {
        const [row] = await rowsOf<{ value: string | null }>(
          app.database.db,
          sql`select content ->> ${category.key}::text as value from scraped_data where job_id = ${job.id}::uuid and jsonb_typeof(content) = 'object' order by seq limit 1`,
        );
        const found = row?.value
          ? await findValues(app.database.db, job.id, shape, [row.value.toLowerCase()])
          : [];
        const match = found.find((f) => f.column === category.key && f.records < shape.total);
        if (match) sampleValue = { column: match.column, value: match.value };
      }
      return {
        success: true as const,
        columns: shape.columns,
        records: shape.total,
        prompts: suggestedPrompts(shape.columns, sampleValue),
      };
    },
  );
  app.get(
    '/api/data-agent/jobs/:id/rows',
    {
      schema: {
        params: JobIdParamsSchema,
        querystring: DataAgentRowsQuerySchema,
        response: { 200: DataAgentRowsReplySchema },
      },
    },
    async (request) => {
      const owner = await ownerOf(app, request);
      if (!owner) throw new UnauthorizedError(NO_OWNER);
      const job = await loadOwnedJob(app.jobs, owner, request.params.id);
      const shape = await discoverColumns(app.database.db, job.id);
      return jobRows(app.database.db, job.id, shape, request.query);
    },
  );

  app.get(
    '/api/data-agent/jobs/:id/overview',
    { schema: { params: JobIdParamsSchema, response: { 200: DataAgentOverviewReplySchema } } },
    async (request) => {
      const owner = await ownerOf(app, request);
      if (!owner) throw new UnauthorizedError(NO_OWNER);
      const job = await loadOwnedJob(app.jobs, owner, request.params.id);
      return jobOverview(app.database.db, job.id);
    },
  );
};

export default dataAgentRoutes;
