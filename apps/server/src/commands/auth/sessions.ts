import { randomUUID } from 'node:crypto';
import type { Session } from '@gleaner/shared';
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { refreshTokens } from '../../db/schema.js';
import type { AccessTokens } from '../../services/access-tokens.js';
import { hashOpaqueToken, newOpaqueToken } from '../../services/opaque-tokens.js';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export interface SessionDeps {
  db: Db;
  tokens: AccessTokens;
  /** Told of sign-ins that have just ended, so their access tokens and sockets stop at once. */
  ended: (sessionIds: readonly string[]) => void;
}

/** Issues an access token and a refresh token for one sign-in (`sessionId`). */
export async function issueSession(
  deps: SessionDeps,
  userId: string,
  sessionId: string = randomUUID(),
): Promise<Session> {
  const refresh = newOpaqueToken();
  await deps.db.insert(refreshTokens).values({
    userId,
    sessionId,
    tokenHash: hashOpaqueToken(refresh),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS),
  });
  const access = await deps.tokens.sign({ userId, sessionId });
  return { access_token: access.token, refresh_token: refresh, expires_at: access.expiresAt };
}

/**
 * Which of these sign-ins are live: a sign-in lasts while one of its refresh tokens is neither
 * revoked nor expired (rotation revokes one and issues the next in one transaction).
 */
export async function liveSessionIds(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(
      and(
        inArray(refreshTokens.sessionId, [...sessionIds]),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    );
  return new Set(rows.map((row) => row.sessionId));
}
