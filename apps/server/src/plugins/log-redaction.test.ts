import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-redaction.js';

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
