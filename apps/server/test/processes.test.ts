import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends, createScratchDatabase } from './support/backends.js';
import { startGleaner, type GleanerProcess } from './support/gleaner-process.js';
import { eventually } from './support/job-helpers.js';
import { uniqueEmail } from './support/test-server.js';

const JOB_ENV = {
  ALLOW_PRIVATE_HOSTS: 'true',
  JOB_CHUNK_PAGES: '2',
  QUEUE_MAINTENANCE_SECONDS: '1',
  JOB_CHUNK_TIMEOUT_SECONDS: '5',
};
const detailPlan = { ...shopPlan, follow: 'detail', detailLinkSelector: '.name a' };

async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function signIn(base: string): Promise<string> {
  const email = uniqueEmail('proc');
  await call(base, 'POST', '/api/auth/register', { email, password: 'secret1' });
  const login = await call(base, 'POST', '/api/auth/login', { email, password: 'secret1' });
  return (login.session as { access_token: string }).access_token;
}

interface Status {
  status: string;
  processedPages: number;
}
const status = async (base: string, jobId: string, token: string) =>
  (await call(base, 'GET', `/api/job-status/${jobId}`, undefined, token)).job as Status;

async function entriesOf(base: string, jobId: string, token: string) {
  const detail = await call(
    base,
    'GET',
    `/api/jobs/${jobId}?includeData=true&limit=5000`,
    undefined,
    token,
  );
  return (detail.data as { entries: { id: string; url: string; content: { name?: string } }[] })
    .entries;
}

/** Creates and starts a crawl of the shop's list pages and their detail pages; its id. */
async function startDetailJob(base: string, site: ShopSite, token: string): Promise<string> {
  const created = await call(
    base,
    'POST',
    '/api/jobs',
    { url: `${site.url}/list/1`, plan: detailPlan, options: { maxPages: 100 } },
    token,
  );
  const jobId = (created.job as { id: string }).id;
  await call(base, 'POST', `/api/start-job/${jobId}`, undefined, token);
  return jobId;
}

const ended = (base: string, jobId: string, token: string, what: string) =>
  eventually(
    async () => {
      const s = await status(base, jobId, token);
      return s.status === 'completed' || s.status === 'failed' ? s : undefined;
    },
    60_000,
    what,
  );

/** Every captured item once, and the list records in the site's order. */
function expectEachOnceInOrder(
  entries: Awaited<ReturnType<typeof entriesOf>>,
  site: ShopSite,
): void {
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  expect(entries.filter((e) => e.url.includes('/list/')).map((e) => e.content.name)).toEqual(
    site.products.map((p) => p.name),
  );
}

