import type { LoginBody, LoginReply } from '@gleaner/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { UnauthorizedError } from '../../errors.js';
import { presentUser } from '../../presenters/user.js';
import { verifyPassword } from '../../services/passwords.js';
import { issueSession, type SessionDeps } from './sessions.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export async function logIn(deps: SessionDeps, input: LoginBody): Promise<LoginReply> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  // Verify even when the account is missing, so timing does not tell which e-mails exist.
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new UnauthorizedError(INVALID_CREDENTIALS);
  const session = await issueSession(deps, user.id);
  return { success: true, user: presentUser(user), session };
}
