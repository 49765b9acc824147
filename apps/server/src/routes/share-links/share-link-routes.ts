import {
  CreateShareLinkReplySchema,
  JobIdParamsSchema,
  RevokeShareLinkReplySchema,
  ShareLinkParamsSchema,
  ShareLinksReplySchema,
  sharePath,
} from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createShareLink,
  listShareLinks,
  presentShareLink,
  revokeShareLink,
} from '../../commands/share-links/manage-share-links.js';

/**
 * A job's share links, for its owner: make one (its token shown once), list them, revoke one.
 * Signed-in people only: a link is tied to an account that can later revoke it.
 */
const shareLinkRoutes: FastifyPluginAsyncZod = (app) => {
  const { database } = app;
  const userOf = (auth: { userId: string } | null) => auth?.userId ?? '';

  app.post(
    '/api/jobs/:id/share-links',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Make a read-only link to this job's results (its token is shown once)",
        params: JobIdParamsSchema,
        response: { 201: CreateShareLinkReplySchema },
      },
    },
    async (request, reply) => {
      const { link, token } = await createShareLink(
        database,
        userOf(request.auth),
        request.params.id,
      );
      return reply.status(201).send({
        success: true as const,
        shareLink: presentShareLink(link),
        token,
        path: sharePath(token),
      });
    },
  );

  app.get(
    '/api/jobs/:id/share-links',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "This job's share links, revoked ones included",
        params: JobIdParamsSchema,
        response: { 200: ShareLinksReplySchema },
      },
    },
    async (request) => {
      const rows = await listShareLinks(database, userOf(request.auth), request.params.id);
      return { success: true as const, shareLinks: rows.map(presentShareLink) };
    },
  );

  app.delete(
    '/api/jobs/:id/share-links/:linkId',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Revoke a share link: it answers 404 from now on',
        params: ShareLinkParamsSchema,
        response: { 200: RevokeShareLinkReplySchema },
      },
    },
    async (request) => {
      const { id, linkId } = request.params;
      const link = await revokeShareLink(database, userOf(request.auth), id, linkId);
      return { success: true as const, shareLink: presentShareLink(link) };
    },
  );
  return Promise.resolve();
};

export default shareLinkRoutes;
