import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import {
  LoginReplySchema,
  SIGN_IN_RETURN,
  SignInCallbackQuerySchema,
  SignInProviderParamsSchema,
  SignInProvidersReplySchema,
  SignInStartReplySchema,
  signInFailureMessage,
  type SignInFailure,
  type SignInProvider,
} from '@gleaner/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refreshSession } from '../../commands/auth/refresh-session.js';
import {
  signInWithProvider,
  UnverifiedEmailError,
} from '../../commands/auth/sign-in-with-provider.js';
import { NotFoundError, UnauthorizedError } from '../../errors.js';
import { anonymousIdOf } from '../../jobs/job-owner.js';
import { AUTH_RATE_LIMITS } from '../../plugins/auth-rate-limits.js';
import {
  createSignInProviders,
  loadArctic,
  type SignInSecrets,
} from '../../services/sign-in-providers.js';

/** The round trip's secrets, in a signed cookie of this browser only while it is at the provider. */
const STATE_COOKIE = 'gleaner_sign_in';
const STATE_COOKIE_PATH = '/api/auth/oauth';
const STATE_LIFETIME_SECONDS = 10 * 60;
/** The new sign-in's refresh token, until the web app collects it (and so rotates it). */
const SESSION_COOKIE = 'gleaner_sign_in_session';
const SESSION_COOKIE_PATH = '/api/auth/oauth/session';
const SESSION_HANDOFF_SECONDS = 2 * 60;

const PendingSignInSchema = z.object({
  provider: z.string(),
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string(),
  anonymousId: z.string().optional(),
});

export interface SocialSignInOptions {
  /** The server's signing secret; the cookie key is derived from it, never the same bytes. */
  jwtSecret: Uint8Array;
}

/**
 * Google and GitHub sign-in (authorization code flow with PKCE, state and, for Google, nonce):
 * the web app starts it with a POST (which carries its anonymous id), the browser goes to the
 * provider, comes back to the callback, and lands on /app, which collects the session with one
 * more POST. Tokens never travel in an address.
 */
