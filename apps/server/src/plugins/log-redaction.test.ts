import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { redactUrl, scrubbedLogStream, scrubSecrets, serializeError } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides tokens and anonymous keys in a query, keeping the rest', () => {
    expect(redactUrl('/ws/jobs?token=eyJhbGciOi.abc.def')).toBe('/ws/jobs?token=%5Bredacted%5D');
    expect(redactUrl('/ws?user_id=u1&token=secret')).toBe('/ws?user_id=u1&token=%5Bredacted%5D');
    expect(redactUrl('/ws/jobs?anonymous_id=abcdef0123456789')).toBe(
      '/ws/jobs?anonymous_id=%5Bredacted%5D',
    );
  });

  it('leaves a URL without credentials exactly as it was', () => {
    expect(redactUrl('/api/jobs?userId=u1&limit=10')).toBe('/api/jobs?userId=u1&limit=10');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('secrets by their shape', () => {
  const key = 'glnr_Zk3vQ9xP2mW7tR4yL8nB1cD6fG0hJ5sA9eK2uV7iO3q';
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSIsImV4cCI6MX0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
  const reset = 'Qm9vX3RoZV9yZXNldF90b2tlbl9Ib2xkczk4NzY1NDMyMQ';

  it('hides a key, a token or a reset link whatever the parameter is called, or in a path', () => {
    expect(redactUrl(`/api/jobs?api_key=${key}`)).not.toContain(key);
    expect(redactUrl(`/api/jobs?whatever=${key}`)).not.toContain(key);
    expect(redactUrl(`/nothing/here?q=${jwt}`)).not.toContain(jwt);
    expect(redactUrl(`/ws/no-such-socket/${key}`)).toBe('/ws/no-such-socket/glnr_[redacted]');
    expect(redactUrl(`/x?link=${reset}`)).not.toContain(reset);
    expect(scrubSecrets(`authorization: Bearer ${key}`)).toBe('authorization: Bearer [redacted]');
  });

  it('keeps ids and hashes, which are one case', () => {
    const id = '6f1c2b9e-8a4d-4c3b-9f2e-1a2b3c4d5e6f';
    const hash = 'a3f5c0e1b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6';
    expect(redactUrl(`/api/jobs/${id}?page=${hash}`)).toBe(`/api/jobs/${id}?page=${hash}`);
  });

  it('scrubs every line a logger writes, message and fields alike', () => {
    const out = new PassThrough();
    const lines: string[] = [];
    out.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const log = pino({}, scrubbedLogStream(out));
    log.info({ url: `/ws/unknown?token=${jwt}`, header: `Bearer ${key}` }, `upgrade for ${key}`);
    const written = lines.join('');
    expect(written).toContain('upgrade for glnr_[redacted]');
    expect(written).not.toContain(key);
    expect(written).not.toContain(jwt);
  });
});

describe('serializeError', () => {
  const email = 'jane.doe@example.com';
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

  /** What drizzle throws when PostgreSQL refuses an insert: the statement, its values, the cause. */
  function failedInsert(): DrizzleQueryError {
    const driver = new pg.DatabaseError(
      'duplicate key value violates unique constraint "users_email_unique"',
      0,
      'error',
    );
    Object.assign(driver, {
      code: '23505',
      severity: 'ERROR',
      constraint: 'users_email_unique',
      table: 'users',
      detail: `Key (email)=(${email}) already exists.`,
    });
    return new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      [email, hash],
      driver,
    );
  }

  it("keeps a failed statement's code and reason but none of its values", () => {
    const logged = JSON.stringify(serializeError(failedInsert()));
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('values ($1');
    expect(logged).toContain('duplicate key value violates unique constraint');
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('"constraint":"users_email_unique"');
  });

  it('redacts a database error that is the cause of another', () => {
    const wrapped = new Error('registration failed', { cause: failedInsert() });
    const logged = JSON.stringify(serializeError(wrapped));
    expect(logged).toContain('registration failed');
    expect(logged).toContain('Database query failed');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(hash);
  });

  it('leaves other errors as pino writes them', () => {
    const logged = serializeError(new TypeError('boom')) as { type: string; message: string };
    expect(logged.type).toBe('TypeError');
    expect(logged.message).toBe('boom');
  });
});
