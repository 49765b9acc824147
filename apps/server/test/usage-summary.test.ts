import type {
  BudgetsReply,
  CostAlertsReply,
  JobEstimate,
  ModelCostsReply,
  UsageSummary,
} from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import { JOB_ENV, signedInUser, startJobAs, waitForStatus } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const DAY_MS = 86_400_000;

describe.each(backends)('usage, budgets and cost alerts on %s', (kind) => {
  let server: TestServer;
  let site: ShopSite;
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startTestServer(kind, { env: { ...JOB_ENV, PLAN_LIMITS: 'on' } }),
      startShopSite({ pages: 1, perPage: 4 }),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  /** One model call, as the chat and agent write them, `ago` milliseconds back. */
  const logCall = (
    userId: string,
    call: { model: string; input: number; output: number; ms: number; success: boolean },
    ago = 0,
  ) =>
    server.database.query(
      `insert into modal_usage_logs (user_id, model, request_type, processing_time_ms,
         input_tokens, output_tokens, estimated_cost, success, "timestamp")
       values ($1, $2, 'chat', $3, $4, $5, 0, $6, $7)`,
      [
        userId,
        call.model,
        call.ms,
        call.input,
        call.output,
        call.success,
        new Date(Date.now() - ago).toISOString(),
      ],
    );
  const summary = async (token: string, period: string) => {
    const res = await server.call('GET', `/api/usage/summary?period=${period}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { summary: UsageSummary }).summary;
  };

  it("sums a person's model calls, pages, items and storage, prices them and projects the month", async () => {
    const me = await signedInUser(server);
    const other = await signedInUser(server);
    // 1,500 gpt-4 tokens at 0.00003, 150 pattern-processor tokens at 0.000001, and one bert-ner
    // call without tokens at its base 0.001: $0.04615 in all.
    await logCall(me.userId, { model: 'gpt-4', input: 1000, output: 500, ms: 2000, success: true });
    await logCall(me.userId, {
      model: 'pattern-processor',
      input: 100,
      output: 50,
      ms: 1000,
      success: false,
    });
    await logCall(me.userId, { model: 'bert-ner', input: 0, output: 0, ms: 3000, success: true });
    // Three days ago: in the week and month only. Forty days ago: in none.
    await logCall(
      me.userId,
      { model: 'gpt-4', input: 100, output: 0, ms: 1000, success: true },
      3 * DAY_MS,
    );
    await logCall(
      me.userId,
      { model: 'gpt-4', input: 9999, output: 0, ms: 1000, success: true },
      40 * DAY_MS,
    );
    await logCall(other.userId, { model: 'gpt-4', input: 5000, output: 0, ms: 1, success: true });
    const scrape = await server.call('POST', '/api/execute-scraping', {
      token: me.token,
      body: { url: `${site.url}/list/1`, selectors: [{ type: 'link', selector: '.name a' }] },
    });
    expect(scrape.status, JSON.stringify(scrape.body)).toBe(200);

    const day = await summary(me.token, 'day');
    expect(day.period).toBe('day');
    expect(day.ai_usage).toMatchObject({
      total_input_tokens: 1100,
      total_output_tokens: 550,
      total_cost: 0.04615,
      total_requests: 3,
      models_used: ['gpt-4', 'bert-ner', 'pattern-processor'],
      avg_processing_time: 2000,
    });
    expect(day.ai_usage.success_rate).toBeCloseTo(2 / 3, 6);
    expect(day.platform_metrics).toEqual({
      jobs: 1,
      pages_fetched: 1,
      items_stored: 4,
      model_requests: 3,
    });
    const [stored] = await server.database.query<{ bytes: string }>(
      `select sum(octet_length(d.type) + octet_length(d.selector) + octet_length(d.url)
                + octet_length(d.content::text) + coalesce(octet_length(d.metadata::text), 0)) as bytes
         from scraped_data d join scrape_jobs j on j.id = d.job_id where j.user_id = $1`,
      [me.userId],
    );
    expect(day.storage_usage).toEqual({
      total_bytes: Number(stored?.bytes),
      conversation_bytes: 0,
      scraped_data_bytes: Number(stored?.bytes),
      file_upload_bytes: 0,
    });
    // The model calls at their prices and the one page read over HTTP at $0.0001.
    expect(day.cost).toEqual({ model_calls: 0.04615, pages: 0.0001, total: 0.04625 });
    // AI at 0.08 per 1,000 tokens: 1,650 tokens = $0.132; the page at $0.0001; storage: a few
    // bytes bill a whole GB. The month: ($0.132 + $0.0001) × 30 + $0.125.
    expect(day.billing_summary).toMatchObject({
      subtotal: 0.2571,
      total: 0.2571,
      current_cost: 0.2571,
      projection_factor: 30,
      estimated_monthly: 4.088,
      stripe_ready: false,
    });
    expect(day.billing_summary.line_items).toEqual([
      { description: 'AI processing (tokens)', quantity: 1650, unit_price: 0.00008, total: 0.132 },
      { description: 'Pages read over HTTP', quantity: 1, unit_price: 0.0001, total: 0.0001 },
      { description: 'Pages rendered in Chromium', quantity: 0, unit_price: 0.001, total: 0 },
      {
        description: 'Storage (GB-month, rounded up)',
        quantity: 1,
        unit_price: 0.125,
        total: 0.125,
      },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(day.daily.find((d) => d.date === today)).toMatchObject({
      pages: 1,
      items: 4,
      cost: 0.04625,
    });

    const week = await summary(me.token, 'week');
    expect(week.ai_usage.total_input_tokens).toBe(1200);
    expect(week.billing_summary.projection_factor).toBe(4.33);
    // 1,750 tokens = $0.14 and the page's $0.0001, ×4.33, plus the GB of storage.
    expect(week.billing_summary.estimated_monthly).toBe(0.731633);
    expect(week.daily).toHaveLength(8);

    const month = await summary(me.token, 'month');
    expect(month.ai_usage.total_requests).toBe(4);
    expect(month.billing_summary.estimated_monthly).toBe(month.billing_summary.total);
    expect(month.limits).toMatchObject({
      tokens_per_month: 100_000,
      storage_mb: 1024,
      tokens_this_month: 1750,
      jobs_per_month: 10,
      jobs_this_month: 1,
      enforced: true,
    });
  });

  it('with PLAN_LIMITS=on refuses the 11th job of the month with 402, saying when the count resets', async () => {
    const me = await signedInUser(server);
    const month = new Date().toISOString().slice(0, 7);
    // Nine jobs earlier this month, then a real tenth.
    await server.database.query(
      `insert into usage_counters (user_id, month, jobs, pages, items) values ($1, $2, 9, 9, 9)`,
      [me.userId, month],
    );
    const scrape = () =>
      server.call('POST', '/api/execute-scraping', {
        token: me.token,
        body: { url: `${site.url}/list/1`, selectors: [{ type: 'link', selector: '.name a' }] },
      });
    expect((await scrape()).status).toBe(200);
    const refused = await scrape();
    expect(refused.status).toBe(402);
    const now = new Date();
    const resets = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(refused.body).toEqual({
      success: false,
      error:
        'Your Free plan allows 10 jobs a month and you have used 10. The count starts again on ' +
        `${resets.toISOString().slice(0, 10)} (UTC); see /pricing for larger plans.`,
    });
    const jobs = await server.database.query(`select id from scrape_jobs where user_id = $1`, [
      me.userId,
    ]);
    expect(jobs).toHaveLength(1);
    expect((await summary(me.token, 'month')).limits).toMatchObject({
      jobs_this_month: 10,
      jobs_reset_on: resets.toISOString().slice(0, 10),
    });
  });

  it('answers 401 signed out and 400 for an unknown period', async () => {
    expect((await server.call('GET', '/api/usage/summary')).status).toBe(401);
    const me = await signedInUser(server);
    const bad = await server.call('GET', '/api/usage/summary?period=year', { token: me.token });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const prices = await server.call('GET', '/api/usage/prices');
    expect(prices.body).toMatchObject({
      prices: { ai_per_1000_tokens: 0.08, storage_per_gb_month: 0.125 },
    });
  });

  it('keeps budgets per person, defaults first, and refuses a bad one with its reason', async () => {
    const me = await signedInUser(server);
    const get = async () =>
      (await server.call('GET', '/api/budgets', { token: me.token })).body as BudgetsReply;
    expect(await get()).toEqual({
      success: true,
      budgets: { daily: 5, weekly: 25, monthly: 100, max_per_request: 0.01 },
      is_default: true,
      // Nothing spent yet in any budget's window.
      spent: Object.fromEntries(
        ['daily', 'weekly', 'monthly'].map((window) => [
          window,
          { model_calls: 0, pages: 0, total: 0 },
        ]),
      ),
    });
    const bad = await server.call('PUT', '/api/budgets', {
      token: me.token,
      body: { daily: -1, weekly: 25, monthly: 100, max_per_request: 0.01 },
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toContain('Daily budget must be more than 0');
    const put = await server.call('PUT', '/api/budgets', {
      token: me.token,
      body: { daily: 7.5, weekly: 30, monthly: 120, max_per_request: 0.02 },
    });
    expect(put.status).toBe(200);
    expect(await get()).toMatchObject({
      budgets: { daily: 7.5, weekly: 30, monthly: 120, max_per_request: 0.02 },
      is_default: false,
    });
  });

  it('raises budget_exceeded and model_inefficiency once a day, newest first, with recommendations', async () => {
    const me = await signedInUser(server);
    const alerts = async () =>
      (await server.call('GET', '/api/usage/alerts', { token: me.token })).body as CostAlertsReply;
    expect(await alerts()).toEqual({
      success: true,
      alerts: [],
      recommendations: { available: true, items: [] },
    });
    // $0.03: dearer than the 0.01 per-request maximum, well inside the $5 day.
    await logCall(me.userId, { model: 'gpt-4', input: 1000, output: 0, ms: 500, success: true });
    const first = await alerts();
    expect(first.alerts.map((a) => [a.type, a.severity])).toEqual([
      ['model_inefficiency', 'medium'],
    ]);
    // $6 more: past the $5 day.
    await logCall(me.userId, { model: 'gpt-4', input: 200_000, output: 0, ms: 500, success: true });
    const second = await alerts();
    expect(second.alerts.map((a) => a.type)).toEqual(['budget_exceeded', 'model_inefficiency']);
    expect(second.alerts[0]).toMatchObject({
      severity: 'high',
      message:
        'Your spending of the last 24 hours, $6.03 (model calls $6.03, pages read $0.00), passed your daily budget of $5.00.',
      recommendation:
        'Switch to lower-cost models, read fewer pages (or fewer in Chromium), or run jobs and chats less often.',
    });
    await logCall(me.userId, { model: 'gpt-4', input: 200_000, output: 0, ms: 500, success: true });
    await summary(me.token, 'day');
    expect((await alerts()).alerts).toHaveLength(2);
    // Average $4.02 a request (> 0.005) and one model with all of the cost; $12.03 is under 80%
    // of the $25 week.
    expect(second.recommendations).toMatchObject({ available: true });
    const items = (await alerts()).recommendations;
    expect(items.available && items.items.map((text) => text.split(' ')[0])).toEqual([
      'Average',
      'gpt-4',
    ]);
  });

  it('raises model_inefficiency once a day for a one-page scrape dearer than the maximum per request', async () => {
    const me = await signedInUser(server);
    // $0.00005 a request: less than one page read over plain HTTP ($0.0001).
    const put = await server.call('PUT', '/api/budgets', {
      token: me.token,
      body: { daily: 5, weekly: 25, monthly: 100, max_per_request: 0.00005 },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const scrape = () =>
      server.call('POST', '/api/execute-scraping', {
        token: me.token,
        body: { url: `${site.url}/list/1`, plan: shopPlan, render: 'never' },
      });
    const inefficient = async () =>
      (
        (await server.call('GET', '/api/usage/alerts', { token: me.token })).body as CostAlertsReply
      ).alerts.filter((alert) => alert.type === 'model_inefficiency');
    expect(await inefficient()).toEqual([]);

    expect((await scrape()).status).toBe(200);
    const raised = await inefficient();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      severity: 'medium',
      message:
        'One one-page scrape, read over plain HTTP, cost $0.0001, above your maximum of $0.00005 per request.',
      recommendation:
        'Raise the maximum per request in Account → Settings: a page read over plain HTTP is the cheapest request there is.',
    });
    // Another one the same day, read through the summary and the list: still once.
    expect((await scrape()).status).toBe(200);
    await summary(me.token, 'day');
    expect(await inefficient()).toEqual(raised);
  });

  it('counts the pages a real job read in the cost, and raises budget_exceeded once when pages alone pass the daily budget', async () => {
    const me = await signedInUser(server);
    // The list page and its 4 products' pages, over plain HTTP: 5 pages at $0.0001.
    const created = await server.call('POST', '/api/jobs', {
      token: me.token,
      body: {
        url: `${site.url}/list/1`,
        plan: { ...shopPlan, follow: 'detail', detailLinkSelector: '.name a' },
        options: { maxPages: 10, render: 'never' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const jobId = (created.body as { job: { id: string } }).job.id;
    await startJobAs(server, me, jobId);
    const done = await waitForStatus(
      server,
      jobId,
      me,
      ['completed', 'failed', 'cancelled'],
      60_000,
    );
    expect(done.status).toBe('completed');
    expect(done.processedPages).toBe(5);

    const day = await summary(me.token, 'day');
    expect(day.ai_usage.total_requests).toBe(0);
    expect(day.platform_metrics.pages_fetched).toBe(5);
    expect(day.cost).toEqual({ model_calls: 0, pages: 0.0005, total: 0.0005 });
    expect(day.billing_summary.line_items.slice(0, 3)).toEqual([
      { description: 'AI processing (tokens)', quantity: 0, unit_price: 0.00008, total: 0 },
      { description: 'Pages read over HTTP', quantity: 5, unit_price: 0.0001, total: 0.0005 },
      { description: 'Pages rendered in Chromium', quantity: 0, unit_price: 0.001, total: 0 },
    ]);
    // The pages and the GB its items take.
    expect(day.billing_summary.current_cost).toBe(0.1255);
    const today = new Date().toISOString().slice(0, 10);
    expect(day.daily.find((d) => d.date === today)?.cost).toBe(0.0005);
    // The daily budget counts the same spending as the summary shows.
    const estimate = await server.call('POST', '/api/jobs/estimate', {
      token: me.token,
      body: { url: `${site.url}/list/1`, options: { maxPages: 1, render: 'never' } },
    });
    expect((estimate.body as { estimate: JobEstimate }).estimate.budget).toEqual({
      window: 'daily',
      limit: 5,
      spent: 0.0005,
      remaining: 4.9995,
    });

    const alerts = async () =>
      (
        (await server.call('GET', '/api/usage/alerts', { token: me.token })).body as CostAlertsReply
      ).alerts.filter((alert) => alert.type === 'budget_exceeded');
    expect(await alerts()).toEqual([]);
    // $0.0003 a day: the job's pages alone, with no model call, pass it.
    const put = await server.call('PUT', '/api/budgets', {
      token: me.token,
      body: { daily: 0.0003, weekly: 25, monthly: 100, max_per_request: 0.01 },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const raised = await alerts();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      severity: 'high',
      message:
        'Your spending of the last 24 hours, $0.0005 (model calls $0.0000, pages read $0.0005), passed your daily budget of $0.0003.',
    });
    // Read again, through the summary and the alerts list: still once.
    await summary(me.token, 'day');
    await summary(me.token, 'week');
    expect(await alerts()).toEqual(raised);
    const [stored] = await server.database.query<{ n: string }>(
      `select count(*) as n from cost_alerts where user_id = $1 and type = 'budget_exceeded'`,
      [me.userId],
    );
    expect(Number(stored?.n)).toBe(1);
  });

  it('shows one spend for one window: the dashboard, Usage Details, Billing and the budgets agree exactly', async () => {
    const me = await signedInUser(server);
    const as = { token: me.token };
    // A one-page scrape, a one-page job, a question to the data agent about it, a risk check
    // (a helper call, stored at its model's base figure of $0.0002 but priced by its 33 tokens)
    // and a token-less call (as OCR logs them: stored at $0, priced at its model's base figure).
    const scraped = await server.call('POST', '/api/execute-scraping', {
      ...as,
      body: { url: `${site.url}/list/1`, plan: shopPlan, render: 'never' },
    });
    expect(scraped.status, JSON.stringify(scraped.body)).toBe(200);
    const created = await server.call('POST', '/api/jobs', {
      ...as,
      body: {
        url: `${site.url}/list/1`,
        plan: shopPlan,
        options: { maxPages: 1, render: 'never' },
      },
    });
    const jobId = (created.body as { job: { id: string } }).job.id;
    await startJobAs(server, me, jobId);
    expect((await waitForStatus(server, jobId, me, ['completed', 'failed'], 30_000)).status).toBe(
      'completed',
    );
    const asked = await server.call('POST', '/api/data-agent/ask', {
      ...as,
      body: { jobId, question: 'Which product is the most expensive?' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    // The risk check's line as its helper writes it (the route itself loads a model for seconds).
    await server.database.query(
      `insert into modal_usage_logs (user_id, model, request_type, processing_time_ms,
         input_tokens, output_tokens, estimated_cost, success)
       values ($1, 'simple-ner', 'analyze-risk', 2000, 19, 14, 0.0002, true)`,
      [me.userId],
    );
    await logCall(me.userId, { model: 'bert-ner', input: 0, output: 0, ms: 300, success: true });

    for (const [period, window] of [
      ['day', 'daily'],
      ['month', 'monthly'],
    ] as const) {
      const usage = await summary(me.token, period);
      const dashboard = (await server.call('GET', `/api/system/model-costs?window=${period}`, as))
        .body as ModelCostsReply;
      const budgets = (await server.call('GET', '/api/budgets', as)).body as BudgetsReply;
      if (!dashboard.available) throw new Error(dashboard.reason);
      // Two pages read (the scrape's and the job's) and three model calls (the data agent's,
      // the risk check's and the token-less one).
      expect(usage.cost.pages).toBe(0.0002);
      expect(usage.ai_usage.total_requests).toBe(3);
      expect(dashboard.spent).toEqual(usage.cost);
      expect(budgets.spent[window]).toEqual(usage.cost);
      // Usage Details' model cost is the model-call part of the spend, and the dashboard's rows
      // (priced by the same table, not by the figure stored with each call) add up to it.
      expect(usage.ai_usage.total_cost).toBe(usage.cost.model_calls);
      const rows = dashboard.models.reduce((sum, row) => sum + row.cost, 0);
      expect(rows).toBeCloseTo(usage.cost.model_calls, 6);
    }
    // The job estimate's "spent" is the daily budget's: the same figure again.
    const estimate = await server.call('POST', '/api/jobs/estimate', {
      ...as,
      body: { url: `${site.url}/list/1`, options: { maxPages: 1, render: 'never' } },
    });
    const day = await summary(me.token, 'day');
    expect((estimate.body as { estimate: JobEstimate }).estimate.budget?.spent).toBe(
      day.cost.total,
    );
  });
});
