import type { LoginReply } from '@gleaner/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { presentUser } from '../../presenters/user.js';
import type { ProviderIdentity } from '../../services/sign-in-providers.js';
import { adoptAnonymousConversations } from '../chat/adopt-anonymous-conversations.js';
import { adoptAnonymousJobs } from '../jobs/adopt-anonymous-jobs.js';
import { issueSession, type SessionDeps } from './sessions.js';

/** The provider could not vouch for the e-mail address, so it names no account. */
export class UnverifiedEmailError extends Error {
  override name = 'UnverifiedEmailError';
}

/**
 * Signs in the person a provider vouches for: the account with that verified e-mail address, made
 * (without a password) when there is none. As with e-mail sign-in, the jobs and conversations of
 * the browser's anonymous id move to the account, in the same transaction as the new session.
 */
export async function signInWithProvider(
  deps: SessionDeps,
  identity: ProviderIdentity,
  anonymousId?: string,
): Promise<LoginReply> {
  // An unverified address could be anyone's: linking by it would hand over their account.
  if (!identity.emailVerified) throw new UnverifiedEmailError(identity.email);
  const email = identity.email.trim().toLowerCase();
  const fullName = identity.name?.trim() || email.split('@')[0] || email;
  return deps.db.transaction(async (tx) => {
    // Two sign-ins racing to make the account: one inserts, the other finds it.
    const [made] = await tx
      .insert(users)
      .values({ email, passwordHash: null, fullName })
      .onConflictDoNothing({ target: users.email })
      .returning();
    const user = made ?? (await tx.select().from(users).where(eq(users.email, email)).limit(1))[0];
    if (!user) throw new Error(`account for ${email} neither made nor found`);
    await adoptAnonymousJobs(tx, user.id, anonymousId);
    await adoptAnonymousConversations(tx, user.id, anonymousId);
    const session = await issueSession({ ...deps, db: tx }, user.id);
    return { success: true as const, user: presentUser(user), session };
  });
}
