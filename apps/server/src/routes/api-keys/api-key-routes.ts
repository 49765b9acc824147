import {
  ApiKeyIdParamsSchema,
  ApiKeysReplySchema,
  CreateApiKeyBodySchema,
  CreateApiKeyReplySchema,
  SuccessSchema,
} from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from '../../commands/api-keys/manage-api-keys.js';

/** A signed-in person's API keys: create (the secret is shown once), list, revoke. */
const apiKeyRoutes: FastifyPluginAsyncZod = (app) => {
  const { db } = app.database;
  const userOf = (auth: { userId: string } | null) => auth?.userId ?? '';

  app.post(
    '/api/keys',
    {
      preHandler: app.authenticate,
      schema: { body: CreateApiKeyBodySchema, response: { 201: CreateApiKeyReplySchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createApiKey(db, userOf(request.auth), request.body.name, request.body.scopes)),
  );

  app.get(
    '/api/keys',
    { preHandler: app.authenticate, schema: { response: { 200: ApiKeysReplySchema } } },
    async (request) => ({
      success: true as const,
      keys: await listApiKeys(db, userOf(request.auth)),
    }),
  );

  app.delete(
    '/api/keys/:id',
    {
      preHandler: app.authenticate,
      schema: { params: ApiKeyIdParamsSchema, response: { 200: SuccessSchema } },
    },
    async (request) => {
      await revokeApiKey(db, userOf(request.auth), request.params.id);
      app.apiKeys.revoked(request.params.id);
      return { success: true as const };
    },
  );
  return Promise.resolve();
};

export default apiKeyRoutes;
