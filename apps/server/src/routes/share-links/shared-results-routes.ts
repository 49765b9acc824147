import {
  SharedExportQuerySchema,
  SharedResultsQuerySchema,
  SharedResultsReplySchema,
  ShareTokenParamsSchema,
} from '@gleaner/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportJob, recordFields } from '../../commands/jobs/export-job.js';
import { loadSharedJob } from '../../commands/share-links/manage-share-links.js';
import { scrapedData } from '../../db/schema.js';

/** Nobody signs in here: the token is the permission, so no reply may be kept by a cache. */
const PRIVATE = 'private, no-store';

/**
 * What a share link opens, for anyone holding it: one job's results a page at a time, and the
 * same results as a CSV or JSON file. Only that job's address, status, dates and items leave;
 * nothing of its owner, its plan or their other jobs.
 */
const sharedResultsRoutes: FastifyPluginAsyncZod = (app) => {
  const { db } = app.database;

  app.get(
    '/api/share/:token',
    {
      schema: {
        summary: "A shared job's results, a page at a time (no sign-in: the link is the key)",
        security: [{}],
        params: ShareTokenParamsSchema,
        querystring: SharedResultsQuerySchema,
        response: { 200: SharedResultsReplySchema },
      },
    },
    async (request, reply) => {
      const job = await loadSharedJob(db, request.params.token);
      const { offset, limit } = request.query;
      const [rows, [total], fields] = await Promise.all([
        db
          .select({ type: scrapedData.type, content: scrapedData.content, url: scrapedData.url })
          .from(scrapedData)
          .where(eq(scrapedData.jobId, job.id))
          .orderBy(asc(scrapedData.seq))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(scrapedData).where(eq(scrapedData.jobId, job.id)),
        recordFields(db, job),
      ]);
      void reply.header('Cache-Control', PRIVATE);
      return {
        success: true as const,
        job: {
          url: job.url,
          status: job.status,
          createdAt: job.createdAt.toISOString(),
          completedAt: job.completedAt?.toISOString() ?? null,
          fields,
        },
        offset,
        limit,
        total: total?.n ?? 0,
        results: rows,
      };
    },
  );

  app.get(
    '/api/share/:token/export',
    {
      schema: {
        summary: "A shared job's results as a CSV or JSON file",
        security: [{}],
        params: ShareTokenParamsSchema,
        querystring: SharedExportQuerySchema,
      },
    },
    async (request, reply) => {
      const job = await loadSharedJob(db, request.params.token);
      const file = await exportJob(db, job, { format: request.query.format });
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', PRIVATE)
        .send(file.body);
    },
  );
  return Promise.resolve();
};

export default sharedResultsRoutes;
