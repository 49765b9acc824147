import {
  QUEUE_ROWS_LIMIT,
  type QueueCounts,
  type QueueJobRow,
  type QueueStatus,
} from '@gleaner/shared';
import type { Database } from '../../db/database.js';
import type { SystemViewer } from './viewer.js';

/** The pg-boss queue that holds scraping chunks (see jobs/chunk-queue.ts). */
const CHUNK_QUEUE = 'scrape-chunk';

const STATUS_OF: Readonly<Record<string, QueueStatus>> = {
  created: 'queued',
  retry: 'retrying',
  active: 'processing',
  completed: 'completed',
  failed: 'failed',
};

interface Row {
  state: string;
  retry_count: number;
  created_on: Date;
  started_on: Date | null;
  start_after: Date;
  completed_on: Date | null;
  job_id: string;
  chunk: number;
  url: string;
  pages: number | null;
  done: string;
}

/**
 * pg-boss figures for the chunk queue: counts of everyone's queue jobs by state, and the rows
 * of the viewer's own jobs (everyone's for an operator), unfinished first.
 */
export async function queueFigures(
  database: Database,
  viewer: SystemViewer,
  stuckAfterSeconds: number,
): Promise<{ counts: QueueCounts; rows: QueueJobRow[] }> {
  const states = await database.query<{ state: string; n: string }>(
    `select state::text as state, count(*) as n from pgboss.job where name = $1 group by state`,
    [CHUNK_QUEUE],
  );
  const counts: QueueCounts = { queued: 0, active: 0, completed: 0, failed: 0, retrying: 0 };
  for (const { state, n } of states) {
    const status = STATUS_OF[state];
    if (status) counts[status === 'processing' ? 'active' : status] += Number(n);
  }
  const rows = await database.query<Row>(
    `select q.state::text as state, q.retry_count, q.created_on, q.started_on, q.start_after,
            q.completed_on, s.id as job_id, (q.data->>'chunk')::int as chunk, s.url, c.pages,
            (select count(*) from job_pages p
              where p.job_id = s.id and p.chunk = (q.data->>'chunk')::int
                and p.status <> 'pending') as done
       from pgboss.job q
       join scrape_jobs s on s.id::text = q.data->>'jobId'
       left join job_chunks c on c.job_id = s.id and c.index = (q.data->>'chunk')::int
      where q.name = $1 and ($2::uuid is null or s.user_id = $2::uuid)
      order by (q.state in ('active', 'retry', 'created')) desc, q.created_on desc
      limit ${QUEUE_ROWS_LIMIT}`,
    [CHUNK_QUEUE, viewer.scope === 'all' ? null : viewer.userId],
  );
  const now = Date.now();
  return { counts, rows: rows.map((row) => presentRow(row, now, stuckAfterSeconds)) };
}

function presentRow(row: Row, now: number, stuckAfterSeconds: number): QueueJobRow {
  const status = STATUS_OF[row.state] ?? 'failed';
  const pages = row.pages ?? 0;
  const done = Number(row.done);
  const finished = status === 'completed' || status === 'failed';
  const progress =
    finished && status === 'completed' ? 1 : pages > 0 ? Math.min(1, done / pages) : 0;
  let eta: number | null = null;
  if (finished) eta = row.completed_on?.getTime() ?? null;
  else if (status === 'processing' && row.started_on && done > 0) {
    const elapsed = now - row.started_on.getTime();
    eta = now + (elapsed / done) * Math.max(0, pages - done);
  } else if (status !== 'processing') eta = Math.max(now, row.start_after.getTime());
  return {
    jobId: row.job_id,
    chunk: row.chunk,
    type: CHUNK_QUEUE,
    status,
    progress,
    created: row.created_on.toISOString(),
    eta: eta === null ? null : new Date(eta).toISOString(),
    attempts: row.retry_count + (status === 'queued' ? 0 : 1),
    stuck:
      status === 'processing' &&
      row.started_on !== null &&
      now - row.started_on.getTime() > stuckAfterSeconds * 1000,
    url: row.url,
  };
}
