import type { LoginReply } from '@gleaner/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { apiKeys, refreshTokens, users } from '../../db/schema.js';
import { presentUser } from '../../presenters/user.js';
import type { ProviderIdentity } from '../../services/sign-in-providers.js';
import { adoptAnonymousConversations } from '../chat/adopt-anonymous-conversations.js';
import { adoptAnonymousJobs } from '../jobs/adopt-anonymous-jobs.js';
import { issueSession, type SessionDeps } from './sessions.js';

/** The provider could not vouch for the e-mail address, so it names no account. */
export class UnverifiedEmailError extends Error {
  override name = 'UnverifiedEmailError';
}

export interface ProviderSignInDeps extends SessionDeps {
  /** Told of API keys just deleted, so they are refused and their sockets close at once. */
  apiKeysRevoked: (keyIds: readonly string[]) => void;
}

export interface ProviderSignIn {
  login: LoginReply;
  /**
   * This sign-in was the account's first through a provider and it had a password: the password
   * is gone and every other sign-in and API key ended (see `claimAccount`).
   */
  passwordRemoved: boolean;
}

/**
 * Signs in the person a provider vouches for: the account with that verified e-mail address, made
 * (without a password) when there is none. As with e-mail sign-in, the jobs and conversations of
 * the browser's anonymous id move to the account, in the same transaction as the new session.
 */
export async function signInWithProvider(
  deps: ProviderSignInDeps,
  identity: ProviderIdentity,
  anonymousId?: string,
): Promise<ProviderSignIn> {
  // An unverified address could be anyone's: linking by it would hand over their account.
  if (!identity.emailVerified) throw new UnverifiedEmailError(identity.email);
  const email = identity.email.trim().toLowerCase();
  const fullName = identity.name?.trim() || email.split('@')[0] || email;
  const now = new Date();
  const done = await deps.db.transaction(async (tx) => {
    // Two sign-ins racing to make the account: one inserts, the other finds it.
    const [made] = await tx
      .insert(users)
      .values({ email, passwordHash: null, fullName, providerLinkedAt: now })
      .onConflictDoNothing({ target: users.email })
      .returning();
    // Locked, so a racing sign-in or password reset waits for this one's decision.
    const user =
      made ??
      (await tx.select().from(users).where(eq(users.email, email)).for('update').limit(1))[0];
    if (!user) throw new Error(`account for ${email} neither made nor found`);
    const claimed = user.providerLinkedAt ? null : await claimAccount(tx, user, now);
    await adoptAnonymousJobs(tx, user.id, anonymousId);
    await adoptAnonymousConversations(tx, user.id, anonymousId);
    const session = await issueSession({ ...deps, db: tx }, user.id);
    return { user, session, claimed };
  });
  // After the commit: a rolled-back claim ended nothing.
  if (done.claimed) {
    deps.ended(done.claimed.sessionIds);
    deps.apiKeysRevoked(done.claimed.apiKeyIds);
  }
  return {
    login: { success: true, user: presentUser(done.user), session: done.session },
    passwordRemoved: done.claimed?.passwordRemoved ?? false,
  };
}

/**
 * The provider has just proven the address is this person's, for the first time. E-mail sign-up
 * proves nothing, so whoever set the password may have registered someone else's address ahead
 * of them (account pre-hijacking): the password goes (the owner can set one through Reset, which
 * mails the address), and with it every sign-in and API key made before. Once only: a password
 * set after this link is the owner's.
 */
async function claimAccount(tx: Db, user: typeof users.$inferSelect, now: Date) {
  const passwordRemoved = user.passwordHash !== null;
  await tx
    .update(users)
    .set({ providerLinkedAt: now, passwordHash: null, updatedAt: now })
    .where(eq(users.id, user.id));
  if (!passwordRemoved) return { passwordRemoved, sessionIds: [], apiKeyIds: [] };
  const revoked = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  const keys = await tx
    .delete(apiKeys)
    .where(eq(apiKeys.userId, user.id))
    .returning({ id: apiKeys.id });
  return {
    passwordRemoved,
    sessionIds: [...new Set(revoked.map((row) => row.sessionId))],
    apiKeyIds: keys.map((key) => key.id),
  };
}
