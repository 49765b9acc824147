import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe.each(backends)('server basics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('reports health with the database kind, version and whether it sends e-mail', async () => {
    const res = await server.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, database: kind, version: '1.0.0', mail: 'none' });
  });

  it('sends security headers', async () => {
    const res = await server.call('GET', '/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await server.call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'No such endpoint: GET /api/no-such-thing' });
    const post = await server.call('POST', '/api/no-such-thing', { body: {} });
    expect(post.status).toBe(404);
    expect(post.body.success).toBe(false);
  });

  it('refuses bodies over the size limit with 413, not a crash', async () => {
    const res = await server.call('POST', '/api/auth/login', {
      raw: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: 'Request body is too large' });
  });

  it('refuses bodies that are not JSON with a clear message', async () => {
    const res = await server.call('POST', '/api/auth/login', {
      raw: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/JSON/);
  });
});
