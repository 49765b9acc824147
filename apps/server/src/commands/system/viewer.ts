import type { SystemScope } from '@gleaner/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';

/** Who is looking at the System tab, and how much they may see. */
export interface SystemViewer {
  userId: string;
  /** 'all' for operators named in ADMIN_EMAILS; else only their own rows. */
  scope: SystemScope;
}

export async function resolveViewer(
  db: Db,
  userId: string,
  adminEmails: readonly string[],
): Promise<SystemViewer> {
  if (adminEmails.length === 0) return { userId, scope: 'own' };
  const [row] = await db
    .select({
      email: users.email,
      providerLinkedAt: users.providerLinkedAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  // Anyone may register any address: it names an operator only once its owner has proved it
  // (a Google or GitHub sign-in that vouches for it, or a link mailed to it followed).
  const operator =
    row !== undefined &&
    adminEmails.includes(row.email.toLowerCase()) &&
    (row.providerLinkedAt !== null || row.emailVerifiedAt !== null);
  return { userId, scope: operator ? 'all' : 'own' };
}

/** A source that failed: its reason in words, for the "unavailable" state. */
export function reasonOf(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const message = inner instanceof Error ? inner.message : String(inner);
  return message.split('\n')[0] ?? 'unknown error';
}
