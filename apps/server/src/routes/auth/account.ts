import {
  MessageReplySchema,
  RegisterBodySchema,
  RegisterReplySchema,
  ResetPasswordBodySchema,
  ResetPasswordConfirmBodySchema,
  countOf,
  nounFor,
} from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_RATE_LIMITS, registerRateLimit } from '../../plugins/auth-rate-limits.js';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resetRequestedMessage,
} from '../../commands/auth/password-reset.js';
import { registerUser } from '../../commands/auth/register-user.js';
import { anonymousIdOf } from '../../jobs/job-owner.js';

/** Creating an account and recovering it. */
const accountRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: registerRateLimit(app.config.RATE_LIMIT_REGISTRATIONS) },
      schema: { body: RegisterBodySchema, response: { 201: RegisterReplySchema } },
    },
    async (request, reply) => {
      const user = await registerUser(app.database.db, request.body, anonymousIdOf(request));
      return reply
        .status(201)
        .send({ success: true as const, user, message: 'Account created. You can sign in now.' });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.resetPassword },
      schema: { body: ResetPasswordBodySchema, response: { 200: MessageReplySchema } },
    },
    async (request) => {
      await requestPasswordReset(
        { db: app.database.db, mailer: app.mailer, publicUrl: app.publicUrl },
        request.body.email,
      );
      return {
        success: true as const,
        message: resetRequestedMessage(app.config.SMTP_URL ? 'smtp' : 'none'),
      };
    },
  );

  app.post(
    '/api/auth/reset-password/confirm',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.resetConfirm },
      schema: { body: ResetPasswordConfirmBodySchema, response: { 200: MessageReplySchema } },
    },
    async (request) => {
      const { revokedKeys } = await confirmPasswordReset(
        {
          db: app.database.db,
          ended: (ids) => app.sessions.ended(ids),
          keysRevoked: (ids) => ids.forEach((id) => app.apiKeys.revoked(id)),
        },
        request.body.token,
        request.body.password,
      );
      return {
        success: true as const,
        message: `Your password has been changed. Sign in with the new password.${
          revokedKeys > 0
            ? ` Your ${nounFor(revokedKeys, 'API key', countOf(revokedKeys, 'API key'))} ${nounFor(revokedKeys, 'was', 'were')} revoked with it: make new ones in Settings.`
            : ''
        }`,
      };
    },
  );
  return Promise.resolve();
};

export default accountRoutes;
