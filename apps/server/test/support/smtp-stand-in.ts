import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  /** Headers and body as sent, quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface SmtpStandIn {
  url: string;
  mails: CapturedMail[];
  /** Resolves with the first mail to `address` (waiting up to `timeoutMs`). */
  mailTo(address: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable, which nodemailer uses for long lines such as a link. */
function unquote(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A local SMTP server that accepts every message and keeps it, for tests of real delivery. */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          text: unquote(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async mailTo(address, timeoutMs = 5000) {
      const wanted = address.toLowerCase();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(wanted));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail reached ${address} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