describe('jobs across processes', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    cleanup.length = 0;
  });

  /**
   * A slow fixture shop, a scratch PostgreSQL database, the environment every process of the
   * test shares (`extra` on top) and an API process on it; all undone after the test.
   */
  async function onPostgres(extra: Record<string, string> = {}, delayMs = 150) {
    const site = await startShopSite({ pages: 5, perPage: 4, delayMs });
    const scratch = await createScratchDatabase();
    cleanup.push(
      () => site.close(),
      () => scratch.drop(),
    );
    const env = {
      ...JOB_ENV,
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'a-shared-secret-of-at-least-32-characters',
      DATA_DIR: await mkdtemp(join(tmpdir(), 'gleaner-pg-')),
      ...extra,
    };
    const api = await startGleaner('web', env);
    cleanup.push(() => api.kill());
    return { site, env, api, databaseUrl: scratch.url };
  }

  it('refuses to run an API or a worker alone on the embedded database, saying why', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gleaner-role-'));
    for (const role of ['web', 'worker'] as const) {
      await expect(startGleaner(role, { DATA_DIR: dataDir, DATABASE_URL: '' })).rejects.toThrow(
        `--role=${role} shares jobs with other processes through PostgreSQL: set DATABASE_URL.`,
      );
    }
  });

  it('carries a job on after the process is killed mid-job and restarted, losing and repeating nothing (PGlite)', async () => {
    const site: ShopSite = await startShopSite({ pages: 6, perPage: 3, delayMs: 150 });
    const dataDir = await mkdtemp(join(tmpdir(), 'gleaner-crash-'));
    cleanup.push(
      () => site.close(),
      () => rm(dataDir, { recursive: true, force: true }),
    );
    const env = { ...JOB_ENV, DATA_DIR: dataDir };

    const first: GleanerProcess = await startGleaner('all', env);
    cleanup.push(() => first.kill('SIGKILL'));
    const token = await signIn(first.url);
    const jobId = await startDetailJob(first.url, site, token);
    await eventually(
      async () => ((await status(first.url, jobId, token)).processedPages >= 5 ? true : undefined),
      30_000,
      'progress',
    );
    await first.kill('SIGKILL');

    const second = await startGleaner('all', env);
    cleanup.push(() => second.kill());
    const done = await ended(second.url, jobId, token, 'completion after restart');
    expect(done).toMatchObject({ status: 'completed', processedPages: 24 });
    const entries = await entriesOf(second.url, jobId, token);
    expectEachOnceInOrder(entries, site);
  }, 150_000);

  it.runIf(backends.includes('postgres'))(
    'shares one job between two workers, with progress seen through a third (API) process (PostgreSQL)',
    async () => {
      // One chunk at a time per worker, so the second worker surely gets some.
      const { site, env, api, databaseUrl } = await onPostgres({ WORKER_CONCURRENCY: '1' }, 100);
      const workers = await Promise.all([startGleaner('worker', env), startGleaner('worker', env)]);
      cleanup.push(...workers.map((w) => () => w.kill()));

      const token = await signIn(api.url);
      const socket = new WebSocket(`${api.url.replace('http', 'ws')}/ws/jobs?token=${token}`);
      const events: {
        type: string;
        job: { jobId: string; processedPages: number };
        results?: unknown[];
      }[] = [];
      socket.on('message', (data: Buffer) =>
        events.push(JSON.parse(data.toString()) as (typeof events)[number]),
      );
      await new Promise((resolve) => socket.once('open', resolve));
      cleanup.push(() => Promise.resolve(socket.close()));

      const jobId = await startDetailJob(api.url, site, token);
      const done = await ended(api.url, jobId, token, 'completion');
      expect(done).toMatchObject({ status: 'completed', processedPages: 25 });

      await eventually(
        () =>
          events.some((e) => e.type === 'job_completed' && e.job.jobId === jobId)
            ? true
            : undefined,
        5000,
        'job_completed event',
      );
      const mine = events.filter((e) => e.job.jobId === jobId);
      // Progress seen through the API process, batch by batch from both workers, never back.
      const processed = mine
        .filter((e) => e.type === 'job_progress')
        .map((e) => e.job.processedPages);
      expect(processed.length).toBeGreaterThanOrEqual(2);
      expect(processed).toEqual(processed.toSorted((a, b) => a - b));
      expect(processed.at(-1)).toBe(25);
      expect(mine.flatMap((e) => e.results ?? [])).toHaveLength(20);

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const claimed = await client.query<{ claimed_by: string }>(
        'select distinct claimed_by from job_chunks where job_id = $1',
        [jobId],
      );
      await client.end();
      expect(claimed.rows.length).toBeGreaterThanOrEqual(2);

      const entries = await entriesOf(api.url, jobId, token);
      expectEachOnceInOrder(entries, site);
    },
    150_000,
  );
  it.runIf(backends.includes('postgres'))(
    'hands the chunks of a worker stopped mid-job to another worker, losing and repeating nothing (PostgreSQL)',
    async () => {
      const { site, env, api } = await onPostgres();
      const first = await startGleaner('worker', env);
      cleanup.push(() => first.kill());

      const token = await signIn(api.url);
      const jobId = await startDetailJob(api.url, site, token);
      await eventually(
        async () => ((await status(api.url, jobId, token)).processedPages >= 4 ? true : undefined),
        30_000,
        'progress',
      );
      // A deploy or scale-down: the worker is asked to stop while its chunks are running.
      await first.kill('SIGTERM');
      expect((await status(api.url, jobId, token)).status).toBe('processing');

      const second = await startGleaner('worker', env);
      cleanup.push(() => second.kill());
      const done = await ended(api.url, jobId, token, 'completion by the second worker');
      expect(done).toMatchObject({ status: 'completed', processedPages: 25 });
      const entries = await entriesOf(api.url, jobId, token);
      expect(entries).toHaveLength(20);
      expectEachOnceInOrder(entries, site);
    },
    150_000,
  );
  it.runIf(backends.includes('postgres'))(
    'hands the chunks of a worker killed mid-job to another worker within seconds, losing and repeating nothing (PostgreSQL)',
    async () => {
      const { site, env, api } = await onPostgres({
        // The queue's own time limit is far away: only the sign-of-life sweep can save the job.
        JOB_CHUNK_TIMEOUT_SECONDS: '600',
        WORKER_LOST_SECONDS: '3',
      });
      const first = await startGleaner('worker', env);
      cleanup.push(() => first.kill('SIGKILL'));

      const token = await signIn(api.url);
      const jobId = await startDetailJob(api.url, site, token);
      await eventually(
        async () => ((await status(api.url, jobId, token)).processedPages >= 4 ? true : undefined),
        30_000,
        'progress',
      );
      // The machine is gone: no stop, no hand-back, its chunks stay claimed.
      await first.kill('SIGKILL');
      const killedAt = Date.now();
      const third = await startGleaner('worker', env);
      cleanup.push(() => third.kill());
      const done = await ended(api.url, jobId, token, 'completion after the kill');
      expect(done).toMatchObject({ status: 'completed', processedPages: 25 });
      expect(Date.now() - killedAt).toBeLessThan(60_000);
      const entries = await entriesOf(api.url, jobId, token);
      expect(entries).toHaveLength(20);
      expectEachOnceInOrder(entries, site);
    },
    150_000,
  );
});
