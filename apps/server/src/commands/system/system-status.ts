import { countOf, nounFor } from '@gleaner/shared';
import type { HealthCheck } from '@gleaner/shared';
import { isBrowserAvailable } from '@gleaner/scraper';
import type { Database } from '../../db/database.js';
import { reasonOf } from './viewer.js';

export interface StatusContext {
  database: Database;
  /** Whether this process runs chunks itself. */
  runsWorker: boolean;
  chromiumPath: string;
  /** Operators see where the server looks for Chromium; others only whether pages can be rendered. */
  showsServerPaths: boolean;
  /** A worker silent this long counts as gone (PostgreSQL). */
  workerLostSeconds: number;
}

/** Chunks that could have started this long ago but still wait mean no worker is taking them. */
const WAITING_TOO_LONG_MINUTES = 5;

/** The four health checks of the System Status card; each says what is wrong when it fails. */
export async function systemStatus(context: StatusContext): Promise<HealthCheck[]> {
  return Promise.all([
    check('database', () => databaseCheck(context.database)),
    check('queue', () => queueCheck(context.database)),
    check('workers', () => workersCheck(context)),
    check('browser', () => Promise.resolve(browserCheck(context))),
  ]);
}

async function check(
  name: HealthCheck['name'],
  run: () => Promise<{ ok: boolean; detail: string }>,
): Promise<HealthCheck> {
  try {
    return { name, ...(await run()) };
  } catch (error) {
    return { name, ok: false, detail: `Unreachable: ${reasonOf(error)}` };
  }
}

async function databaseCheck(database: Database) {
  const started = performance.now();
  await database.query('select 1');
  const ms = Math.round(performance.now() - started);
  const kind = database.kind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL';
  return { ok: true, detail: `${kind} answered in ${ms} ms` };
}

async function queueCheck(database: Database) {
  const [row] = await database.query<{ waiting: string; running: string; late: string }>(
    `select count(*) filter (where state in ('created', 'retry')) as waiting,
            count(*) filter (where state = 'active') as running,
            count(*) filter (where state in ('created', 'retry')
              and start_after < now() - interval '${WAITING_TOO_LONG_MINUTES} minutes') as late
       from pgboss.job where name = 'scrape-chunk'`,
  );
  const late = Number(row?.late ?? 0);
  if (late > 0) {
    return {
      ok: false,
      detail: `${countOf(late, 'chunk')} ${nounFor(late, 'has', 'have')} waited over ${WAITING_TOO_LONG_MINUTES} minutes for a worker`,
    };
  }
  return {
    ok: true,
    detail: `Running: ${Number(row?.waiting ?? 0)} waiting, ${Number(row?.running ?? 0)} in progress`,
  };
}

async function workersCheck({ database, runsWorker, workerLostSeconds }: StatusContext) {
  if (database.kind === 'pglite') {
    return runsWorker
      ? { ok: true, detail: 'This process runs the job worker' }
      : { ok: false, detail: 'No job worker: this process only serves requests' };
  }
  const [row] = await database.query<{ n: string }>(
    `select count(*) as n from job_workers where seen_at > now() - make_interval(secs => $1)`,
    [workerLostSeconds],
  );
  const alive = Number(row?.n ?? 0);
  return alive > 0
    ? { ok: true, detail: `${countOf(alive, 'worker process', 'worker processes')} alive` }
    : { ok: false, detail: `No worker has signalled in the last ${workerLostSeconds} s` };
}

function browserCheck({ chromiumPath, showsServerPaths }: StatusContext) {
  const where = showsServerPaths ? ` at ${chromiumPath}` : '';
  return isBrowserAvailable(chromiumPath)
    ? {
        ok: true,
        detail: showsServerPaths
          ? `Chromium at ${chromiumPath}`
          : 'Chromium is ready: pages that need JavaScript can be rendered',
      }
    : {
        ok: false,
        detail: `No Chromium${where}: pages that need JavaScript cannot be rendered`,
      };
}
