import { tmpdir } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { createScratchDatabase, type ScratchDatabase } from './backends.js';
import { migrationsKey } from './pglite-template.js';

/**
 * A new PostgreSQL database for each test server, copied from one made and migrated once (as
 * `pglite-template.ts` does for PGlite): running every migration costs about two seconds per
 * server under load, a copy under one. The template is a database a fresh start makes (by the
 * same `openDatabase`), named after the migrations, so a changed migration makes a new one.
 * Tests of a start on an empty database use `createScratchDatabase()` instead.
 */
let made: Promise<string> | undefined;

export async function createMigratedScratchDatabase(): Promise<ScratchDatabase> {
  made ??= templateDatabase();
  return createScratchDatabase({ template: await made });
}

async function templateDatabase(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `gleaner_template_${await migrationsKey()}`;
  if (await databaseExists(base, name)) return name;
  // Made aside and renamed in place: test files in other processes may make it at the same time.
  const scratch = await createScratchDatabase();
  const database = await openDatabase({ url: scratch.url, dataDir: tmpdir() });
  await database.close();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE "${scratch.name}" RENAME TO "${name}"`);
  } catch (error) {
    await scratch.drop();
    // Another process made it first: its copy serves as well.
    if (!(await databaseExists(base, name))) throw error;
  } finally {
    await admin.end();
  }
  return name;
}

async function databaseExists(base: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}
