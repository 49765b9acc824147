import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { estimateTokenCount, SESSION_ENDED_HEADER, SESSION_ENDED_MESSAGE } from '@gleaner/shared';
import { isBrowserAvailable } from '@gleaner/scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSessionBoard } from '../src/jobs/browser-session-board.js';
import { backends } from './support/backends.js';
import { proveByResetLink } from './support/mail-links.js';
import { openChat } from './support/chat-socket.js';
import {
  createJobAs,
  eventually,
  JOB_ENV,
  signedInUser,
  startJobAs,
  waitForStatus,
} from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const OPERATOR = 'ops@example.com';
const QUOTES_PLAN = {
  follow: 'pagination',
  paginationSelector: 'li.next a',
  selectors: [{ type: 'text', selector: '.quote' }],
};

/** Three list pages; `/slow` holds its image until `release()`, so its page stays open. */
async function startSite() {
  const held: ServerResponse[] = [];
  const page = (n: number) =>
    `<!doctype html><html><body><h1>Quotes page ${n}</h1>` +
    [1, 2].map((i) => `<p class="quote">Quote ${n}.${i}</p>`).join('') +
    (n < 3 ? `<ul><li class="next"><a href="/page/${n + 1}">Next</a></li></ul>` : '') +
    '</body></html>';
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    const match = /^\/page\/(\d)$/.exec(url);
    if (url === '/hang.png') return void held.push(response);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (match) return void response.end(page(Number(match[1])));
    if (url === '/slow')
      return void response.end(
        '<!doctype html><html><body><h1>Rendering slowly</h1><p class="quote">Watched quote</p><img src="/hang.png"></body></html>',
      );
    response.statusCode = 404;
    response.end('<html><body>Not found</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: () => held.splice(0).forEach((response) => response.writeHead(404).end()),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function signIn(server: TestServer, email: string) {
  await server.call('POST', '/api/auth/register', { body: { email, password: 'secret1' } });
  const login = await server.call('POST', '/api/auth/login', {
    body: { email, password: 'secret1' },
  });
  const body = login.body as { user: { id: string }; session: { access_token: string } };
  return { token: body.session.access_token, userId: body.user.id };
}

describe.each(backends)('System Command Center and dashboard routes (%s)', (kind) => {
  let server: TestServer;
  let site: Awaited<ReturnType<typeof startSite>>;
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };
  let operator: { token: string; userId: string };

  beforeAll(async () => {
    site = await startSite();
    server = await startTestServer(kind, {
      env: {
        ...JOB_ENV,
        SCRAPE_RESPECT_ROBOTS: 'false',
        ADMIN_EMAILS: ` ${OPERATOR.toUpperCase()} `,
      },
    });
    [alice, bob, operator] = await Promise.all([
      signedInUser(server),
      signedInUser(server),
      signIn(server, OPERATOR),
    ]);
  });

  it('gives an ADMIN_EMAILS address operator rights only once its owner has proved it', async () => {
    // Anyone may register the address: until a link mailed to it is followed, it is ordinary.
    const unproven = await server.call('GET', '/api/system/status', { token: operator.token });
    expect(unproven.body.scope).toBe('own');
    operator = await proveByResetLink(server, OPERATOR);
    const proven = await server.call('GET', '/api/system/status', { token: operator.token });
    expect(proven.body.scope).toBe('all');
    // Where the server keeps its browser is for operators; everyone else learns only whether it works.
    const browserOf = (body: Record<string, unknown>) =>
      (body.checks as { name: string; detail: string }[]).find((check) => check.name === 'browser')
        ?.detail ?? '';
    expect(browserOf(proven.body)).toContain('/');
    expect(browserOf(unproven.body)).not.toContain('/');
  });
  afterAll(async () => {
    site.release();
    await server.close();
    await site.close();
  });

  const get = (path: string, token: string) => server.call('GET', path, { token });

  it('refuses every route without a sign-in', async () => {
    for (const path of [
      '/api/system/status',
      '/api/system/model-costs',
      '/api/system/sessions',
      '/api/system/database',
      '/api/system/queue',
      '/api/dashboard/summary',
      '/api/dashboard/jobs',
    ]) {
      const res = await server.call('GET', path);
      expect(res.status, path).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it("shows a job's chunks in the queue, its pages in the database and the dashboard counts; another person sees counts only", async () => {
    const done = await createJobAs(server, alice, {
      url: `${site.url}/page/1`,
      instruction: 'every quote on every page',
      plan: QUOTES_PLAN,
      options: { maxPages: 3 },
    });
    await startJobAs(server, alice, done);
    const finished = await waitForStatus(server, done, alice, ['completed', 'failed']);
    expect(finished.status).toBe('completed');
    expect(finished.processedPages).toBe(3);
    const broken = await createJobAs(server, alice, {
      url: `${site.url}/missing`,
      instruction: 'a page that is not there',
      plan: QUOTES_PLAN,
    });
    await startJobAs(server, alice, broken);
    expect((await waitForStatus(server, broken, alice, ['completed', 'failed'])).status).toBe(
      'failed',
    );
    await createJobAs(server, alice, { url: `${site.url}/page/2`, instruction: 'later' });

    const queue = await get('/api/system/queue', alice.token);
    expect(queue.status).toBe(200);
    const rows = (queue.body.rows as { jobId: string; status: string; progress: number }[]).filter(
      (row) => row.jobId === done,
    );
    expect(rows).toHaveLength(finished.totalChunks);
    expect(rows.every((row) => row.status === 'completed' && row.progress === 1)).toBe(true);
    const counts = queue.body.counts as Record<string, number>;
    expect(counts.completed).toBeGreaterThanOrEqual(finished.totalChunks);

    const bobQueue = await get('/api/system/queue', bob.token);
    expect(bobQueue.body).toMatchObject({ available: true, scope: 'own', rows: [], counts });
    expect(JSON.stringify(bobQueue.body)).not.toContain(site.url);
    const opsQueue = await get('/api/system/queue', operator.token);
    expect(opsQueue.body.scope).toBe('all');
    expect(JSON.stringify(opsQueue.body)).toContain(site.url);

    const database = await get('/api/system/database', bob.token);
    expect(database.body).toMatchObject({ available: true, kind });
    const tables = database.body.tables as { name: string; rows: number; sizeBytes: number }[];
    expect(tables.find((t) => t.name === 'scrape_jobs')?.rows).toBe(3);
    expect(tables.find((t) => t.name === 'job_pages')?.rows).toBe(4);
    expect(tables.find((t) => t.name === 'scrape_jobs')?.sizeBytes).toBeGreaterThan(0);
    // Real counters, not zeros: PGlite's are flushed before they are read, so they are current at
    // once; PostgreSQL's backends flush theirs within seconds of going idle.
    const countersCurrent = async () => {
      const fresh = (await get('/api/system/database', bob.token)).body.tables as {
        name: string;
        inserts: number;
        seqScans: number;
        indexScans: number;
      }[];
      const jobs = fresh.find((t) => t.name === 'scrape_jobs');
      return jobs && jobs.inserts >= 3 && jobs.seqScans + jobs.indexScans > 0 ? true : undefined;
    };
    if (kind === 'pglite') {
      expect(await countersCurrent()).toBe(true);
      // PGlite counts afresh from each start, and says since when.
      expect(Date.parse(String(database.body.countersSince))).toBeLessThanOrEqual(Date.now());
    } else await eventually(countersCurrent, 15_000, 'scrape_jobs insert and scan counters');

    const summary = await get('/api/dashboard/summary', alice.token);
    expect(summary.body).toMatchObject({
      counts: { all: 3, pending: 1, active: 0, completed: 1, failed: 1 },
      totalResults: finished.totalResults,
    });
    const failedTab = await get('/api/dashboard/jobs?tab=failed', alice.token);
    expect(failedTab.body).toMatchObject({ total: 1, page: 1, pageSize: 100 });
    expect((failedTab.body.jobs as { id: string }[]).map((job) => job.id)).toEqual([broken]);
    expect((await get('/api/dashboard/summary', bob.token)).body).toMatchObject({
      counts: { all: 0 },
    });
  });

  it("counts a person's own model calls by model, everyone else's as a number", async () => {
    const messages = ['hello there', 'what can you gather for me?'];
    const chat = await openChat(server, `token=${alice.token}`);
    for (const message of messages) await chat.ask(message);
    chat.close();
    const expected = {
      model: 'pattern-processor',
      requests: 2,
      inputTokens: messages.reduce((sum, m) => sum + estimateTokenCount(m), 0),
      successRate: 1,
    };
    const mine = await eventually(async () => {
      const res = await get('/api/system/model-costs?window=week', alice.token);
      const models = res.body.models as { requests: number }[] | undefined;
      return models?.[0]?.requests === 2 ? res.body : undefined;
    });
    expect(mine).toMatchObject({
      available: true,
      scope: 'own',
      window: 'week',
      othersRequests: 0,
    });
    expect((mine.models as unknown[])[0]).toMatchObject(expected);
    const row = (mine.models as { cost: number; outputTokens: number }[])[0];
    expect(row?.cost).toBeCloseTo((expected.inputTokens + (row?.outputTokens ?? 0)) * 0.000001, 9);

    const theirs = await get('/api/system/model-costs', bob.token);
    expect(theirs.body).toMatchObject({ models: [], othersRequests: 2 });
    const all = await get('/api/system/model-costs', operator.token);
    expect(all.body).toMatchObject({ scope: 'all', othersRequests: 0 });
    expect((all.body.models as unknown[])[0]).toMatchObject(expected);
    expect((await get('/api/dashboard/summary', alice.token)).body.conversations).toBe(2);
    expect((await get('/api/system/model-costs?window=year', alice.token)).status).toBe(400);
  });

  it("a new run on PGlite ends the open pages of the run before; on PostgreSQL they stay their holder's", async () => {
    const job = await createJobAs(server, alice, { url: `${site.url}/page/1`, instruction: 'x' });
    const id = '00000000-0000-4000-8000-0000000000b0';
    await server.database.query(
      `insert into browser_sessions (id, job_id, holder, url, status, started_at, last_activity)
       values ($1, $2, 'the run before', $3, 'active', now(), now())`,
      [id, job, `${site.url}/page/1`],
    );
    const board = new BrowserSessionBoard(server.database, server.app.log);
    await board.start();
    await board.stop();
    const [row] = await server.database.query<{ status: string }>(
      'select status from browser_sessions where id = $1',
      [id],
    );
    expect(row?.status).toBe(kind === 'pglite' ? 'failed' : 'active');
    await server.database.query('delete from browser_sessions where id = $1', [id]);
  });

  it('answers a source that fails with its reason, not a 500', async () => {
    await server.database.query('alter table modal_usage_logs rename to modal_usage_logs_away');
    try {
      const res = await get('/api/system/model-costs', alice.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, available: false });
      expect(res.body.reason).toMatch(/^Model usage log: .*modal_usage_logs/);
    } finally {
      await server.database.query('alter table modal_usage_logs_away rename to modal_usage_logs');
    }
    const status = await get('/api/system/status', alice.token);
    expect(status.body).toMatchObject({ success: true, scope: 'own' });
    const checks = status.body.checks as { name: string; ok: boolean; detail: string }[];
    expect(checks.map((check) => check.name)).toEqual(['database', 'queue', 'workers', 'browser']);
    expect(checks.slice(0, 3).every((check) => check.ok)).toBe(true);
    expect((await get('/api/system/status', operator.token)).body.scope).toBe('all');
  });

  it.skipIf(!isBrowserAvailable('/usr/bin/chromium'))(
    "lists a job's open Chromium page, screenshots it only for its owner, and keeps it as recent",
    async () => {
      const slowUrl = `${site.url}/slow`;
      const job = await createJobAs(server, alice, {
        url: slowUrl,
        instruction: 'the watched quote',
        plan: { follow: 'none', selectors: [{ type: 'text', selector: '.quote' }] },
        options: { maxPages: 1, render: 'always' },
      });
      await startJobAs(server, alice, job);
      type Sessions = { id: string; url: string; status: string; elementsFound: number | null }[];
      const open = await eventually(async () => {
        const res = await get('/api/system/sessions', alice.token);
        return (res.body.sessions as Sessions).find((s) => s.status === 'active');
      });
      expect(open.url).toBe(slowUrl);

      const shot = await fetch(`${server.url}/api/system/sessions/${open.id}/screenshot`, {
        headers: { authorization: `Bearer ${alice.token}` },
      });
      expect(shot.status, shot.status === 200 ? '' : await shot.clone().text()).toBe(200);
      expect(shot.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await shot.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);

      const bobs = await get('/api/system/sessions', bob.token);
      expect(bobs.body).toMatchObject({ sessions: [], others: { active: 1 } });
      expect(JSON.stringify(bobs.body)).not.toContain(site.url);
      expect((await get(`/api/system/sessions/${open.id}/screenshot`, bob.token)).status).toBe(404);
      const ops = await get('/api/system/sessions', operator.token);
      expect((ops.body.sessions as Sessions).map((s) => s.id)).toContain(open.id);

      site.release();
      await waitForStatus(server, job, alice, ['completed', 'failed']);
      const after = await get('/api/system/sessions', alice.token);
      expect((after.body.sessions as Sessions).find((s) => s.id === open.id)).toMatchObject({
        status: 'completed',
        elementsFound: 1,
      });
      // Finished: the last picture its watcher got, marked as such, not an error.
      const last = await fetch(`${server.url}/api/system/sessions/${open.id}/screenshot`, {
        headers: { authorization: `Bearer ${alice.token}` },
      });
      expect(last.status).toBe(200);
      expect(last.headers.get(SESSION_ENDED_HEADER)).toBe('true');
      expect(new Uint8Array(await last.arrayBuffer())).toEqual(bytes);
    },
  );
});

describe.runIf(backends.includes('postgres') && isBrowserAvailable('/usr/bin/chromium'))(
  'browser sessions across processes (two apps on one PostgreSQL)',
  () => {
    let worker: TestServer;
    let web: TestServer;
    let site: Awaited<ReturnType<typeof startSite>>;

    beforeAll(async () => {
      site = await startSite();
      const env = { ...JOB_ENV, SCRAPE_RESPECT_ROBOTS: 'false' };
      // As `npm run worker` and `npm run server`: only the first runs chunks.
      worker = await startTestServer('postgres', { env });
      web = await startTestServer('postgres', { env, reuse: worker.reuseInfo, worker: false });
    });
    afterAll(async () => {
      site.release();
      await web.close({ keepData: true });
      await worker.close();
      await site.close();
    });

    it('lists a page open in the worker from the web process, and screenshots it there for its owner only', async () => {
      const [alice, bob] = await Promise.all([signedInUser(web), signedInUser(web)]);
      const slowUrl = `${site.url}/slow`;
      const job = await createJobAs(web, alice, {
        url: slowUrl,
        instruction: 'the watched quote',
        plan: { follow: 'none', selectors: [{ type: 'text', selector: '.quote' }] },
        options: { maxPages: 1, render: 'always' },
      });
      await startJobAs(web, alice, job);
      type Sessions = { id: string; url: string; status: string; elementsFound: number | null }[];
      const open = await eventually(async () => {
        const res = await web.call('GET', '/api/system/sessions', { token: alice.token });
        return (res.body.sessions as Sessions).find((s) => s.status === 'active');
      });
      expect(open.url).toBe(slowUrl);
      // The page is the worker's: the web process has none of its own.
      expect(worker.app.jobs.browserSessions?.log.isOpen(open.id)).toBe(true);
      expect(web.app.jobs.browserSessions?.log.list()).toEqual([]);

      const shoot = () =>
        fetch(`${web.url}/api/system/sessions/${open.id}/screenshot`, {
          headers: { authorization: `Bearer ${alice.token}` },
        });
      for (let i = 0; i < 2; i += 1) {
        const shot = await shoot();
        expect(shot.status, shot.status === 200 ? '' : await shot.clone().text()).toBe(200);
        expect(shot.headers.get('content-type')).toBe('image/jpeg');
        const bytes = new Uint8Array(await shot.arrayBuffer());
        expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
      }

      const bobs = await web.call('GET', '/api/system/sessions', { token: bob.token });
      expect(bobs.body).toMatchObject({ sessions: [], others: { active: 1 } });
      expect(JSON.stringify(bobs.body)).not.toContain(site.url);
      const bobShot = await web.call('GET', `/api/system/sessions/${open.id}/screenshot`, {
        token: bob.token,
      });
      expect(bobShot.status).toBe(404);

      site.release();
      await waitForStatus(web, job, alice, ['completed', 'failed']);
      const closed = await eventually(async () => {
        const res = await web.call('GET', '/api/system/sessions', { token: alice.token });
        const session = (res.body.sessions as Sessions).find((s) => s.id === open.id);
        return session?.status === 'completed' ? session : undefined;
      });
      expect(closed.elementsFound).toBe(1);
      // Nothing of the page is kept once it has closed.
      const [row] = await web.database.query<{ screenshot: Buffer | null }>(
        'select screenshot from browser_sessions where id = $1',
        [open.id],
      );
      expect(row?.screenshot).toBeNull();
      const ended = await web.call('GET', `/api/system/sessions/${open.id}/screenshot`, {
        token: alice.token,
      });
      expect(ended.status).toBe(410);
      expect(ended.body.error).toBe(SESSION_ENDED_MESSAGE);
    });

    it('shows a page of a process that went silent as failed, and does not wait for it', async () => {
      const alice = await signedInUser(web);
      const job = await createJobAs(web, alice, { url: `${site.url}/page/1`, instruction: 'x' });
      const id = '00000000-0000-4000-8000-00000000dead';
      await web.database.query(
        `insert into browser_sessions (id, job_id, holder, url, status, started_at, last_activity, seen_at)
         values ($1, $2, 'gone', $3, 'active', now() - interval '5 minutes',
                 now() - interval '2 minutes', now() - interval '2 minutes')`,
        [id, job, `${site.url}/page/1`],
      );
      const res = await web.call('GET', '/api/system/sessions', { token: alice.token });
      const session = (
        res.body.sessions as { id: string; status: string; duration: number }[]
      ).find((s) => s.id === id);
      expect(session).toMatchObject({ status: 'failed', duration: 180_000 });
      const shot = await web.call('GET', `/api/system/sessions/${id}/screenshot`, {
        token: alice.token,
      });
      expect(shot.status).toBe(410);
    });
  },
);
