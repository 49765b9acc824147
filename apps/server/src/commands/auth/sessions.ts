import { randomUUID } from 'node:crypto';
import type { Session } from '@gleaner/shared';
import type { Db } from '../../db/database.js';
import { refreshTokens } from '../../db/schema.js';
import type { AccessTokens } from '../../services/access-tokens.js';
import { hashOpaqueToken, newOpaqueToken } from '../../services/opaque-tokens.js';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export interface SessionDeps {
  db: Db;
  tokens: AccessTokens;
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
