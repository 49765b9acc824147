import { randomBytes } from 'node:crypto';
import { ChatSocketQuerySchema } from '@gleaner/shared';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { anonymousKey } from '../jobs/job-owner.js';
import { hashOpaqueToken } from '../services/opaque-tokens.js';
import type { ChatIdentity } from './chat-session.js';

/**
 * Who is chatting on a `/ws` socket: the token's account when one is sent (null when the token
 * is not valid or its sign-in has ended, and the socket closes when that sign-in ends); else
 * the browser's anonymous id. A socket with neither owns its conversations under a key made for
 * it alone, so they last as long as the socket and nobody else can continue them.
 */
export async function identifyChat(
  app: FastifyInstance,
  rawQuery: unknown,
  socket: WebSocket,
): Promise<ChatIdentity | null> {
  const parsed = ChatSocketQuerySchema.safeParse(rawQuery);
  const query = parsed.success ? parsed.data : {};
  if (!query.token) {
    const key =
      anonymousKey(query.anonymous_id) ?? hashOpaqueToken(randomBytes(32).toString('hex'));
    return {
      userId: null,
      clientUserId: query.user_id ?? null,
      owner: { kind: 'anonymous', key },
    };
  }
  try {
    const claims = await app.sessions.verify(query.token);
    app.sessions.watch(claims.sessionId, socket);
    return {
      userId: claims.userId,
      clientUserId: claims.userId,
      owner: { kind: 'user', userId: claims.userId },
    };
  } catch {
    return null;
  }
}
