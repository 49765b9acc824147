import { createHash } from 'node:crypto';
import type { ApiKey } from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.js';
import { eventually, signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const PLAN = {
  kind: 'records',
  recordSpec: { container: 'li', fields: [{ name: 'title', selector: 'a', kind: 'text' }] },
};

describe.each(backends)('API keys on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { ALLOW_PRIVATE_HOSTS: 'true', RATE_LIMIT_JOBS: '3', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => server.close());

  async function createKey(token: string, name = 'My script') {
    const res = await server.call('POST', '/api/keys', { token, body: { name } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { success: true; key: ApiKey; secret: string };
  }

  it('creates a key shown once, lists it without its secret, and stores only its hash', async () => {
    const user = await signedInUser(server);
    const created = await createKey(user.token, '  Claude Desktop  ');
    expect(created.success).toBe(true);
    expect(created.secret).toMatch(/^glnr_[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(created.key).sort()).toEqual([
      'createdAt',
      'id',
      'lastUsedAt',
      'name',
      'prefix',
      'scopes',
    ]);
    // Every scope by default; account management is none of them.
    expect(created.key.scopes).toEqual(['scrape', 'jobs:read', 'jobs:write', 'data']);
    expect(created.key.name).toBe('Claude Desktop');
    expect(created.key.prefix).toBe(created.secret.slice(0, 13));
    expect(Math.abs(Date.parse(created.key.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(created.key.lastUsedAt).toBeNull();

    const list = await server.call('GET', '/api/keys', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ success: true, keys: [created.key] });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);

    const rows = await server.database.query<Record<string, unknown>>(
      'select * from api_keys where id = $1',
      [created.key.id],
    );
    expect(JSON.stringify(rows)).not.toContain(created.secret);
    expect(rows[0]?.secret_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
  });

  it('acts as its owner: profile, jobs owned by the person, other people see none of them', async () => {
    const user = await signedInUser(server);
    const other = await signedInUser(server);
    const { secret } = await createKey(user.token);

    const profile = await server.call('GET', '/api/auth/profile', { token: secret });
    expect(profile.status).toBe(200);
    expect((profile.body as { user: { id: string } }).user.id).toBe(user.userId);

    const job = await server.call('POST', '/api/jobs', {
      token: secret,
      body: { url: 'http://127.0.0.1:9/list', instruction: 'titles', plan: PLAN },
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const jobId = (job.body as { job: { id: string } }).job.id;

    const mine = await server.call('GET', '/api/jobs', { token: user.token });
    expect((mine.body as { jobs: { id: string }[] }).jobs.map((j) => j.id)).toContain(jobId);
    expect((await server.call('GET', `/api/job-status/${jobId}`, { token: secret })).status).toBe(
      200,
    );
    expect(
      (await server.call('GET', `/api/job-status/${jobId}`, { token: other.token })).status,
    ).toBe(404);
    // Another person cannot see or revoke the key.
    const theirs = await server.call('GET', '/api/keys', { token: other.token });
    expect(theirs.body).toEqual({ success: true, keys: [] });
  });

  it('records when a key was last used', async () => {
    const user = await signedInUser(server);
    const { secret, key } = await createKey(user.token);
    await server.call('GET', '/api/jobs', { token: secret });
    const used = await eventually(
      async () => {
        const list = await server.call('GET', '/api/keys', { token: user.token });
        const found = (list.body as { keys: ApiKey[] }).keys.find((k) => k.id === key.id);
        return found?.lastUsedAt ?? undefined;
      },
      5000,
      'lastUsedAt',
    );
    expect(Date.parse(used)).toBeGreaterThanOrEqual(Date.parse(key.createdAt));
  });

  it('refuses a revoked key at once, and only its owner may revoke it', async () => {
    const user = await signedInUser(server);
    const other = await signedInUser(server);
    const { secret, key } = await createKey(user.token);
    expect((await server.call('GET', '/api/jobs', { token: secret })).status).toBe(200);

    const notTheirs = await server.call('DELETE', `/api/keys/${key.id}`, { token: other.token });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body).toEqual({ success: false, error: 'API key not found' });
    expect((await server.call('GET', '/api/jobs', { token: secret })).status).toBe(200);

    const revoked = await server.call('DELETE', `/api/keys/${key.id}`, { token: user.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true });
    const refused = await server.call('GET', '/api/jobs', { token: secret });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      success: false,
      error: 'This API key is not valid or has been revoked',
    });
    expect((await server.call('GET', '/api/keys', { token: user.token })).body).toEqual({
      success: true,
      keys: [],
    });
    expect((await server.call('DELETE', `/api/keys/${key.id}`, { token: user.token })).status).toBe(
      404,
    );
    expect((await server.call('DELETE', '/api/keys/not-a-key', { token: user.token })).status).toBe(
      404,
    );
  });

  it('needs a sign-in and a name, and refuses made-up keys', async () => {
    expect((await server.call('GET', '/api/keys')).status).toBe(401);
    expect((await server.call('POST', '/api/keys', { body: { name: 'x' } })).status).toBe(401);
    const user = await signedInUser(server);
    const blank = await server.call('POST', '/api/keys', {
      token: user.token,
      body: { name: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatch(/Give the key a name/);
    const made = await server.call('GET', '/api/jobs', { token: `glnr_${'a'.repeat(43)}` });
    expect(made.status).toBe(401);
  });

  it('counts a key against its owner’s limits, with their sign-ins', async () => {
    const user = await signedInUser(server);
    const { secret } = await createKey(user.token);
    const from = { 'x-forwarded-for': '198.51.100.7' };
    // Refused bodies count too (the limit runs before validation), so no job need be made.
    expect((await server.call('POST', '/api/jobs', { token: user.token, body: {} })).status).toBe(
      400,
    );
    expect(
      (await server.call('POST', '/api/jobs', { token: secret, body: {}, headers: from })).status,
    ).toBe(400);
    expect((await server.call('POST', '/api/jobs', { token: secret, body: {} })).status).toBe(400);
    const limited = await server.call('POST', '/api/jobs', { token: user.token, body: {} });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many new jobs: at most 3 per a minute/);
  });
});
