import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../errors.js';
import type { AccessClaims } from '../services/access-tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
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
    app.decorateRequest('auth', null);
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) return null;
      request.auth = await app.tokens.verify(token);
      return request.auth;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!(await app.optionalAuth(request))) throw new UnauthorizedError();
    });
    return Promise.resolve();
  },
  { name: 'authenticate', dependencies: ['services'] },
);
