import { API_KEY_PREFIX } from '@gleaner/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { checkKeyScope } from '../commands/api-keys/key-scopes.js';
import { UnauthorizedError } from '../errors.js';

/**
 * The token a WebSocket connects with: `Authorization: Bearer …` as a program sends it, else
 * the `token` query a browser sends (a browser cannot set headers on a WebSocket). Either may be
 * an access token or an API key (`glnr_…`).
 */
export function socketToken(
  request: FastifyRequest,
  queryToken: string | undefined,
): string | undefined {
  const header = request.headers.authorization;
  if (!header) return queryToken;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError('Authorization header must be "Bearer <token>"');
  return match[1];
}

/**
 * Whose socket this is, by its token, checked as a request's would be (a sign-in that has ended,
 * a revoked key: UnauthorizedError). The socket is closed when that sign-in ends or the key is
 * revoked; `expiresAt` (seconds) is when an access token runs out (keys do not).
 */
export async function verifySocketToken(
  app: FastifyInstance,
  token: string,
  socket: WebSocket,
  route: '/ws' | '/ws/jobs',
): Promise<{ userId: string; expiresAt?: number }> {
  if (token.startsWith(API_KEY_PREFIX)) {
    const claims = await app.apiKeys.verify(token);
    checkKeyScope(claims.scopes, 'GET', route);
    app.apiKeys.watch(claims.apiKeyId, socket);
    return { userId: claims.userId };
  }
  const claims = await app.sessions.verify(token);
  app.sessions.watch(claims.sessionId, socket);
  return { userId: claims.userId, expiresAt: claims.expiresAt };
}
