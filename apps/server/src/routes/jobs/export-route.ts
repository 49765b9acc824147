import { ExportBodySchema, ExportQuerySchema, JobIdParamsSchema } from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadOwnedJob } from '../../commands/jobs/control-job.js';
import { exportJob } from '../../commands/jobs/export-job.js';
import { UnauthorizedError } from '../../errors.js';
import { ownerOf } from '../../jobs/job-owner.js';

/**
 * Downloads a job's results as a JSON or CSV file, streamed from the database; `?redact=true`
 * masks personal data, and the file name, a header and a JSON file's own field say so.
 */
const exportRoute: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/api/jobs/:id/export',
    {
      schema: { params: JobIdParamsSchema, querystring: ExportQuerySchema, body: ExportBodySchema },
    },
    async (request, reply) => {
      const owner = await ownerOf(app, request);
      if (!owner)
        throw new UnauthorizedError(
          'Sign in, or send the x-gleaner-anonymous-id header, to export jobs',
        );
      const job = await loadOwnedJob(app.jobs, owner, request.params.id);
      const { redact } = request.query;
      const file = await exportJob(app.database.db, job, request.body, { redact });
      request.log.info({ jobId: job.id, format: request.body.format, redact }, 'job exported');
      return reply
        .header('X-Gleaner-Redacted', redact ? 'personal-data-masked' : 'no')
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );
  return Promise.resolve();
};

export default exportRoute;
