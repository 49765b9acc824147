import type {
  BudgetConfirmationReply,
  JobEstimate,
  PagePlanReply,
  UsageSummary,
} from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import {
  anonymous,
  JOB_ENV,
  signedInUser,
  startJobAs,
  waitForStatus,
} from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

type PlannedJob = NonNullable<PagePlanReply['job']>;

const detailPlan = { ...shopPlan, follow: 'detail', detailLinkSelector: '.name a' };

describe.each(backends)('job estimates, budgets and plan limits on %s', (kind) => {
  let server: TestServer;
  let shop: ShopSite;
  let bigShop: ShopSite;
  let pagedShop: ShopSite;
  beforeAll(async () => {
    [server, shop, bigShop, pagedShop] = await Promise.all([
      startTestServer(kind, { env: { ...JOB_ENV, PLAN_LIMITS: 'on' } }),
      // Slow pages, so a budget is surely reached while the job runs.
      startShopSite({ pages: 8, perPage: 3, delayMs: 150 }),
      // 1,200 products on 12 list pages: past the Free plan's 1,000 data points per job.
      startShopSite({ pages: 12, perPage: 100 }),
      // Numbered page links, as most shops have: the page says how many pages the list has.
      startShopSite({ pages: 6, perPage: 5, pageLinks: true }),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await shop.close();
    await bigShop.close();
    await pagedShop.close();
  });

  const setBudgets = async (token: string, daily: number) => {
    const res = await server.call('PUT', '/api/budgets', {
      token,
      body: { daily, weekly: 25, monthly: 100, max_per_request: 0.01 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const estimateOf = async (
    who: { token: string } | ReturnType<typeof anonymous>,
    options: object,
  ) => {
    const res = await server.call('POST', '/api/jobs/estimate', {
      ...who,
      body: { url: `${shop.url}/list/1`, options },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { estimate: JobEstimate }).estimate;
  };

  it('estimates a job before it exists and returns the estimate with the job', async () => {
    // Nobody's pages measured yet: the price table, by render mode.
    const stranger = await estimateOf(anonymous('estimate-browser-0001'), {
      maxPages: 40,
      render: 'never',
    });
    expect(stranger).toMatchObject({
      pages: 40,
      render: 'never',
      cost_per_page: 0.0001,
      model_calls: 0,
      total: 0.004,
      basis: 'price_table',
      budget: null,
      over_budget: false,
    });
    expect(stranger.basis_text).toContain(
      'Price table of 2026-01-01: $0.0001 a page read over plain HTTP',
    );

    const me = await signedInUser(server);
    const rendered = await estimateOf(me, { maxPages: 40, render: 'always' });
    expect(rendered).toMatchObject({
      cost_per_page: 0.001,
      total: 0.04,
      budget: { window: 'daily', limit: 5, spent: 0, remaining: 5 },
      over_budget: false,
    });

    const created = await server.call('POST', '/api/jobs', {
      token: me.token,
      body: {
        url: `${shop.url}/list/1`,
        plan: shopPlan,
        options: { maxPages: 40, render: 'always' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((created.body as { estimate: JobEstimate }).estimate).toEqual(rendered);
  });

  it('estimates the pages the plan expects, not the 10,000-page cap of "every page"', async () => {
    const me = await signedInUser(server);
    const url = `${pagedShop.url}/list/1`;
    const planOf = async (instruction: string) => {
      const res = await server.call('POST', '/api/plan', {
        token: me.token,
        body: { url, instruction },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { job: PlannedJob }).job;
    };
    const estimateFor = async (job: Partial<PlannedJob>) => {
      const res = await server.call('POST', '/api/jobs/estimate', {
        token: me.token,
        body: { url, ...job },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { estimate: JobEstimate }).estimate;
    };

    const list = await planOf('every product with name and price, all pages');
    expect(list.options.maxPages).toBe(10_000);
    expect(list.expected).toEqual({
      lists: 1,
      pagesPerList: 6,
      counted: 'last-page',
      recordsPerPage: 5,
      totalRecords: null,
      detailPages: false,
    });
    // Rendered in Chromium, the cap would cost $10.00, past the default $5 a day: every such
    // job was refused. Its 6 pages cost less than a cent.
    const rendered = await estimateFor({ ...list, options: { ...list.options, render: 'always' } });
    expect(rendered).toMatchObject({
      pages: 6,
      max_pages: 10_000,
      pages_basis: 'expected',
      cost_per_page: 0.001,
      total: 0.006,
      budget: { window: 'daily', limit: 5 },
      over_budget: false,
    });
    expect(rendered.pages_text).toBe(
      'Expected 6 pages: 6 list pages (its pagination goes to page 6), 5 records to a page.',
    );

    // A field only on the products' own pages: each list page and its 5 products.
    const detail = await planOf('every product with name, price and description, all pages');
    expect(detail.expected).toMatchObject({ pagesPerList: 6, detailPages: true });
    expect(await estimateFor(detail)).toMatchObject({ pages: 36, pages_basis: 'expected' });

    // A job made from its sentence alone is estimated so too, and reads what was expected.
    const created = await server.call('POST', '/api/jobs', {
      token: me.token,
      body: { url, instruction: 'every product with name and price, all pages' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const made = created.body as { job: { id: string }; estimate: JobEstimate };
    expect(made.estimate).toMatchObject({ pages: 6, pages_basis: 'expected' });
    await startJobAs(server, me, made.job.id);
    const done = await waitForStatus(server, made.job.id, me, ['completed', 'failed'], 60_000);
    expect(done.status).toBe('completed');
    expect(done.processedPages).toBe(made.estimate.pages);

    // A plan without the agent's evidence (selectors of the caller's own) counts the cap.
    const capped = await estimateFor({ plan: shopPlan, options: list.options });
    expect(capped).toMatchObject({ pages: 10_000, pages_basis: 'cap', total: 1 });
  });

  it('refuses a job that would pass the remaining budget until it is confirmed', async () => {
    const me = await signedInUser(server);
    await setBudgets(me.token, 0.01);
    const body = {
      url: `${shop.url}/list/1`,
      plan: shopPlan,
      options: { maxPages: 200, render: 'always' },
    };

    const refused = await server.call('POST', '/api/jobs', { token: me.token, body });
    expect(refused.status).toBe(402);
    const reply = refused.body as BudgetConfirmationReply;
    expect(reply).toMatchObject({
      success: false,
      code: 'BUDGET_CONFIRMATION_REQUIRED',
      confirm_required: true,
      estimate: { total: 0.2, over_budget: true, budget: { window: 'daily', remaining: 0.01 } },
    });
    expect(reply.error).toBe(
      'This job may cost up to $0.20 (200 pages at $0.001), more than the $0.01 left of your daily budget (24 hours) of $0.01. Confirm to run it anyway (it stops when the budget is reached), or lower its pages.',
    );
    const none = await server.call('GET', '/api/jobs', { token: me.token });
    expect((none.body as { jobs: unknown[] }).jobs).toHaveLength(0);

    const confirmed = await server.call('POST', '/api/jobs', {
      token: me.token,
      body: { ...body, confirm_over_budget: true },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    // A smaller job fits and needs no confirmation.
    const small = await server.call('POST', '/api/jobs', {
      token: me.token,
      body: { ...body, options: { maxPages: 5, render: 'always' } },
    });
    expect(small.status, JSON.stringify(small.body)).toBe(201);
  });

  it('checks a one-page scrape against the remaining budget as a job: asks to confirm, then refuses once it is reached', async () => {
    const scrape = (who: object, body: object = {}) =>
      server.call('POST', '/api/execute-scraping', {
        ...who,
        body: { url: `${shop.url}/list/1`, plan: shopPlan, render: 'never', ...body },
      });
    // Anonymous callers have no budget, as with jobs: estimated, never refused.
    const stranger = await scrape(anonymous('one-page-budget-0001'));
    expect(stranger.status, JSON.stringify(stranger.body)).toBe(200);
    expect((stranger.body as { estimate: JobEstimate }).estimate).toMatchObject({
      pages: 1,
      total: 0.0001,
      budget: null,
      over_budget: false,
    });

    const me = await signedInUser(server);
    // $0.00015 a day: one page read over HTTP ($0.0001) fits, a second does not.
    await setBudgets(me.token, 0.00015);
    const first = await scrape(me);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body as { results: unknown[] }).results).toHaveLength(3);
    expect((first.body as { estimate: JobEstimate }).estimate).toMatchObject({
      pages: 1,
      render: 'never',
      cost_per_page: 0.0001,
      total: 0.0001,
      budget: { window: 'daily', limit: 0.00015, spent: 0, remaining: 0.00015 },
      over_budget: false,
    });

    const asked = await scrape(me);
    expect(asked.status).toBe(402);
    expect(asked.body).toMatchObject({
      success: false,
      code: 'BUDGET_CONFIRMATION_REQUIRED',
      confirm_required: true,
      // The first page is recorded as the jobs' pages are: it is spent and now measured.
      estimate: {
        pages: 1,
        total: 0.0001,
        basis: 'measured',
        over_budget: true,
        budget: { window: 'daily', spent: 0.0001, remaining: 0.00005 },
      },
    });
    expect((asked.body as BudgetConfirmationReply).error).toBe(
      'Scraping this page may cost up to $0.0001 (1 page at $0.0001), more than the $0.00005 left of your daily budget (24 hours) of $0.00015. Confirm to scrape it anyway.',
    );
    const jobs = async () =>
      ((await server.call('GET', '/api/jobs', { token: me.token })).body as { jobs: unknown[] })
        .jobs;
    expect(await jobs()).toHaveLength(1);

    const confirmed = await scrape(me, { confirm_over_budget: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await jobs()).toHaveLength(2);

    // $0.0002 spent of $0.00015: nothing more is read, confirmed or not.
    for (const body of [{}, { confirm_over_budget: true }]) {
      const refused = await scrape(me, body);
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({
        success: false,
        error:
          'Not run: your daily budget (24 hours) of $0.00015 is reached ($0.00020 spent). Raise the budget in Account → Settings, then try again.',
      });
    }
    expect(await jobs()).toHaveLength(2);

    // Its usage is recorded as a job's: two pages read over HTTP, priced by the one table.
    const summary = await server.call('GET', '/api/usage/summary?period=day', { token: me.token });
    expect((summary.body as { summary: UsageSummary }).summary).toMatchObject({
      cost: { model_calls: 0, pages: 0.0002, total: 0.0002 },
      platform_metrics: { jobs: 2, pages_fetched: 2, items_stored: 6 },
    });
    const engines = await server.database.query<{ engine: string | null }>(
      `select p.engine from job_pages p join scrape_jobs j on j.id = p.job_id where j.user_id = $1`,
      [me.userId],
    );
    expect(engines.map((row) => row.engine)).toEqual(['http', 'http']);
  });

  it('stops a running job when its person’s budget is reached, and Resume carries on once it is raised', async () => {
    const me = await signedInUser(server);
    // $0.002 a day: 20 pages read over HTTP at $0.0001.
    await setBudgets(me.token, 0.002);
    const created = await server.call('POST', '/api/jobs', {
      token: me.token,
      body: {
        url: `${shop.url}/list/1`,
        plan: detailPlan,
        options: { maxPages: 100, render: 'never' },
        confirm_over_budget: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const jobId = (created.body as { job: { id: string } }).job.id;
    await startJobAs(server, me, jobId);

    const stopped = await waitForStatus(server, jobId, me, ['cancelled', 'completed'], 60_000);
    expect(stopped.status).toBe('cancelled');
    expect(stopped.errorMessage).toMatch(
      /^Stopped: your daily budget \(24 hours\) of \$0\.002 is reached \(\$0\.00\d+ spent\)\. What was captured is kept\. Raise the budget in Account → Settings, then press Resume to continue where it stopped\.$/,
    );
    // Each page takes its price before it is fetched, so the job reads what the budget buys and
    // no more: 20 pages. (Checked only between stored batches, it read 23 to 27.)
    expect(stopped.processedPages).toBe(20);

    // What it read is now the measured cost per page of HTTP jobs.
    const measured = await estimateOf(me, { maxPages: 10, render: 'never' });
    expect(measured.basis).toBe('measured');
    expect(measured.measured_pages).toBeGreaterThanOrEqual(20);
    expect(measured.cost_per_page).toBe(0.0001);
    expect(measured.basis_text).toContain(
      `your last ${measured.measured_pages} pages of HTTP-only jobs cost $0.0001 a page`,
    );

    const blocked = await server.call('POST', `/api/resume-job/${jobId}`, { token: me.token });
    expect(blocked.status).toBe(402);
    expect(String(blocked.body.error)).toMatch(
      /^Not run: your daily budget \(24 hours\) of \$0\.002 is reached/,
    );

    await setBudgets(me.token, 5);
    const resumed = await server.call('POST', `/api/resume-job/${jobId}`, { token: me.token });
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    const done = await waitForStatus(
      server,
      jobId,
      me,
      ['completed', 'failed', 'cancelled'],
      60_000,
    );
    expect(done.status).toBe('completed');
    expect(done.errorMessage).toBeNull();
    // 8 list pages and 24 product pages, every one read.
    expect(done.processedPages).toBe(32);
  });

  it('with PLAN_LIMITS=on stops a job at the Free plan’s 1,000 data points, saying so', async () => {
    const me = await signedInUser(server);
    const created = await server.call('POST', '/api/jobs', {
      token: me.token,
      body: {
        url: `${bigShop.url}/list/1`,
        plan: shopPlan,
        options: { maxPages: 20, render: 'never' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const jobId = (created.body as { job: { id: string } }).job.id;
    await startJobAs(server, me, jobId);

    const stopped = await waitForStatus(server, jobId, me, ['cancelled', 'completed'], 60_000);
    expect(stopped.status).toBe('cancelled');
    expect(stopped.totalResults).toBe(1000);
    expect(stopped.errorMessage).toBe(
      "Stopped at 1,000 data points, the Free plan's limit per job. What was captured is kept; see /pricing for plans with more data points per job.",
    );
    const stored = await server.call('GET', `/api/jobs/${jobId}`, { token: me.token });
    expect((stored.body as { data: { total_entries: number } }).data.total_entries).toBe(1000);

    const resumed = await server.call('POST', `/api/resume-job/${jobId}`, { token: me.token });
    expect(resumed.status).toBe(402);
    expect(resumed.body.error).toBe(
      "This job holds 1,000 data points, the Free plan's limit per job is 1,000; see /pricing for plans with more.",
    );
  });
});
