/**
 * The price table: the one source of every cost Gleaner shows (usage, budgets, alerts, billing,
 * the plans calculator). Its figures are spec/dashboard.md section 9; an operator may override
 * any of them (PRICE_TABLE on the server), and the server publishes the table in force at
 * `GET /api/usage/prices`, so the web app never prices anything with figures of its own.
 */
import { z } from 'zod';
import {
  COST_BASE_PER_REQUEST,
  COST_PER_TOKEN,
  DEFAULT_COST_BASE_PER_REQUEST,
  DEFAULT_COST_PER_TOKEN,
} from './costs.js';

const dollars = () => z.number().finite().nonnegative();

export const PriceTableSchema = /* @__PURE__ */ z.object({
  /** The day (UTC, YYYY-MM-DD) these prices took effect. */
  effective_from: z.iso.date(),
  /** Dollars per token (input and output alike), by model. */
  cost_per_token: z.record(z.string(), dollars()),
  default_cost_per_token: dollars(),
  /** Dollars for one call of a model that reports no tokens (OCR, NER and the like). */
  cost_base_per_request: z.record(z.string(), dollars()),
  default_cost_base_per_request: dollars(),
  /** Billing: dollars per 1,000 tokens of AI processing. */
  ai_per_1000_tokens: dollars(),
  /** Billing: dollars per GB-month of storage, GB rounded up. */
  storage_per_gb_month: dollars(),
  /**
   * Dollars per page a job reads: over plain HTTP, or rendered in Chromium. Both are given
   * together when overridden.
   */
  cost_per_page: z.strictObject({ http: dollars(), browser: dollars() }),
});
export type PriceTable = z.infer<typeof PriceTableSchema>;

/** Any part of the table; per-model figures are merged model by model. */
export const PriceOverridesSchema = /* @__PURE__ */ PriceTableSchema.partial().strict();
export type PriceOverrides = z.infer<typeof PriceOverridesSchema>;

export const DEFAULT_PRICE_TABLE: PriceTable = {
  effective_from: '2026-01-01',
  cost_per_token: { ...COST_PER_TOKEN },
  default_cost_per_token: DEFAULT_COST_PER_TOKEN,
  cost_base_per_request: { ...COST_BASE_PER_REQUEST },
  default_cost_base_per_request: DEFAULT_COST_BASE_PER_REQUEST,
  ai_per_1000_tokens: 0.08,
  storage_per_gb_month: 0.125,
  // The spec prices requests, not pages. A page is read by the built-in pattern processor, so
  // it costs that model's base figure for one request; a page that needs Chromium costs the
  // spec's default base figure (ten times as much, as rendering takes a browser).
  cost_per_page: {
    http: COST_BASE_PER_REQUEST['pattern-processor'] ?? DEFAULT_COST_BASE_PER_REQUEST,
    browser: DEFAULT_COST_BASE_PER_REQUEST,
  },
};

export function mergePrices(base: PriceTable, overrides: PriceOverrides): PriceTable {
  return {
    ...base,
    ...overrides,
    cost_per_token: { ...base.cost_per_token, ...overrides.cost_per_token },
    cost_base_per_request: { ...base.cost_base_per_request, ...overrides.cost_base_per_request },
  };
}

export function tokenPrice(table: PriceTable, model: string): number {
  return table.cost_per_token[model] ?? table.default_cost_per_token;
}

/**
 * Dollars for one model call: its tokens at the model's price, or the model's base figure when
 * the call reports no tokens.
 */
export function requestCost(
  table: PriceTable,
  model: string,
  inputTokens: number,
  outputTokens: number,
): number {
  const tokens = inputTokens + outputTokens;
  if (tokens > 0) return tokens * tokenPrice(table, model);
  return table.cost_base_per_request[model] ?? table.default_cost_base_per_request;
}

/** A person's calls of one model, summed: their tokens, and the calls that reported none. */
export interface ModelCalls {
  model: string;
  tokens: number;
  untokened: number;
}

/** Pages a person's jobs read: over plain HTTP, or rendered in Chromium. */
export interface PagesRead {
  http: number;
  browser: number;
}

/** Dollars spent: model calls, pages read, and both. */
export const SpendSchema = /* @__PURE__ */ z.object({
  model_calls: dollars(),
  pages: dollars(),
  total: dollars(),
});
export type Spend = z.infer<typeof SpendSchema>;

/** Model calls at the table's prices: tokens at each model's price, token-less calls at its base. */
export function modelCallsCost(table: PriceTable, calls: readonly ModelCalls[]): number {
  return calls.reduce(
    (sum, call) =>
      sum +
      call.tokens * tokenPrice(table, call.model) +
      call.untokened * requestCost(table, call.model, 0, 0),
    0,
  );
}

