import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { startPgliteHost, type EmbeddedDatabaseError } from './pglite-host.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The application database: one Drizzle handle over PGlite or PostgreSQL. Both are reached the
 * same way, through the `pg` driver: PostgreSQL over TCP, the embedded PGlite over the wire
 * protocol on a thread of its own. Same schema, same SQL, same type parsing.
 */
export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Raw SQL with $1… parameters, for the few places Drizzle does not cover (queue, LISTEN). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * `query` as a named prepared statement, planned once per connection instead of on every
   * call: for statements run on every request of a hot route (PGlite plans slowly).
   */
  queryPrepared<T = Record<string, unknown>>(
    name: string,
    text: string,
    params: unknown[],
  ): Promise<T[]>;
  /** pg-boss's database adapter. Parameterless SQL may hold several statements. */
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
  /** PGlite only: its thread died while open. The process can store nothing after that. */
  onFatal?: (error: EmbeddedDatabaseError) => void;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Serialises migrations when several processes start against one PostgreSQL at once. */
const MIGRATION_LOCK_KEY = 7_420_001;
/**
 * Connections to PGlite's one session. More than one lets statements of concurrent tasks queue
 * on the database thread instead of waiting for the main thread between them; a connection in
 * a transaction holds the session until it ends (see `pglite-thread.ts`).
 */
const PGLITE_CONNECTIONS = 4;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options);
}

async function openPglite({ dataDir, onFatal }: DatabaseOptions): Promise<Database> {
  let location = dataDir;
  let unlock = () => Promise.resolve();
  if (dataDir !== 'memory://') {
    location = join(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  const host = await startPgliteHost({ dataDir: location, onFatal }).catch(
    async (error: unknown) => {
      await unlock();
      throw error;
    },
  );
  const pool = new pg.Pool({
    max: PGLITE_CONNECTIONS,
    // Connections are cheap here and nothing is gained by closing idle ones.
    idleTimeoutMillis: 0,
    // PGlite accepts any password, but the driver must have one to answer its request.
    user: 'postgres',
    database: 'postgres',
    password: 'pglite',
    stream: () => host.connect(),
  });
  return openPool('pglite', pool, undefined, async () => {
    try {
      await pool.end();
      await host.close();
    } finally {
      await unlock();
    }
  });
}

function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return openPool('postgres', pool, url, () => pool.end());
}

async function openPool(
  kind: DatabaseKind,
  pool: pg.Pool,
  url: string | undefined,
  close: () => Promise<void>,
): Promise<Database> {
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema });
  try {
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(db, { migrationsFolder });
    } finally {
      await lock
        .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      lock.release();
    }
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  // PGlite's connections share its one session, where a statement name can exist only once:
  // each connection names its statements with its own number.
  const connectionNumbers = new WeakMap<pg.PoolClient, number>();
  let connections = 0;
  const numberOf = (client: pg.PoolClient) => {
    let number = connectionNumbers.get(client);
    if (number === undefined) {
      number = connections += 1;
      connectionNumbers.set(client, number);
    }
    return number;
  };
  return {
    kind,
    db: db as unknown as Db,
    queryPrepared: async <T>(name: string, text: string, params: unknown[]) => {
      const client = await pool.connect();
      try {
        const result = await client.query({
          name: `${name}_${numberOf(client)}`,
          text,
          values: params,
        });
        client.release();
        return result.rows as T[];
      } catch (error) {
        // As pool.query does: a connection that failed a statement is not reused.
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as T[],
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    ...(url ? { url } : {}),
    close,
  };
}

/** Rows of a hand-written statement. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A cheap round trip, for health checks. */
export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}
