import { z } from 'zod';
import { HttpUrlSchema, JobOptionsInputSchema, JobOptionsSchema, JobPlanSchema } from './jobs.js';
import { withoutControlCharacters } from './plain-text.js';

/** A cron expression (five or six fields) and the IANA time zone it is read in. */
export const MonitorScheduleSchema = /* @__PURE__ */ z.object({
  cron: z.string().trim().min(1, 'cron is required').max(200),
  /** @default 'UTC' */
  timezone: z.string().trim().min(1).max(100).default('UTC'),
});
export type MonitorSchedule = z.infer<typeof MonitorScheduleSchema>;

export const MonitorWebhookInputSchema = /* @__PURE__ */ z.object({ url: HttpUrlSchema });

export const CreateMonitorBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z
    .object({
      name: z.string().trim().min(1).max(200).optional(),
      /** Monitor what this job ran (its address, instruction, plan and options). */
      jobId: z.string().max(100).optional(),
      url: HttpUrlSchema.optional(),
      instruction: z.string().trim().max(5000).optional(),
      plan: JobPlanSchema.optional(),
      options: JobOptionsInputSchema.optional(),
      /** Null or absent: it runs only when asked (POST /api/monitors/:id/run). */
      schedule: MonitorScheduleSchema.nullish(),
      webhook: MonitorWebhookInputSchema.nullish(),
      /** E-mail the owner when a run finds changes or fails. @default true */
      notifyEmail: z.boolean().optional(),
    })
    .refine((body) => body.jobId !== undefined || body.url !== undefined, {
      message: 'Give jobId (monitor what a job ran) or url (and instruction or plan)',
    }),
);
export type CreateMonitorBody = z.infer<typeof CreateMonitorBodySchema>;

export const UpdateMonitorBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    name: z.string().trim().min(1).max(200).optional(),
    instruction: z.string().trim().max(5000).optional(),
    schedule: MonitorScheduleSchema.nullish(),
    /** Null removes the webhook; a new address keeps the secret. */
    webhook: MonitorWebhookInputSchema.nullish(),
    notifyEmail: z.boolean().optional(),
    /** False pauses the schedule. */
    active: z.boolean().optional(),
  }),
);
export type UpdateMonitorBody = z.infer<typeof UpdateMonitorBodySchema>;

export const ChangeCountsSchema = /* @__PURE__ */ z.object({
  new: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  same: z.number().int(),
});
export type ChangeCounts = z.infer<typeof ChangeCountsSchema>;

export const MonitorRunStatusSchema = /* @__PURE__ */ z.enum([
  'running',
  'completed',
  'failed',
  'needs_attention',
]);
export type MonitorRunStatus = z.infer<typeof MonitorRunStatusSchema>;

/** Both plans side by side when a run re-planned after a layout change. */
export const MonitorHealingSchema = /* @__PURE__ */ z.object({
  previous: JobPlanSchema.nullable(),
  proposed: JobPlanSchema.nullable(),
  /** Records of the new plan's sample found among the last good records by key. */
  matched: z.number().int(),
  compared: z.number().int(),
  /** Whether the new plan was run. */
  applied: z.boolean(),
});
export type MonitorHealing = z.infer<typeof MonitorHealingSchema>;

export const MonitorRunSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  monitorId: z.string(),
  status: MonitorRunStatusSchema,
  trigger: z.enum(['schedule', 'manual']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  jobId: z.string().nullable(),
  /** Records this run captured. */
  records: z.number().int(),
  changes: ChangeCountsSchema,
  /** What identifies a record across runs: a field's name, or `#hash` of the whole row. */
  keyBy: z.string().nullable(),
  note: z.string().nullable(),
  healing: MonitorHealingSchema.nullable(),
});
export type MonitorRun = z.infer<typeof MonitorRunSchema>;

export const MonitorSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  instruction: z.string(),
  plan: JobPlanSchema.nullable(),
  options: JobOptionsSchema,
  sourceJobId: z.string().nullable(),
  schedule: z.object({ cron: z.string(), timezone: z.string() }).nullable(),
  /** The next few times the schedule fires (ISO 8601), empty without one or while paused. */
  nextRuns: z.array(z.string()),
  active: z.boolean(),
  notifyEmail: z.boolean(),
  /** The secret is shown once, when the webhook is made or its secret rotated. */
  webhook: z.object({ url: z.string(), secret: z.string().optional() }).nullable(),
  keyBy: z.string().nullable(),
  health: z.enum(['ok', 'needs_attention', 'failing', 'new']),
  lastRun: MonitorRunSchema.nullable(),
  createdAt: z.string(),
});
export type Monitor = z.infer<typeof MonitorSchema>;

export const MonitorReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  monitor: MonitorSchema,
});
export const MonitorsListReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  monitors: z.array(MonitorSchema),
});
export const MonitorIdParamsSchema = /* @__PURE__ */ z.object({ id: z.string() });
export const MonitorRunParamsSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  runId: z.string(),
});
export const MonitorRunReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  run: MonitorRunSchema,
});
export const MonitorRunsQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
);
export const MonitorRunsReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  runs: z.array(MonitorRunSchema),
});

export const ChangeStatusSchema = /* @__PURE__ */ z.enum(['new', 'changed', 'removed']);
export type ChangeStatus = z.infer<typeof ChangeStatusSchema>;

export const FieldChangeSchema = /* @__PURE__ */ z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type FieldChange = z.infer<typeof FieldChangeSchema>;

export const MonitorChangeSchema = /* @__PURE__ */ z.object({
  status: ChangeStatusSchema,
  key: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** Each changed field's before and after (changed records only). */
  fields: z.array(FieldChangeSchema),
  /** A git-style unified diff of a page's main content, for monitors of pages. */
  diff: z.string().nullable(),
});
export type MonitorChange = z.infer<typeof MonitorChangeSchema>;

export const MonitorChangesQuerySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    status: ChangeStatusSchema.optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  }),
);
export const MonitorChangesReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  run: MonitorRunSchema,
  changes: z.array(MonitorChangeSchema),
  /** How many changes match the filter. */
  total: z.number().int(),
});

export const WEBHOOK_EVENTS = [
  'monitor.run.completed',
  'monitor.run.failed',
  'job.completed',
  'job.failed',
  'webhook.test',
] as const;
export const WebhookEventSchema = /* @__PURE__ */ z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

export const WebhookDeliverySchema = /* @__PURE__ */ z.object({
  /** The `webhook-id` header: the same on every try of one event. */
  id: z.string(),
  event: WebhookEventSchema,
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveriesReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  deliveries: z.array(WebhookDeliverySchema),
});
export const WebhookDeliveryReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  delivery: WebhookDeliverySchema,
});

/** A run worth telling its owner about (changes found, a failure, a layout it could not heal). */
export const MonitorNotificationSchema = /* @__PURE__ */ z.object({
  monitorId: z.string(),
  monitorName: z.string(),
  run: MonitorRunSchema,
});
export const MonitorNotificationsReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  notifications: z.array(MonitorNotificationSchema),
});
