import { CONTACT_TOPICS, type ContactRequest } from '@gleaner/shared';
import type { Mailer } from '../../services/mailer.js';

/** The bare address inside a sender such as `Gleaner <no-reply@example.com>`. */
export function addressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1]?.trim() ?? sender.trim();
}

/**
 * Records a contact-form message in the outbox (mailed at once when SMTP is set) addressed to
 * the operator's contact address. The writer's address is in the body: the mailer has no
 * Reply-To, and the operator answers by hand. The sender's IP address is not kept (see /privacy).
 */
export async function sendContactMessage(
  mailer: Mailer,
  to: string,
  message: ContactRequest,
  sentAt: Date,
): Promise<void> {
  const topic = CONTACT_TOPICS.find((entry) => entry.value === message.topic)?.label ?? 'Other';
  await mailer.send({
    to,
    subject: `[Contact: ${topic}] from ${message.name}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Topic: ${topic}`,
      `Sent: ${sentAt.toISOString()}`,
      '',
      message.message,
      '',
      `Reply to ${message.email} to answer.`,
    ].join('\n'),
  });
}
