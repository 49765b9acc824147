import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { usageCounters } from '../../db/schema.js';

/** Adds to a person's counts for the current month (UTC), for plans and billing. */
export async function countUsage(
  db: Db,
  userId: string,
  add: { jobs?: number; pages?: number; items?: number },
): Promise<void> {
  const month = new Date().toISOString().slice(0, 7);
  const jobs = add.jobs ?? 0;
  const pages = add.pages ?? 0;
  const items = add.items ?? 0;
  await db
    .insert(usageCounters)
    .values({ userId, month, jobs, pages, items })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.month],
      set: {
        jobs: sql`${usageCounters.jobs} + ${jobs}`,
        pages: sql`${usageCounters.pages} + ${pages}`,
        items: sql`${usageCounters.items} + ${items}`,
      },
    });
}
