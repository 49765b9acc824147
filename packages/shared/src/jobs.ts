import { z } from 'zod';
import { AgentInstructionSchema } from './agent.js';
import { CapturedItemSchema, RecordSpecSchema, SelectorRequestSchema } from './items.js';
import { withoutControlCharacters } from './plain-text.js';

export const JobStatusSchema = /* @__PURE__ */ z.enum([
  'created',
  'processing',
  'completed',
  'failed',
  'cancelled',
]);
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const RenderModeSchema = /* @__PURE__ */ z.enum(['auto', 'never', 'always']);
export type RenderMode = z.infer<typeof RenderModeSchema>;

/** Which links a crawl follows from each page. */
export const FollowModeSchema = /* @__PURE__ */ z.enum(['none', 'pagination', 'detail', 'all']);
export type FollowMode = z.infer<typeof FollowModeSchema>;

export const MAX_JOB_PAGES = 10_000;

const jobOption = {
  maxPages: z.number().int().min(1).max(MAX_JOB_PAGES),
  maxDepth: z.number().int().min(0).max(50),
  include: z.array(z.string().min(1).max(500)).max(50),
  exclude: z.array(z.string().min(1).max(500)).max(50),
  render: RenderModeSchema,
};

export const JobOptionsSchema = /* @__PURE__ */ z.object({
  /** @default 1 */
  maxPages: jobOption.maxPages.default(1),
  /** @default 3 */
  maxDepth: jobOption.maxDepth.default(3),
  include: jobOption.include.default([]),
  exclude: jobOption.exclude.default([]),
  render: jobOption.render.default('auto'),
});
export type JobOptions = z.infer<typeof JobOptionsSchema>;

/** The options a caller sets, none filled in: what it leaves out comes from elsewhere. */
export const JobOptionsInputSchema = /* @__PURE__ */ z.object({
  maxPages: jobOption.maxPages.optional(),
  maxDepth: jobOption.maxDepth.optional(),
  include: jobOption.include.optional(),
  exclude: jobOption.exclude.optional(),
  render: jobOption.render.optional(),
});

/** What to take from each page and which links to follow: the agent's plan, or selectors. */
export const JobPlanSchema = /* @__PURE__ */ z.object({
  selectors: z.array(SelectorRequestSchema).max(100).optional(),
  recordSpec: RecordSpecSchema.optional(),
  /** Records on detail pages, when the list links to them. */
  detailRecordSpec: RecordSpecSchema.optional(),
  /** Which links to follow; without a plan a multi-page job follows every same-site link. */
  follow: FollowModeSchema.optional(),
  /** The next-page link on list pages. */
  paginationSelector: z.string().min(1).max(2000).optional(),
  /** The links from each record to its detail page. */
  detailLinkSelector: z.string().min(1).max(2000).optional(),
  /**
   * Links to more lists, followed from the start page and every list page like next pages
   * (a shop's categories and subcategories).
   */
  sectionLinkSelector: z.string().min(1).max(2000).optional(),
  /**
   * The record field that identifies a record (its own page's address): a record met again on
   * another list (a product in a category and in its parent) is stored once.
   */
  recordKey: z.string().min(1).max(100).optional(),
  instructions: z.array(AgentInstructionSchema).max(200).optional(),
  /** Fetch the PDFs each page links to and keep their text ("also get the text of the PDFs"). */
  documentText: z.boolean().optional(),
});
export type JobPlan = z.infer<typeof JobPlanSchema>;

export const HttpUrlSchema = /* @__PURE__ */ z
  .string({ error: 'url is required' })
  .trim()
  .min(1, 'url is required')
  .max(2048, 'url is too long')
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'url must be an http or https address');

export const CreateJobBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    url: HttpUrlSchema,
    instruction: z.string().trim().max(5000).default(''),
    plan: JobPlanSchema.optional(),
    /** What the caller sets; a job planned from its instruction takes the rest from its plan. */
    options: JobOptionsInputSchema.optional(),
  }),
);
export type CreateJobBody = z.infer<typeof CreateJobBodySchema>;

export const ExecuteScrapingBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    url: HttpUrlSchema,
    selectors: z.array(SelectorRequestSchema).max(100).optional(),
    instruction: z.string().max(5000).optional(),
    userId: z.string().max(100).nullish(),
    plan: JobPlanSchema.optional(),
    render: RenderModeSchema.optional(),
    /**
     * Scrape it even though its estimate passes what is left of a budget (the server asks with
     * 402 BUDGET_CONFIRMATION_REQUIRED, as for a job). @default false
     */
    confirm_over_budget: z.boolean().optional(),
  }),
);
export type ExecuteScrapingBody = z.infer<typeof ExecuteScrapingBodySchema>;

export const JobErrorSchema = /* @__PURE__ */ z.object({
  message: z.string(),
  url: z.string().optional(),
  timestamp: z.string(),
});

