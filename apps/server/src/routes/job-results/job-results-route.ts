import { JobIdParamsSchema, JobResultsQuerySchema, JobResultsReplySchema } from '@gleaner/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadOwnedJob } from '../../commands/jobs/control-job.js';
import { scrapedData } from '../../db/schema.js';
import { UnauthorizedError } from '../../errors.js';
import { ownerOf } from '../../jobs/job-owner.js';
import { presentResult } from '../../presenters/job.js';

/** A record's content with only the named fields; anything that is not a record stays whole. */
function onlyFields(content: unknown, fields: string[] | null): unknown {
  if (!fields || !content || typeof content !== 'object' || Array.isArray(content)) return content;
  const record = content as Record<string, unknown>;
  return Object.fromEntries(fields.filter((name) => name in record).map((n) => [n, record[n]]));
}

/** `GET /api/jobs/:id/results?offset=&limit=&fields=`: a job's results a page at a time. */
const jobResultsRoute: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/jobs/:id/results',
    {
      schema: {
        params: JobIdParamsSchema,
        querystring: JobResultsQuerySchema,
        response: { 200: JobResultsReplySchema },
      },
    },
    async (request) => {
      const owner = await ownerOf(app, request);
      if (!owner)
        throw new UnauthorizedError(
          'Sign in, or send the x-gleaner-anonymous-id header, to read results',
        );
      const job = await loadOwnedJob(app.jobs, owner, request.params.id);
      const { offset, limit } = request.query;
      const fields = request.query.fields
        ? request.query.fields
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
        : null;
      const { db } = app.database;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(scrapedData)
          .where(eq(scrapedData.jobId, job.id))
          .orderBy(asc(scrapedData.seq))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(scrapedData).where(eq(scrapedData.jobId, job.id)),
      ]);
      return {
        success: true as const,
        job_id: job.id,
        status: job.status,
        offset,
        limit,
        total: total?.n ?? 0,
        results: rows.map((row) => {
          const result = presentResult(row);
          return { ...result, content: onlyFields(result.content, fields) };
        }),
      };
    },
  );
  return Promise.resolve();
};

export default jobResultsRoute;
