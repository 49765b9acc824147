import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import type { DatabaseKind } from '../src/db/database.js';
import { backends } from './support/backends.js';
import {
  JOB_ENV,
  createJobAs,
  eventually,
  signedInUser,
  startJobAs,
  waitForStatus,
} from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * For one describe block: a test server (JOB_ENV plus `env`), a fixture shop per entry of
 * `shops`, a signed-in person. Checks that need the same server settings share one: booting the
 * app (PGlite above all) is a large part of this file's time.
 */
function jobSetting(
  kind: DatabaseKind,
  env: Record<string, string>,
  ...shops: Parameters<typeof startShopSite>[0][]
): { server: TestServer; sites: ShopSite[]; user: { token: string } } {
  const setting = {} as { server: TestServer; sites: ShopSite[]; user: { token: string } };
  beforeAll(async () => {
    [setting.server, ...setting.sites] = await Promise.all([
      startTestServer(kind, { env: { ...JOB_ENV, ...env } }),
      ...shops.map((shop) => startShopSite(shop)),
    ]);
    setting.user = await signedInUser(setting.server);
  });
  afterAll(async () => {
    await setting.server.close();
    await Promise.all(setting.sites.map((site) => site.close()));
  });
  return setting;
}

/** A job of `site`, from its first list page, created and started by the setting's person. */
async function startedJob(
  { server, user }: ReturnType<typeof jobSetting>,
  site: ShopSite,
  body: { plan: unknown; options: unknown },
): Promise<string> {
  const id = await createJobAs(server, user, { url: `${site.url}/list/1`, ...body });
  await startJobAs(server, user, id);
  return id;
}

describe.each(backends)('cancel and resume, and a chunk that fails on every try, on %s', (kind) => {
  // Retries without a wait, so a chunk that fails on every try fails the job soon; the cancel
  // check makes no chunk fail. Its shop has slow pages, so the job is surely mid-way when it is
  // cancelled.
  const setting = jobSetting(
    kind,
    { JOB_CHUNK_RETRY_DELAY_SECONDS: '0' },
    { pages: 8, perPage: 3, delayMs: 250 },
    { pages: 3, perPage: 4 },
  );

  it('stops within 2 s keeping what was captured, then resumes without repeating a page', async () => {
    const { server, user } = setting;
    const site = setting.sites[0]!;
    const jobId = await startedJob(setting, site, {
      plan: { ...shopPlan, follow: 'detail', detailLinkSelector: '.name a' },
      options: { maxPages: 100 },
    });
    await eventually(
      async () => {
        const res = await server.call('GET', `/api/job-status/${jobId}`, { token: user.token });
        return (
          (res.body as { job: { processedPages: number } }).job.processedPages >= 3 || undefined
        );
      },
      20_000,
      'some progress',
    );

    const cancelled = await server.call('POST', `/api/cancel-job/${jobId}`, { token: user.token });
    expect(cancelled.status).toBe(200);
    const cancelAt = Date.now();
    // Requests already in flight may finish; nothing new may start after 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const hitsAfterStop = site.hits.length;
    const stopped = await waitForStatus(server, jobId, { token: user.token }, ['cancelled']);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(site.hits.length).toBe(hitsAfterStop);
    expect(Date.now() - cancelAt).toBeLessThan(10_000);
    expect(stopped.processedPages).toBeLessThan(32);

    const kept = await server.call('GET', `/api/jobs/${jobId}?includeData=true`, {
      token: user.token,
    });
    const keptEntries = (kept.body as { data: { entries: { id: string }[] } }).data.entries;
    expect(keptEntries.length).toBeGreaterThan(0);

    const pagesBefore = new Set(site.hits.filter((h) => h !== '/robots.txt'));
    const fetchedBefore = site.hits.filter((h) => h !== '/robots.txt').length;
    const resumed = await server.call('POST', `/api/resume-job/${jobId}`, { token: user.token });
    expect(resumed.status).toBe(200);
    const done = await waitForStatus(
      server,
      jobId,
      { token: user.token },
      ['completed', 'failed'],
      60_000,
    );
    expect(done.status).toBe('completed');
    // 8 list pages and 24 product pages, each scraped once overall.
    expect(done.processedPages).toBe(32);
    const pageHits = site.hits.filter((h) => h !== '/robots.txt');
    const repeated = pageHits.slice(fetchedBefore).filter((h) => pagesBefore.has(h));
    // A page whose fetch was cut off by the cancel is fetched again; a finished page never is.
    expect(repeated.length).toBeLessThanOrEqual(4);

    const final = await server.call('GET', `/api/jobs/${jobId}?includeData=true`, {
      token: user.token,
    });
    const entries = (
      final.body as {
        data: { entries: { id: string; url: string; type: string; content: { name?: string } }[] };
      }
    ).data.entries;
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    const names = entries.filter((e) => e.url.includes('/list/')).map((e) => e.content.name);
    expect(names).toEqual(site.products.map((p) => p.name));
  });

  it('fails the job with the reason instead of leaving it processing, and Resume finishes it once fixed', async () => {
    const { server, user } = setting;
    const site = setting.sites[1]!;
    // A storage fault: every write of results fails, so every try of every chunk fails.
    await server.database.query(`
      create function refuse_results() returns trigger language plpgsql as $$
      begin raise exception 'the results table is read-only'; end $$`);
    await server.database.query(`
      create trigger refuse_results before insert on scraped_data
      for each row execute function refuse_results()`);
    const jobId = await startedJob(setting, site, { plan: shopPlan, options: { maxPages: 10 } });

    const failed = await waitForStatus(
      server,
      jobId,
      { token: user.token },
      ['failed', 'completed'],
      60_000,
    );
    expect(failed.status).toBe('failed');
    // The streaming panel's state says why, too.
    expect(failed.errorMessage).toContain('failed on every try');
    const detail = await server.call('GET', `/api/jobs/${jobId}`, { token: user.token });
    const job = (detail.body as { data: { job: { error_message: string | null } } }).data.job;
    expect(job.error_message).toContain('failed on every try');
    expect(job.error_message).toContain('the results table is read-only');
    expect(job.error_message).toContain('Resume');

    await server.database.query('drop trigger refuse_results on scraped_data');
    const resumed = await server.call('POST', `/api/resume-job/${jobId}`, { token: user.token });
    expect(resumed.status).toBe(200);
    const done = await waitForStatus(
      server,
      jobId,
      { token: user.token },
      ['completed', 'failed'],
      60_000,
    );
    expect(done).toMatchObject({ status: 'completed', processedPages: 3, totalResults: 12 });
    const final = await server.call('GET', `/api/jobs/${jobId}?includeData=true`, {
      token: user.token,
    });
    const entries = (final.body as { data: { entries: { content: { name: string } }[] } }).data
      .entries;
    expect(entries.map((e) => e.content.name)).toEqual(site.products.map((p) => p.name));
  });
});

