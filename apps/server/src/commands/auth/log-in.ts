import type { LoginBody, LoginReply } from '@gleaner/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { UnauthorizedError } from '../../errors.js';
import { presentUser } from '../../presenters/user.js';
import { verifyPassword } from '../../services/passwords.js';
import { adoptAnonymousConversations } from '../chat/adopt-anonymous-conversations.js';
import { adoptAnonymousJobs } from '../jobs/adopt-anonymous-jobs.js';
import { issueSession, type SessionDeps } from './sessions.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Signs in; the jobs and chat conversations of the browser's anonymous id, if it sends one,
 * become the person's.
 */
export async function logIn(
  deps: SessionDeps,
  input: LoginBody,
  anonymousId?: string,
): Promise<LoginReply> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  // Verify even when the account is missing, so timing does not tell which e-mails exist.
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new UnauthorizedError(INVALID_CREDENTIALS);
  // One transaction: a sign-in that fails part-way never leaves the browser's work in an account
  // it is not signed in to.
  const session = await deps.db.transaction(async (tx) => {
    await adoptAnonymousJobs(tx, user.id, anonymousId);
    await adoptAnonymousConversations(tx, user.id, anonymousId);
    return issueSession({ ...deps, db: tx }, user.id);
  });
  return { success: true, user: presentUser(user), session };
}
