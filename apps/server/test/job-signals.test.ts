import pg from 'pg';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { createJobSignals, type JobSignal } from '../src/jobs/job-signals.js';
import { backends, createScratchDatabase } from './support/backends.js';
import { eventually } from './support/job-helpers.js';

const log = pino({ level: 'silent' });

describe.runIf(backends.includes('postgres'))('job events across processes (PostgreSQL)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('keep arriving after the listening connection is cut, even while the database refuses connections for a while', async () => {
    const scratch = await createScratchDatabase();
    cleanup.push(scratch.drop);
    const database = await openDatabase({ url: scratch.url, dataDir: 'memory://' });
    cleanup.push(() => database.close());
    const signals = await createJobSignals(database, log);
    cleanup.push(() => signals.close());
    const received: JobSignal[] = [];
    signals.subscribe((signal) => received.push(signal));
    const name = new URL(scratch.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    cleanup.push(() => admin.end());

    // The database goes away for the listener: no new connections, and its own one is cut.
    await admin.query(`alter database ${name} allow_connections false`);
    cleanup.push(() => admin.query(`alter database ${name} allow_connections true`));
    const cut = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and query ilike 'LISTEN%'`,
      [name],
    );
    expect(cut.rowCount).toBe(1);
    // Longer than the first pauses between tries: reconnecting fails more than once.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await admin.query(`alter database ${name} allow_connections true`);

    await eventually(
      async () => {
        await signals.publish({ type: 'job_started', jobId: 'after-the-outage' });
        return received.some((s) => s.jobId === 'after-the-outage') ? true : undefined;
      },
      20_000,
      'an event after the outage',
    );
  });
});