describe.each(backends)('a chunk slower than its time limit, on %s', (kind) => {
  // Chunks stop after 2 s (half the 4 s limit); 60 slow detail pages take longer.
  const setting = jobSetting(
    kind,
    { JOB_CHUNK_PAGES: '100', JOB_CHUNK_TIMEOUT_SECONDS: '4' },
    { pages: 2, perPage: 30, delayMs: 250 },
  );

  it('hands its unfinished pages to new chunks, and stores every page once', async () => {
    const { server, user } = setting;
    const site = setting.sites[0]!;
    const jobId = await startedJob(setting, site, {
      plan: { ...shopPlan, follow: 'detail', detailLinkSelector: '.name a' },
      options: { maxPages: 100 },
    });
    const done = await waitForStatus(
      server,
      jobId,
      { token: user.token },
      ['completed', 'failed'],
      60_000,
    );
    expect(done).toMatchObject({ status: 'completed', processedPages: 62, totalResults: 60 });
    // Some chunk stopped with pages it was given unfinished: they moved to later chunks.
    const cut = await server.database.query<{ index: number }>(
      `select c.index from job_chunks c
       where c.job_id = $1
         and c.pages > (select count(*) from job_pages p where p.job_id = c.job_id and p.chunk = c.index)`,
      [jobId],
    );
    expect(cut.length).toBeGreaterThan(0);
    // Every page was fetched; again only if its fetch was cut off by a deadline (two at a time).
    const pageHits = site.hits.filter((h) => h !== '/robots.txt');
    expect(new Set(pageHits).size).toBe(62);
    expect(pageHits.length - 62).toBeLessThanOrEqual(2 * cut.length);
    const final = await server.call('GET', `/api/jobs/${jobId}?includeData=true`, {
      token: user.token,
    });
    const entries = (final.body as { data: { entries: { id: string }[] } }).data.entries;
    expect(entries).toHaveLength(60);
    expect(new Set(entries.map((e) => e.id)).size).toBe(60);
  });
});
