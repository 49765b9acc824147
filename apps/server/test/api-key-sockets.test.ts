import type { ChatServerMessage, JobEvent } from '@gleaner/shared';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import {
  JOB_ENV,
  createJobAs,
  eventually,
  signedInUser,
  startJobAs,
} from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** A socket as a program opens it: the key in the Authorization header, or as `?token=`. */
async function open(
  server: TestServer,
  path: '/ws' | '/ws/jobs',
  auth: { header: string } | { query: string },
) {
  const query = 'query' in auth ? `?token=${encodeURIComponent(auth.query)}` : '';
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}${query}`, {
    headers: 'header' in auth ? { authorization: auth.header } : {},
  });
  const messages: unknown[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code: number, reason: Buffer) =>
      resolve({ code, reason: reason.toString() }),
    ),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, messages, closed };
}

describe.each(backends)('API keys on the WebSockets on %s', (kind) => {
  let server: TestServer;
  let site: ShopSite;
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startTestServer(kind, { env: JOB_ENV }),
      startShopSite({ pages: 1, perPage: 2 }),
    ]);
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  const makeKey = async (token: string, name: string) => {
    const made = await server.call('POST', '/api/keys', { token, body: { name } });
    expect(made.status).toBe(201);
    return made.body as { secret: string; key: { id: string } };
  };

  it("a key's socket hears its owner's job events and chats as its owner", async () => {
    const [owner, other] = [await signedInUser(server), await signedInUser(server)];
    const { secret } = await makeKey(owner.token, 'sockets');
    const byHeader = await open(server, '/ws/jobs', { header: `Bearer ${secret}` });
    const byQuery = await open(server, '/ws/jobs', { query: secret });
    try {
      const mine = await createJobAs(
        server,
        { token: secret },
        {
          url: `${site.url}/list/1`,
          plan: shopPlan,
        },
      );
      await startJobAs(server, { token: secret }, mine);
      const theirs = await createJobAs(
        server,
        { token: other.token },
        { url: `${site.url}/list/1` },
      );
      for (const watcher of [byHeader, byQuery]) {
        const events = () => watcher.messages as JobEvent[];
        await eventually(
          () => events().some((e) => e.type === 'job_completed' && e.job.jobId === mine),
          30_000,
          'job_completed on the key’s socket',
        );
        expect(events().some((e) => e.job.jobId === theirs)).toBe(false);
      }
      // A job made with the owner's sign-in reaches the key's socket too: the key is the person.
      const signedIn = await createJobAs(
        server,
        { token: owner.token },
        { url: `${site.url}/list/1` },
      );
      await eventually(
        () => (byHeader.messages as JobEvent[]).some((e) => e.job.jobId === signedIn),
        10_000,
        'the sign-in’s job on the key’s socket',
      );
    } finally {
      byHeader.socket.close();
      byQuery.socket.close();
    }

    const chat = await open(server, '/ws', { header: `Bearer ${secret}` });
    try {
      chat.socket.send(
        JSON.stringify({ type: 'chat', message: 'hello from a key', user_id: 'anonymous' }),
      );
      await eventually(
        () => (chat.messages as ChatServerMessage[]).find((m) => m.type === 'response'),
        20_000,
        'the chat reply',
      );
      const listed = await eventually(
        async () => {
          const reply = await server.call('GET', '/api/conversations', { token: owner.token });
          const rows = (reply.body as { conversations: { user_message: string }[] }).conversations;
          return rows.some((row) => row.user_message === 'hello from a key') ? rows : undefined;
        },
        10_000,
        'the conversation in the owner’s list',
      );
      expect(listed.length).toBeGreaterThan(0);
    } finally {
      chat.socket.close();
    }
  }, 60_000);

  it('a socket whose client hangs up while its sign-in is checked costs that socket, never the server', async () => {
    // The address is the connection's own (no proxy trusted), which Node forgets at hang-up.
    const base = server.url.replace('http', 'ws');
    const person = await signedInUser(server);
    const paths = [
      `/ws/jobs?token=${person.token}`,
      `/ws?user_id=${person.userId}&token=${person.token}`,
    ];
    const { hostname, port } = new URL(server.url);
    /** Sends the opening handshake and hangs up, as a tab closed mid-connect does. */
    const hangUp = (path: string, afterMs: number) =>
      new Promise<void>((resolve) => {
        const raw = connect(Number(port), hostname, () => {
          raw.write(
            `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
              'Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
              `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`,
            () => setTimeout(() => raw.destroy(), afterMs),
          );
        });
        raw.once('close', () => resolve());
        raw.once('error', () => resolve());
      });
    // At once, and at every millisecond up to 20: some hang-ups land while the token is checked.
    for (let afterMs = 0; afterMs < 20; afterMs += 1)
      await Promise.all(paths.map((path) => hangUp(path, afterMs)));
    // Every admission has had its turn; the server still answers and still admits the person.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await server.call('GET', '/api/health')).status).toBe(200);
    const again = new WebSocket(`${base}${paths[0]}`);
    await new Promise((resolve, reject) => {
      again.once('open', resolve);
      again.once('error', reject);
    });
    again.close();
  });

  it('a revoked key closes its open sockets at once and cannot connect again', async () => {
    const owner = await signedInUser(server);
    const { secret, key } = await makeKey(owner.token, 'to revoke');
    const jobs = await open(server, '/ws/jobs', { header: `Bearer ${secret}` });
    const chat = await open(server, '/ws', { header: `Bearer ${secret}` });
    // Both sockets are accepted before the revocation: a job event arrives on the jobs socket.
    const before = await createJobAs(server, { token: owner.token }, { url: `${site.url}/list/1` });
    await eventually(
      () => (jobs.messages as JobEvent[]).some((e) => e.job.jobId === before),
      10_000,
      'an event before revoking',
    );

    const started = Date.now();
    const revoked = await server.call('DELETE', `/api/keys/${key.id}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect(await jobs.closed).toEqual({ code: 4401, reason: 'This API key has been revoked' });
    expect(await chat.closed).toEqual({ code: 4401, reason: 'This API key has been revoked' });
    expect(Date.now() - started).toBeLessThan(1000);

    const again = await open(server, '/ws/jobs', { header: `Bearer ${secret}` });
    expect((await again.closed).code).toBe(4401);
    expect(again.messages).toEqual([
      { type: 'error', message: 'This API key is not valid or has been revoked' },
    ]);
    const againChat = await open(server, '/ws', { query: secret });
    expect((await againChat.closed).code).toBe(4401);
    expect(againChat.messages).toEqual([
      { type: 'error', message: 'Invalid or expired token; sign in again' },
    ]);
    // Nor does a header that is not Bearer pass for anyone.
    const basic = await open(server, '/ws/jobs', { header: 'Basic dXNlcjpwYXNz' });
    expect((await basic.closed).code).toBe(4401);
  }, 30_000);

  it('a key revoked through another API process closes its sockets within the check window', async () => {
    const owner = await signedInUser(server);
    const { secret, key } = await makeKey(owner.token, 'revoked elsewhere');
    const jobs = await open(server, '/ws/jobs', { header: `Bearer ${secret}` });
    const before = await createJobAs(server, { token: secret }, { url: `${site.url}/list/1` });
    await eventually(
      () => (jobs.messages as JobEvent[]).some((e) => e.job.jobId === before),
      10_000,
      'an event before revoking',
    );
    // What DELETE /api/keys/:id served by another process leaves in the shared database.
    await server.database.query('delete from api_keys where id = $1', [key.id]);
    const started = Date.now();
    expect(await jobs.closed).toEqual({ code: 4401, reason: 'This API key has been revoked' });
    expect(Date.now() - started).toBeLessThan(7000);
  }, 30_000);
});
