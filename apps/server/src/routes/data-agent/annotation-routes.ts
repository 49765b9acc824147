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

/**
 * Cell annotations of the data agent's table, per signed-in person, on their own jobs only:
 * GET lists them, PUT saves one (one of each type per cell), DELETE removes one.
 */
const annotationRoutes: FastifyPluginAsyncZod = (app) => {
  const owned = async (request: FastifyRequest, jobId: string) => {
    const auth = await app.optionalAuth(request);
    if (!auth)
      throw new UnauthorizedError('Sign in to annotate cells: annotations are kept per person');
    const job = await loadOwnedJob(app.jobs, { kind: 'user', userId: auth.userId }, jobId);
    return { userId: auth.userId, jobId: job.id };
  };
  const path = '/api/data-agent/jobs/:id/annotations';

  app.get(
    path,
    { schema: { params: JobIdParamsSchema, response: { 200: AnnotationsReplySchema } } },
    async (request) => {
      const { userId, jobId } = await owned(request, request.params.id);
      return {
        success: true as const,
        annotations: await listAnnotations(app.database.db, userId, jobId),
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
      const { userId, jobId } = await owned(request, request.params.id);
      return {
        success: true as const,
        annotation: await saveAnnotation(app.database.db, userId, jobId, request.body),
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
      const { userId, jobId } = await owned(request, request.params.id);
      await deleteAnnotation(
        app.database.db,
        userId,
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
