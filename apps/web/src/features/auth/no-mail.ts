/**
 * What the sign-in dialog says on a server without mail (no SMTP_URL): the spec's messages
 * promise e-mails that would never come.
 */
export const NO_MAIL_RESET_HINT =
  'This server sends no e-mail. A reset link is kept on the server for the person who runs it ' +
  '(in its email_outbox table; the server log names the row): ask them to pass it to you.';

export const NO_MAIL_RESET_SUCCESS =
  'If an account has this address, its reset link is now waiting on the server, not in your ' +
  'inbox: this server sends no e-mail. Ask the person who runs it for the link.';

export const NO_MAIL_SIGN_UP_SUCCESS =
  'Account created. This server sends no e-mail, so no confirmation link will come: you are ' +
  'signed in and can start now.';
