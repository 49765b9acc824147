import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/services/access-tokens.js';
import { backends } from './support/backends.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

interface LoginBody {
  success: boolean;
  user: { id: string; email: string; fullName: string; createdAt: string };
  session: { access_token: string; refresh_token: string; expires_at: number };
}

describe.each(backends)('auth API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function register(email = uniqueEmail(), password = 'secret1', fullName?: string) {
    const res = await server.call('POST', '/api/auth/register', {
      body: { email, password, fullName },
    });
    return { res, email, password };
  }
  async function login(email: string, password: string) {
    const res = await server.call('POST', '/api/auth/login', { body: { email, password } });
    return { res, body: res.body as unknown as LoginBody };
  }

  describe('register', () => {
    it('creates an account, naming it after the e-mail when no name is given', async () => {
      const { res, email } = await register(uniqueEmail('Mixed.Case'));
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      const user = res.body.user as LoginBody['user'];
      expect(user.email).toBe(email.toLowerCase());
      expect(user.fullName).toBe(email.split('@')[0]?.toLowerCase());
      expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    });

    it('keeps a given full name', async () => {
      const { res } = await register(uniqueEmail(), 'secret1', 'Ada Lovelace');
      expect((res.body.user as LoginBody['user']).fullName).toBe('Ada Lovelace');
    });

    it('refuses a duplicate e-mail with 409, whatever its case', async () => {
      const { email } = await register();
      const again = await server.call('POST', '/api/auth/register', {
        body: { email: email.toUpperCase(), password: 'secret1' },
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        success: false,
        error: 'An account with this email already exists',
      });
    });

    it.each([
      [{ email: 'not-an-email', password: 'secret1' }, 'Enter a valid email address'],
      [{ email: uniqueEmail(), password: '12345' }, 'Password must be at least 6 characters'],
      [{ password: 'secret1' }, 'Email is required'],
      [{ email: uniqueEmail() }, 'Password is required'],
      [{ email: 42, password: 'secret1' }, 'Email is required'],
    ])('refuses %j with 400 and the reason', async (body, reason) => {
      const res = await server.call('POST', '/api/auth/register', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: reason });
    });

    it.each(['', 'null', '[]', '"text"', '{"email":', '{{{', '12'])(
      'answers the garbage body %j with 400, never 500',
      async (raw) => {
        const res = await server.call('POST', '/api/auth/register', { raw });
        expect(res.status).toBe(400);
        expect(res.body.success).toBe(false);
        expect(typeof res.body.error).toBe('string');
      },
    );
  });

  describe('login and profile', () => {
    it('signs in and returns the user and a session of JWT access token, refresh token and expiry', async () => {
      const { email, password } = await register();
      const before = Math.floor(Date.now() / 1000);
      const { res, body } = await login(email, password);
      expect(res.status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.user.email).toBe(email);
      expect(body.session.access_token.split('.')).toHaveLength(3);
      expect(body.session.refresh_token.length).toBeGreaterThan(20);
      expect(body.session.expires_at).toBeGreaterThanOrEqual(before + 3600);
      expect(body.session.expires_at).toBeLessThanOrEqual(before + 3602);

      const profile = await server.call('GET', '/api/auth/profile', {
        token: body.session.access_token,
      });
      expect(profile.status).toBe(200);
      expect(profile.body).toEqual({ success: true, user: body.user });
    });

    it('accepts the e-mail in any case', async () => {
      const { email, password } = await register();
      const { res } = await login(email.toUpperCase(), password);
      expect(res.status).toBe(200);
    });

    it('says "Invalid email or password" for a wrong password and for an unknown e-mail alike', async () => {
      const { email } = await register();
      const wrong = await login(email, 'not-the-password');
      const unknown = await login(uniqueEmail('nobody'), 'secret1');
      for (const { res } of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, error: 'Invalid email or password' });
      }
    });

    it('refuses the profile without a token, with garbage, a forged, an expired or an unsigned token', async () => {
      const { email, password } = await register();
      const { body } = await login(email, password);
      const userId = body.user.id;
      const forged = await createAccessTokens(new TextEncoder().encode('x'.repeat(48))).sign({
        userId,
        sessionId: userId,
      });
      const expired = await createAccessTokens(new TextEncoder().encode('y'.repeat(48)), -10).sign({
        userId,
        sessionId: userId,
      });
      const [header, payload] = body.session.access_token.split('.');
      const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
        'base64url',
      );
      const unsigned = `${noneHeader}.${payload}.`;
      const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: 'someone-else', sid: 'x', iss: 'gleaner', exp: 9999999999 })).toString('base64url')}.${body.session.access_token.split('.')[2]}`;
      const otherIssuer = await new SignJWT({ sid: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('z'.repeat(48)));

      const missing = await server.call('GET', '/api/auth/profile');
      expect(missing.status).toBe(401);
      expect(missing.body.success).toBe(false);
      for (const token of [
        'garbage',
        forged.token,
        expired.token,
        unsigned,
        tampered,
        otherIssuer,
      ]) {
        const res = await server.call('GET', '/api/auth/profile', { token });
        expect(res.status, token).toBe(401);
        expect(res.body.success).toBe(false);
      }
      const wrongScheme = await server.call('GET', '/api/auth/profile', {
        headers: { authorization: `Basic ${body.session.access_token}` },
      });
      expect(wrongScheme.status).toBe(401);
    });
  });

  describe('refresh and logout', () => {
    it('rotates the refresh token: the new pair works, the old token does not', async () => {
      const { email, password } = await register();
      const { body } = await login(email, password);
      const rotated = await server.call('POST', '/api/auth/refresh', {
        body: { refresh_token: body.session.refresh_token },
      });
      expect(rotated.status).toBe(200);
      const next = rotated.body as unknown as LoginBody;
      expect(next.session.refresh_token).not.toBe(body.session.refresh_token);
      const profile = await server.call('GET', '/api/auth/profile', {
        token: next.session.access_token,
      });
      expect(profile.status).toBe(200);

      const replay = await server.call('POST', '/api/auth/refresh', {
        body: { refresh_token: body.session.refresh_token },
      });
      expect(replay.status).toBe(401);
      // A replayed token means it leaked: the whole sign-in ends, the newest token included.
      const afterReplay = await server.call('POST', '/api/auth/refresh', {
        body: { refresh_token: next.session.refresh_token },
      });
      expect(afterReplay.status).toBe(401);
    });

    it('refuses an unknown refresh token and a missing one', async () => {
      expect(
        (await server.call('POST', '/api/auth/refresh', { body: { refresh_token: 'nope' } }))
          .status,
      ).toBe(401);
      const missing = await server.call('POST', '/api/auth/refresh', { body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe('refresh_token is required');
    });

    it('logout revokes the refresh token of that sign-in only', async () => {
      const { email, password } = await register();
      const first = (await login(email, password)).body;
      const second = (await login(email, password)).body;
      const out = await server.call('POST', '/api/auth/logout', {
        token: first.session.access_token,
      });
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true });
      expect(
        (
          await server.call('POST', '/api/auth/refresh', {
            body: { refresh_token: first.session.refresh_token },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await server.call('POST', '/api/auth/refresh', {
            body: { refresh_token: second.session.refresh_token },
          })
        ).status,
      ).toBe(200);
    });

    it('accepts logout with an empty JSON body, and refuses it without a token', async () => {
      const { email, password } = await register();
      const { body } = await login(email, password);
      const out = await server.call('POST', '/api/auth/logout', {
        token: body.session.access_token,
        raw: '',
      });
      expect(out.status).toBe(200);
      expect((await server.call('POST', '/api/auth/logout')).status).toBe(401);
    });
  });

  describe('password reset', () => {
    async function lastResetToken(email: string): Promise<string> {
      const rows = await server.database.query<{ text_body: string }>(
        'select text_body from email_outbox where to_address = $1 order by created_at desc limit 1',
        [email],
      );
      const match = /reset-password\?token=([\w-]+)/.exec(rows[0]?.text_body ?? '');
      if (!match?.[1]) throw new Error(`no reset link sent to ${email}`);
      return match[1];
    }

    it('answers the same for an unknown e-mail and sends nothing', async () => {
      const email = uniqueEmail('ghost');
      const res = await server.call('POST', '/api/auth/reset-password', { body: { email } });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const rows = await server.database.query('select 1 from email_outbox where to_address = $1', [
        email,
      ]);
      expect(rows).toHaveLength(0);
    });

    it('sends a link to the public URL that sets a new password once; sign-ins end', async () => {
      const { email, password } = await register();
      const { body: session } = await login(email, password);
      const res = await server.call('POST', '/api/auth/reset-password', { body: { email } });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const rows = await server.database.query<{ text_body: string; status: string }>(
        'select text_body, status from email_outbox where to_address = $1',
        [email],
      );
      expect(rows[0]?.status).toBe('logged');
      expect(rows[0]?.text_body).toContain('http://gleaner.test/reset-password?token=');
      const token = await lastResetToken(email);

      const short = await server.call('POST', '/api/auth/reset-password/confirm', {
        body: { token, password: '123' },
      });
      expect(short.status).toBe(400);
      expect(short.body.error).toBe('Password must be at least 6 characters');

      const confirm = await server.call('POST', '/api/auth/reset-password/confirm', {
        body: { token, password: 'brand-new-1' },
      });
      expect(confirm.status).toBe(200);
      expect(confirm.body.success).toBe(true);
      expect((await login(email, password)).res.status).toBe(401);
      expect((await login(email, 'brand-new-1')).res.status).toBe(200);
      expect(
        (
          await server.call('POST', '/api/auth/refresh', {
            body: { refresh_token: session.session.refresh_token },
          })
        ).status,
      ).toBe(401);

      const again = await server.call('POST', '/api/auth/reset-password/confirm', {
        body: { token, password: 'another-one-2' },
      });
      expect(again.status).toBe(400);
      expect(again.body.error).toMatch(/invalid or has expired/);
    });

    it('refuses an expired link', async () => {
      const { email } = await register();
      await server.call('POST', '/api/auth/reset-password', { body: { email } });
      const token = await lastResetToken(email);
      await server.database.query(
        "update password_reset_tokens set expires_at = now() - interval '1 minute'",
      );
      const res = await server.call('POST', '/api/auth/reset-password/confirm', {
        body: { token, password: 'brand-new-1' },
      });
      expect(res.status).toBe(400);
    });

    it('refuses a made-up token', async () => {
      const res = await server.call('POST', '/api/auth/reset-password/confirm', {
        body: { token: 'made-up', password: 'brand-new-1' },
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    });
  });

  describe('rate limits', () => {
    it('stops password guessing on one account with 429 and a message', async () => {
      const { email } = await register();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await login(email, `guess-${i}`)).res.status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      const blocked = await login(email, 'secret1');
      expect(blocked.res.status).toBe(429);
      expect(blocked.res.body.success).toBe(false);
      expect(blocked.res.body.error).toMatch(/Too many attempts/);
      // Another account from the same address is not locked out by it.
      const other = await register();
      expect((await login(other.email, other.password)).res.status).toBe(200);
    });

    it('limits reset requests per e-mail', async () => {
      const email = uniqueEmail('reset-flood');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push(
          (await server.call('POST', '/api/auth/reset-password', { body: { email } })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});

describe.each(backends)('sign-in survives a restart on %s', (kind) => {
  it('keeps the generated JWT secret, so an access token stays valid', async () => {
    const first = await startTestServer(kind);
    const email = uniqueEmail();
    await first.call('POST', '/api/auth/register', { body: { email, password: 'secret1' } });
    const login = (
      await first.call('POST', '/api/auth/login', { body: { email, password: 'secret1' } })
    ).body as unknown as LoginBody;
    await first.close({ keepData: true });

    const second = await startTestServer(kind, { reuse: first.reuseInfo });
    try {
      const profile = await second.call('GET', '/api/auth/profile', {
        token: login.session.access_token,
      });
      expect(profile.status).toBe(200);
      expect((profile.body.user as LoginBody['user']).email).toBe(email);
    } finally {
      await second.close();
    }
  });
});

describe('registrations per address', () => {
  it('refuses the registration past RATE_LIMIT_REGISTRATIONS from one address, not from another', async () => {
    const server = await startTestServer('pglite', {
      env: { RATE_LIMIT_REGISTRATIONS: '2', TRUST_PROXY: 'true' },
    });
    try {
      const from = (address: string) => ({
        body: { email: uniqueEmail('flood'), password: 'secret1' },
        headers: { 'x-forwarded-for': address },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (await server.call('POST', '/api/auth/register', from('203.0.113.7'))).status,
        );
      expect(statuses).toEqual([201, 201, 429]);
      const other = await server.call('POST', '/api/auth/register', from('203.0.113.8'));
      expect(other.status).toBe(201);
    } finally {
      await server.close();
    }
  });
});
