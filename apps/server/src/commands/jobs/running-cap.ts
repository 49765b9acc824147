import { countOf } from '@gleaner/shared';
import { and, count, eq } from 'drizzle-orm';
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
 * Refuses one more running job when the requester has `max` already. Checked before the job
 * starts, so two starts at the same instant may both pass: the cap bounds work, not exactly.
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
