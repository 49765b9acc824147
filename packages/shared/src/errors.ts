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
});
export type Health = z.infer<typeof HealthSchema>;

export const SuccessSchema = /* @__PURE__ */ z.object({ success: z.literal(true) });
