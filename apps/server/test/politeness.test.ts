import { afterEach, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { JOB_ENV, signedInUser, waitForStatus } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Detail pages live under /product/: a robots.txt can keep a crawl out of them. */
const detailPlan = {
  ...shopPlan,
  follow: 'detail',
  detailLinkSelector: '.name a',
  detailRecordSpec: {
    container: 'body',
    fields: [{ name: 'title', selector: 'h1.title', kind: 'text' }],
  },
};
const NO_PRODUCTS = 'User-agent: *\nDisallow: /product/\n';

/** The job's settings come from the environment: each case runs its own server (PGlite). */
describe('politeness settings reach the job crawler', () => {
  let server: TestServer | undefined;
  let site: ShopSite | undefined;
  afterEach(async () => {
    await server?.close();
    await site?.close();
  });

  const crawl = async (env: Record<string, string>) => {
    site = await startShopSite({ pages: 3, perPage: 6, delayMs: 40, robots: NO_PRODUCTS });
    server = await startTestServer('pglite', {
      env: { ...JOB_ENV, JOB_CHUNK_PAGES: '100', ...env },
    });
    const user = await signedInUser(server);
    const created = await server.call('POST', '/api/jobs', {
      token: user.token,
      body: { url: `${site.url}/list/1`, plan: detailPlan, options: { maxPages: 50 } },
    });
    const jobId = (created.body as { job: { id: string } }).job.id;
    await server.call('POST', `/api/start-job/${jobId}`, { token: user.token });
    return waitForStatus(server, jobId, { token: user.token }, ['completed', 'failed']);
  };

  it('by default obeys robots.txt and keeps to 2 requests at a time per site', async () => {
    const done = await crawl({});
    expect(done.status).toBe('completed');
    expect(site!.hits.filter((path) => path.startsWith('/product/'))).toEqual([]);
    expect(site!.maxInFlight()).toBeLessThanOrEqual(2);
  });

  it('with SCRAPE_RESPECT_ROBOTS=false and SCRAPE_MAX_PER_HOST=5, fetches disallowed pages, up to 5 at a time', async () => {
    const done = await crawl({ SCRAPE_RESPECT_ROBOTS: 'false', SCRAPE_MAX_PER_HOST: '5' });
    expect(done.status).toBe('completed');
    expect(site!.hits.filter((path) => path.startsWith('/product/'))).toHaveLength(18);
    expect(site!.maxInFlight()).toBeLessThanOrEqual(5);
    expect(site!.maxInFlight()).toBeGreaterThan(2);
  });
});
