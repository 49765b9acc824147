import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { BadRequestError, NotFoundError } from '../../errors.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import { cancelJob } from '../jobs/control-job.js';

/** pg-boss's tables that keep queue messages (each names a job by its id in `data`). */
const QUEUE_TABLES = ['pgboss.job', 'pgboss.archive'];

async function deleteQueueRows(database: Database, jobIds: string[]): Promise<void> {
  for (const table of QUEUE_TABLES) {
    const [exists] = await database.query<{ found: string | null }>(
      `select to_regclass($1)::text as found`,
      [table],
    );
    if (exists?.found)
      await database.query(`delete from ${table} where data->>'jobId' = any($1::text[])`, [jobIds]);
  }
}

/**
 * Deletes a person and everything stored about them. Most rows go with the user row (foreign
 * keys cascade); model usage logs are kept for monitoring when a user row goes (set null), and
 * mail is addressed by e-mail rather than by id, so both are deleted by hand here. Running jobs
 * are cancelled first so no worker writes for them afterwards, and queue rows naming the jobs go
 * too. Returns the sign-ins that ended, for the caller to close.
 */
export async function deleteAccount(
  runtime: JobRuntime,
  userId: string,
  confirmEmail: string,
): Promise<string[]> {
  const { database } = runtime;
  const [user] = await database.query<{ email: string }>(`select email from users where id = $1`, [
    userId,
  ]);
  if (!user) throw new NotFoundError('This account no longer exists');
  if (confirmEmail.trim().toLowerCase() !== user.email)
    throw new BadRequestError('Type your e-mail address exactly to confirm deleting your account');

  const running = await database.query<{ id: string }>(
    `select id from scrape_jobs where user_id = $1 and status = 'processing'`,
    [userId],
  );
  for (const job of running)
    await cancelJob(runtime, { kind: 'user', userId }, job.id).catch(() => undefined);

  const jobIds = (
    await database.query<{ id: string }>(`select id from scrape_jobs where user_id = $1`, [userId])
  ).map((row) => row.id);
  const sessions = await database.query<{ session_id: string }>(
    `select distinct session_id from refresh_tokens where user_id = $1`,
    [userId],
  );
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`delete from modal_usage_logs where user_id = ${userId}`);
    await tx.execute(sql`delete from email_outbox where lower(to_address) = ${user.email}`);
    await tx.execute(sql`delete from users where id = ${userId}`);
  });
  if (jobIds.length > 0) await deleteQueueRows(database, jobIds);
  return sessions.map((row) => row.session_id);
}
