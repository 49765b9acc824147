import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadJwtSecret } from '../src/services/access-tokens.js';
import { backends } from './support/backends.js';
import { eventually, watchJobs } from './support/job-helpers.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

interface SignIn {
  userId: string;
  access: string;
  refresh: string;
}

/** Resolves with the close code once the server closes the socket. */
function closed(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code: number) => resolve(code)));
}

/** An open socket of each kind the app has, under one access token. */
async function openSockets(server: TestServer, access: string) {
  const jobs = await watchJobs(server, `token=${access}`);
  const chat = new WebSocket(`${server.url.replace('http', 'ws')}/ws?token=${access}`);
  await new Promise((resolve, reject) => {
    chat.once('open', resolve);
    chat.once('error', reject);
  });
  return {
    jobs: closed(jobs.socket),
    chat: closed(chat),
    close: () => {
      jobs.close();
      chat.close();
    },
  };
}

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} not within ${ms} ms`)), ms),
    ),
  ]);

function helpers(server: () => TestServer) {
  const account = async () => {
    const email = uniqueEmail('session-end');
    const res = await server().call('POST', '/api/auth/register', {
      body: { email, password: 'secret1' },
    });
    expect(res.status).toBe(201);
    return email;
  };
  const signIn = async (email: string, password = 'secret1'): Promise<SignIn> => {
    const res = await server().call('POST', '/api/auth/login', { body: { email, password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as {
      user: { id: string };
      session: { access_token: string; refresh_token: string };
    };
    return {
      userId: body.user.id,
      access: body.session.access_token,
      refresh: body.session.refresh_token,
    };
  };
  /** What a person (or whoever holds the token) gets from two authenticated routes. */
  const statuses = async (access: string) => [
    (await server().call('GET', '/api/auth/profile', { token: access })).status,
    (await server().call('GET', '/api/jobs', { token: access })).status,
  ];
  return { account, signIn, statuses };
}

describe.each(backends)('a sign-in that ends stops its tokens and sockets on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SESSION_CHECK_MS: '0' } });
  });
  afterAll(() => server.close());
  const { account, signIn, statuses } = helpers(() => server);

  it("sign-out: that sign-in's access token is refused and its sockets close; another sign-in carries on", async () => {
    const email = await account();
    const [ending, other] = [await signIn(email), await signIn(email)];
    const endingSockets = await openSockets(server, ending.access);
    const otherSockets = await openSockets(server, other.access);
    try {
      expect(await statuses(ending.access)).toEqual([200, 200]);
      const out = await server.call('POST', '/api/auth/logout', { token: ending.access });
      expect(out.status).toBe(200);

      expect(await statuses(ending.access)).toEqual([401, 401]);
      const refused = await server.call('GET', '/api/auth/profile', { token: ending.access });
      expect(refused.body).toEqual({
        success: false,
        error: 'This sign-in has ended; sign in again',
      });
      expect(await within(endingSockets.jobs, 2000, 'job socket close')).toBe(4401);
      expect(await within(endingSockets.chat, 2000, 'chat socket close')).toBe(4401);
      // A new socket with the old token is refused too.
      const again = await watchJobs(server, `token=${ending.access}`);
      expect(await within(closed(again.socket), 2000, 'refusal')).toBe(4401);

      expect(await statuses(other.access)).toEqual([200, 200]);
      const race = await Promise.race([
        otherSockets.jobs,
        new Promise((resolve) => setTimeout(() => resolve('open'), 1500)),
      ]);
      expect(race).toBe('open');
    } finally {
      endingSockets.close();
      otherSockets.close();
    }
  });

  it('reuse of a rotated refresh token: access tokens from before and after the rotation are refused, sockets close', async () => {
    const email = await account();
    const first = await signIn(email);
    const rotated = await server.call('POST', '/api/auth/refresh', {
      body: { refresh_token: first.refresh },
    });
    expect(rotated.status).toBe(200);
    const next = (rotated.body as { session: { access_token: string } }).session.access_token;
    // Rotation keeps the sign-in: both access tokens still work.
    expect(await statuses(first.access)).toEqual([200, 200]);
    expect(await statuses(next)).toEqual([200, 200]);
    const sockets = await openSockets(server, next);
    try {
      const replay = await server.call('POST', '/api/auth/refresh', {
        body: { refresh_token: first.refresh },
      });
      expect(replay.status).toBe(401);
      expect(await statuses(first.access)).toEqual([401, 401]);
      expect(await statuses(next)).toEqual([401, 401]);
      expect(await within(sockets.jobs, 2000, 'job socket close')).toBe(4401);
      expect(await within(sockets.chat, 2000, 'chat socket close')).toBe(4401);
    } finally {
      sockets.close();
    }
  });

  it('password reset: every sign-in of the account is refused and its sockets close; other accounts carry on', async () => {
    const email = await account();
    const [one, two] = [await signIn(email), await signIn(email)];
    const bystander = await signIn(await account());
    const socketsOne = await openSockets(server, one.access);
    const socketsTwo = await openSockets(server, two.access);
    try {
      await server.call('POST', '/api/auth/reset-password', { body: { email } });
      const rows = await server.database.query<{ text_body: string }>(
        'select text_body from email_outbox where to_address = $1 order by created_at desc limit 1',
        [email],
      );
      const token = /reset-password\?token=([\w-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
      const confirm = await server.call('POST', '/api/auth/reset-password/confirm', {
        body: { token, password: 'brand-new-1' },
      });
      expect(confirm.status).toBe(200);

      expect(await statuses(one.access)).toEqual([401, 401]);
      expect(await statuses(two.access)).toEqual([401, 401]);
      for (const closing of [socketsOne.jobs, socketsOne.chat, socketsTwo.jobs, socketsTwo.chat])
        expect(await within(closing, 2000, 'socket close')).toBe(4401);
      expect(await statuses(bystander.access)).toEqual([200, 200]);
      // The new password signs in afresh.
      expect(await statuses((await signIn(email, 'brand-new-1')).access)).toEqual([200, 200]);
    } finally {
      socketsOne.close();
      socketsTwo.close();
    }
  });

  it('refuses, with 401 and never 500, a correctly signed token without expiry or with ids that are not ids', async () => {
    const me = await signIn(await account());
    const sid = (
      JSON.parse(Buffer.from(me.access.split('.')[1] ?? '', 'base64url').toString()) as {
        sid: string;
      }
    ).sid;
    const secret = await loadJwtSecret(undefined, server.dataDir);
    const sign = (claims: Record<string, unknown>, expires = true) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('gleaner');
      return (expires ? jwt.setExpirationTime('1h') : jwt).sign(secret);
    };
    const tokens = {
      noExpiry: await sign({ sub: me.userId, sid }, false),
      subNotAnId: await sign({ sub: 'not-a-user-id', sid }),
      sidNotAnId: await sign({ sub: me.userId, sid: 'not-a-session' }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      expect(await statuses(token), name).toEqual([401, 401]);
    }
    // The same claims with an expiry are accepted: it is the missing `exp` that is refused.
    expect(await statuses(await sign({ sub: me.userId, sid }))).toEqual([200, 200]);
  });
});

describe.each(backends)('sign-in checks with a cache window on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SESSION_CHECK_MS: '1000' } });
  });
  afterAll(() => server.close());
  const { account, signIn, statuses } = helpers(() => server);

  it('a sign-out in this process takes effect at once, cached verdict or not', async () => {
    const me = await signIn(await account());
    expect(await statuses(me.access)).toEqual([200, 200]);
    await server.call('POST', '/api/auth/logout', { token: me.access });
    expect(await statuses(me.access)).toEqual([401, 401]);
  });

  it('a sign-in ended by another process is refused within the window, and its sockets close', async () => {
    const me = await signIn(await account());
    const sockets = await openSockets(server, me.access);
    try {
      expect(await statuses(me.access)).toEqual([200, 200]);
      // What a sign-out served by another API process leaves in the shared database.
      await server.database.query(
        'update refresh_tokens set revoked_at = now() where user_id = $1',
        [me.userId],
      );
      const startedAt = Date.now();
      await eventually(
        async () => ((await statuses(me.access))[0] === 401 ? true : undefined),
        5000,
        'the token to be refused',
      );
      expect(Date.now() - startedAt).toBeLessThan(3000);
      expect(await within(sockets.jobs, 5000, 'job socket close')).toBe(4401);
      expect(await within(sockets.chat, 5000, 'chat socket close')).toBe(4401);
    } finally {
      sockets.close();
    }
  });
});
