import pg from 'pg';
import type { DatabaseKind } from '../../src/db/database.js';

/**
 * The databases the API suite runs against: PGlite always; PostgreSQL when TEST_DATABASE_URL is
 * set. Under CI an unreachable PostgreSQL fails the run instead of being skipped.
 */
async function resolveBackends(): Promise<DatabaseKind[]> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (process.env.CI === 'true')
      throw new Error(
        'CI=true but TEST_DATABASE_URL is not set: the PostgreSQL path must be tested.',
      );
    return ['pglite'];
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return ['pglite', 'postgres'];
  } catch (error) {
    const message = `PostgreSQL at TEST_DATABASE_URL (${url}) is unreachable: ${String(error)}`;
    if (process.env.CI === 'true') throw new Error(message, { cause: error });
    console.warn(`${message}. Skipping the PostgreSQL runs.`);
    return ['pglite'];
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const backends = await resolveBackends();

/** A fresh, empty PostgreSQL database for one test server; dropped by the returned function. */
export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `gleaner_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
