import { ANONYMOUS_ID_HEADER } from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import {
  JOB_ENV,
  anonymous,
  createJobAs,
  eventually,
  startJobAs,
  waitForStatus,
  watchJobs,
  type Who,
} from './support/job-helpers.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

/** Who makes a request: a signed-in person's token, or an anonymous browser's id header. */

let browsers = 0;
/** A fresh anonymous browser: its id and the header it sends. */
function anonymousBrowser(): { id: string; who: { headers: Record<string, string> } } {
  browsers += 1;
  const id = `adopt-browser-${browsers}-${Date.now()}`;
  return { id, who: anonymous(id) };
}

describe.each(backends)('anonymous jobs adopted on signing in on %s', (kind) => {
  let server: TestServer;
  let site: ShopSite;
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startTestServer(kind, { env: JOB_ENV }),
      startShopSite({ pages: 2, perPage: 3 }),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  const createJob = (who: Who, url = `${site.url}/list/1`, maxPages = 2) =>
    createJobAs(server, who, { url, plan: shopPlan, options: { maxPages } });
  const startJob = (who: Who, id: string) => startJobAs(server, who, id);
  const listed = async (who: Who) => {
    const res = await server.call('GET', '/api/jobs', who);
    expect(res.status).toBe(200);
    return (res.body as { jobs: { id: string }[] }).jobs.map((job) => job.id);
  };
  /** Signs up as the web app does: register, then sign in, each with the given headers. */
  const signUp = async (headers: Record<string, string> = {}) => {
    const email = uniqueEmail('adopt');
    const body = { email, password: 'secret1' };
    const registered = await server.call('POST', '/api/auth/register', { body, headers });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const login = await server.call('POST', '/api/auth/login', { body, headers });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return {
      email,
      token: (login.body as { session: { access_token: string } }).session.access_token,
    };
  };

  it("moves the signing-up browser's jobs to the new account, and no other browser's", async () => {
    const mine = anonymousBrowser();
    const theirs = anonymousBrowser();
    const ran = await createJob(mine.who);
    await startJob(mine.who, ran);
    await waitForStatus(server, ran, mine.who, ['completed']);
    const waiting = await createJob(mine.who);
    const other = await createJob(theirs.who);

    const { token } = await signUp(mine.who.headers);
    const person = { token };

    expect(await listed(person)).toEqual([waiting, ran]);
    const detail = await server.call('GET', `/api/jobs/${ran}?includeData=true`, person);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      data: { job: { id: ran, status: 'completed' }, total_entries: 6 },
    });
    const exported = await server.call('POST', `/api/jobs/${ran}/export`, {
      ...person,
      body: { format: 'json' },
    });
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ total_items: 6 });
    // Still controllable: the job that had not started yet starts for the person.
    await startJob(person, waiting);
    await waitForStatus(server, waiting, person, ['completed']);

    // The anonymous id no longer reaches them: they are the person's now.
    for (const id of [ran, waiting]) {
      expect((await server.call('GET', `/api/jobs/${id}`, mine.who)).status).toBe(404);
      expect((await server.call('GET', `/api/job-status/${id}`, mine.who)).status).toBe(404);
    }
    expect(await listed(mine.who)).toEqual([]);

    // Another browser's job stays where it was.
    expect((await server.call('GET', `/api/jobs/${other}`, person)).status).toBe(404);
    expect((await server.call('GET', `/api/jobs/${other}`, theirs.who)).status).toBe(200);
    expect(await listed(theirs.who)).toEqual([other]);
  });

  it('adopts on registering alone, before the first sign-in', async () => {
    const browser = anonymousBrowser();
    const id = await createJob(browser.who);
    const email = uniqueEmail('adopt');
    const body = { email, password: 'secret1' };
    const registered = await server.call('POST', '/api/auth/register', {
      ...browser.who,
      body,
    });
    expect(registered.status).toBe(201);
    expect(await listed(browser.who)).toEqual([]);

    // Signing in later from anywhere (no header) finds the job in the account.
    const login = await server.call('POST', '/api/auth/login', { body });
    expect(login.status).toBe(200);
    const token = (login.body as { session: { access_token: string } }).session.access_token;
    expect(await listed({ token })).toEqual([id]);
  });

  it('signs in without the header, or with a malformed one, and adopts nothing', async () => {
    const browser = anonymousBrowser();
    const id = await createJob(browser.who);
    const unusable: Record<string, string>[] = [{}, { [ANONYMOUS_ID_HEADER]: 'short' }];
    for (const headers of unusable) {
      const { token } = await signUp(headers);
      expect(await listed({ token })).toEqual([]);
    }
    expect(await listed(browser.who)).toEqual([id]);
  });

  it('keeps a running job going; its later events reach the person, who can cancel and resume it', async () => {
    const slow = await startShopSite({ pages: 8, perPage: 2, delayMs: 400 });
    const browser = anonymousBrowser();
    const anonymousSocket = await watchJobs(server, `anonymous_id=${browser.id}`);
    try {
      const id = await createJob(browser.who, `${slow.url}/list/1`, 8);
      await startJob(browser.who, id);
      const { token } = await signUp(browser.who.headers);
      const person = { token };
      const personSocket = await watchJobs(server, `token=${token}`);
      try {
        const hears = (type: string) => () =>
          personSocket.events.some((e) => e.type === type && e.job.jobId === id);
        await eventually(hears('job_progress'), 20_000, "the person's job_progress");
        const cancelled = await server.call('POST', `/api/cancel-job/${id}`, person);
        expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
        await eventually(hears('job_cancelled'), 10_000, "the person's job_cancelled");

        const resumed = await server.call('POST', `/api/resume-job/${id}`, person);
        expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
        const done = await waitForStatus(server, id, person, ['completed']);
        expect(done).toMatchObject({ processedPages: 8, totalResults: 16 });
        await eventually(hears('job_completed'), 10_000, "the person's job_completed");

        // The browser's anonymous socket heard nothing of it after the sign-in.
        const heardAnonymously = anonymousSocket.events
          .filter((e) => e.job.jobId === id)
          .map((e) => e.type);
        expect(heardAnonymously).not.toContain('job_cancelled');
        expect(heardAnonymously).not.toContain('job_completed');
      } finally {
        personSocket.close();
      }
    } finally {
      anonymousSocket.close();
      await slow.close();
    }
  });
});
