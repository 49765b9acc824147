import type { StoredJob } from '@gleaner/shared';
import type { Database } from '../../db/database.js';
import type { JobOwner } from '../../jobs/job-owner.js';
import { presentStoredJob, type StoredJobRow } from '../../presenters/job.js';

/** Presented jobs kept at most; a list shows 30 by default, so this is many people's lists. */
const PRESENTED_KEPT = 5_000;

/**
 * The owner's latest jobs, presented, for `GET /api/jobs`, which screens poll.
 *
 * A job's presentation changes only when its row does, and every update of a row raises its
 * `version` (a trigger, migration 0002). So the list first reads only ids and versions, and
 * reads and presents in full just the jobs whose version it has not presented yet: most polls
 * then parse no stored plan at all. The statements are written out rather than built with
 * Drizzle, whose building of a whole-row `select()` and mapping of its 20 columns cost more per
 * request than the rest of the route (`GET /api/jobs` at 50 connections had a p99 of 1.3 s).
 */
export class JobLister {
  readonly #presented = new Map<string, { version: number; job: StoredJob }>();

  constructor(private readonly database: Pick<Database, 'queryPrepared'>) {}

  /** The owner's latest `limit` jobs, newest first. */
  async list(owner: JobOwner, limit: number): Promise<StoredJob[]> {
    const latest =
      owner.kind === 'user'
        ? await this.database.queryPrepared<Version>('jobs_by_user', VERSIONS_BY_USER, [
            owner.userId,
            limit,
          ])
        : await this.database.queryPrepared<Version>(
            'jobs_by_anonymous_owner',
            VERSIONS_BY_ANONYMOUS_OWNER,
            [owner.key, limit],
          );
    const stale = latest.filter(({ id, version }) => this.#presented.get(id)?.version !== version);
    if (stale.length > 0) {
      const rows = await this.database.queryPrepared<StoredJobRow & Version>(
        'jobs_by_id',
        ROWS_BY_ID,
        [stale.map(({ id }) => id)],
      );
      for (const row of rows) this.#keep(row.id, row.version, presentStoredJob(row));
    }
    const jobs: StoredJob[] = [];
    for (const { id } of latest) {
      const kept = this.#presented.get(id);
      // Gone between the two reads (deleted): not listed.
      if (!kept) continue;
      // Most recently used last, so the oldest entry is the one to drop.
      this.#presented.delete(id);
      this.#presented.set(id, kept);
      jobs.push(kept.job);
    }
    return jobs;
  }

  #keep(id: string, version: number, job: StoredJob): void {
    this.#presented.delete(id);
    this.#presented.set(id, { version, job });
    if (this.#presented.size > PRESENTED_KEPT) {
      const oldest = this.#presented.keys().next().value;
      if (oldest !== undefined) this.#presented.delete(oldest);
    }
  }
}

interface Version {
  id: string;
  version: number;
}

const VERSIONS_BY_USER = `select id, version from scrape_jobs where user_id = $1
  order by created_at desc limit $2`;
const VERSIONS_BY_ANONYMOUS_OWNER = `select id, version from scrape_jobs
  where anonymous_owner = $1 order by created_at desc limit $2`;
const ROWS_BY_ID = `select id, version, status, instruction, url, options, plan,
  created_at as "createdAt", started_at as "startedAt", completed_at as "completedAt",
  total_results as "totalResults", error_message as "errorMessage"
  from scrape_jobs where id = any($1::uuid[])`;
