/**
 * The System Command Center (spec/dashboard.md, System tab) under product-neutral paths
 * `/api/system/...`, and the dashboard's own job figures under `/api/dashboard/...`.
 * A person sees their own jobs' sessions, queue rows and model costs and only aggregate counts
 * of everyone else's; operators named in ADMIN_EMAILS see everything (scope 'all').
 */
import { z } from 'zod';
import { withoutControlCharacters } from './plain-text.js';
import { ConversationSchema } from './chat.js';
import { SpendSchema } from './prices.js';
import { StoredJobSchema } from './jobs.js';

/** Whose rows a reply holds: the caller's own, or everyone's (an operator). */
export const SystemScopeSchema = /* @__PURE__ */ z.enum(['own', 'all']);
export type SystemScope = z.infer<typeof SystemScopeSchema>;

/** A figure that could not be computed: why, instead of a made-up value. */
export const UnavailableSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  available: z.literal(false),
  reason: z.string(),
});
export type Unavailable = z.infer<typeof UnavailableSchema>;

const availableReply = <T extends z.ZodRawShape>(shape: T) =>
  z.union([
    z.object({ success: z.literal(true), available: z.literal(true), ...shape }),
    UnavailableSchema,
  ]);

// --- status -----------------------------------------------------------------------------------

export const HEALTH_CHECK_NAMES = ['database', 'queue', 'workers', 'browser'] as const;
export const HealthCheckSchema = /* @__PURE__ */ z.object({
  name: z.enum(HEALTH_CHECK_NAMES),
  ok: z.boolean(),
  detail: z.string(),
});
export type HealthCheck = z.infer<typeof HealthCheckSchema>;

export const SystemStatusReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  overall: z.enum(['operational', 'degraded']),
  checks: z.array(HealthCheckSchema),
  checkedAt: z.string(),
  scope: SystemScopeSchema,
});
export type SystemStatusReply = z.infer<typeof SystemStatusReplySchema>;

// --- model costs ------------------------------------------------------------------------------

export const COST_WINDOWS = ['day', 'week', 'month'] as const;
export const CostWindowSchema = /* @__PURE__ */ z.enum(COST_WINDOWS);
export type CostWindow = z.infer<typeof CostWindowSchema>;
/** spec §9: day 24 hours, week 7 days, month 30 days. */
export const COST_WINDOW_HOURS: Readonly<Record<CostWindow, number>> = {
  day: 24,
  week: 24 * 7,
  month: 24 * 30,
};

export const ModelCostsQuerySchema = /* @__PURE__ */ z.object({
  window: CostWindowSchema.default('day'),
});

export const ModelCostRowSchema = /* @__PURE__ */ z.object({
  model: z.string(),
  requests: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  cost: z.number(),
  avgTimeMs: z.number(),
  /** 0 to 1. */
  successRate: z.number(),
});
export type ModelCostRow = z.infer<typeof ModelCostRowSchema>;

export const ModelCostsReplySchema = /* @__PURE__ */ availableReply({
  scope: SystemScopeSchema,
  window: CostWindowSchema,
  since: z.string(),
  models: z.array(ModelCostRowSchema),
  /** Calls by everyone else in the window (scope 'own' only; 0 for an operator). */
  othersRequests: z.number().int(),
  /**
   * What the viewer spent in the window (model calls and pages read, the one `spendOf` that
   * Usage Details, Billing and the budgets show), whatever the scope of the rows above.
   */
  spent: SpendSchema,
});
export type ModelCostsReply = z.infer<typeof ModelCostsReplySchema>;

// --- browser sessions -------------------------------------------------------------------------

export const BrowserSessionStatusSchema = /* @__PURE__ */ z.enum(['active', 'completed', 'failed']);
export const BrowserSessionSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  /** The job's browser context (all pages of one job share it). */
  sessionId: z.string(),
  jobId: z.string(),
  url: z.string(),
  status: BrowserSessionStatusSchema,
  /** Milliseconds open (so far, while active). */
  duration: z.number().int(),
  /** Items read from the page; null until it has been read. */
  elementsFound: z.number().int().nullable(),
  lastActivity: z.string(),
});
export type BrowserSession = z.infer<typeof BrowserSessionSchema>;

export const BrowserSessionsReplySchema = /* @__PURE__ */ availableReply({
  scope: SystemScopeSchema,
  sessions: z.array(BrowserSessionSchema),
  /** Everyone else's pages, as counts only (scope 'own'). */
  others: z.object({ active: z.number().int(), recent: z.number().int() }),
});
export type BrowserSessionsReply = z.infer<typeof BrowserSessionsReplySchema>;

