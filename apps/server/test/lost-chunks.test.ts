import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkJobId } from '../src/jobs/chunk-queue.js';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import { JOB_ENV, signedInUser, waitForStatus } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Worker presence runs on PostgreSQL only: with PGlite there is one process, recovered at start.
describe.runIf(backends.includes('postgres'))('chunks nobody runs (PostgreSQL)', () => {
  let server: TestServer;
  let site: ShopSite;
  let user: { token: string; userId: string };
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startTestServer('postgres', { env: { ...JOB_ENV, WORKER_LOST_SECONDS: '2' } }),
      startShopSite({ pages: 2, perPage: 3 }),
    ]);
    user = await signedInUser(server);
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  /** A processing job whose first chunk is recorded as the given state, claimed by `by`. */
  async function stuckJob(chunkStatus: 'queued' | 'running', by: string | null) {
    const created = await server.call('POST', '/api/jobs', {
      token: user.token,
      body: { url: `${site.url}/list/1`, plan: shopPlan, options: { maxPages: 5 } },
    });
    const jobId = (created.body as { job: { id: string } }).job.id;
    await server.database.query(
      `update scrape_jobs set status = 'processing', started_at = now(), run_started_at = now(),
         total_pages = 1, total_chunks = 1 where id = $1`,
      [jobId],
    );
    await server.database.query(
      `insert into job_pages (job_id, url, depth, kind, seq, chunk) values ($1, $2, 0, 'start', 0, 0)`,
      [jobId, `${site.url}/list/1`],
    );
    await server.database.query(
      `insert into job_chunks (job_id, index, status, pages, claimed_by, created_at)
       values ($1, 0, $2, 1, $3, now() - interval '1 hour')`,
      [jobId, chunkStatus, by],
    );
    return jobId;
  }

  it('runs a chunk that was recorded but never reached the queue', async () => {
    const jobId = await stuckJob('queued', null);
    const done = await waitForStatus(server, jobId, { token: user.token }, ['completed'], 30_000);
    expect(done).toMatchObject({ processedPages: 2, totalResults: 6 });
  });

  it('hands on a chunk claimed by a worker that no longer says it is alive', async () => {
    const jobId = await stuckJob('running', 'gone-host:4242:dead01');
    const done = await waitForStatus(server, jobId, { token: user.token }, ['completed'], 30_000);
    expect(done).toMatchObject({ processedPages: 2, totalResults: 6 });
    const [chunk] = await server.database.query<{ status: string }>(
      'select status from job_chunks where job_id = $1 and index = 0',
      [jobId],
    );
    expect(chunk?.status).toBe('abandoned');
  });

  it('hands on a chunk a worker took from the queue and died before claiming', async () => {
    const jobId = await stuckJob('queued', null);
    // Taken a minute ago, as a worker killed between its fetch and its claim left it; the queue's
    // own time limit (an hour here) is far away.
    await server.database.query(
      `insert into pgboss.job (id, name, data, state, started_on, expire_in)
       values ($1, 'scrape-chunk', $2, 'active', now() - interval '1 minute', interval '1 hour')`,
      [chunkJobId({ jobId, chunk: 0 }), JSON.stringify({ jobId, chunk: 0 })],
    );
    const done = await waitForStatus(server, jobId, { token: user.token }, ['completed'], 30_000);
    expect(done).toMatchObject({ processedPages: 2, totalResults: 6 });
    const [chunk] = await server.database.query<{ status: string }>(
      'select status from job_chunks where job_id = $1 and index = 0',
      [jobId],
    );
    expect(chunk?.status).toBe('abandoned');
  });

  it('chunks afresh a processing job left with pages to do and no chunk to do them', async () => {
    const jobId = await stuckJob('queued', null);
    // The process died before the chunk was recorded: no chunk, and no change for an hour.
    await server.database.query('delete from job_chunks where job_id = $1', [jobId]);
    await server.database.query('alter table scrape_jobs disable trigger scrape_jobs_version');
    await server.database.query(
      `update scrape_jobs set updated_at = now() - interval '1 hour' where id = $1`,
      [jobId],
    );
    await server.database.query('alter table scrape_jobs enable trigger scrape_jobs_version');
    const done = await waitForStatus(server, jobId, { token: user.token }, ['completed'], 30_000);
    expect(done).toMatchObject({ processedPages: 2, totalResults: 6 });
  });
});
