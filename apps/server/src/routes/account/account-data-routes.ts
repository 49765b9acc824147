import {
  AccountExportSchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  MessageReplySchema,
} from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePassword } from '../../commands/account/change-password.js';
import { deleteAccount } from '../../commands/account/delete-account.js';
import { exportAccount } from '../../commands/account/export-account.js';
import { AUTH_RATE_LIMITS } from '../../plugins/auth-rate-limits.js';

/** A signed-in person's own account: change password, export all their data, delete it all. */
const accountDataRoutes: FastifyPluginAsyncZod = (app) => {
  const who = (auth: { userId: string; sessionId: string } | null) =>
    auth ?? { userId: '', sessionId: '' };

  app.post(
    '/api/auth/change-password',
    {
      preHandler: app.authenticate,
      config: { rateLimit: AUTH_RATE_LIMITS.login },
      schema: { body: ChangePasswordBodySchema, response: { 200: MessageReplySchema } },
    },
    async (request) => {
      const ended = await changePassword(app.database.db, who(request.auth), request.body);
      app.sessions.ended(ended);
      return {
        success: true as const,
        message: 'Your password has been changed. Your other sign-ins have been signed out.',
      };
    },
  );

  app.get(
    '/api/account/export',
    { preHandler: app.authenticate, schema: { response: { 200: AccountExportSchema } } },
    (request) => exportAccount(app.database, who(request.auth).userId),
  );

  app.delete(
    '/api/account',
    {
      preHandler: app.authenticate,
      schema: { body: DeleteAccountBodySchema, response: { 200: MessageReplySchema } },
    },
    async (request) => {
      const ended = await deleteAccount(
        app.jobs,
        who(request.auth).userId,
        request.body.confirm_email,
      );
      app.sessions.ended(ended);
      return {
        success: true as const,
        message: 'Your account and all its data have been deleted.',
      };
    },
  );
  return Promise.resolve();
};

export default accountDataRoutes;