/** A job as the history lists show it (spec: stored scraping job). */
export const StoredJobSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  status: JobStatusSchema,
  instruction: z.string(),
  url: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  results_count: z.number().int(),
  error_message: z.string().nullable(),
  options: JobOptionsSchema,
  plan: JobPlanSchema.nullable(),
});
export type StoredJob = z.infer<typeof StoredJobSchema>;

/** A result row as stored (spec/dashboard.md scraped_data) plus its page. */
export const StoredResultSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  job_id: z.string(),
  type: z.string(),
  selector: z.string(),
  content: z.unknown(),
  confidence: z.number(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  url: z.string(),
  created_at: z.string(),
});
export type StoredResult = z.infer<typeof StoredResultSchema>;

/** A job as the streaming panel shows it (spec: streaming job). */
export const StreamingJobSchema = /* @__PURE__ */ z.object({
  jobId: z.string(),
  status: JobStatusSchema,
  url: z.string(),
  instruction: z.string(),
  processedPages: z.number().int(),
  /** Pages found so far; a lower bound while `totalPagesKnown` is false. */
  totalPages: z.number().int(),
  /** False while the job may still find pages (following links, under its page cap). */
  totalPagesKnown: z.boolean(),
  totalResults: z.number().int(),
  /** 0 to 1; while the total is unknown, the share of the page cap done (never shrinks). */
  progress: z.number().min(0).max(1),
  currentChunk: z.number().int(),
  totalChunks: z.number().int(),
  /** Seconds, from the measured rate; null until there is one. */
  estimatedTimeRemaining: z.number().nullable(),
  errors: z.array(JobErrorSchema),
  /** Why a failed job stopped (also when no page failed, e.g. a batch given up). */
  errorMessage: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Rises with every change of the stored job: of two states, the higher is the newer. */
  version: z.number().int(),
});
export type StreamingJob = z.infer<typeof StreamingJobSchema>;

/** A live result in a progress event (spec: results with id, type, page, content). */
export const LiveResultSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  type: z.string(),
  page: z.string(),
  content: z.unknown(),
  confidence: z.number(),
  selector: z.string(),
});
export type LiveResult = z.infer<typeof LiveResultSchema>;

export const JOB_EVENT_TYPES = [
  'job_created',
  'job_started',
  'job_progress',
  'job_completed',
  'job_failed',
  'job_cancelled',
] as const;
export const JobEventTypeSchema = /* @__PURE__ */ z.enum(JOB_EVENT_TYPES);
export type JobEventType = z.infer<typeof JobEventTypeSchema>;

/**
 * A document a running job is reading (a large PDF takes a while): the Nth of the M its page
 * links to, and the page of it being read, `ocr` when that page is a scan read by OCR.
 */
export const DocumentReadingSchema = /* @__PURE__ */ z.object({
  url: z.string(),
  name: z.string(),
  document: z.number().int(),
  documents: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  ocr: z.boolean(),
});
export type DocumentReading = z.infer<typeof DocumentReadingSchema>;

export const JobEventSchema = /* @__PURE__ */ z.object({
  type: JobEventTypeSchema,
  job: StreamingJobSchema,
  results: z.array(LiveResultSchema).optional(),
  /** Present on reading events: what is being read now, null once nothing is. */
  reading: DocumentReadingSchema.nullable().optional(),
});
export type JobEvent = z.infer<typeof JobEventSchema>;

export const ExportBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    format: z.enum(['json', 'csv'], { error: 'format must be "json" or "csv"' }),
    /** CSV only: `records` gives one column per field; the default when the job captured records. */
    shape: z.enum(['items', 'records']).optional(),
  }),
);
export type ExportBody = z.infer<typeof ExportBodySchema>;

export const ExecuteScrapingReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  jobId: z.string(),
  results: z.array(CapturedItemSchema),
  engine: z.enum(['http', 'browser']).optional(),
  warnings: z.array(z.string()).optional(),
});

export const JobReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  job: StoredJobSchema,
});
export const JobsListQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    userId: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
);
export const JobsListReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  jobs: z.array(StoredJobSchema),
});
export const JobDetailQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    includeData: z.enum(['true', 'false']).default('false'),
    /** Entries returned at most; `total_entries` tells how many exist. */
    limit: z.coerce.number().int().min(1).max(5000).default(1000),
  }),
);
export const JobDetailReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  data: z.object({
    job: StoredJobSchema,
    entries: z.array(StoredResultSchema),
    total_entries: z.number().int(),
  }),
});
export const JobStatusReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  job: StreamingJobSchema,
});
// Any string: an id that is not a job (too long, not a uuid) is simply not found (404), never 400.
export const JobIdParamsSchema = /* @__PURE__ */ z.object({ id: z.string() });
