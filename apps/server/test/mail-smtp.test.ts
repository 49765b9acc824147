import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpStandIn, type SmtpStandIn } from './support/smtp-stand-in.js';
import { startTestServer, uniqueEmail, type TestServer } from './support/test-server.js';

/** Every answer that speaks of e-mail, with a mail server and without one. */
describe('mail with SMTP_URL set (a local SMTP stand-in)', () => {
  let smtp: SmtpStandIn;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startTestServer('pglite', {
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Gleaner <no-reply@gleaner.test>',
        CONTACT_EMAIL: 'team@gleaner.test',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('says in /api/health that it sends mail', async () => {
    const health = await server.call('GET', '/api/health');
    expect(health.body.mail).toBe('smtp');
  });

  it('signs up without promising or sending a confirmation e-mail', async () => {
    const email = uniqueEmail('smtp-signup');
    const res = await server.call('POST', '/api/auth/register', {
      body: { email, password: 'secret12', fullName: 'Smtp Signup' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Account created. You can sign in now.');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()))).toEqual([]);
    const outbox = await server.database.query(
      'select id from email_outbox where to_address = $1',
      [email.toLowerCase()],
    );
    expect(outbox).toEqual([]);
  });

  it('mails a reset link that works, and records the mail as sent', async () => {
    const email = uniqueEmail('smtp-reset');
    await server.call('POST', '/api/auth/register', {
      body: { email, password: 'secret12', fullName: 'Smtp Reset' },
    });
    const asked = await server.call('POST', '/api/auth/reset-password', { body: { email } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'If an account exists for that email, a reset link has been sent.',
    );

    const mail = await smtp.mailTo(email);
    expect(mail.from).toBe('no-reply@gleaner.test');
    expect(mail.text).toMatch(/^Subject: Reset your Gleaner password$/m);
    const link = /http:\/\/gleaner\.test\/reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();

    const confirmed = await server.call('POST', '/api/auth/reset-password/confirm', {
      body: { token: link?.[1], password: 'mailed-secret1' },
    });
    expect(confirmed.status).toBe(200);
    const login = await server.call('POST', '/api/auth/login', {
      body: { email, password: 'mailed-secret1' },
    });
    expect(login.status).toBe(200);
    const again = await server.call('POST', '/api/auth/reset-password/confirm', {
      body: { token: link?.[1], password: 'another-secret1' },
    });
    expect(again.status).toBe(400);

    const [row] = await server.database.query<{ status: string }>(
      'select status from email_outbox where to_address = $1',
      [email.toLowerCase()],
    );
    expect(row?.status).toBe('sent');
  });

  it('mails a contact message to CONTACT_EMAIL', async () => {
    const res = await server.call('POST', '/api/contact', {
      body: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        topic: 'support',
        message: 'The export button does nothing on my job.',
      },
    });
    expect(res.status).toBe(200);
    const mail = await smtp.mailTo('team@gleaner.test');
    expect(mail.text).toContain('From: Grace Hopper <grace@example.com>');
    expect(mail.text).toContain('The export button does nothing on my job.');
  });
});

describe('mail without SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('says a reset link waits on the server instead of claiming it was sent', async () => {
    const health = await server.call('GET', '/api/health');
    expect(health.body.mail).toBe('none');
    const email = uniqueEmail('nosmtp-reset');
    await server.call('POST', '/api/auth/register', {
      body: { email, password: 'secret12', fullName: 'No Smtp' },
    });
    const asked = await server.call('POST', '/api/auth/reset-password', { body: { email } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'If an account exists for that email, its reset link is kept on this server, which sends no e-mail: ask the person who runs it to pass the link to you.',
    );
    expect(String(asked.body.message)).not.toMatch(/sent/);
    const [row] = await server.database.query<{ status: string }>(
      'select status from email_outbox where to_address = $1',
      [email.toLowerCase()],
    );
    expect(row?.status).toBe('logged');
  });
});
