import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_PREFIX } from '@gleaner/shared';
import { ApiKeyAuth } from '../commands/api-keys/api-key-auth.js';
import { checkKeyScope } from '../commands/api-keys/key-scopes.js';
import { liveSessionIds } from '../commands/auth/sessions.js';
import { UnauthorizedError } from '../errors.js';
import type { AccessClaims } from '../services/access-tokens.js';
import { LiveSessions } from '../services/live-sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies tokens against live sign-ins; told when one ends; closes its sockets. */
    sessions: LiveSessions;
    /** Verifies `glnr_…` API keys: each acts as its owner, like a sign-in. */
    apiKeys: ApiKeyAuth;
    /** preHandler: refuses the request with 401 unless it carries a valid Bearer access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Reads the Bearer token when one is sent; null for anonymous requests. */
    optionalAuth: (request: FastifyRequest) => Promise<AccessClaims | null>;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError('Authorization header must be "Bearer <token>"');
  return match[1];
}

export default fp(
  (app: FastifyInstance) => {
    app.decorate(
      'sessions',
      new LiveSessions({
        tokens: app.tokens,
        liveAmong: (ids) => liveSessionIds(app.database.db, ids),
        cacheMs: app.config.SESSION_CHECK_MS,
        log: app.log,
      }),
    );
    app.addHook('onClose', (_instance, done) => {
      app.sessions.close();
      done();
    });
    app.decorate(
      'apiKeys',
      new ApiKeyAuth({ db: app.database.db, cacheMs: app.config.SESSION_CHECK_MS, log: app.log }),
    );
    app.addHook('onClose', (_instance, done) => {
      app.apiKeys.close();
      done();
    });
    app.decorateRequest('auth', null);
    // A key's scopes are checked before anything else of the request (its body's validation
    // included). Sockets and /mcp check keys themselves, answering in their own protocol.
    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.url ?? '';
      if (route === '/ws' || route === '/ws/jobs' || route === '/mcp') return;
      if (/^Bearer\s+glnr_/i.test(request.headers.authorization ?? ''))
        await app.optionalAuth(request);
    });
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) return null;
      // A signed token is not enough: its sign-in may have ended since (sign-out, reset).
      if (token.startsWith(API_KEY_PREFIX)) {
        const claims = await app.apiKeys.verify(token);
        // A key does only what its scopes allow, and never manages keys or the account.
        checkKeyScope(claims.scopes, request.method, request.routeOptions.url ?? request.url);
        request.auth = claims;
      } else request.auth = await app.sessions.verify(token);
      return request.auth;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!(await app.optionalAuth(request))) throw new UnauthorizedError();
    });
    return Promise.resolve();
  },
  { name: 'authenticate', dependencies: ['services'] },
);
