/**
 * Usage, cost control and account contracts (spec/dashboard.md sections 3, 7 and 9): the user
 * usage summary, budgets, cost alerts with recommendations, the published price table, and the
 * account's own data (export, change password, delete).
 */
import { z } from 'zod';
import { withoutControlCharacters } from './plain-text.js';
import { MIN_PASSWORD_LENGTH } from './constants.js';
import { PriceTableSchema, SpendSchema, USAGE_PERIODS } from './prices.js';

export const UsagePeriodSchema = /* @__PURE__ */ z.enum(USAGE_PERIODS);

export const UsageSummaryQuerySchema = /* @__PURE__ */ z.object({
  period: UsagePeriodSchema.default('month'),
});

const count = () => z.number().int().nonnegative();
const dollars = () => z.number().nonnegative();

export const ModelUsageSchema = /* @__PURE__ */ z.object({
  model: z.string(),
  requests: count(),
  tokens: count(),
  cost: dollars(),
});

/** One UTC day of the period, for the charts. */
export const DailyUsageSchema = /* @__PURE__ */ z.object({
  date: z.iso.date(),
  input_tokens: count(),
  output_tokens: count(),
  /** Model calls and pages read that day, as `cost` counts them. */
  cost: dollars(),
  pages: count(),
  items: count(),
});
export type DailyUsage = z.infer<typeof DailyUsageSchema>;

export const BillingLineItemSchema = /* @__PURE__ */ z.object({
  description: z.string(),
  quantity: z.number().nonnegative(),
  unit_price: dollars(),
  total: dollars(),
});

export const UsageSummarySchema = /* @__PURE__ */ z.object({
  user_id: z.uuid(),
  period: UsagePeriodSchema,
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  ai_usage: z.object({
    total_input_tokens: count(),
    total_output_tokens: count(),
    total_cost: dollars(),
    total_requests: count(),
    models_used: z.array(z.string()),
    /** Null when there was no call in the period (no rate to compute). */
    success_rate: z.number().min(0).max(1).nullable(),
    avg_processing_time: z.number().nonnegative().nullable(),
    by_model: z.array(ModelUsageSchema),
  }),
  storage_usage: z.object({
    total_bytes: count(),
    conversation_bytes: count(),
    scraped_data_bytes: count(),
    file_upload_bytes: count(),
  }),
  /**
   * What the period cost: model calls and pages read at the price table's prices, counted as the
   * budgets, their alert and the hard budget stop count them (the day's equals the daily budget's
   * spending).
   */
  cost: SpendSchema,
  /** The product's own measures in the period (the spec's vendor names made neutral). */
  platform_metrics: z.object({
    jobs: count(),
    pages_fetched: count(),
    items_stored: count(),
    model_requests: count(),
  }),
  billing_summary: z.object({
    line_items: z.array(BillingLineItemSchema),
    subtotal: dollars(),
    total: dollars(),
    current_cost: dollars(),
    estimated_monthly: dollars(),
    projection_factor: z.number().positive(),
    stripe_ready: z.boolean(),
  }),
  daily: z.array(DailyUsageSchema),
  limits: z.object({
    tokens_per_month: count(),
    storage_mb: count(),
    /** Tokens of the last 30 days, whatever the period shown, to set against the monthly limit. */
    tokens_this_month: count(),
    /** The Free plan's jobs a month, against this calendar month's (UTC) jobs. */
    jobs_per_month: count(),
    jobs_this_month: count(),
    /** When the monthly job count starts again (UTC date). */
    jobs_reset_on: z.iso.date(),
    /** Whether the server refuses jobs past the limit (PLAN_LIMITS=on). */
    enforced: z.boolean(),
  }),
});
export type UsageSummary = z.infer<typeof UsageSummarySchema>;

export const UsageSummaryReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  summary: UsageSummarySchema,
});
export type UsageSummaryReply = z.infer<typeof UsageSummaryReplySchema>;

export const PricesReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  prices: PriceTableSchema,
  /** Average stored size of the latest items (everyone's, no content), for the calculator. */
  measured: z.object({ bytes_per_item: z.number().nonnegative().nullable(), items: count() }),
});
export type PricesReply = z.infer<typeof PricesReplySchema>;

// --- budgets ------------------------------------------------------------------------------------

const budget = (label: string) =>
  z
    .number({ error: `${label} must be a number of dollars` })
    .finite()
    .positive(`${label} must be more than 0`)
    .max(1_000_000, `${label} must be at most 1,000,000`);

export const BudgetsSchema = /* @__PURE__ */ z.object({
  daily: budget('Daily budget'),
  weekly: budget('Weekly budget'),
  monthly: budget('Monthly budget'),
  max_per_request: budget('Maximum cost per request'),
});
export type Budgets = z.infer<typeof BudgetsSchema>;

export const BudgetsReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  budgets: BudgetsSchema,
  /** True while the person has never changed them. */
  is_default: z.boolean(),
  /** Spent in each budget's window (24 hours, 7 days, 30 days), as Usage Details shows it. */
  spent: z.object({ daily: SpendSchema, weekly: SpendSchema, monthly: SpendSchema }),
});
export type BudgetsReply = z.infer<typeof BudgetsReplySchema>;

// --- alerts and recommendations ----------------------------------------------------------------

export const COST_ALERT_TYPES = ['budget_exceeded', 'model_inefficiency'] as const;
export const CostAlertSchema = /* @__PURE__ */ z.object({
  id: z.uuid(),
  type: z.enum(COST_ALERT_TYPES),
  message: z.string(),
  severity: z.enum(['low', 'medium', 'high']),
  recommendation: z.string(),
  timestamp: z.iso.datetime(),
});
export type CostAlert = z.infer<typeof CostAlertSchema>;

export const RECOMMENDATIONS_UNAVAILABLE =
  'Unable to generate recommendations - check usage tracking';

export const RecommendationsSchema = /* @__PURE__ */ z.union([
  z.object({ available: z.literal(true), items: z.array(z.string()) }),
  z.object({ available: z.literal(false), reason: z.string() }),
]);

export const CostAlertsReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  alerts: z.array(CostAlertSchema),
  recommendations: RecommendationsSchema,
});
export type CostAlertsReply = z.infer<typeof CostAlertsReplySchema>;

// --- the account's own data ------------------------------------------------------------------

export const ChangePasswordBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    current_password: z.string({ error: 'Current password is required' }).min(1).max(1024),
    new_password: z
      .string({ error: 'New password is required' })
      .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(1024, 'New password is too long'),
  }),
);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** Deleting an account is confirmed by typing its e-mail address. */
export const DeleteAccountBodySchema = /* @__PURE__ */ withoutControlCharacters(() =>
  z.object({
    confirm_email: z.string({ error: 'Type your e-mail address to confirm' }).min(1).max(320),
  }),
);
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** Everything stored for one person, as rows; the web app saves it as a JSON file. */
export const AccountExportSchema = /* @__PURE__ */ z.object({
  exported_at: z.iso.datetime(),
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    full_name: z.string(),
    created_at: z.string(),
  }),
  jobs: z.array(z.record(z.string(), z.unknown())),
  scraped_data: z.array(z.record(z.string(), z.unknown())),
  /** The person's cell annotations, each with the item and cell value it marks. */
  annotations: z.array(z.record(z.string(), z.unknown())),
  conversations: z.array(z.record(z.string(), z.unknown())),
  model_usage: z.array(z.record(z.string(), z.unknown())),
  usage_counters: z.array(z.record(z.string(), z.unknown())),
  budgets: z.record(z.string(), z.unknown()).nullable(),
  cost_alerts: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
