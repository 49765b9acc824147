import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe.each(backends)('POST /api/redact on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('masks the personal data in the contents the browser is about to export, in order', async () => {
    const res = await server.call('POST', '/api/redact', {
      body: {
        contents: [
          { name: 'Jane Smith', email: 'jane@example.org', phone: '+44 20 7946 0958' },
          { name: 'Widget', price: '£5.00' },
          'Write to tom.baker@example.org',
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      success: true,
      model: 'simple-ner',
      contents: [
        { name: 'J. S.', email: 'j•••@•••.org', phone: '+•• •• •••• ••58' },
        { name: 'Widget', price: '£5.00' },
        'Write to t•••@•••.org',
      ],
    });
    const [logged] = await server.database.query<{ model: string }>(
      `select model from modal_usage_logs where request_type = 'redact'`,
    );
    expect(logged?.model).toBe('simple-ner');
  });

  it('refuses no contents, too many, and a control character, saying why', async () => {
    const empty = await server.call('POST', '/api/redact', { body: { contents: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/contents is empty/);
    const many = await server.call('POST', '/api/redact', {
      body: { contents: Array.from({ length: 1001 }, () => 'x') },
    });
    expect(many.status).toBe(400);
    expect(many.body.error).toMatch(/at most 1,000 items at a time/);
    const nul = await server.call('POST', '/api/redact', { body: { contents: ['a\u0000b'] } });
    expect(nul.status).toBe(400);
  });
});
