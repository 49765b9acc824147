import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.js';
import { startGleaner } from './support/gleaner-process.js';
import { eventually } from './support/job-helpers.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

const ANONYMOUS = { 'x-gleaner-anonymous-id': 'control-characters-test-0001' };
// Never fetched: the address policy refuses loopback, and nothing listens on port 9 anyway.
const URL_NOWHERE = 'http://127.0.0.1:9/';
const recordPlan = (name: string) => ({
  recordSpec: { container: '.item', fields: [{ name, kind: 'text', selector: '.name' }] },
});

describe.each(backends)('control characters in requests on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it.each([
    {
      path: '/api/auth/register',
      body: { email: uniqueEmail(), password: 'secret1', fullName: 'Ada\u0000Lovelace' },
      field: 'fullName',
    },
    {
      path: '/api/jobs',
      body: { url: URL_NOWHERE, instruction: 'titles\u0000' },
      field: 'instruction',
    },
    { path: '/api/jobs', body: { url: `${URL_NOWHERE}a\u0000b` }, field: 'url' },
    {
      path: '/api/jobs',
      body: { url: URL_NOWHERE, options: { include: ['/ok/*', '/a\u0000*'] } },
      field: 'options.include.1',
    },
    {
      path: '/api/jobs',
      body: { url: URL_NOWHERE, plan: recordPlan('ti\u0000tle') },
      field: 'plan.recordSpec.fields.0.name',
    },
    {
      path: '/api/execute-scraping',
      body: { url: URL_NOWHERE, selectors: [{ type: 'te\u0000xt', selector: 'h1' }] },
      field: 'selectors.0.type',
    },
  ])('refuses NUL in $field of $path with 400 naming the field', async ({ path, body, field }) => {
    const res = await server.call('POST', path, { body, headers: ANONYMOUS });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: `${field} must not contain control characters (found U+0000); remove it`,
    });
  });

  it('refuses half a character in a plan (PostgreSQL refuses it in JSON) and keeps whole ones', async () => {
    const plan = (name: string) =>
      `{"url":"${URL_NOWHERE}","plan":{"recordSpec":{"container":".item","fields":[{"name":"${name}","kind":"text","selector":".name"}]}}}`;
    const broken = await server.call('POST', '/api/jobs', {
      raw: plan('price\\ud800'),
      headers: ANONYMOUS,
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe(
      'plan.recordSpec.fields.0.name must be valid text, not half of a character (a lone surrogate, U+D800); remove it',
    );
    const whole = await server.call('POST', '/api/jobs', {
      raw: plan('price \\ud83d\\ude00'),
      headers: ANONYMOUS,
    });
    expect(whole.status).toBe(201);
  });

  it('refuses NUL in a query parameter', async () => {
    const res = await server.call('GET', '/api/jobs?userId=a%00b', { headers: ANONYMOUS });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'userId must not contain control characters (found U+0000); remove it',
    );
  });

  it('refuses other control characters and DEL, and line breaks in one-line fields', async () => {
    for (const [fullName, found] of [
      ['Ada\u0007', 'U+0007'],
      ['Ada\u007F', 'U+007F'],
      ['Ada\nLovelace', 'U+000A'],
    ] as const) {
      const res = await server.call('POST', '/api/auth/register', {
        body: { email: uniqueEmail(), password: 'secret1', fullName },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        `fullName must not contain control characters (found ${found}); remove it`,
      );
    }
  });

  it('keeps tabs and line breaks in text written on several lines', async () => {
    const instruction = 'Every product:\n\tits name\r\n\tits price';
    const res = await server.call('POST', '/api/jobs', {
      body: { url: URL_NOWHERE, instruction, plan: recordPlan('name') },
      headers: ANONYMOUS,
    });
    expect(res.status).toBe(201);
    expect((res.body.job as { instruction: string }).instruction).toBe(instruction);
  });
});

describe('the log of a refused registration', () => {
  it('holds neither the e-mail nor a password hash', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gleaner-log-'));
    const gleaner = await startGleaner('all', { DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
    try {
      const email = uniqueEmail('private.person');
      const response = await fetch(`${gleaner.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret1', fullName: 'Private\u0000Person' }),
      });
      expect(response.status).toBe(400);
      const log = await eventually(
        () => {
          const text = gleaner.output.join('');
          return text.includes('request completed') ? text : undefined;
        },
        10_000,
        'the request in the log',
      );
      expect(log).toContain('fullName must not contain control characters');
      expect(log).not.toContain(email);
      expect(log).not.toMatch(/argon2/i);
    } finally {
      await gleaner.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
