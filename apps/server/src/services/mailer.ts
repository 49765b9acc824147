import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { emailOutbox } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every message is recorded in the outbox. With SMTP_URL it is also sent; without it the
 * message is written to the log so an operator (or a developer) can follow the link.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          status: transport ? 'pending' : 'logged',
        })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        options.log.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'e-mail kept in the outbox (SMTP_URL not set)',
        );
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        if (row)
          await options.db
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: new Date() })
            .where(eq(emailOutbox.id, row.id));
      } catch (error) {
        options.log.error({ err: error, to: mail.to }, 'sending e-mail failed');
        if (row)
          await options.db
            .update(emailOutbox)
            .set({ status: 'failed', error: String(error) })
            .where(eq(emailOutbox.id, row.id));
      }
    },
  };
}
