import type { DatabaseTable } from '@gleaner/shared';
import type { Database } from '../../db/database.js';

/** Tables whose estimate is below this are counted row by row, so small figures are exact. */
const EXACT_COUNT_BELOW = 100_000;

interface StatRow {
  schema: string;
  name: string;
  estimate: string;
  size: string;
  inserts: string;
  updates: string;
  deletes: string;
  seq_scans: string | null;
  idx_scans: string | null;
}

/**
 * Per table: rows, size on disk, and insert / update / delete / scan counts from
 * pg_stat_user_tables (the same view on PGlite and PostgreSQL), with the time they count from:
 * PGlite starts its counters afresh each time the server opens the database, so a table of old
 * rows shows 0 inserts, which is only true since then.
 */
export async function databaseStats(
  database: Database,
): Promise<{ sizeBytes: number; countersSince: string | null; tables: DatabaseTable[] }> {
  if (database.kind === 'pglite') {
    // PGlite runs PostgreSQL single-user: a backend's counters reach pg_stat_user_tables only when
    // it flushes them, which an idle server rarely does, so the view read 0. Ask for a flush at
    // the next statement boundary first, then read.
    await database.query('select pg_stat_force_next_flush()');
  }
  const stats = await database.query<StatRow>(
    `select schemaname as schema, relname as name, n_live_tup as estimate,
            pg_total_relation_size(relid) as size,
            n_tup_ins as inserts, n_tup_upd as updates, n_tup_del as deletes,
            seq_scan as seq_scans, idx_scan as idx_scans
       from pg_stat_user_tables
      order by pg_total_relation_size(relid) desc, relname`,
  );
  const tables: DatabaseTable[] = [];
  for (const row of stats) {
    const estimate = Number(row.estimate);
    const exact = estimate < EXACT_COUNT_BELOW;
    let rows = estimate;
    if (exact) {
      const [counted] = await database.query<{ n: string }>(
        `select count(*) as n from ${quoteIdent(row.schema)}.${quoteIdent(row.name)}`,
      );
      rows = Number(counted?.n ?? 0);
    }
    tables.push({
      schema: row.schema,
      name: row.name,
      rows,
      rowsEstimated: !exact,
      sizeBytes: Number(row.size),
      inserts: Number(row.inserts),
      updates: Number(row.updates),
      deletes: Number(row.deletes),
      seqScans: Number(row.seq_scans ?? 0),
      indexScans: Number(row.idx_scans ?? 0),
    });
  }
  const [size] = await database.query<{ size: string; since: Date | string | null }>(
    `select pg_database_size(current_database()) as size, ${
      database.kind === 'pglite'
        ? 'pg_postmaster_start_time()'
        : '(select stats_reset from pg_stat_database where datname = current_database())'
    } as since`,
  );
  const since = size?.since ? new Date(size.since).toISOString() : null;
  return { sizeBytes: Number(size?.size ?? 0), countersSince: since, tables };
}

/** Names come from the catalogue, but quoting keeps any name (mixed case, dots) one identifier. */
function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
