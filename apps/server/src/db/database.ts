import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { trackInFlight } from './pglite-drain.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** The application database: one Drizzle handle over PGlite or PostgreSQL, same schema and SQL. */
export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Raw SQL with $1… parameters, for the few places Drizzle does not cover (queue, LISTEN). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * pg-boss's database adapter. Parameterless SQL may hold several statements, which PGlite
   * only runs through `exec`.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number }>;
  /** PostgreSQL connection URL, when this is PostgreSQL (for LISTEN connections). */
  url?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; without it an embedded PGlite under `dataDir` is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps them in memory. */
  dataDir: string;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Serialises migrations when several processes start against one PostgreSQL at once. */
const MIGRATION_LOCK_KEY = 7_420_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  let location = dataDir;
  let unlock = () => Promise.resolve();
  if (dataDir !== 'memory://') {
    location = join(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  const client = await PGlite.create(location).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const inFlight = trackInFlight(client);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)).rows,
    executeSql: async (text, values) => {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        const last = results.at(-1);
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
      }
      const result = await client.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    close: async () => {
      await inFlight.drained();
      await client.close();
      await unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as T[],
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    url,
    close: () => pool.end(),
  };
}

/** A cheap round trip, for health checks. */
export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}
