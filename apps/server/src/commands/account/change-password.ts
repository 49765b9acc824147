import type { ChangePasswordBody } from '@gleaner/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { refreshTokens, users } from '../../db/schema.js';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';

/**
 * Changes a signed-in person's password after checking the current one. Their other sign-ins end
 * (a changed password usually means someone else may know the old one); this one stays.
 * Returns the ended sign-ins, for the caller to close.
 */
export async function changePassword(
  db: Db,
  who: { userId: string; sessionId: string },
  body: ChangePasswordBody,
): Promise<string[]> {
  const [user] = await db.select().from(users).where(eq(users.id, who.userId)).limit(1);
  if (!user) throw new NotFoundError('This account no longer exists');
  if (!(await verifyPassword(user.passwordHash, body.current_password)))
    throw new BadRequestError('Your current password is not right');
  const now = new Date();
  const passwordHash = await hashPassword(body.new_password);
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, user.id),
        isNull(refreshTokens.revokedAt),
        ne(refreshTokens.sessionId, who.sessionId),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  return [...new Set(revoked.map((row) => row.sessionId))];
}
