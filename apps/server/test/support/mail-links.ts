import type { TestServer } from './test-server.js';

/** The token of the last reset link mailed to `email` (read from the outbox, as an operator would). */
export async function lastResetToken(server: TestServer, email: string): Promise<string> {
  const rows = await server.database.query<{ text_body: string }>(
    'select text_body from email_outbox where to_address = $1 order by created_at desc limit 1',
    [email.toLowerCase()],
  );
  const token = /reset-password\?token=([\w-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no reset link was mailed to ${email}`);
  return token;
}

/**
 * Proves `email` is its owner's the way a person does: asks for a reset link, follows it with a
 * new password, and signs in again. Returns the new sign-in.
 */
export async function proveByResetLink(
  server: TestServer,
  email: string,
  password = 'proven-secret1',
): Promise<{ token: string; userId: string }> {
  await server.call('POST', '/api/auth/reset-password', { body: { email } });
  const token = await lastResetToken(server, email);
  const confirmed = await server.call('POST', '/api/auth/reset-password/confirm', {
    body: { token, password },
  });
  if (confirmed.status !== 200) throw new Error(`reset refused: ${JSON.stringify(confirmed.body)}`);
  const login = await server.call('POST', '/api/auth/login', { body: { email, password } });
  const body = login.body as { user: { id: string }; session: { access_token: string } };
  return { token: body.session.access_token, userId: body.user.id };
}
