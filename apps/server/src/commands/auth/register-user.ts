import type { RegisterBody, User } from '@gleaner/shared';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { ConflictError } from '../../errors.js';
import { presentUser } from '../../presenters/user.js';
import { hashPassword } from '../../services/passwords.js';
import { adoptAnonymousConversations } from '../chat/adopt-anonymous-conversations.js';
import { adoptAnonymousJobs } from '../jobs/adopt-anonymous-jobs.js';

const UNIQUE_VIOLATION = '23505';

/**
 * Creates an account; the jobs and chat conversations of the browser's anonymous id, if it sends
 * one, move to it.
 */
export async function registerUser(
  db: Db,
  input: RegisterBody,
  anonymousId?: string,
): Promise<User> {
  const fullName = input.fullName || input.email.split('@')[0] || input.email;
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, fullName })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      await adoptAnonymousJobs(tx, inserted.id, anonymousId);
      await adoptAnonymousConversations(tx, inserted.id, anonymousId);
      return inserted;
    });
    return presentUser(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError('An account with this email already exists');
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
