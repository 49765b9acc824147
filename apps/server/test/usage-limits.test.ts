import type { ChatServerMessage, JobEvent } from '@gleaner/shared';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { anonymousKey } from '../src/jobs/job-owner.js';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import { JOB_ENV, eventually, signedInUser, watchJobs } from './support/job-helpers.js';
import { seedRecordsJob } from './support/seed-results.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Low limits, so a test reaches them in a few requests. */
const LIMITS = {
  ...JOB_ENV,
  // Each test speaks from an address of its own (X-Forwarded-For), so their counts stay apart.
  TRUST_PROXY: 'true',
  RATE_LIMIT_PREVIEWS: '2',
  RATE_LIMIT_SCRAPES: '2',
  RATE_LIMIT_JOBS: '3',
  RATE_LIMIT_CHAT_MESSAGES: '3',
  MAX_RUNNING_JOBS: '1',
  WS_MAX_BUFFERED_BYTES: '65536',
  WS_MAX_PER_PERSON: '3',
};

const from = (ip: string, extra: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': ip, ...extra },
});
const anonymousFrom = (ip: string, id: string) =>
  from(ip, { 'x-gleaner-anonymous-id': id.padEnd(16, '-') });

/** A 429 as a person sees it: the shape, the words, and Retry-After in seconds. */
function expectTooMany(
  response: { status: number; body: Record<string, unknown>; headers: Headers },
  message: RegExp,
) {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  expect(Object.keys(response.body).sort()).toEqual(['error', 'success']);
  expect(response.body.success).toBe(false);
  expect(response.body.error).toMatch(message);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe.each(backends)('per-person limits on %s', (kind) => {
  let server: TestServer;
  let site: ShopSite;
  let slowSite: ShopSite;
  beforeAll(async () => {
    [server, site, slowSite] = await Promise.all([
      startTestServer(kind, { env: LIMITS }),
      startShopSite({ pages: 1, perPage: 2 }),
      // Slow enough that a started job is still running when the next one is asked for.
      startShopSite({ pages: 3, perPage: 2, delayMs: 4000 }),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([site.close(), slowSite.close()]);
  });

  it('limits page previews per IP address for anonymous callers and per account when signed in', async () => {
    const preview = (who: { headers: Record<string, string> }, token?: string) =>
      server.call(
        'GET',
        `/api/preview?url=${encodeURIComponent(`${site.url}/list/1`)}&render=never`,
        { ...who, ...(token ? { token } : {}) },
      );
    expect((await preview(from('203.0.113.1'))).status).toBe(200);
    expect((await preview(from('203.0.113.1'))).status).toBe(200);
    expectTooMany(
      await preview(from('203.0.113.1')),
      /^Too many page previews: at most 2 per a minute\. Try again in \d+ seconds?\.$/,
    );
    // A new anonymous id does not make a new person; another address or an account does.
    expect((await preview(anonymousFrom('203.0.113.1', 'fresh-anonymous-id'))).status).toBe(429);
    expect((await preview(from('203.0.113.2'))).status).toBe(200);
    const user = await signedInUser(server);
    expect((await preview(from('203.0.113.1'), user.token)).status).toBe(200);
  });

  it('limits one-page scrapes and job creation, whatever anonymous id is sent', async () => {
    const scrape = (id: string) =>
      server.call('POST', '/api/execute-scraping', {
        ...anonymousFrom('203.0.113.10', id),
        body: { url: `${site.url}/list/1`, plan: shopPlan },
      });
    expect((await scrape('scrape-one')).status).toBe(200);
    expect((await scrape('scrape-two')).status).toBe(200);
    expectTooMany(
      await scrape('scrape-three'),
      /^Too many one-page scrapes: at most 2 per a minute\. Try again in \d+ seconds?\./,
    );

    const create = (id: string) =>
      server.call('POST', '/api/jobs', {
        ...anonymousFrom('203.0.113.11', id),
        body: { url: `${site.url}/list/1`, plan: shopPlan },
      });
    for (const id of ['create-one', 'create-two', 'create-three'])
      expect((await create(id)).status).toBe(201);
    expectTooMany(
      await create('create-four'),
      /^Too many new jobs: at most 3 per a minute\. Try again in \d+ seconds?\./,
    );
  });

  it('refuses to start, resume or run one more job while the most allowed are running', async () => {
    const cleanup: (() => Promise<unknown>)[] = [];
    try {
      const user = await signedInUser(server);
      const as = { ...from('203.0.113.20'), token: user.token };
      const create = async () => {
        const res = await server.call('POST', '/api/jobs', {
          ...as,
          body: { url: `${slowSite.url}/list/1`, plan: shopPlan, options: { maxPages: 3 } },
        });
        return (res.body as { job: { id: string } }).job.id;
      };
      const [first, second] = [await create(), await create()];
      expect((await server.call('POST', `/api/start-job/${first}`, as)).status).toBe(200);
      cleanup.push(() => server.call('POST', `/api/cancel-job/${first}`, as));

      const refused = await server.call('POST', `/api/start-job/${second}`, as);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        error:
          'You have 1 job running, the most allowed at once. Wait for one to finish or cancel one, then try again.',
      });
      const scrape = await server.call('POST', '/api/execute-scraping', {
        ...as,
        body: { url: `${site.url}/list/1`, plan: shopPlan },
      });
      expect(scrape.status).toBe(429);
      // Still created, not started: it can start once the first has ended.
      expect((await server.call('GET', `/api/job-status/${second}`, as)).body.job).toMatchObject({
        status: 'created',
      });

      expect((await server.call('POST', `/api/cancel-job/${first}`, as)).status).toBe(200);
      expect((await server.call('POST', `/api/start-job/${second}`, as)).status).toBe(200);
      cleanup.push(() => server.call('POST', `/api/cancel-job/${second}`, as));
      // Resuming the cancelled first one would make two.
      expect((await server.call('POST', `/api/resume-job/${first}`, as)).status).toBe(429);

      // Anonymous callers are counted by address: another anonymous id does not escape the cap.
      const anonymousJob = async (ip: string, id: string) => {
        const who = anonymousFrom(ip, id);
        const res = await server.call('POST', '/api/jobs', {
          ...who,
          body: { url: `${slowSite.url}/list/1`, plan: shopPlan, options: { maxPages: 3 } },
        });
        const jobId = (res.body as { job: { id: string } }).job.id;
        const started = await server.call('POST', `/api/start-job/${jobId}`, who);
        if (started.status === 200)
          cleanup.push(() => server.call('POST', `/api/cancel-job/${jobId}`, who));
        return started.status;
      };
      expect(await anonymousJob('203.0.113.21', 'running-anon-x')).toBe(200);
      expect(await anonymousJob('203.0.113.21', 'running-anon-y')).toBe(429);
      expect(await anonymousJob('203.0.113.22', 'running-anon-y')).toBe(200);
    } finally {
      for (const undo of cleanup) await undo();
    }
  });

  it('answers chat messages past the limit with an error saying when to send again', async () => {
    const open = async (ip: string, query = 'user_id=anonymous') => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?${query}`, {
        headers: { 'x-forwarded-for': ip },
      });
      const received: ChatServerMessage[] = [];
      socket.on('message', (data: Buffer) =>
        received.push(JSON.parse(data.toString()) as ChatServerMessage),
      );
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const send = (text: string) =>
        socket.send(JSON.stringify({ type: 'chat', message: text, user_id: 'anonymous' }));
      return { socket, received, send };
    };
    const isRefusal = (message: ChatServerMessage) =>
      message.type === 'error' && message.message.startsWith('Too many messages');
    const replies = (messages: ChatServerMessage[]) =>
      messages.filter((message) => message.type === 'response');

    const first = await open('203.0.113.30');
    for (let i = 0; i < 5; i += 1) first.send(`hello ${i}`);
    await eventually(
      () => replies(first.received).length + first.received.filter(isRefusal).length >= 5,
    );
    expect(replies(first.received)).toHaveLength(3);
    const refusals = first.received.filter(isRefusal);
    expect(refusals).toHaveLength(2);
    expect(refusals[0]?.type).toBe('error');
    expect(refusals[0]?.type === 'error' && refusals[0].message).toMatch(
      /^Too many messages: at most 3 per a minute\. Wait \d+ seconds? and send it again\.$/,
    );

    // Another socket of the same address shares the count; a signed-in person has their own.
    const second = await open('203.0.113.30');
    second.send('hello again');
    await eventually(() => second.received.length > 0);
    expect(second.received.filter(isRefusal)).toHaveLength(1);
    const user = await signedInUser(server);
    const signedIn = await open('203.0.113.30', `user_id=${user.userId}&token=${user.token}`);
    signedIn.send('hello');
    await eventually(() => replies(signedIn.received).length > 0);
    expect(signedIn.received.filter(isRefusal)).toEqual([]);
    for (const socket of [first, second, signedIn]) socket.socket.close();
  });

  it('refuses a person’s socket past the most they may have open, saying why; others still connect', async () => {
    const base = server.url.replace('http', 'ws');
    /** Opens a socket; `closed` settles with how it ended, `messages` holds what it was sent. */
    const connect = (path: string, ip: string) =>
      new Promise<{
        socket: WebSocket;
        messages: string[];
        closed: Promise<{ code: number; reason: string }>;
      }>((resolve, reject) => {
        const socket = new WebSocket(`${base}${path}`, { headers: { 'x-forwarded-for': ip } });
        const messages: string[] = [];
        socket.on('message', (data: Buffer) => messages.push(data.toString()));
        const closed = new Promise<{ code: number; reason: string }>((settle) =>
          socket.once('close', (code: number, reason: Buffer) =>
            settle({ code, reason: reason.toString() }),
          ),
        );
        socket.once('open', () => resolve({ socket, messages, closed }));
        socket.once('error', reject);
      });
    const refusal = {
      code: 1008,
      reason: 'Too many open connections (at most 3 per person); close another tab and reconnect',
    };
    const alice = await signedInUser(server);
    const bob = await signedInUser(server);
    const aliceJobs = `/ws/jobs?token=${alice.token}`;
    const aliceChat = `/ws?user_id=${alice.userId}&token=${alice.token}`;
    // Chat and job sockets count together, from any address.
    const open = [
      await connect(aliceJobs, '203.0.113.40'),
      await connect(aliceChat, '203.0.113.41'),
      await connect(aliceJobs, '203.0.113.42'),
    ];
    const fourth = await connect(aliceChat, '203.0.113.40');
    expect(await fourth.closed).toEqual(refusal);
    expect(fourth.messages.map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: 'error', message: `${refusal.reason}.` },
    ]);
    expect(await (await connect(aliceJobs, '203.0.113.40')).closed).toEqual(refusal);

    // Another person connects; anonymous sockets count by address, whatever id they send.
    const others = [
      await connect(`/ws/jobs?token=${bob.token}`, '203.0.113.40'),
      ...(await Promise.all(
        ['anon-quota-browser-1', 'anon-quota-browser-2', 'anon-quota-browser-3'].map((id) =>
          connect(`/ws/jobs?anonymous_id=${id}`, '203.0.113.43'),
        ),
      )),
    ];
    expect(
      await (
        await connect('/ws/jobs?anonymous_id=anon-quota-browser-4', '203.0.113.43')
      ).closed,
    ).toEqual(refusal);

    // One closed, one more may open.
    open[0]?.socket.close();
    await open[0]?.closed;
    const again = await eventually(async () => {
      const attempt = await connect(aliceJobs, '203.0.113.40');
      const ended = await Promise.race([
        attempt.closed,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 300)),
      ]);
      return ended ? undefined : attempt;
    });
    for (const socket of [...open, ...others, again]) socket?.socket.close();
  });

  it('closes a job socket whose client stops reading, and keeps sending to one that reads', async () => {
    const id = 'slow-reader-browser-1';
    // 200 stored results, sent with every event below: about 50 kB each.
    const jobId = await seedRecordsJob(
      server.database,
      { anonymousKey: anonymousKey(id) ?? '' },
      200,
    );
    const reader = await watchJobs(server, `anonymous_id=${id}`);
    const stalled = await watchJobs(server, `anonymous_id=${id}`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      stalled.socket.once('close', (code: number, reason: Buffer) =>
        resolve({ code, reason: reason.toString() }),
      ),
    );
    const openSockets = () => server.app.websocketServer.clients.size;
    const openBefore = openSockets();
    // The client stops reading from its connection: what the server sends piles up.
    const connection = (stalled.socket as unknown as { _socket: Socket })._socket;
    connection.pause();

    // Once the server cuts it, the client reads again: it then finds the close frame behind what
    // was sent before the cut (within the grace the server gives it, however busy the machine).
    const cut = eventually(
      () =>
        [...server.app.websocketServer.clients].some(
          (client) => client.readyState === client.CLOSING,
        ),
      60_000,
      'the cut',
    ).then(() => connection.resume());
    // 300 events of about 50 kB: 15 MB, far past the 64 kB limit and the kernel's buffers.
    const EVENTS = 300;
    for (let n = 0; n < EVENTS; n += 1)
      await server.app.jobs.signals.publish({ type: 'job_progress', jobId, results: [[1, 200]] });
    // The reading client has them all, so every one was offered to the stalled one too.
    await eventually(() => reader.events.length >= EVENTS, 60_000, 'the events');
    expect(reader.events.every((event: JobEvent) => event.results?.length === 200)).toBe(true);

    await cut;
    expect(await closed).toEqual({
      code: 1008,
      reason: 'Too much unread data; reconnect to continue',
    });
    expect(stalled.events.length).toBeLessThan(EVENTS);
    // The server let go of it, and of what it held for it; the reader is still served.
    await eventually(() => openSockets() === openBefore - 1, 10_000, 'the cut socket to go');
    reader.close();
  });
});
