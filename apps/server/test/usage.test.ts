import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import {
  JOB_ENV,
  anonymous,
  createJobAs,
  eventually,
  signedInUser,
  startJobAs,
  waitForStatus,
  type Who,
} from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

interface UsageRow {
  user_id: string;
  month: string;
  jobs: number;
  pages: number;
  items: number;
}

describe.each(backends)('usage counters on %s', (kind) => {
  let server: TestServer;
  let site: ShopSite;
  // Slow pages, so a job is surely mid-way when it is cancelled.
  let slowSite: ShopSite;
  beforeAll(async () => {
    [server, site, slowSite] = await Promise.all([
      startTestServer(kind, { env: JOB_ENV }),
      startShopSite({ pages: 3, perPage: 4 }),
      startShopSite({ pages: 6, perPage: 3, delayMs: 250 }),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([site.close(), slowSite.close()]);
  });

  /** Counted by UTC month, as `YYYY-MM`. */
  const thisMonth = () => new Date().toISOString().slice(0, 7);
  const usage = (userId?: string) =>
    server.database.query<UsageRow>(
      `select user_id, month, jobs, pages, items from usage_counters
       where $1::uuid is null or user_id = $1::uuid order by user_id, month`,
      [userId ?? null],
    );

  const createJob = (who: Who, body: Record<string, unknown>) => createJobAs(server, who, body);
  /** Runs a streaming job of every list page to the end; returns its own totals. */
  const runJob = async (who: Who) => {
    const id = await createJob(who, {
      url: `${site.url}/list/1`,
      plan: shopPlan,
      options: { maxPages: 10 },
    });
    await startJobAs(server, who, id);
    return waitForStatus(server, id, who, ['completed', 'failed']);
  };
  /** One /api/execute-scraping call; returns how many results it gave. */
  const scrapeOnce = async (who: Who | Record<string, never>) => {
    const res = await server.call('POST', '/api/execute-scraping', {
      ...who,
      body: { url: `${site.url}/list/1`, selectors: [{ type: 'link', selector: '.name a' }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { results: unknown[] }).results.length;
  };

  it("counts a person's jobs, pages and items in their row for this month, and no one else's", async () => {
    const other = await signedInUser(server);
    await scrapeOnce({ token: other.token });
    const otherBefore = await usage(other.userId);
    expect(otherBefore).toEqual([
      { user_id: other.userId, month: thisMonth(), jobs: 1, pages: 1, items: 4 },
    ]);

    const me = await signedInUser(server);
    expect(await usage(me.userId)).toEqual([]);
    const job = await runJob({ token: me.token });
    expect(job).toMatchObject({ status: 'completed', processedPages: 3, totalResults: 12 });
    const scraped = await scrapeOnce({ token: me.token });
    expect(scraped).toBe(4);

    expect(await usage(me.userId)).toEqual([
      {
        user_id: me.userId,
        month: thisMonth(),
        jobs: 2,
        pages: job.processedPages + 1,
        items: job.totalResults + scraped,
      },
    ]);
    expect(await usage(other.userId)).toEqual(otherBefore);
  });

  it('counts a one-page job whose page cannot be read as a job, with no pages or items', async () => {
    const me = await signedInUser(server);
    const res = await server.call('POST', '/api/execute-scraping', {
      token: me.token,
      body: { url: 'http://127.0.0.1:1/' },
    });
    expect(res.status).toBe(422);
    expect(await usage(me.userId)).toEqual([
      { user_id: me.userId, month: thisMonth(), jobs: 1, pages: 0, items: 0 },
    ]);
  });

  it('counts nothing for anonymous jobs', async () => {
    const before = await usage();
    const browser = anonymous('anon-usage-browser-1234567890');
    const job = await runJob(browser);
    expect(job).toMatchObject({ status: 'completed', totalResults: 12 });
    await scrapeOnce(browser);
    await scrapeOnce({});
    expect(await usage()).toEqual(before);
  });

  it('counts each page of a cancelled and resumed job once, and the job once', async () => {
    const me = await signedInUser(server);
    const who = { token: me.token };
    const jobId = await createJob(who, {
      url: `${slowSite.url}/list/1`,
      plan: { ...shopPlan, follow: 'detail', detailLinkSelector: '.name a' },
      options: { maxPages: 100 },
    });
    await server.call('POST', `/api/start-job/${jobId}`, who);
    await eventually(
      async () => {
        const res = await server.call('GET', `/api/job-status/${jobId}`, who);
        return (
          (res.body as { job: { processedPages: number } }).job.processedPages >= 3 || undefined
        );
      },
      20_000,
      'some progress',
    );
    expect((await server.call('POST', `/api/cancel-job/${jobId}`, who)).status).toBe(200);
    const stopped = await waitForStatus(server, jobId, who, ['cancelled']);
    // 6 list pages and 18 product pages: the job was stopped part of the way.
    expect(stopped.processedPages).toBeLessThan(24);

    expect((await server.call('POST', `/api/resume-job/${jobId}`, who)).status).toBe(200);
    const done = await waitForStatus(server, jobId, who, ['completed', 'failed'], 60_000);
    expect(done).toMatchObject({ status: 'completed', processedPages: 24, totalResults: 18 });
    expect(done.errors).toEqual([]);
    expect(await usage(me.userId)).toEqual([
      { user_id: me.userId, month: thisMonth(), jobs: 1, pages: 24, items: 18 },
    ]);
  });
});
