import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import {
  JOB_ENV,
  eventually,
  signedInUser,
  waitForStatus,
  watchJobs,
  type StatusBody,
} from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

interface StoredJob {
  id: string;
  status: string;
  results_count: number;
  error_message: string | null;
}

describe.each(backends)('jobs API on %s', (kind) => {
  let server: TestServer;
  let site: ShopSite;
  let user: { token: string; userId: string };
  beforeAll(async () => {
    [server, site] = await Promise.all([startTestServer(kind, { env: JOB_ENV }), startShopSite()]);
    user = await signedInUser(server);
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  const createJob = async (body: Record<string, unknown>, token = user.token) => {
    const res = await server.call('POST', '/api/jobs', { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { job: StoredJob }).job;
  };

  describe('execute-scraping', () => {
    it('scrapes one page now and keeps it as a completed job in the history', async () => {
      const watcher = await watchJobs(server, `token=${user.token}`);
      const res = await server.call('POST', '/api/execute-scraping', {
        token: user.token,
        body: {
          url: `${site.url}/list/1`,
          selectors: [
            { type: 'text', selector: 'h1' },
            { type: 'link', selector: '.name a' },
          ],
          instruction: 'Get products',
          userId: user.userId,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body as {
        success: boolean;
        jobId: string;
        results: {
          id: string;
          type: string;
          content: unknown;
          selector: string;
          timestamp: string;
          confidence: number;
        }[];
      };
      expect(body.success).toBe(true);
      expect(body.results.map((r) => r.type)).toEqual(['text', 'link', 'link', 'link', 'link']);
      expect(body.results[0]).toMatchObject({ content: 'Shop', selector: 'h1' });
      expect(body.results[1]?.content).toEqual({
        text: 'Product 1',
        href: `${site.url}/product/1`,
      });
      for (const r of body.results) {
        expect(r.confidence).toBeGreaterThan(0);
        expect(r.confidence).toBeLessThanOrEqual(1);
        expect(Number.isNaN(Date.parse(r.timestamp))).toBe(false);
      }
      const list = await server.call('GET', `/api/jobs?userId=${user.userId}&limit=50`, {
        token: user.token,
      });
      const jobs = (list.body as { jobs: StoredJob[] }).jobs;
      const stored = jobs.find((j) => j.id === body.jobId);
      expect(stored).toMatchObject({ status: 'completed', results_count: 5, error_message: null });

      const detail = await server.call('GET', `/api/jobs/${body.jobId}?includeData=true`, {
        token: user.token,
      });
      const data = (
        detail.body as {
          data: { job: StoredJob; entries: { id: string; type: string; content: unknown }[] };
        }
      ).data;
      expect(data.entries.map((e) => e.id)).toEqual(body.results.map((r) => r.id));
      expect(data.entries[1]?.content).toEqual({
        text: 'Product 1',
        href: `${site.url}/product/1`,
      });
      // The browser hears of it like any job: created, started, completed with its results.
      const mine = () => watcher.events.filter((e) => e.job.jobId === body.jobId);
      await eventually(() => mine().some((e) => e.type === 'job_completed'), 5000, 'completed');
      expect(mine().map((e) => e.type)).toEqual(['job_created', 'job_started', 'job_completed']);
      expect(mine()[2]?.results?.map((r) => r.id)).toEqual(body.results.map((r) => r.id));
      watcher.close();
    });

    it('uses the default selectors (download links and all links) when none are given', async () => {
      const res = await server.call('POST', '/api/execute-scraping', {
        body: { url: `${site.url}/list/1`, userId: null },
      });
      expect(res.status).toBe(200);
      const types = new Set(
        (res.body as { results: { type: string }[] }).results.map((r) => r.type),
      );
      expect(types.has('link')).toBe(true);
    });

    it('says why when the site cannot be reached, and keeps the failed job', async () => {
      const closed = await startShopSite();
      await closed.close();
      const res = await server.call('POST', '/api/execute-scraping', {
        token: user.token,
        body: { url: `${closed.url}/list/1` },
      });
      expect(res.status).toBe(422);
      expect(res.body.success).toBe(false);
      expect(String(res.body.error)).toMatch(/^Scraping failed: /);
      const list = await server.call('GET', '/api/jobs', { token: user.token });
      const failed = (list.body as { jobs: StoredJob[] }).jobs.find((j) => j.status === 'failed');
      expect(failed?.error_message).toBeTruthy();

      // Resume tries the one page again: still one page, not a second one counted.
      const failedId = failed?.id ?? '';
      const resumed = await server.call('POST', `/api/resume-job/${failedId}`, {
        token: user.token,
      });
      expect(resumed.status).toBe(200);
      const again = await waitForStatus(server, failedId, { token: user.token }, ['failed']);
      expect(again).toMatchObject({ processedPages: 1, totalPages: 1, totalResults: 0 });
      // The first run's error made way for this run's: one page, one error.
      expect(again.errors).toHaveLength(1);
    });

    it('stops when cancelled while the page is read; Resume then reads it', async () => {
      const slow = await startShopSite({ delayMs: 1500 });
      const watcher = await watchJobs(server, `token=${user.token}`);
      try {
        const call = server.call('POST', '/api/execute-scraping', {
          token: user.token,
          body: { url: `${slow.url}/list/1` },
        });
        const started = await eventually(
          () =>
            watcher.events.find((e) => e.type === 'job_started' && e.job.url.startsWith(slow.url)),
          5000,
          'job_started',
        );
        const id = started.job.jobId;
        const cancelled = await server.call('POST', `/api/cancel-job/${id}`, { token: user.token });
        expect(cancelled.status).toBe(200);
        const res = await call;
        expect(res.status).toBe(409);
        expect(res.body).toEqual({
          success: false,
          error: 'The job was cancelled before the page was read; Resume it to read the page.',
        });
        const status = await server.call('GET', `/api/job-status/${id}`, { token: user.token });
        expect((status.body as unknown as StatusBody).job).toMatchObject({
          status: 'cancelled',
          processedPages: 0,
          totalResults: 0,
        });

        await server.call('POST', `/api/resume-job/${id}`, { token: user.token });
        const done = await waitForStatus(server, id, { token: user.token }, [
          'completed',
          'failed',
        ]);
        expect(done).toMatchObject({ status: 'completed', processedPages: 1, totalPages: 1 });
        expect(done.totalResults).toBeGreaterThan(0);
      } finally {
        watcher.close();
        await slow.close();
      }
    });

    it.each([
      [{ url: 'not a url' }, 'url must be an http or https address'],
      [{ url: 'ftp://example.com/' }, 'url must be an http or https address'],
      [{}, 'url is required'],
      [
        { url: 'http://a.example/', selectors: [{ type: 'text', selector: 'div[' }] },
        'selectors[0].selector is not a valid CSS selector (div[): Expected name, found ',
      ],
    ])('refuses %j with 400', async (body, error) => {
      const res = await server.call('POST', '/api/execute-scraping', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error });
    });

    it('refuses a userId that is not the signed-in account', async () => {
      const res = await server.call('POST', '/api/execute-scraping', {
        body: { url: `${site.url}/list/1`, userId: user.userId },
      });
      expect(res.status).toBe(403);
    });
  });

  describe('streaming jobs', () => {
    it('crawls every list page by the plan, streaming events in order, and completes', async () => {
      const watcher = await watchJobs(server, `token=${user.token}`);
      try {
        const job = await createJob({
          url: `${site.url}/list/1`,
          instruction: 'all products, every page',
          plan: shopPlan,
          options: { maxPages: 10 },
        });
        expect(job.status).toBe('created');
        const started = await server.call('POST', `/api/start-job/${job.id}`, {
          token: user.token,
        });
        expect(started.status).toBe(200);
        const done = await waitForStatus(server, job.id, { token: user.token }, [
          'completed',
          'failed',
        ]);
        expect(done).toMatchObject({
          status: 'completed',
          processedPages: 3,
          totalPages: 3,
          totalResults: 12,
          progress: 1,
        });
        expect(done.totalChunks).toBeGreaterThanOrEqual(2);

        const mine = () => watcher.events.filter((e) => e.job.jobId === job.id);
        await waitFor(() => mine().some((e) => e.type === 'job_completed'));
        const types = mine().map((e) => e.type);
        expect(types[0]).toBe('job_created');
        expect(types[1]).toBe('job_started');
        expect(types.at(-1)).toBe('job_completed');
        // One progress event per stored batch of pages: as many as three, each showing no
        // fewer pages done than the one before, the last all three.
        const processed = mine()
          .filter((e) => e.type === 'job_progress')
          .map((e) => e.job.processedPages);
        expect(processed.length).toBeGreaterThanOrEqual(1);
        expect(processed.length).toBeLessThanOrEqual(3);
        expect(processed).toEqual(processed.toSorted((a, b) => a - b));
        expect(processed.at(-1)).toBe(3);
        // Each event's state is newer than the last, and nothing after completion is newer:
        // a browser orders what it hears by this version.
        const versions = mine().map((e) => e.job.version);
        expect(versions).toEqual(versions.toSorted((a, b) => a - b));
        expect(versions[0]).toBeLessThan(versions.at(-1) ?? 0);
        expect(done.version).toBeGreaterThanOrEqual(versions.at(-1) ?? Infinity);
        const live = mine().flatMap((e) => e.results ?? []);
        expect(live.map((r) => (r.content as { name: string }).name)).toEqual(
          site.products.map((p) => p.name),
        );
        expect(live[0]).toMatchObject({
          type: 'record',
          page: `${site.url}/list/1`,
          content: { name: 'Product 1', price: 10.5, url: `${site.url}/product/1` },
        });

        const detail = await server.call('GET', `/api/jobs/${job.id}?includeData=true`, {
          token: user.token,
        });
        const entries = (
          detail.body as { data: { entries: { id: string; content: { name: string } }[] } }
        ).data.entries;
        expect(entries.map((e) => e.content.name)).toEqual(site.products.map((p) => p.name));
        expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
      } finally {
        watcher.close();
      }
    });

    it('plans a job given only a sentence with the agent, so it gathers records', async () => {
      const job = await createJob({
        url: `${site.url}/list/1`,
        instruction: 'every product with its name and price, all pages',
      });
      expect(job.status).toBe('created');
      const started = await server.call('POST', `/api/start-job/${job.id}`, { token: user.token });
      expect(started.status).toBe(200);
      const done = await waitForStatus(server, job.id, { token: user.token }, [
        'completed',
        'failed',
      ]);
      expect(done).toMatchObject({ status: 'completed', processedPages: 3, totalResults: 12 });
      const detail = await server.call('GET', `/api/jobs/${job.id}?includeData=true`, {
        token: user.token,
      });
      const entries = (
        detail.body as { data: { entries: { type: string; content: Record<string, unknown> }[] } }
      ).data.entries;
      expect(entries.map((entry) => entry.type)).toEqual(Array(12).fill('record'));
      expect(entries.map((entry) => [entry.content.name, entry.content.price])).toEqual(
        site.products.map((product) => [product.name, product.price]),
      );
      // The price keeps the currency the page shows it in.
      expect(entries[0]?.content.price_currency).toBe('GBP');
    });

    it('keeps a job whose sentence cannot be planned as failed, with the agent reason', async () => {
      const unreachable = await createJob({
        url: `${site.url}/no-such-list`,
        instruction: 'every product with its name and price',
      });
      expect(unreachable.status, JSON.stringify(unreachable)).toBe('failed');
      expect(unreachable.error_message).toMatch(
        /could not open the page .*HTTP 404 for \S*\/no-such-list$/,
      );
      const nothing = await createJob({
        url: `${site.url}/about`,
        instruction: 'every product with its name, price and rating',
      });
      expect(nothing.status).toBe('failed');
      expect(nothing.error_message).toMatch(/found nothing on .*\/about/);
    });

    it('follows detail links when the plan says so, and stops at maxPages', async () => {
      const job = await createJob({
        url: `${site.url}/list/1`,
        plan: {
          ...shopPlan,
          follow: 'detail',
          detailLinkSelector: '.name a',
          detailRecordSpec: {
            container: 'body',
            fields: [
              { name: 'title', selector: 'h1.title', kind: 'text' },
              { name: 'description', selector: '.description', kind: 'text' },
            ],
          },
        },
        options: { maxPages: 4 },
      });
      await server.call('POST', `/api/start-job/${job.id}`, { token: user.token });
      const done = await waitForStatus(server, job.id, { token: user.token }, [
        'completed',
        'failed',
      ]);
      expect(done.processedPages).toBe(4);
      const detail = await server.call('GET', `/api/jobs/${job.id}?includeData=true`, {
        token: user.token,
      });
      const entries = (
        detail.body as { data: { entries: { url: string; content: Record<string, unknown> }[] } }
      ).data.entries;
      const fromDetail = entries.filter((e) => e.url.includes('/product/'));
      expect(fromDetail.length).toBeGreaterThan(0);
      expect(fromDetail[0]?.content).toEqual({
        title: 'Product 1',
        description: 'About Product 1.',
      });
    });

    it('fails a job whose site cannot be reached, with the reason', async () => {
      const closed = await startShopSite();
      await closed.close();
      const job = await createJob({ url: `${closed.url}/list/1` });
      await server.call('POST', `/api/start-job/${job.id}`, { token: user.token });
      const done = await waitForStatus(server, job.id, { token: user.token }, [
        'completed',
        'failed',
      ]);
      expect(done.status).toBe('failed');
      expect(done.errors[0]?.message).toBeTruthy();
      const list = await server.call('GET', '/api/jobs', { token: user.token });
      expect(
        (list.body as { jobs: StoredJob[] }).jobs.find((j) => j.id === job.id)?.error_message,
      ).toBeTruthy();
    });

    it('offers each control only in its state, else 409 with the reason', async () => {
      const job = await createJob({ url: `${site.url}/list/1` });
      const cancel = await server.call('POST', `/api/cancel-job/${job.id}`, { token: user.token });
      expect(cancel.status).toBe(409);
      expect(cancel.body.error).toBe(
        'Cannot cancel a job that is created; cancel works when it is processing.',
      );
      const resume = await server.call('POST', `/api/resume-job/${job.id}`, { token: user.token });
      expect(resume.status).toBe(409);
      await server.call('POST', `/api/start-job/${job.id}`, { token: user.token });
      const again = await server.call('POST', `/api/start-job/${job.id}`, { token: user.token });
      expect(again.status).toBe(409);
      await waitForStatus(server, job.id, { token: user.token }, ['completed']);
      expect(
        (await server.call('POST', `/api/resume-job/${job.id}`, { token: user.token })).status,
      ).toBe(409);
    });

    it.each([
      [{ url: 'x' }, 'url must be an http or https address'],
      [
        { url: 'http://a.example/', options: { maxPages: 0 } },
        'options.maxPages: Too small: expected number to be >=1',
      ],
      [
        { url: 'http://a.example/', options: { render: 'sometimes' } },
        'options.render: Invalid option: expected one of "auto"|"never"|"always"',
      ],
      [
        { url: 'http://a.example/', plan: { recordSpec: { container: '', fields: [] } } },
        'plan.recordSpec.container: Too small: expected string to have >=1 characters',
      ],
      [
        {
          url: 'http://a.example/',
          plan: { follow: 'pagination', paginationSelector: 'li.next >> a' },
        },
        'plan.paginationSelector is not a valid CSS selector (li.next >> a): Did not expect successive traversals.',
      ],
    ])('refuses %j with 400 and the reason', async (body, error) => {
      const res = await server.call('POST', '/api/jobs', { token: user.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error });
    });
  });

  describe('who sees what', () => {
    it('keeps each person to their own jobs: another account gets 404 everywhere', async () => {
      const job = await createJob({ url: `${site.url}/list/1` });
      const other = await signedInUser(server);
      for (const [method, path, body] of [
        ['GET', `/api/jobs/${job.id}`],
        ['GET', `/api/job-status/${job.id}`],
        ['POST', `/api/start-job/${job.id}`],
        ['POST', `/api/cancel-job/${job.id}`],
        ['POST', `/api/resume-job/${job.id}`],
        ['POST', `/api/jobs/${job.id}/export`, { format: 'json' }],
      ] as const) {
        const res = await server.call(method, path, {
          token: other.token,
          ...(body ? { body } : {}),
        });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual({ success: false, error: 'Job not found' });
      }
      const list = await server.call('GET', '/api/jobs', { token: other.token });
      expect((list.body as { jobs: StoredJob[] }).jobs).toEqual([]);
      const spy = await server.call('GET', `/api/jobs?userId=${user.userId}`, {
        token: other.token,
      });
      expect(spy.status).toBe(403);
    });

    it('lets an anonymous browser reach only its own jobs, by its id', async () => {
      const mine = { 'x-gleaner-anonymous-id': 'anon-browser-one-1234567890' };
      const theirs = { 'x-gleaner-anonymous-id': 'anon-browser-two-1234567890' };
      const created = await server.call('POST', '/api/jobs', {
        headers: mine,
        body: { url: `${site.url}/list/1` },
      });
      expect(created.status).toBe(201);
      const id = (created.body as { job: StoredJob }).job.id;
      expect((await server.call('GET', `/api/job-status/${id}`, { headers: mine })).status).toBe(
        200,
      );
      expect((await server.call('GET', `/api/job-status/${id}`, { headers: theirs })).status).toBe(
        404,
      );
      expect(
        (await server.call('GET', `/api/job-status/${id}`, { token: user.token })).status,
      ).toBe(404);
      expect((await server.call('GET', `/api/job-status/${id}`)).status).toBe(401);
      const list = await server.call('GET', '/api/jobs', { headers: mine });
      expect((list.body as { jobs: StoredJob[] }).jobs.map((j) => j.id)).toContain(id);
    });

    it('answers 404 for a job id that is not even a uuid', async () => {
      const res = await server.call('GET', '/api/jobs/not-a-uuid', { token: user.token });
      expect(res.status).toBe(404);
      const long = 'a'.repeat(300);
      for (const [method, path] of [
        ['GET', `/api/jobs/${long}`],
        ['GET', `/api/job-status/${long}`],
        ['POST', `/api/cancel-job/${long}`],
      ] as const) {
        const reply = await server.call(method, path, { token: user.token });
        expect(reply.status, `${method} ${path.slice(0, 20)}`).toBe(404);
        expect(reply.body).toEqual({ success: false, error: expect.any(String) as string });
      }
    });
  });
});

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
