import { countOf } from '@gleaner/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { scrapeJobs } from '../../db/schema.js';
import { TooManyRequestsError } from '../../errors.js';
import { hashOpaqueToken } from '../../services/opaque-tokens.js';

/** Who is asking for a job to run, and how many of their jobs may run at once. */
export interface RunningCap {
  /** Stored with the job: a hash, so no IP address is kept. */
  requester: string;
  max: number;
}

/** The stored form of an identity (`user:<id>` or `ip:<address>`). */
export function requesterOf(identity: string): string {
  return hashOpaqueToken(identity);
}

/**
 * Refuses one more running job when the requester has `max` already. On its own a quick early
 * answer: two starts at the same instant may both pass it; `withRunningSlot` is the exact check.
 */
export async function checkRunningCap(db: Db, cap: RunningCap): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(scrapeJobs)
    .where(and(eq(scrapeJobs.requester, cap.requester), eq(scrapeJobs.status, 'processing')));
  const running = row?.n ?? 0;
  if (running >= cap.max) {
    throw new TooManyRequestsError(
      `You have ${countOf(running, 'job')} running, the most allowed at once. Wait for one to finish or cancel one, then try again.`,
    );
  }
}

/**
 * Runs `start` (the statement that makes a job processing) only while the requester has fewer
 * than `max` running, checked and started in one transaction that holds a lock on the
 * requester: starts at the same instant, in any process of the deployment, wait for each other,
 * so the cap is exact. Without a cap, `start` runs as it is.
 */
export async function withRunningSlot<T>(
  db: Db,
  cap: RunningCap | undefined,
  start: (db: Db) => Promise<T>,
): Promise<T> {
  if (!cap) return start(db);
  return db.transaction(async (tx) => {
    // Held until the transaction ends, so the next start of this requester counts this one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${cap.requester}, 0))`);
    await checkRunningCap(tx, cap);
    return start(tx);
  });
}
