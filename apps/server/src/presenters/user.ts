import type { User } from '@gleaner/shared';
import type { users } from '../db/schema.js';

export function presentUser(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    createdAt: row.createdAt.toISOString(),
  };
}
