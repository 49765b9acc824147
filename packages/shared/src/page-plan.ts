import { z } from 'zod';
import { JobOptionsSchema, JobPlanSchema } from './jobs.js';
import { PageExpectationSchema } from './page-expectation.js';
import { withoutControlCharacters } from './plain-text.js';

/** `POST /api/plan`: what the agent would extract from a page for a request, without a job. */
export const PagePlanBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    url: z
      .string({ error: 'url is required' })
      .trim()
      .max(2048, 'url is too long')
      .refine((value) => {
        try {
          return ['http:', 'https:'].includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, 'url must be an http or https address'),
    instruction: z
      .string({ error: 'instruction is required' })
      .trim()
      .min(1, 'Say what to gather, e.g. "every product with name and price"')
      .max(5000),
  }),
);
export type PagePlanBody = z.infer<typeof PagePlanBodySchema>;

const CellSchema = /* @__PURE__ */ z.union([z.string(), z.number(), z.null(), z.array(z.string())]);

export const PlannedFieldSchema = /* @__PURE__ */ z.object({
  name: z.string(),
  /** 0..1 */
  confidence: z.number(),
  samples: z.array(z.string()),
  /** Read on the list page itself or on each record's own page. */
  source: z.enum(['list', 'detail']),
  /** Where the value comes from, in words a person can check. */
  where: z.string().nullable(),
});

export const PagePlanSchema = /* @__PURE__ */ z.object({
  url: z.string(),
  summary: z.string(),
  kind: z.string(),
  pageKind: z.enum(['item', 'list']),
  recordCount: z.number().int(),
  /** Mean of the fields' confidences, 0..1. */
  confidence: z.number(),
  fields: z.array(PlannedFieldSchema),
  missingFields: z.array(z.string()),
  missingMessage: z.string().nullable(),
  sampleRows: z.array(z.record(z.string(), CellSchema)),
  pagination: z.object({ selector: z.string(), maxPages: z.number().nullable() }).nullable(),
  needsJavaScript: z.boolean(),
});
export type PagePlan = z.infer<typeof PagePlanSchema>;

export const PagePlanReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  plan: PagePlanSchema,
  /** What a job (`POST /api/jobs` with this `plan` and `options`) would run; null when nothing answers the request. */
  job: z
    .object({
      plan: JobPlanSchema,
      options: JobOptionsSchema,
      /** The pages the plan expects: send it with the job, and its estimate counts them. */
      expected: PageExpectationSchema.optional(),
    })
    .nullable(),
});
export type PagePlanReply = z.infer<typeof PagePlanReplySchema>;
