import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.js';
import { signedInUser } from './support/job-helpers.js';
import { lastResetToken } from './support/mail-links.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

/**
 * Keys are scoped: chosen at creation (every scope by default), a key never manages keys or the
 * account (before, a key made keys and deleted its account), and a password reset revokes the
 * owner's keys, saying so.
 */
describe.each(backends)('API key scopes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function keyFor(token: string, scopes?: string[]) {
    const res = await server.call('POST', '/api/keys', {
      token,
      body: { name: 'script', ...(scopes ? { scopes } : {}) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.secret as string;
  }

  it('never lets a key manage keys or the account, whatever its scopes', async () => {
    const user = await signedInUser(server);
    const key = await keyFor(user.token);
    for (const [method, path, body] of [
      ['GET', '/api/keys', undefined],
      ['POST', '/api/keys', { name: 'another' }],
      ['DELETE', '/api/account', undefined],
      ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'yyyyyyyy' }],
      ['GET', '/api/account/export', undefined],
    ] as const) {
      const res = await server.call(method, path, { token: key, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toMatch(/cannot manage keys or the account/);
    }
    // The account is still there, and its owner still manages it.
    expect((await server.call('GET', '/api/keys', { token: user.token })).status).toBe(200);
    // Who the key belongs to may be read (the MCP set-up asks).
    expect((await server.call('GET', '/api/auth/profile', { token: key })).status).toBe(200);
  });

  it('does what its scopes allow and names the scope it lacks', async () => {
    const user = await signedInUser(server);
    const reader = await keyFor(user.token, ['jobs:read']);
    expect((await server.call('GET', '/api/jobs', { token: reader })).status).toBe(200);
    const write = await server.call('POST', '/api/jobs', {
      token: reader,
      body: { url: 'https://example.com/', instruction: 'titles' },
    });
    expect(write.status).toBe(403);
    expect(write.body.error).toMatch(/lacks the jobs:write scope \(it has jobs:read\)/);
    const data = await server.call('POST', '/api/data-agent/ask', {
      token: reader,
      body: { question: 'how many?' },
    });
    expect(data.status).toBe(403);
    const bad = await server.call('POST', '/api/keys', {
      token: user.token,
      body: { name: 'x', scopes: ['account'] },
    });
    expect(bad.status).toBe(400);
  });

  it('revokes every key when the password is reset, and says so', async () => {
    const email = uniqueEmail('reset-keys');
    await server.call('POST', '/api/auth/register', { body: { email, password: 'secret12' } });
    const login = await server.call('POST', '/api/auth/login', {
      body: { email, password: 'secret12' },
    });
    const token = (login.body.session as { access_token: string }).access_token;
    const [one, two] = [await keyFor(token), await keyFor(token)];
    expect((await server.call('GET', '/api/jobs', { token: one })).status).toBe(200);
    await server.call('POST', '/api/auth/reset-password', { body: { email } });
    const confirmed = await server.call('POST', '/api/auth/reset-password/confirm', {
      body: { token: await lastResetToken(server, email), password: 'new-secret12' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toMatch(/Your 2 API keys were revoked with it/);
    for (const key of [one, two])
      expect((await server.call('GET', '/api/jobs', { token: key })).status).toBe(401);
  });
});
