import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cellAnnotations, scrapeJobs } from '../../db/schema.js';
import { anonymousKey } from '../../jobs/job-owner.js';

/**
 * Moves one anonymous browser's jobs to the person who has just signed in or up from it. Once
 * signed in the browser sends its token instead of its anonymous id, so without this the job it
 * has just run (history, captured data, live events) would vanish. Holding the anonymous id is
 * what proves a browser's jobs are its own, so only the id the request itself sends counts; a
 * missing or malformed one adopts nothing rather than failing the sign-in.
 *
 * A running job carries on: workers write by job id and the socket hub re-reads a job's owner
 * for every event, so its later events reach the person's sockets. Usage counters are not
 * back-filled with what the job did while anonymous. The browser's cell annotations of its jobs'
 * data move with them, so the table looks the same after signing in.
 *
 * @returns how many jobs were adopted
 */
export async function adoptAnonymousJobs(
  db: Db,
  userId: string,
  anonymousId: string | undefined,
): Promise<number> {
  const key = anonymousKey(anonymousId);
  if (!key) return 0;
  const adopted = await db
    .update(scrapeJobs)
    .set({ userId, anonymousOwner: null })
    .where(eq(scrapeJobs.anonymousOwner, key))
    .returning({ id: scrapeJobs.id });
  // No clash with the account's own marks: they can only be on jobs it already owned.
  await db
    .update(cellAnnotations)
    .set({ userId, anonymousOwner: null })
    .where(eq(cellAnnotations.anonymousOwner, key));
  return adopted.length;
}
