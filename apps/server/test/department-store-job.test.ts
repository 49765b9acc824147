import { expectedPages, type PageExpectation } from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDepartmentStore, type DepartmentStore } from './fixtures/department-store-site.js';
import { backends } from './support/backends.js';
import { JOB_ENV, signedInUser, waitForStatus } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The showcase request on a shop's front page, which shows departments and no product: the
 * plan walks departments, subcategories and every page of each list, and the job keeps each of
 * the 1,000 products once (each is listed twice), with its price and rating.
 */
// A job of ~60 pages, and from the TypeScript sources the first plan starts a page-work thread
// that compiles the agent: more than the default 30 s on a loaded machine.
const LONG = 120_000;

describe.each(backends)('every product from a front page of departments on %s', (kind) => {
  let server: TestServer;
  let site: DepartmentStore;
  let user: { token: string; userId: string };
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startTestServer(kind, { env: { ...JOB_ENV, JOB_CHUNK_PAGES: '20' } }),
      startDepartmentStore(),
    ]);
    user = await signedInUser(server);
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  async function runJob(instruction: string): Promise<Record<string, unknown>[]> {
    const created = await server.call('POST', '/api/jobs', {
      token: user.token,
      body: { url: `${site.url}/`, instruction },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { job: { id: string } }).job.id;
    await server.call('POST', `/api/start-job/${id}`, { token: user.token });
    const done = await waitForStatus(
      server,
      id,
      { token: user.token },
      ['completed', 'failed'],
      90_000,
    );
    expect(done.status, JSON.stringify(done.errors)).toBe('completed');
    const exported = await fetch(`${server.url}/api/jobs/${id}/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'json' }),
    });
    const file = (await exported.json()) as { data: { content: Record<string, unknown> }[] };
    return file.data.map((item) => item.content);
  }

  it(
    'plans the request with a reason a person can read, never a 500',
    async () => {
      const res = await server.call('POST', '/api/plan', {
        token: user.token,
        body: { url: `${site.url}/`, instruction: 'Get every product name and price' },
      });
      expect(res.status).toBe(200);
      const body = res.body as {
        plan: { summary: string; sampleRows: Record<string, unknown>[] };
        job: { expected: PageExpectation };
      };
      expect(body.plan.summary).toMatch(/^products on every list reached from 8 links/);
      expect(body.plan.sampleRows[0]).toMatchObject({
        name: site.products[0]!.name,
        price: site.products[0]!.price,
      });
      // The estimate counts the pages under each link the front page leads through, judged from
      // departments and lists read while planning: the site's own order of pages, not the
      // 10,000-page cap nor one sampled list's length.
      // 8 department tiles on each of the front page's 2 pages (the second shows 4: about).
      expect(body.job.expected).toMatchObject({ lists: 16, counted: 'sampled' });
      const pages = expectedPages(body.job.expected, 10_000) ?? 0;
      expect(pages).toBeGreaterThan(site.listPages / 2);
      expect(pages).toBeLessThan(site.listPages * 2);
    },
    LONG,
  );

  it(
    '"Get every product name and price" gives all 1,000 products once, each priced right',
    async () => {
      const records = await runJob('Get every product name and price');
      expect(records).toHaveLength(1000);
      const byUrl = new Map(records.map((record) => [record.url, record]));
      expect(byUrl.size).toBe(1000);
      for (const product of site.products)
        expect(byUrl.get(product.url), product.url).toMatchObject({
          name: product.name,
          price: product.price,
        });
    },
    LONG,
  );

  it(
    'completes each listed product from its own page when a field is only there, one record each',
    async () => {
      const small = await startDepartmentStore({ products: 48, perPage: 12 });
      try {
        const created = await server.call('POST', '/api/jobs', {
          token: user.token,
          body: { url: `${small.url}/`, instruction: 'every product with its name, price and SKU' },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const id = (created.body as { job: { id: string } }).job.id;
        await server.call('POST', `/api/start-job/${id}`, { token: user.token });
        const done = await waitForStatus(
          server,
          id,
          { token: user.token },
          ['completed'],
          LONG - 10_000,
        );
        expect(done.errors).toEqual([]);
        const exported = await fetch(`${server.url}/api/jobs/${id}/export`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ format: 'json' }),
        });
        const records = (
          (await exported.json()) as { data: { content: Record<string, unknown> }[] }
        ).data.map((item) => item.content);
        expect(records).toHaveLength(48);
        const byUrl = new Map(records.map((record) => [record.url, record]));
        for (const product of small.products)
          expect(byUrl.get(product.url), product.url).toMatchObject({
            name: product.name,
            price: product.price,
            sku: product.sku,
          });
      } finally {
        await small.close();
      }
    },
    LONG,
  );

  it(
    '"all products with their title, price and star rating, every page" reads the ratings too',
    async () => {
      const records = await runJob(
        'all products with their title, price and star rating, every page',
      );
      expect(records).toHaveLength(1000);
      const byUrl = new Map(records.map((record) => [record.url, record]));
      for (const product of site.products)
        expect(byUrl.get(product.url), product.url).toMatchObject({
          title: product.name,
          price: product.price,
          star_rating: product.rating,
        });
    },
    LONG,
  );
});
