import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChatRequestSchema } from '@gleaner/shared';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { shopPlan } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import {
  BROWSER_COUNT,
  fuzzRequests,
  namesRemoteSite,
  PLAN_FIELDS,
  reachesOutside,
  ROUTES,
  servedRoutes,
  type Caller,
  type FuzzRequestDrawn,
} from './support/fuzz-requests.js';
import { hostileText, schemaArbitrary, validText } from './support/schema-arbitrary.js';
import { seedItemsJob, seedRecordsJob } from './support/seed-results.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

/** Each backend's share of the suite's time; the run stops there, however many requests it made. */
const TIME_LIMIT_MS = 18_000;
const JWT_SECRET = 'fuzz-secret-fuzz-secret-fuzz-secret-0123456789';
const PASSWORD = 'fuzz-password';
const BROWSERS = Array.from({ length: BROWSER_COUNT }, (_, i) => `fuzz-browser-${i}-aaaaaaaaaaaa`);

/** A local port nothing listens on: every page the server is sent to fetch fails at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 9;
}

describe.each(backends)('every route on %s, fuzzed from its schema', (kind) => {
  let server: TestServer;
  let userToken = '';
  // Sign-outs end the sign-in they are sent with: they get sign-ins of their own.
  const spareTokens: string[] = [];
  const userEmail = uniqueEmail('fuzz');
  let port = 9;
  const knownJobs: string[] = [];
  const statuses = new Map<string, number>();
  const failures: string[] = [];
  let requests = 0;

  let dist = '';

  beforeAll(async () => {
    port = await closedPort();
    // A built web app, as in production: paths outside the API reach its index.html (a checkout
    // whose app is not built yet answers them 503 on purpose, which is not what is fuzzed here).
    dist = await mkdtemp(join(tmpdir(), 'gleaner-fuzz-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Gleaner</title>');
    await writeFile(join(dist, 'assets', 'index-B7kq2ZxR.js'), 'console.log(1)');
    server = await startTestServer(kind, {
      env: {
        WEB_DIST: dist,
        JWT_SECRET,
        // Each request comes from an address of its own and the per-person limits are high: the
        // fuzz is about what the routes do with input, not how often they may be called.
        TRUST_PROXY: 'true',
        RATE_LIMIT_CHAT_MESSAGES: '100000',
        RATE_LIMIT_PREVIEWS: '100000',
        RATE_LIMIT_SCRAPES: '100000',
        RATE_LIMIT_JOBS: '100000',
        RATE_LIMIT_DOCUMENTS: '100000',
        MAX_RUNNING_JOBS: '100000',
        ALLOW_PRIVATE_HOSTS: 'false',
        // No browser: a render is refused at once instead of starting Chromium thousands of times.
        CHROMIUM_PATH: '/nonexistent/chromium',
        SCRAPE_RESPECT_ROBOTS: 'false',
      },
    });
    const email = userEmail;
    await server.call('POST', '/api/auth/register', { body: { email, password: PASSWORD } });
    const login = await server.call('POST', '/api/auth/login', {
      body: { email, password: PASSWORD },
    });
    userToken = (login.body.session as { access_token: string }).access_token;
    for (let i = 0; i < 3; i += 1) {
      const spare = await server.call('POST', '/api/auth/login', {
        body: { email, password: PASSWORD },
      });
      spareTokens.push((spare.body.session as { access_token: string }).access_token);
    }
    const userId = (login.body.user as { id: string }).id;
    knownJobs.push(await seedRecordsJob(server.database, { userId }, 30));
    knownJobs.push(
      (
        await seedItemsJob(server.database, { userId }, [
          {
            type: 'text',
            content: '=1+1',
            selector: 'h1',
            confidence: 0.9,
            timestamp: '2026-01-01T00:00:00.000Z',
          },
          {
            type: 'table',
            content: { headers: ['a'], rows: 1, columns: 1, data: [['-1']] },
            selector: 'table',
            confidence: 0.5,
            timestamp: '2026-01-01T00:00:00.000Z',
          },
        ])
      ).jobId,
    );
    for (const [index] of BROWSERS.entries()) {
      const created = await server.call('POST', '/api/jobs', {
        headers: { 'x-gleaner-anonymous-id': BROWSERS[index] ?? '' },
        body: { url: `http://127.0.0.1:${port}/`, plan: { recordSpec: shopPlan.recordSpec } },
      });
      knownJobs.push((created.body.job as { id: string }).id);
    }
  });

  afterAll(async () => {
    const counts = [...statuses.entries()].sort().map(([status, n]) => `${status}: ${n}`);
    console.log(`fuzz on ${kind}: ${requests} requests (${counts.join(', ')})`);
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves each of them', () => {
    const served = servedRoutes(server).filter((route) =>
      /^(GET|POST|PUT|DELETE|PATCH) \/(api|ws)\b/.test(route),
    );
    const fuzzed = ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(served.sort()).toEqual([...new Set(fuzzed)].sort());
  });

  async function authorization(who: Caller, route: string): Promise<Record<string, string>> {
    switch (who.kind) {
      case 'nobody':
        return {};
      case 'browser':
        return { 'x-gleaner-anonymous-id': BROWSERS[who.index] ?? '' };
      case 'user': {
        const signOut = route === 'POST /api/auth/logout';
        const token = signOut ? (spareTokens.pop() ?? 'signed-out') : userToken;
        return { authorization: `Bearer ${token}` };
      }
      case 'garbage':
        return {
          ...(who.authorization !== undefined ? { authorization: who.authorization } : {}),
          ...(who.anonymousId !== undefined ? { 'x-gleaner-anonymous-id': who.anonymousId } : {}),
        };
      case 'forged': {
        const now = Math.floor(Date.now() / 1000);
        let token = new SignJWT(who.claims)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuer('gleaner')
          .setIssuedAt(now);
        if (who.expires !== null) token = token.setExpirationTime(now + who.expires);
        return {
          authorization: `Bearer ${await token.sign(new TextEncoder().encode(JWT_SECRET))}`,
        };
      }
    }
  }

  async function send(request: FuzzRequestDrawn): Promise<void> {
    let path = request.path;
    const id = request.idPart;
    if (id) {
      const segment =
        'known' in id ? (knownJobs[id.known % Math.max(1, knownJobs.length)] ?? '') : id.text;
      path = path.replace(':id', segment);
    }
    const headers: Record<string, string> = {
      ...(await authorization(request.caller, request.route)),
      'x-forwarded-for': request.forwardedFor,
    };
    const init: RequestInit = {
      method: request.method,
      headers,
      signal: AbortSignal.timeout(20_000),
    };
    const body = 'body' in request ? request.body : undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body.json);
    } else if (body) {
      if (body.type) headers['content-type'] = body.type;
      init.body = body.raw;
    }
    const target = `${server.url}${path}${request.query ? `?${request.query}` : ''}`;
    let status: string;
    let text = '';
    try {
      const response = await fetch(target, init);
      text = await response.text();
      status = String(response.status);
      const created =
        /"id":"([0-9a-f-]{36})"/.exec(text)?.[1] ?? /"jobId":"([0-9a-f-]{36})"/.exec(text)?.[1];
      if (created && knownJobs.length < 100 && !knownJobs.includes(created))
        knownJobs.push(created);
    } catch (error) {
      status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unsent';
      if (status === 'unsent') return;
    }
    requests += 1;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status === 'timeout' || Number(status) >= 500) {
      const sentBody = typeof init.body === 'string' ? ` with ${init.body.slice(0, 2000)}` : '';
      const what = `${request.method} ${target.slice(server.url.length, 300)} as ${request.caller.kind}${sentBody} → ${status} ${text.slice(0, 200)}`;
      // Kept rather than thrown, so one run lists every kind of failure it met.
      failures.push(what);
    }
  }

  it(
    'never answers 500 or above',
    async () => {
      const fields = {
        url: fc.constantFrom(
          `http://127.0.0.1:${port}/`,
          `http://localhost:${port}/list?page=2`,
          `https://127.0.0.1:${port}/a/b.html`,
          `http://[::1]:${port}/`,
        ),
        value: fc.constantFrom(`http://127.0.0.1:${port}/next`, '3', ''),
        email: fc.oneof(fc.emailAddress(), fc.constant(userEmail)),
        password: fc.oneof(fc.constant(PASSWORD), validText(6, 40)),
        ...PLAN_FIELDS,
      };
      const batch = fc.array(fuzzRequests(fields), { minLength: 1, maxLength: 6 });
      const deadline = Date.now() + TIME_LIMIT_MS;
      // fast-check stops waiting at its time limit; the batch then in flight is awaited here,
      // so the server is not closed under it.
      const inFlight = new Set<Promise<unknown>>();
      await fc.assert(
        fc.asyncProperty(batch, async (drawn) => {
          if (Date.now() > deadline) return;
          const sent = Promise.all(drawn.filter((request) => !reachesOutside(request)).map(send));
          inFlight.add(sent);
          await sent.finally(() => inFlight.delete(sent));
        }),
        { numRuns: 1_000, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
      );
      await Promise.all(inFlight);
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThan(200);
    },
    TIME_LIMIT_MS + 30_000,
  );

  /** The chat's replies on one socket, in order; `next` waits for the one after those read. */
  async function openChat(query: string) {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws?${query}`);
    const replies: string[] = [];
    let wake = () => {};
    socket.on('message', (data: Buffer) => {
      const reply = JSON.parse(data.toString()) as { type: string };
      if (reply.type === 'training_steps') return;
      replies.push(reply.type);
      wake();
    });
    socket.on('close', () => wake());
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    let read = 0;
    const next = async (): Promise<string> => {
      const until = Date.now() + 10_000;
      while (replies.length <= read && socket.readyState === WebSocket.OPEN && Date.now() < until)
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 200);
        });
      if (replies.length > read) return replies[read++] ?? 'none';
      return socket.readyState === WebSocket.OPEN ? 'timeout' : 'closed';
    };
    return { socket, next };
  }

  it('answers every chat message, whatever it holds', async () => {
    const fields = {
      url: fc.constantFrom(`http://127.0.0.1:${port}/`, `http://localhost:${port}/list`),
      message: fc.oneof(
        validText(1, 200),
        hostileText(200),
        fc.constantFrom(
          `products with name and price on http://127.0.0.1:${port}/`,
          'yes',
          'cancel',
          'name, price and rating',
        ),
      ),
    };
    const message = fc.oneof(
      schemaArbitrary(ChatRequestSchema, { fields }).map((json) => JSON.stringify(json)),
      schemaArbitrary(ChatRequestSchema, { fields, hostility: 2 }).map((json) =>
        JSON.stringify(json),
      ),
      fc.constantFrom('{', 'null', '[]', '"chat"', '{"type":"chat"}', `${'['.repeat(10_000)}`),
    );
    const chats = [
      await openChat(`user_id=fuzz-chat&anonymous_id=${BROWSERS[0] ?? ''}`),
      await openChat(`token=${userToken}`),
    ];
    const sent = fc.sample(message, { numRuns: 60 }).filter((text) => !namesRemoteSite(text));
    const answers = new Map<string, number>();
    const unanswered: string[] = [];
    for (const [index, text] of sent.entries()) {
      const chat = chats[index % chats.length];
      if (!chat) continue;
      chat.socket.send(text);
      const answer = await chat.next();
      answers.set(answer, (answers.get(answer) ?? 0) + 1);
      if (answer !== 'response' && answer !== 'error')
        unanswered.push(`${text.slice(0, 300)} → ${answer}`);
    }
    for (const chat of chats) chat.socket.close();
    console.log(
      `chat on ${kind}: ${sent.length} messages (${[...answers].map(([a, n]) => `${a}: ${n}`).join(', ')})`,
    );
    expect(unanswered).toEqual([]);
  }, 90_000);
});
