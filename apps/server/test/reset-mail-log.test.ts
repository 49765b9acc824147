import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPasswordReset } from '../src/commands/auth/password-reset.js';
import { createMailer } from '../src/services/mailer.js';
import { backends } from './support/backends.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

describe.each(backends)('reset mail without SMTP_URL on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('logs where the mail is, never the reset link or its token', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const email = uniqueEmail('reset-log');
    const registered = await server.call('POST', '/api/auth/register', {
      body: { email, password: 'secret12', fullName: 'Reset Log' },
    });
    expect(registered.status).toBe(201);

    const mailer = createMailer({ db: server.database.db, from: 'gleaner@test', log });
    await requestPasswordReset(
      { db: server.database.db, mailer, publicUrl: 'http://gleaner.test' },
      email,
    );

    const [mail] = await server.database.query<{ id: string; text_body: string }>(
      'select id, text_body from email_outbox where to_address = $1',
      [email],
    );
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
    expect(token).toBeTruthy();
    const logged = lines.join('');
    expect(logged).toContain('email_outbox');
    expect(logged).toContain(mail?.id);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('reset-password');
    expect(logged).not.toContain(email);
  });
});
