import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import { JOB_ENV, eventually, signedInUser, waitForStatus } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const ENV = {
  ...JOB_ENV,
  TRUST_PROXY: 'true',
  RATE_LIMIT_JOBS: '50',
  MAX_RUNNING_JOBS: '5',
  WS_MAX_PER_PERSON: '3',
};

/** Every product's page is read too: far more pages than the budget buys. */
const detailPlan = { ...shopPlan, follow: 'detail', detailLinkSelector: '.name a' };

/**
 * Two API processes with their workers on one PostgreSQL, as a scaled-out deployment runs: each
 * limit holds for the deployment, not for each process (issue 31: "two API processes double
 * them"; "five parallel jobs read 13 pages against a 10-page budget").
 */
describe.runIf(backends.includes('postgres'))('limits across two processes on PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let site: ShopSite;
  let slowSite: ShopSite;
  beforeAll(async () => {
    [first, site, slowSite] = await Promise.all([
      startTestServer('postgres', { env: ENV }),
      startShopSite({ pages: 4, perPage: 6, delayMs: 40 }),
      // Slow enough that started jobs are still running while the others are asked for.
      startShopSite({ pages: 1, perPage: 2, delayMs: 5000 }),
    ]);
    second = await startTestServer('postgres', { env: ENV, reuse: first.reuseInfo });
  });
  afterAll(async () => {
    await second.close({ keepData: true });
    await first.close();
    await Promise.all([site.close(), slowSite.close()]);
  });
  /** The two processes in turn: even requests to the first, odd ones to the second. */
  const on = (i: number) => (i % 2 === 0 ? first : second);

  it('counts a rate limit once for both: 8 reset requests at once, 5 answered', async () => {
    // At most 5 reset e-mails per address and e-mail in 15 minutes, whichever process is asked.
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        on(i).call('POST', '/api/auth/reset-password', {
          headers: { 'x-forwarded-for': '198.51.100.7' },
          body: { email: 'someone@example.com' },
        }),
      ),
    );
    const codes = statuses.map((response) => response.status).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('holds the per-person socket cap across both: 3 open over two processes, the 4th refused on either, also after the quota connections are cut', async () => {
    const me = await signedInUser(first);
    /** A job socket on `server`; `outcome` is its close, or 'open' if still open after 500 ms. */
    const connect = async (server: TestServer) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/jobs?token=${me.token}`);
      const closed = new Promise<{ code: number; reason: string }>((settle) =>
        socket.once('close', (code: number, reason: Buffer) =>
          settle({ code, reason: reason.toString() }),
        ),
      );
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      const outcome = await Promise.race([
        closed,
        new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 500)),
      ]);
      return { socket, closed, outcome };
    };
    const refusal = {
      code: 1008,
      reason: 'Too many open connections (at most 3 per person); close another tab and reconnect',
    };
    const open = [await connect(first), await connect(second), await connect(first)];
    expect(open.map((socket) => socket.outcome)).toEqual(['open', 'open', 'open']);
    expect((await connect(second)).outcome).toEqual(refusal);
    expect((await connect(first)).outcome).toEqual(refusal);

    // One closed on the first process: the second may open one more, and only one.
    open[0]?.socket.close();
    await open[0]?.closed;
    const again = await eventually(async () => {
      const attempt = await connect(second);
      return attempt.outcome === 'open' ? attempt : undefined;
    });
    expect((await connect(second)).outcome).toEqual(refusal);

    // The quota's own connections cut by the database (a failover, an idle-session kill): their
    // locks go with them, and each process takes its sockets' slots again on a new connection.
    const admin = new pg.Client({ connectionString: first.reuseInfo.databaseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'gleaner-socket-quota' and datname = current_database()`,
      );
      expect(rowCount).toBe(2);
      await eventually(async () => {
        const { rows } = await admin.query<{ held: number }>(
          `select count(*)::int as held from pg_locks l join pg_stat_activity a using (pid)
            where l.locktype = 'advisory' and a.application_name = 'gleaner-socket-quota'
              and a.datname = current_database()`,
        );
        return rows[0]?.held === 3 ? true : undefined;
      });
    } finally {
      await admin.end();
    }
    expect((await connect(first)).outcome).toEqual(refusal);
    expect((await connect(second)).outcome).toEqual(refusal);
    for (const socket of [...open, again]) socket.socket.close();
  });

  it('holds the running-job cap across both: 8 starts at once, 5 run', async () => {
    const me = await signedInUser(first);
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const created = await first.call('POST', '/api/jobs', {
        token: me.token,
        body: { url: `${slowSite.url}/list/1`, plan: shopPlan, options: { maxPages: 1 } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push((created.body as { job: { id: string } }).job.id);
    }
    try {
      const started = await Promise.all(
        ids.map((id, i) => on(i).call('POST', `/api/start-job/${id}`, { token: me.token })),
      );
      const codes = started.map((response) => response.status).sort();
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      const [row] = await first.database.query<{ running: number }>(
        `select count(*)::int as running from scrape_jobs where user_id = $1 and status = 'processing'`,
        [me.userId],
      );
      expect(row?.running).toBe(5);
    } finally {
      for (const id of ids) await first.call('POST', `/api/cancel-job/${id}`, { token: me.token });
    }
  });

  it('stops five parallel jobs on both workers at a 10-page budget, 10 pages read', async () => {
    const me = await signedInUser(first);
    // $0.001 a day at $0.0001 a page: ten pages read over HTTP.
    const budget = await first.call('PUT', '/api/budgets', {
      token: me.token,
      body: { daily: 0.001, weekly: 25, monthly: 100, max_per_request: 0.01 },
    });
    expect(budget.status, JSON.stringify(budget.body)).toBe(200);
    const ids = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const server = on(i);
        const created = await server.call('POST', '/api/jobs', {
          token: me.token,
          body: {
            url: `${site.url}/list/1`,
            plan: detailPlan,
            options: { maxPages: 30, render: 'never' },
            confirm_over_budget: true,
          },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const id = (created.body as { job: { id: string } }).job.id;
        return { id, server };
      }),
    );
    const starts = await Promise.all(
      ids.map(({ id, server }) => server.call('POST', `/api/start-job/${id}`, { token: me.token })),
    );
    expect(starts.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const ended = await Promise.all(
      ids.map(({ id, server }) =>
        waitForStatus(server, id, { token: me.token }, ['cancelled', 'completed', 'failed']),
      ),
    );
    const [row] = await first.database.query<{ pages: number }>(
      `select count(*)::int as pages from job_pages p join scrape_jobs j on j.id = p.job_id
        where j.user_id = $1 and p.status = 'done'`,
      [me.userId],
    );
    expect(row?.pages).toBe(10);
    // Every job ends stopped at the budget, saying so, not completed with pages left unread.
    for (const job of ended) {
      expect(job.status).toBe('cancelled');
      expect(job.errorMessage).toMatch(/^Stopped: your daily budget \(24 hours\) of \$0\.001/);
    }
  });
});