const socialSignInRoutes: FastifyPluginAsyncZod<SocialSignInOptions> = async (app, options) => {
  const clients = createSignInProviders(app.config, app.publicUrl);
  if (Object.keys(clients).length > 0 && !app.config.PUBLIC_URL) {
    // The callback is built from it: a guess that differs from the address people use loses
    // the sign-in's cookie on the way back.
    app.log.warn(
      { callback: `${app.publicUrl}/api/auth/oauth/…/callback` },
      'Google or GitHub sign-in is configured without PUBLIC_URL; set it to the address people use',
    );
  }
  const secure = app.publicUrl.startsWith('https:');
  const cookieSecret = createHmac('sha256', options.jwtSecret)
    .update('gleaner social sign-in cookies')
    .digest('hex');
  // Registered here, not app-wide: only these routes read cookies.
  await app.register(cookie, { secret: cookieSecret });
  const sessionDeps = {
    db: app.database.db,
    tokens: app.tokens,
    ended: (ids: readonly string[]) => app.sessions.ended(ids),
    apiKeysRevoked: (ids: readonly string[]) => {
      for (const id of ids) app.apiKeys.revoked(id);
    },
  };

  app.get(
    '/api/auth/providers',
    { schema: { response: { 200: SignInProvidersReplySchema } } },
    () => ({
      success: true as const,
      providers: { google: Boolean(clients.google), github: Boolean(clients.github) },
    }),
  );

  app.post(
    '/api/auth/oauth/:provider/start',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.socialSignIn },
      schema: { params: SignInProviderParamsSchema, response: { 200: SignInStartReplySchema } },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const client = clients[provider];
      if (!client) throw new NotFoundError(signInFailureMessage('not-configured', provider));
      const { generateCodeVerifier, generateState } = await loadArctic();
      const secrets: SignInSecrets = {
        state: generateState(),
        codeVerifier: generateCodeVerifier(),
        nonce: generateState(),
      };
      const url = await client.authorizationUrl(secrets);
      const pending = { provider, ...secrets, anonymousId: anonymousIdOf(request) };
      reply.setCookie(STATE_COOKIE, JSON.stringify(pending), {
        signed: true,
        httpOnly: true,
        // Lax: sent on the provider's top-level redirect back to us, not on other sites' requests.
        sameSite: 'lax',
        secure,
        path: STATE_COOKIE_PATH,
        maxAge: STATE_LIFETIME_SECONDS,
      });
      return { success: true as const, url: url.href };
    },
  );

  app.get(
    '/api/auth/oauth/:provider/callback',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.socialSignIn },
      schema: {
        params: SignInProviderParamsSchema,
        querystring: SignInCallbackQuerySchema,
        response: {
          302: z
            .null()
            .describe(
              `Back to the web app: /app?${SIGN_IN_RETURN.success}=PROVIDER once signed in (collect the session with POST /api/auth/oauth/session), with &${SIGN_IN_RETURN.notice}=password-removed when this first provider sign-in removed the account's password, else /?${SIGN_IN_RETURN.failure}=REASON&${SIGN_IN_RETURN.provider}=PROVIDER`,
            ),
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { code, state, error } = request.query;
      const pending = readPending(request);
      // One use: whatever happens next, this round trip is over.
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      const fail = (failure: SignInFailure) => failed(reply, provider, failure);
      const client = clients[provider];
      if (!client) return fail('not-configured');
      if (!pending || pending.provider !== provider || !state || pending.state !== state) {
        return fail('state');
      }
      if (error) {
        if (error !== 'access_denied') request.log.warn({ provider, error }, 'provider refused');
        return fail(error === 'access_denied' ? 'denied' : 'failed');
      }
      if (!code) return fail('failed');
      try {
        const identity = await client.identify(code, pending);
        const { login, passwordRemoved } = await signInWithProvider(
          sessionDeps,
          identity,
          pending.anonymousId,
        );
        reply.setCookie(SESSION_COOKIE, login.session.refresh_token, {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          path: SESSION_COOKIE_PATH,
          maxAge: SESSION_HANDOFF_SECONDS,
        });
        const landing = new URLSearchParams({ [SIGN_IN_RETURN.success]: provider });
        if (passwordRemoved) landing.set(SIGN_IN_RETURN.notice, 'password-removed');
        return reply.redirect(`/app?${landing.toString()}`, 302);
      } catch (cause) {
        if (cause instanceof UnverifiedEmailError) return fail('unverified');
        request.log.warn({ err: cause, provider }, 'sign-in through provider failed');
        return fail('failed');
      }
    },
  );

  // The browser's own POST, with the SameSite cookie the callback set: other sites can neither
  // send the cookie nor read the reply. Rotating the refresh token makes the cookie worthless.
  app.post(
    '/api/auth/oauth/session',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.refresh },
      schema: { response: { 200: LoginReplySchema } },
    },
    async (request, reply) => {
      const raw = request.cookies[SESSION_COOKIE];
      reply.clearCookie(SESSION_COOKIE, { path: SESSION_COOKIE_PATH });
      const unsigned = raw ? request.unsignCookie(raw) : null;
      if (!unsigned?.valid || !unsigned.value) {
        throw new UnauthorizedError('There is no sign-in to collect here. Please sign in again.');
      }
      return refreshSession(sessionDeps, unsigned.value);
    },
  );
};

function readPending(request: FastifyRequest): z.infer<typeof PendingSignInSchema> | null {
  const raw = request.cookies[STATE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = PendingSignInSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function failed(reply: FastifyReply, provider: SignInProvider, failure: SignInFailure) {
  const query = new URLSearchParams({
    [SIGN_IN_RETURN.failure]: failure,
    [SIGN_IN_RETURN.provider]: provider,
  });
  return reply.redirect(`/?${query.toString()}`, 302);
}

export default socialSignInRoutes;
