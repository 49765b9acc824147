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

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh PostgreSQL database for one test server; dropped by the returned function. Empty by
 * default; `template` makes it a copy of that database instead (see `postgres-template.ts`).
 */
export async function createScratchDatabase(
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = scratchName();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(
      options.template
        ? `CREATE DATABASE "${name}" TEMPLATE "${options.template}"`
        : `CREATE DATABASE "${name}"`,
    );
  } finally {
    await admin.end();
  }
  return scratchAt(base, name);
}

/** A database name no other test uses. */
function scratchName(): string {
  return `gleaner_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Database `name` on TEST_DATABASE_URL's server, and how to drop it. */
function scratchAt(base: string, name: string): ScratchDatabase {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
