import type { LoginReply } from '@gleaner/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema.js';
import { UnauthorizedError } from '../../errors.js';
import { presentUser } from '../../presenters/user.js';
import { hashOpaqueToken } from '../../services/opaque-tokens.js';
import { issueSession, type SessionDeps } from './sessions.js';

const INVALID = 'Invalid or expired refresh token, please sign in again';

/**
 * Rotates a refresh token: the presented one is revoked and a new pair issued for the same
 * sign-in. Presenting an already revoked token means it was copied, so the whole sign-in ends.
 */
export async function refreshSession(deps: SessionDeps, refreshToken: string): Promise<LoginReply> {
  const tokenHash = hashOpaqueToken(refreshToken);
  const [row] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) throw new UnauthorizedError(INVALID);
  const now = new Date();
  if (row.revokedAt) {
    await revokeSignIn(deps, row.sessionId);
    throw new UnauthorizedError(INVALID);
  }
  if (row.expiresAt <= now) throw new UnauthorizedError(INVALID);
  const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw new UnauthorizedError(INVALID);
  // One transaction: between the revoke and the new token the sign-in would look ended, and
  // every request checks that.
  const session = await deps.db.transaction(async (tx) => {
    // Only one concurrent refresh can win the revoke.
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (revoked.length === 0) throw new UnauthorizedError(INVALID);
    return issueSession({ ...deps, db: tx }, user.id, row.sessionId);
  });
  return { success: true, user: presentUser(user), session };
}

/** Ends one sign-in: every refresh token issued to it stops working, and so do its access tokens. */
export async function revokeSignIn(
  deps: Pick<SessionDeps, 'db' | 'ended'>,
  sessionId: string,
): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  deps.ended([sessionId]);
}
