import { ContactRequestSchema, PublicConfigSchema, SuccessSchema } from '@gleaner/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressOf, sendContactMessage } from '../../commands/contact/send-contact-message.js';
import { TooManyRequestsError } from '../../errors.js';
import { identityOf } from '../../plugins/usage-limits.js';

/** Anyone may write, so a flood is capped per person (account or address) like other anonymous routes. */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
const CONTACT_WINDOW_MS = 15 * 60 * 1000;

/** The contact form (`POST /api/contact`) and what the public pages may show of the operator's settings. */
const contactRoutes: FastifyPluginAsyncZod = (app) => {
  const { config } = app;

  app.get('/api/public-config', { schema: { response: { 200: PublicConfigSchema } } }, () => ({
    success: true as const,
    contactEmail: config.CONTACT_EMAIL ?? null,
    discordUrl: config.COMMUNITY_DISCORD_URL ?? null,
    githubUrl: config.COMMUNITY_GITHUB_URL ?? null,
  }));

  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: {
          max: CONTACT_MESSAGES_PER_WINDOW,
          timeWindow: CONTACT_WINDOW_MS,
          hook: 'onRequest',
          keyGenerator: (request) => identityOf(app, request),
          errorResponseBuilder: (_request, context) =>
            new TooManyRequestsError(
              `You have sent ${CONTACT_MESSAGES_PER_WINDOW} messages in 15 minutes. Please wait ${context.after} before sending another.`,
            ),
        },
      },
      schema: { body: ContactRequestSchema, response: { 200: SuccessSchema } },
    },
    async (request) => {
      const to = config.CONTACT_EMAIL ?? addressOf(config.MAIL_FROM);
      await sendContactMessage(app.mailer, to, request.body, new Date());
      return { success: true as const };
    },
  );
  return Promise.resolve();
};

export default contactRoutes;
