import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
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
 * Every message is recorded in the outbox. With SMTP_URL it is also sent; without it the log
 * says which outbox row holds it, so an operator (or a developer) can read the link there.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl } = options;
  // nodemailer loads with the first message sent, not with the server.
  let made: Promise<Transporter> | undefined;
  const transport = smtpUrl
    ? () =>
        (made ??= import('nodemailer').then(({ default: mailer }) =>
          mailer.createTransport(smtpUrl),
        ))
    : undefined;
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
        // Only where to find it: the body holds a sign-in secret (a reset link), and logs are
        // read and shipped far more widely than the database.
        options.log.info(
          { outboxId: row?.id, subject: mail.subject },
          'e-mail written to the email_outbox table, not sent (SMTP_URL not set)',
        );
        return;
      }
      try {
        await (
          await transport()
        ).sendMail({
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
