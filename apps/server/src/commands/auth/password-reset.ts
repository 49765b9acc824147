import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { apiKeys, passwordResetTokens, refreshTokens, users } from '../../db/schema.js';
import { BadRequestError } from '../../errors.js';
import type { Mailer } from '../../services/mailer.js';
import { hashOpaqueToken, newOpaqueToken } from '../../services/opaque-tokens.js';
import { hashPassword } from '../../services/passwords.js';
import type { SessionDeps } from './sessions.js';

export const RESET_LINK_LIFETIME_MS = 3600 * 1000;
/** What a reset request answers: with SMTP the link is mailed; without it, it waits in the outbox. */
export function resetRequestedMessage(mailDelivery: 'smtp' | 'none'): string {
  return mailDelivery === 'smtp'
    ? 'If an account exists for that email, a reset link has been sent.'
    : 'If an account exists for that email, its reset link is kept on this server, which sends no e-mail: ask the person who runs it to pass the link to you.';
}
const INVALID_LINK = 'This reset link is invalid or has expired. Request a new one.';

/** Sends a single-use link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  email: string,
): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = newOpaqueToken();
  await deps.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
  });
  const link = new URL(
    `/reset-password?token=${encodeURIComponent(token)}`,
    deps.publicUrl,
  ).toString();
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Gleaner password',
    text: `Someone asked to reset the password of your Gleaner account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
  });
}

/**
 * Sets a new password with a reset link's token; the token works once, every sign-in ends, and
 * every API key is revoked (whoever took the password may have made keys). Returns how many.
 */
export async function confirmPasswordReset(
  deps: Pick<SessionDeps, 'db' | 'ended'> & { keysRevoked?: (ids: string[]) => void },
  token: string,
  password: string,
): Promise<{ revokedKeys: number }> {
  const { db } = deps;
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!used) throw new BadRequestError(INVALID_LINK);
  // The link was mailed to the address: following it proves the address is this person's.
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, used.userId));
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, used.userId), isNull(refreshTokens.revokedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  deps.ended([...new Set(revoked.map((row) => row.sessionId))]);
  const keys = await db
    .delete(apiKeys)
    .where(eq(apiKeys.userId, used.userId))
    .returning({ id: apiKeys.id });
  deps.keysRevoked?.(keys.map((key) => key.id));
  return { revokedKeys: keys.length };
}
