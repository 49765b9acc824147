import { sql } from 'drizzle-orm';
import { askDataAgent } from '../../src/commands/data-agent/ask-data-agent.js';
import { rowsOf, type Database } from '../../src/db/database.js';
import { openTestDatabase } from './test-database.js';

export interface TableJob {
  database: Database;
  jobId: string;
  /** The data agent's answer to `question` about this job's records. */
  ask: (question: string) => ReturnType<typeof askDataAgent>;
  /** The `nameColumn` values of an answer's table, in its order. */
  names: (answer: Awaited<ReturnType<typeof askDataAgent>>) => unknown[];
  close: () => Promise<void>;
}

/**
 * A database holding one completed job of these records, for data-agent tests on tables of their
 * own shape: a copy of the migrated template, not an in-memory one made by initdb and every
 * migration (seconds of CPU each, eleven times in one file).
 */
export async function openTableJob(
  records: Record<string, unknown>[],
  nameColumn: string,
): Promise<TableJob> {
  const { database, close } = await openTestDatabase('pglite');
  const [job] = await rowsOf<{ id: string }>(
    database.db,
    sql`insert into scrape_jobs (status, instruction, url, options, processed_pages, total_pages, total_results, started_at, completed_at)
        values ('completed', ${nameColumn}, 'https://table.example/', '{}'::jsonb, 1, 1, ${records.length}, now(), now()) returning id`,
  );
  const jobId = job!.id;
  for (const [seq, content] of records.entries())
    await database.db.execute(
      sql`insert into scraped_data (id, job_id, type, selector, content, confidence, metadata, url, seq)
          values (gen_random_uuid(), ${jobId}::uuid, 'record', '.record', ${JSON.stringify(content)}::jsonb, 0.9, '{}'::jsonb, 'https://table.example/', ${seq})`,
    );
  const ask = (question: string) =>
    askDataAgent(
      { db: database.db, log: { error: () => undefined } },
      { jobId, question, userId: null },
    );
  return {
    database,
    jobId,
    ask,
    names: (answer) =>
      (answer.table?.rows ?? []).map((row) => row[answer.table?.columns.indexOf(nameColumn) ?? 0]),
    close,
  };
}
