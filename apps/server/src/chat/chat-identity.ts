import { randomBytes } from 'node:crypto';
import { ChatSocketQuerySchema } from '@gleaner/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { anonymousKey } from '../jobs/job-owner.js';
import { socketToken, verifySocketToken } from '../plugins/socket-auth.js';
import { hashOpaqueToken } from '../services/opaque-tokens.js';
import type { ChatIdentity } from './chat-session.js';

/**
 * Who is chatting on a `/ws` socket: the token's account when one is sent (`?token=`, or an
 * access token or API key as `Authorization: Bearer`; null when it is not valid, its sign-in has
 * ended or the key is revoked, and the socket closes when either happens later); else
 * the browser's anonymous id. A socket with neither owns its conversations under a key made for
 * it alone, so they last as long as the socket and nobody else can continue them.
 */
export async function identifyChat(
  app: FastifyInstance,
  request: FastifyRequest,
  socket: WebSocket,
): Promise<ChatIdentity | null> {
  const parsed = ChatSocketQuerySchema.safeParse(request.query);
  const query = parsed.success ? parsed.data : {};
  let token: string | undefined;
  try {
    token = socketToken(request, query.token);
  } catch {
    return null;
  }
  if (!token) {
    const key =
      anonymousKey(query.anonymous_id) ?? hashOpaqueToken(randomBytes(32).toString('hex'));
    return {
      userId: null,
      clientUserId: query.user_id ?? null,
      owner: { kind: 'anonymous', key },
    };
  }
  try {
    const claims = await verifySocketToken(app, token, socket, '/ws');
    return {
      userId: claims.userId,
      clientUserId: claims.userId,
      owner: { kind: 'user', userId: claims.userId },
    };
  } catch {
    return null;
  }
}
