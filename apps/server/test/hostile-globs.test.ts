import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { slowestHealthDuring } from './support/health-watch.js';
import { JOB_ENV, signedInUser, waitForStatus } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Links whose paths make a backtracking `/@(a+|a)+` take exponential time: many a's, then b. */
const TRAPS = 40;
const trap = (n: number) => `/${'a'.repeat(3000 + n)}b`;

/** A site whose start page links to the traps and to three paths the glob does match. */
async function startTrapSite(): Promise<{
  url: string;
  hits: string[];
  close: () => Promise<void>;
}> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const links = [...Array.from({ length: TRAPS }, (_, n) => trap(n)), '/aa', '/aaaa', '/aaaaa']
      .map((path) => `<li><a href="${path}">${path.length} letters</a></li>`)
      .join('');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Trap</title><h1>Page ${request.url?.length}</h1><ul>${links}</ul>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Issue 31: crawl include / exclude globs compiled to backtracking regular expressions, and
 * `/@(a+|a)+` held the shared page thread 10 s per page, with every other person's scrape.
 */
describe('a crawl glob that backtracks', () => {
  let server: TestServer;
  let site: Awaited<ReturnType<typeof startTrapSite>>;
  let shop: ShopSite;
  beforeAll(async () => {
    [server, site, shop] = await Promise.all([
      startTestServer('pglite', { env: JOB_ENV }),
      startTrapSite(),
      startShopSite({ pages: 1, perPage: 2 }),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([site.close(), shop.close()]);
  });

  it('scopes a crawl in linear time: the job ends at once and another person’s scrape is not held', async () => {
    const me = await signedInUser(server);
    const other = await signedInUser(server);
    const created = await server.call('POST', '/api/jobs', {
      token: me.token,
      body: { url: `${site.url}/aaa`, options: { maxPages: 10, include: ['/@(a+|a)+'] } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { job: { id: string } }).job.id;

    const { result, slowestMs } = await slowestHealthDuring(server.url, async () => {
      const started = performance.now();
      const start = await server.call('POST', `/api/start-job/${id}`, { token: me.token });
      expect(start.status, JSON.stringify(start.body)).toBe(200);
      // Another person's one-page scrape while the crawl checks its 40 trap links per page.
      const scrape = await server.call('POST', '/api/execute-scraping', {
        token: other.token,
        body: { url: `${shop.url}/list/1`, plan: shopPlan },
      });
      const scrapeMs = performance.now() - started;
      const job = await waitForStatus(
        server,
        id,
        { token: me.token },
        ['completed', 'failed'],
        30_000,
      );
      return { scrape, scrapeMs, job, jobMs: performance.now() - started };
    });
    console.log(
      `glob /@(a+|a)+ over ${TRAPS} trap links a page: job ${Math.round(result.jobMs)} ms, ` +
        `other person's scrape ${Math.round(result.scrapeMs)} ms, slowest /api/health ${Math.round(slowestMs)} ms`,
    );
    expect(result.scrape.status, JSON.stringify(result.scrape.body)).toBe(200);
    expect(result.scrapeMs).toBeLessThan(10_000);
    expect(result.job.status).toBe('completed');
    expect(result.jobMs).toBeLessThan(20_000);
    expect(slowestMs).toBeLessThan(1000);
    // It read the start page and the three matching ones, never a trap.
    expect([...new Set(site.hits.filter((path) => path !== '/robots.txt'))].sort()).toEqual([
      '/aa',
      '/aaa',
      '/aaaa',
      '/aaaaa',
    ]);
  }, 60_000);

  it('refuses a negated glob with a 400 saying what to do instead', async () => {
    const me = await signedInUser(server);
    const created = await server.call('POST', '/api/jobs', {
      token: me.token,
      body: { url: `${site.url}/aaa`, options: { maxPages: 10, include: ['/!(x)'] } },
    });
    expect(created.status).toBe(400);
    expect(created.body.success).toBe(false);
    expect(created.body.error).toMatch(/exclude/);
  });
});
