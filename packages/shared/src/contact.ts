import { z } from 'zod';
import { withoutControlCharacters } from './plain-text.js';

/** What a message through the contact form is about; buttons across the site preselect one. */
export const CONTACT_TOPICS = [
  { value: 'general', label: 'General question' },
  { value: 'support', label: 'Technical support' },
  { value: 'billing', label: 'Billing' },
  { value: 'sales', label: 'Sales and enterprise' },
  { value: 'pro-bono', label: 'Pro bono access' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'volunteer', label: 'Volunteering' },
  { value: 'legal', label: 'Legal and compliance' },
  { value: 'security', label: 'Security report' },
  { value: 'community', label: 'Community' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

const topicValues = CONTACT_TOPICS.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** The contact form, checked the same way in the browser and by `POST /api/contact`. */
export const ContactRequestSchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter your name.')
      .max(CONTACT_NAME_MAX, `Keep your name under ${CONTACT_NAME_MAX} characters.`)
      // It becomes part of the mail's subject line.
      .regex(/^[^\p{Cc}]*$/u, 'Write your name on one line.'),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email('Enter an e-mail address we can reply to.')),
    topic: z.enum(topicValues, 'Choose what your message is about.'),
    message: z
      .string()
      .trim()
      .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters.`)
      .max(CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
  }),
);
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** What the operator configured for the public pages (`GET /api/public-config`). */
export const PublicConfigSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /** Where people can write directly; null when only the contact form is offered. */
  contactEmail: z.string().nullable(),
  /** Community links; null hides them. */
  discordUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
