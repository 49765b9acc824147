import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema.js';
import { backends } from './support/backends.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const message = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  topic: 'pro-bono',
  message: 'We are a small charity and would like to gather public grant data.',
};

describe.each(backends)('contact form on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: {
        CONTACT_EMAIL: 'team@gleaner.test',
        COMMUNITY_GITHUB_URL: 'https://github.com/example/gleaner',
      },
    });
  });
  afterAll(() => server.close());

  it('tells the public pages where to write and which community links exist', async () => {
    const res = await server.call('GET', '/api/public-config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      contactEmail: 'team@gleaner.test',
      discordUrl: null,
      githubUrl: 'https://github.com/example/gleaner',
    });
  });

  it('stores a message for the operator in the outbox, with the writer to reply to', async () => {
    const res = await server.call('POST', '/api/contact', { body: message });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const rows = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'team@gleaner.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe('[Contact: Pro bono access] from Ada Lovelace');
    expect(rows[0]?.textBody).toContain('From: Ada Lovelace <ada@example.com>');
    expect(rows[0]?.textBody).toContain(message.message);
    // No SMTP_URL in tests: kept in the outbox, not sent.
    expect(rows[0]?.status).toBe('logged');
  });

  it('refuses an incomplete message with what to fix, and limits a flood', async () => {
    const bad = await server.call('POST', '/api/contact', {
      body: { ...message, email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.error).toMatch(/e-mail address we can reply to/);

    const short = await server.call('POST', '/api/contact', {
      body: { ...message, message: 'hi' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatch(/at least 10 characters/);

    const header = await server.call('POST', '/api/contact', {
      body: { ...message, name: 'Eve\r\nBcc: everyone@example.com' },
    });
    expect(header.status).toBe(400);
    expect(header.body.error).toMatch(/one line/);

    // Three requests counted so far plus the first test's message: one more passes, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 2; i += 1)
      statuses.push((await server.call('POST', '/api/contact', { body: message })).status);
    expect(statuses).toEqual([200, 429]);
    const limited = await server.call('POST', '/api/contact', { body: message });
    expect(limited.body.error).toMatch(/sent 5 messages in 15 minutes/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