/** Pages at the table's `cost_per_page`, by how each was read. */
export function pagesCost(table: PriceTable, pages: PagesRead): number {
  return pages.http * table.cost_per_page.http + pages.browser * table.cost_per_page.browser;
}

/**
 * What a person spent: model calls plus pages read. The one formula behind every cost Gleaner
 * shows or checks (the usage summary, the cost per day, the daily budget alert, the job
 * estimate's budget and the hard budget stop), so none of them can count differently.
 */
export function spendOf(
  table: PriceTable,
  usage: { models: readonly ModelCalls[]; pages: PagesRead },
): Spend {
  const model_calls = modelCallsCost(table, usage.models);
  const pages = pagesCost(table, usage.pages);
  return { model_calls, pages, total: model_calls + pages };
}

/**
 * A spend as the server publishes it, each figure to the millionth: every endpoint that shows a
 * spend rounds it here, so two of them showing the same window give the same numbers.
 */
export function publishedSpend(spend: Spend): Spend {
  return {
    model_calls: roundDollars(spend.model_calls),
    pages: roundDollars(spend.pages),
    total: roundDollars(spend.total),
  };
}

export const BYTES_PER_GB = 1024 ** 3;

/** Storage is billed by whole GB: any byte starts a GB. */
export function billedGb(bytes: number): number {
  return Math.ceil(Math.max(0, bytes) / BYTES_PER_GB);
}

/** Rounds dollars to millionths, so sums of per-token prices do not carry float noise. */
export function roundDollars(value: number): number {
  return Math.round(value * 1_000_000) / 1_000_000;
}

export interface BillingLineItem {
  description: string;
  quantity: number;
  unit_price: number;
  total: number;
}

/** What each page line of the bill is called. */
export const PAGE_LINE_ITEMS = {
  http: 'Pages read over HTTP',
  browser: 'Pages rendered in Chromium',
} as const;

/**
 * The Billing tab's line items: AI processing by tokens (the spec's billing rate), pages read by
 * how they were read (the table's `cost_per_page`, as budgets count them) and storage by
 * GB-month.
 */
export function billingLineItems(
  table: PriceTable,
  usage: { tokens: number; storageBytes: number; pages: PagesRead },
): { line_items: BillingLineItem[]; subtotal: number; total: number } {
  const perToken = table.ai_per_1000_tokens / 1000;
  const gb = billedGb(usage.storageBytes);
  const pageLine = (engine: keyof PagesRead): BillingLineItem => ({
    description: PAGE_LINE_ITEMS[engine],
    quantity: usage.pages[engine],
    unit_price: table.cost_per_page[engine],
    total: roundDollars(pagesCost(table, { http: 0, browser: 0, [engine]: usage.pages[engine] })),
  });
  const line_items: BillingLineItem[] = [
    {
      description: 'AI processing (tokens)',
      quantity: usage.tokens,
      unit_price: perToken,
      total: roundDollars(usage.tokens * perToken),
    },
    pageLine('http'),
    pageLine('browser'),
    {
      description: 'Storage (GB-month, rounded up)',
      quantity: gb,
      unit_price: table.storage_per_gb_month,
      total: roundDollars(gb * table.storage_per_gb_month),
    },
  ];
  const subtotal = roundDollars(line_items.reduce((sum, item) => sum + item.total, 0));
  return { line_items, subtotal, total: subtotal };
}

export const USAGE_PERIODS = ['day', 'week', 'month'] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];

/** The spec's time windows: a day is 24 hours, a week 7 days, a month 30 days. */
export const PERIOD_DAYS: Readonly<Record<UsagePeriod, number>> = { day: 1, week: 7, month: 30 };

/** The spec's monthly projection factors: a day ×30, a week ×4.33, a month as it is. */
export const PROJECTION_FACTORS: Readonly<Record<UsagePeriod, number>> = {
  day: 30,
  week: 4.33,
  month: 1,
};

/**
 * Estimated month: the period's use (AI processing and pages read) scaled by its factor, plus
 * storage, which is already billed per month and so is not multiplied.
 */
export function projectMonthly(period: UsagePeriod, useCost: number, storageCost: number): number {
  return roundDollars(useCost * PROJECTION_FACTORS[period] + storageCost);
}

/** The account page's limits (spec section 9, Billing). */
export const ACCOUNT_LIMITS = { tokensPerMonth: 100_000, storageMb: 1024 } as const;