/**
 * Header of a live screenshot: 'true' when the page has finished and the picture is the last one
 * taken of it (the watcher stops asking), 'false' while the page is open.
 */
export const SESSION_ENDED_HEADER = 'x-gleaner-session-ended';

/** Said when a finished page was never photographed (HTTP 410). */
export const SESSION_ENDED_MESSAGE =
  'This page has finished: the job is done with it, and no screenshot was taken while it was open.';

export const BrowserSessionParamsSchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    id: z.uuid({ error: 'id must be a browser session id' }),
  }),
);

// --- database ---------------------------------------------------------------------------------

export const DatabaseTableSchema = /* @__PURE__ */ z.object({
  schema: z.string(),
  name: z.string(),
  rows: z.number().int(),
  /** True when `rows` is the statistics' estimate (large tables are not counted row by row). */
  rowsEstimated: z.boolean(),
  sizeBytes: z.number().int(),
  inserts: z.number().int(),
  updates: z.number().int(),
  deletes: z.number().int(),
  seqScans: z.number().int(),
  indexScans: z.number().int(),
});
export type DatabaseTable = z.infer<typeof DatabaseTableSchema>;

export const DatabaseStatsReplySchema = /* @__PURE__ */ availableReply({
  kind: z.enum(['pglite', 'postgres']),
  sizeBytes: z.number().int(),
  /**
   * When the insert / update / delete / scan counters started counting (ISO time): on PGlite, when
   * the server opened the database (it keeps no statistics across restarts, while rows persist);
   * on PostgreSQL, when they were last reset; null when never reset.
   */
  countersSince: z.string().nullable(),
  tables: z.array(DatabaseTableSchema),
});
export type DatabaseStatsReply = z.infer<typeof DatabaseStatsReplySchema>;

// --- job queue --------------------------------------------------------------------------------

export const QueueStatusSchema = /* @__PURE__ */ z.enum([
  'queued',
  'processing',
  'retrying',
  'completed',
  'failed',
]);
export type QueueStatus = z.infer<typeof QueueStatusSchema>;

/** One queue job (one chunk of a scraping job), spec: queue job row. */
export const QueueJobRowSchema = /* @__PURE__ */ z.object({
  jobId: z.string(),
  chunk: z.number().int(),
  type: z.string(),
  status: QueueStatusSchema,
  /** 0 to 1: pages of the chunk done. */
  progress: z.number(),
  created: z.string(),
  /** When it is expected to finish (processing) or start (queued, retrying); null unknown. */
  eta: z.string().nullable(),
  attempts: z.number().int(),
  /** Running far longer than a chunk should: its worker may be gone. */
  stuck: z.boolean(),
  url: z.string(),
});
export type QueueJobRow = z.infer<typeof QueueJobRowSchema>;

export const QueueCountsSchema = /* @__PURE__ */ z.object({
  queued: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  retrying: z.number().int(),
});
export type QueueCounts = z.infer<typeof QueueCountsSchema>;

export const QueueReplySchema = /* @__PURE__ */ availableReply({
  scope: SystemScopeSchema,
  /** Everyone's queue jobs, as counts. */
  counts: QueueCountsSchema,
  rows: z.array(QueueJobRowSchema),
});
export type QueueReply = z.infer<typeof QueueReplySchema>;

/** Queue rows listed at most. */
export const QUEUE_ROWS_LIMIT = 100;

// --- dashboard (the person's own jobs) --------------------------------------------------------

export const DASHBOARD_JOB_TABS = ['all', 'pending', 'active', 'completed', 'failed'] as const;
export const DashboardJobTabSchema = /* @__PURE__ */ z.enum(DASHBOARD_JOB_TABS);
export type DashboardJobTab = z.infer<typeof DashboardJobTabSchema>;
/** spec §9: 100 jobs to a page. */
export const DASHBOARD_PAGE_SIZE = 100;

export const DashboardSummaryReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  counts: z.record(DashboardJobTabSchema, z.number().int()),
  totalResults: z.number().int(),
  conversations: z.number().int(),
});
export type DashboardSummaryReply = z.infer<typeof DashboardSummaryReplySchema>;

export const DashboardJobsQuerySchema = /* @__PURE__ */ z.object({
  tab: DashboardJobTabSchema.default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const DashboardJobsReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  jobs: z.array(StoredJobSchema),
  page: z.number().int(),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type DashboardJobsReply = z.infer<typeof DashboardJobsReplySchema>;

/** `GET /api/conversations` as the dashboard reads it (spec: success, conversations). */
export const ConversationsReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  conversations: z.array(ConversationSchema),
});
