import {
  AnnotationsReplySchema,
  DataAgentOkReplySchema,
  DeleteAnnotationQuerySchema,
  JobIdParamsSchema,
  SaveAnnotationBodySchema,
  SaveAnnotationReplySchema,
} from '@gleaner/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteAnnotation,
  listAnnotations,
  saveAnnotation,
} from '../../commands/data-agent/annotations.js';
import { loadOwnedJob } from '../../commands/jobs/control-job.js';
import { UnauthorizedError } from '../../errors.js';
import { ownerOf } from '../../jobs/job-owner.js';

/**
 * Cell annotations of the data agent's table, per person (an account, or an anonymous browser
 * by its id, as for jobs), on their own jobs only (404 for anyone else's):
 * GET lists them, PUT saves one (one of each type per cell), DELETE removes one.
 */
const annotationRoutes: FastifyPluginAsyncZod = (app) => {
  const owned = async (request: FastifyRequest, jobId: string) => {
    const owner = await ownerOf(app, request);
    if (!owner)
      throw new UnauthorizedError(
        'Sign in, or send the x-gleaner-anonymous-id header, to annotate cells of your jobs',
      );
    const job = await loadOwnedJob(app.jobs, owner, jobId);
    return { owner, jobId: job.id };
  };
  const path = '/api/data-agent/jobs/:id/annotations';

  app.get(
    path,
    { schema: { params: JobIdParamsSchema, response: { 200: AnnotationsReplySchema } } },
    async (request) => {
      const { owner, jobId } = await owned(request, request.params.id);
      return {
        success: true as const,
        annotations: await listAnnotations(app.database.db, owner, jobId),
      };
    },
  );

  app.put(
    path,
    {
      schema: {
        params: JobIdParamsSchema,
        body: SaveAnnotationBodySchema,
        response: { 200: SaveAnnotationReplySchema },
      },
    },
    async (request) => {
      const { owner, jobId } = await owned(request, request.params.id);
      return {
        success: true as const,
        annotation: await saveAnnotation(app.database.db, owner, jobId, request.body),
      };
    },
  );

  app.delete(
    path,
    {
      schema: {
        params: JobIdParamsSchema,
        querystring: DeleteAnnotationQuerySchema,
        response: { 200: DataAgentOkReplySchema },
      },
    },
    async (request) => {
      const { owner, jobId } = await owned(request, request.params.id);
      await deleteAnnotation(
        app.database.db,
        owner,
        jobId,
        request.query.cellId,
        request.query.type,
      );
      return { success: true as const };
    },
  );
  return Promise.resolve();
};

export default annotationRoutes;
