import {
  LoginBodySchema,
  LogoutBodySchema,
  LoginReplySchema,
  ProfileReplySchema,
  RefreshBodySchema,
  SuccessSchema,
} from '@gleaner/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logIn } from '../../commands/auth/log-in.js';
import { refreshSession, revokeSignIn } from '../../commands/auth/refresh-session.js';
import { users } from '../../db/schema.js';
import { UnauthorizedError } from '../../errors.js';
import { anonymousIdOf } from '../../jobs/job-owner.js';
import { AUTH_RATE_LIMITS } from '../../plugins/auth-rate-limits.js';
import { presentUser } from '../../presenters/user.js';

/** Signing in and out, the profile, and refresh-token rotation. */
const sessionRoutes: FastifyPluginAsyncZod = (app) => {
  const deps = {
    db: app.database.db,
    tokens: app.tokens,
    ended: (ids: readonly string[]) => app.sessions.ended(ids),
  };

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.login },
      schema: { body: LoginBodySchema, response: { 200: LoginReplySchema } },
    },
    (request) => logIn(deps, request.body, anonymousIdOf(request)),
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.refresh },
      schema: { body: RefreshBodySchema, response: { 200: LoginReplySchema } },
    },
    (request) => refreshSession(deps, request.body.refresh_token),
  );

  app.get(
    '/api/auth/profile',
    { preHandler: app.authenticate, schema: { response: { 200: ProfileReplySchema } } },
    async (request) => {
      const userId = request.auth?.userId ?? '';
      const [user] = await app.database.db
        .select()
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) throw new UnauthorizedError('This account no longer exists');
      return { success: true as const, user: presentUser(user) };
    },
  );

  // The access token names its sign-in, so the body's refresh token is optional.
  app.post(
    '/api/auth/logout',
    {
      preHandler: app.authenticate,
      schema: { body: LogoutBodySchema, response: { 200: SuccessSchema } },
    },
    async (request) => {
      if (request.auth) await revokeSignIn(deps, request.auth.sessionId);
      return { success: true as const };
    },
  );
  return Promise.resolve();
};

export default sessionRoutes;
