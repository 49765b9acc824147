import { ANONYMOUS_ID_HEADER, type JobEvent } from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createAccessTokens, loadJwtSecret } from '../src/services/access-tokens.js';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import {
  JOB_ENV,
  anonymous,
  createJobAs,
  eventually,
  signedInUser,
  startJobAs,
  watchJobs,
  type Who,
} from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

type Watcher = Awaited<ReturnType<typeof watchJobs>>;

/** The close code, once the server has closed the socket. */
function closeCode(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code: number) => resolve(code)));
}

describe.each(backends)('job events over the WebSocket on %s', (kind) => {
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

  const createJob = (who: Who, body: Record<string, unknown>) => createJobAs(server, who, body);
  const runJob = async (who: Who) => {
    const id = await createJob(who, {
      url: `${site.url}/list/1`,
      plan: shopPlan,
      options: { maxPages: 2 },
    });
    await startJobAs(server, who, id);
    return id;
  };
  /** A connection the server should refuse; its close is listened for from the start. */
  const watchRefused = async (query: string) => {
    const watcher = await watchJobs(server, query);
    return { ...watcher, closed: closeCode(watcher.socket) };
  };
  const jobIds = (w: Watcher) => [...new Set(w.events.map((e: JobEvent) => e.job.jobId))];

  it("sends each connection its own person's or anonymous browser's job events, and no one else's", async () => {
    const [a, b] = [await signedInUser(server), await signedInUser(server)];
    const [x, y] = [anonymous('anon-socket-x-1234567890'), anonymous('anon-socket-y-1234567890')];
    const secret = await loadJwtSecret(undefined, server.dataDir);
    // Both claim to be A: one signed with another secret, one signed right but expired.
    const session = { userId: a.userId, sessionId: '00000000-0000-4000-8000-000000000000' };
    const forged = await createAccessTokens(
      new TextEncoder().encode('not-the-server-secret-but-long-enough-to-sign-with'),
    ).sign(session);
    const expired = await createAccessTokens(secret, -60).sign(session);

    const sockets = {
      a: await watchJobs(server, `token=${a.token}`),
      b: await watchJobs(server, `token=${b.token}`),
      x: await watchJobs(server, 'anonymous_id=anon-socket-x-1234567890'),
      y: await watchJobs(server, 'anonymous_id=anon-socket-y-1234567890'),
    };
    const refused = {
      garbage: await watchRefused('token=not.a.jwt'),
      forged: await watchRefused(`token=${forged.token}`),
      expired: await watchRefused(`token=${expired.token}`),
      badAnonymousId: await watchRefused('anonymous_id=short'),
      nobody: await watchRefused(''),
    };
    try {
      const jobA = await runJob({ token: a.token });
      const jobX = await runJob(x);
      const completed = (w: Watcher, jobId: string) =>
        w.events.find((e) => e.type === 'job_completed' && e.job.jobId === jobId);
      await eventually(() => completed(sockets.a, jobA), 30_000, "A's job_completed");
      await eventually(() => completed(sockets.x, jobX), 30_000, "X's job_completed");

      // A barrier instead of a pause: the hub sends events in the order they happen, and a socket
      // delivers in order, so once each socket has the event of a job its owner creates now, any
      // earlier event that went astray would have arrived before it.
      const barriers = {
        a: await createJob({ token: a.token }, { url: `${site.url}/list/1` }),
        b: await createJob({ token: b.token }, { url: `${site.url}/list/1` }),
        x: await createJob(x, { url: `${site.url}/list/1` }),
        y: await createJob(y, { url: `${site.url}/list/1` }),
      };
      for (const [name, id] of Object.entries(barriers)) {
        const w = sockets[name as keyof typeof sockets];
        await eventually(
          () => w.events.some((e) => e.job.jobId === id),
          10_000,
          `${name}'s barrier`,
        );
      }

      expect(jobIds(sockets.a)).toEqual([jobA, barriers.a]);
      expect(jobIds(sockets.b)).toEqual([barriers.b]);
      expect(jobIds(sockets.x)).toEqual([jobX, barriers.x]);
      expect(jobIds(sockets.y)).toEqual([barriers.y]);

      for (const [w, id] of [
        [sockets.a, jobA],
        [sockets.x, jobX],
      ] as const) {
        const mine = w.events.filter((e) => e.job.jobId === id);
        const types = mine.map((e) => e.type);
        expect(types.slice(0, 2)).toEqual(['job_created', 'job_started']);
        expect(types.at(-1)).toBe('job_completed');
        expect(types.slice(2, -1).every((t) => t === 'job_progress')).toBe(true);
        expect(mine.at(-1)?.job).toMatchObject({ processedPages: 2, totalResults: 6 });
        const live = mine.flatMap((e) => e.results ?? []);
        expect(live.map((r) => (r.content as { name: string }).name)).toEqual(
          site.products.map((p) => p.name),
        );
      }

      // Every refused connection is told why and closed, and hears of no job.
      for (const [name, w] of Object.entries(refused)) {
        expect(await w.closed, name).toBe(4401);
        expect(w.events, name).toHaveLength(1);
        expect(w.events[0], name).toMatchObject({ type: 'error' });
      }
      const reasons = Object.fromEntries(
        Object.entries(refused).map(([name, w]) => [
          name,
          (w.events[0] as unknown as { message: string }).message,
        ]),
      );
      expect(reasons).toEqual({
        garbage: 'Invalid access token',
        forged: 'Invalid access token',
        expired: 'Session expired, please sign in again',
        badAnonymousId: `${ANONYMOUS_ID_HEADER} must be 16 to 128 letters, digits, - or _`,
        nobody: 'Connect with ?token=<access token> or ?anonymous_id=<id>',
      });
    } finally {
      for (const w of [...Object.values(sockets), ...Object.values(refused)]) w.close();
    }
  });

  it('closes a signed-in connection when its token expires, as a request would be refused', async () => {
    const a = await signedInUser(server);
    const secret = await loadJwtSecret(undefined, server.dataDir);
    // A's real sign-in, which stays live: only the token's own expiry closes the socket.
    const { sid } = JSON.parse(
      Buffer.from(a.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { sid: string };
    const session = { userId: a.userId, sessionId: sid };
    const brief = await createAccessTokens(secret, 2).sign(session);
    const watcher = await watchJobs(server, `token=${brief.token}`);
    const opened = Date.now();
    const code = await closeCode(watcher.socket);
    expect(code).toBe(4401);
    expect(Date.now() - opened).toBeGreaterThan(500);
    expect(watcher.events).toEqual([]);
  });
});
