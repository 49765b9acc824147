import { z } from 'zod';

/** The one error shape every HTTP route answers with. */
export const ApiErrorSchema = /* @__PURE__ */ z.object({
  success: z.literal(false),
  error: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const HealthSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /**
   * `smtp`: this server sends e-mail (SMTP_URL is set). `none`: it sends none; what would be
   * mailed (a reset link, a contact message) is kept in its email_outbox table for the operator.
   */
  mail: z.enum(['smtp', 'none']),
});
export type Health = z.infer<typeof HealthSchema>;

export const SuccessSchema = /* @__PURE__ */ z.object({ success: z.literal(true) });
