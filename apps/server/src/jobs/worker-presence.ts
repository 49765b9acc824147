import { eq, sql } from 'drizzle-orm';
import { recoverLostChunks } from '../commands/jobs/recover-lost-chunks.js';
import { jobWorkers } from '../db/schema.js';
import type { JobRuntime } from './job-runtime.js';
import { PROCESS_NAME } from './process-name.js';

export interface WorkerPresence {
  stop(): Promise<void>;
}

/**
 * Keeps this worker's sign of life fresh and, every half of `lostSeconds`, hands the chunks of
 * workers that went silent to the live ones. Times are the database's, so the clocks of the
 * machines do not matter.
 */
export async function startWorkerPresence(
  runtime: JobRuntime,
  lostSeconds: number,
): Promise<WorkerPresence> {
  const { db } = runtime.database;
  const beat = () =>
    db
      .insert(jobWorkers)
      .values({ name: PROCESS_NAME })
      .onConflictDoUpdate({ target: jobWorkers.name, set: { seenAt: sql`now()` } });
  const sweep = async () => {
    const jobs = await recoverLostChunks(runtime, lostSeconds);
    if (jobs.length > 0)
      runtime.log.warn({ jobs }, 'chunks of a lost worker handed to the live workers');
  };
  const warn = (what: string) => (error: unknown) =>
    runtime.log.warn({ err: error }, `worker presence: ${what} failed`);

  await beat();
  await sweep().catch(warn('the sweep for lost workers'));
  const beating = setInterval(
    () => void beat().catch(warn('the sign of life')),
    (lostSeconds * 1000) / 6,
  );
  const sweeping = setInterval(
    () => void sweep().catch(warn('the sweep for lost workers')),
    (lostSeconds * 1000) / 2,
  );
  beating.unref();
  sweeping.unref();
  return {
    async stop() {
      clearInterval(beating);
      clearInterval(sweeping);
      await db.delete(jobWorkers).where(eq(jobWorkers.name, PROCESS_NAME)).catch(warn('sign-off'));
    },
  };
}
