import { z } from 'zod';
import { StoredResultSchema } from './jobs.js';
import { withoutControlCharacters } from './plain-text.js';

export const MAX_RESULTS_PAGE = 1000;

/** `GET /api/jobs/:id/results`: one page of a job's results, in stored order. */
export const JobResultsQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(MAX_RESULTS_PAGE).default(100),
    /** Comma-separated record fields to keep (`title,price`); other fields are left out. */
    fields: z.string().max(2000).optional(),
  }),
);
export type JobResultsQuery = z.infer<typeof JobResultsQuerySchema>;

export const JobResultsReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  job_id: z.string(),
  status: z.string(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** Results stored so far; more may come while the job runs. */
  total: z.number().int(),
  results: z.array(StoredResultSchema),
});
export type JobResultsReply = z.infer<typeof JobResultsReplySchema>;
