/**
 * A job's cost before it runs, and the budget it would pass (issue 16, cost control). Pages are
 * priced by the one price table (`cost_per_page`), or at what the person's own pages read with
 * the same render mode really cost, when there are any.
 */
import { z } from 'zod';
import { ApiErrorSchema } from './errors.js';
import {
  CreateJobBodySchema,
  HttpUrlSchema,
  ExecuteScrapingReplySchema,
  JobReplySchema,
  type RenderMode,
} from './jobs.js';
import {
  expectationText,
  expectedPages,
  PageExpectationSchema,
  type PageExpectation,
} from './page-expectation.js';
import { withoutControlCharacters } from './plain-text.js';
import { countOf } from './plural.js';
import { roundDollars, type PriceTable } from './prices.js';

/** `POST /api/jobs` (and `/api/jobs/estimate`): a job, and the answer to a budget question. */
// Built inside withoutControlCharacters (a call without side effects) so the web app, which
// never sends it through this schema, drops it and the request schema it extends.
export const CreateJobRequestSchema = /* @__PURE__ */ withoutControlCharacters(() =>
  CreateJobBodySchema.safeExtend({
    /** Run it even though its estimate passes what is left of a budget. @default false */
    confirm_over_budget: z.boolean().optional(),
    /**
     * The pages the agent's plan expects (`POST /api/plan`'s `job.expected`, the chat's start
     * action): the estimate counts these rather than the page cap. A job planned here from its
     * sentence has its own.
     */
    expected: PageExpectationSchema.optional(),
    /** Send `job.completed` / `job.failed` here, signed per Standard Webhooks (secret in the reply, once). */
    webhook: z.object({ url: HttpUrlSchema }).optional(),
  }),
);
export type CreateJobRequest = z.infer<typeof CreateJobRequestSchema>;

export const BUDGET_WINDOWS = ['daily', 'weekly', 'monthly'] as const;
export type BudgetWindow = (typeof BUDGET_WINDOWS)[number];

export const JobEstimateSchema = /* @__PURE__ */ z.object({
  /** The pages the estimate counts: those the plan expects, else the job's page cap. */
  pages: z.number().int(),
  /** The most pages the job may read (its page cap). */
  max_pages: z.number().int(),
  /** `expected`: counted from the plan's evidence; `cap`: the page cap, as nothing says more. */
  pages_basis: z.enum(['expected', 'cap']),
  /** Where the page count comes from, in words. */
  pages_text: z.string(),
  render: z.enum(['auto', 'never', 'always']),
  cost_per_page: z.number(),
  /** Model calls the job makes while it runs: the built-in reader reads its pages without one. */
  model_calls: z.number().int(),
  model_cost: z.number(),
  /** Dollars: pages × cost per page + model calls (at most, when pages is the cap). */
  total: z.number(),
  /** Where the cost per page comes from. */
  basis: z.enum(['measured', 'price_table']),
  /** Pages of the person's own jobs the measured figure is the average of (0 with the table). */
  measured_pages: z.number().int(),
  /** The basis in words, for the plan card. */
  basis_text: z.string(),
  /** The budget with the least left, for a signed-in person; null for anyone else. */
  budget: z
    .object({
      window: z.enum(BUDGET_WINDOWS),
      limit: z.number(),
      spent: z.number(),
      remaining: z.number(),
    })
    .nullable(),
  /** The estimate passes what is left of that budget: running it needs a confirmation. */
  over_budget: z.boolean(),
});
export type JobEstimate = z.infer<typeof JobEstimateSchema>;

export const JobEstimateReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  estimate: JobEstimateSchema,
});

/** 402 from `POST /api/jobs`: the job would pass a budget; send it again with the confirmation. */
export const BudgetConfirmationReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.literal('BUDGET_CONFIRMATION_REQUIRED'),
  confirm_required: z.literal(true),
  estimate: JobEstimateSchema,
});
export type BudgetConfirmationReply = z.infer<typeof BudgetConfirmationReplySchema>;

/**
 * 402 from `POST /api/execute-scraping`: the page would pass a budget (send it again with the
 * confirmation), or a budget or plan limit is already reached (refused, saying which).
 */
export const ScrapeNotRunReplySchema = /* @__PURE__ */ z.union([
  BudgetConfirmationReplySchema,
  ApiErrorSchema,
]);

/** What pages of one render mode cost on average, measured on the person's own done pages. */
export interface MeasuredPageCost {
  pages: number;
  cost: number;
}

/** Jobs by render mode, in words. */
const MODE_WORDS: Readonly<Record<RenderMode, string>> = {
  never: 'HTTP-only',
  always: 'Chromium',
  auto: 'auto-render',
};

/** Decimals an amount needs: cents, or two significant digits below a cent (never none). */
function decimalsOf(value: number): number {
  if (value === 0 || !Number.isFinite(value) || Math.abs(value) >= 0.01) return 2;
  const shown = Number(value.toPrecision(2));
  let decimals = 3;
  while (decimals < 12 && Number(shown.toFixed(decimals)) !== shown) decimals += 1;
  return decimals;
}

/**
 * Dollars in words: cents, or as many decimals as a small amount needs ($0.0001, $0.00046), so
 * nothing above zero reads as $0.00. An amount under a cent read with others (`alongside`) takes
 * the decimals of the most precise of them: "$0.000 left of $0.002", never "$0.00 left of
 * $0.002"; whole dollars stay in cents ("$0.00005 left of $25.00").
 */
export function dollarsText(value: number, ...alongside: number[]): string {
  const own = decimalsOf(value);
  const decimals = Math.abs(value) >= 0.01 ? own : Math.max(own, ...alongside.map(decimalsOf));
  return `$${value.toFixed(decimals)}`;
}

/**
 * The table's price of a page in a render mode. `auto` is priced as a page read over HTTP until
 * pages are measured: the agent chooses `always` for a site that needs JavaScript, and `auto`
 * renders only the odd page that turns out to need it.
 */
export function tablePagePrice(prices: PriceTable, render: RenderMode): number {
  return render === 'always' ? prices.cost_per_page.browser : prices.cost_per_page.http;
}

/**
 * The estimate: at most `pages` pages at the measured cost per page (the person's own pages
 * read with the same render mode) or else the price table's, plus the job's model calls.
 */
export function estimateJobCost(
  prices: PriceTable,
  job: { maxPages: number; render: RenderMode; expected?: PageExpectation | undefined },
  measured: MeasuredPageCost | null,
): Omit<JobEstimate, 'budget' | 'over_budget'> {
  const expected = job.expected ? expectedPages(job.expected, job.maxPages) : null;
  const jobPages = expected ?? job.maxPages;
  const useMeasured = measured !== null && measured.pages > 0;
  const costPerPage = useMeasured
    ? measured.cost / measured.pages
    : tablePagePrice(prices, job.render);
  const modelCalls = 0;
  const modelCost = 0;
  const read = job.render === 'always' ? 'rendered in Chromium' : 'read over plain HTTP';
  const pages = measured?.pages ?? 0;
  const basisText = useMeasured
    ? `Measured: your last ${countOf(pages, 'page')} of ${MODE_WORDS[job.render]} jobs cost ${dollarsText(costPerPage)} a page on average (price table of ${prices.effective_from}).`
    : `Price table of ${prices.effective_from}: ${dollarsText(costPerPage)} a page ${read}${job.render === 'auto' ? ' (auto renders only the pages that need it)' : ''}; no pages of your ${MODE_WORDS[job.render]} jobs are measured yet.`;
  return {
    pages: jobPages,
    max_pages: job.maxPages,
    pages_basis: expected === null ? 'cap' : 'expected',
    pages_text: expectationText(job.expected ?? null, job.maxPages),
    render: job.render,
    cost_per_page: roundDollars(costPerPage),
    model_calls: modelCalls,
    model_cost: modelCost,
    total: roundDollars(jobPages * costPerPage + modelCost),
    basis: useMeasured ? 'measured' : 'price_table',
    measured_pages: useMeasured ? measured.pages : 0,
    basis_text: basisText,
  };
}

/** Spent and allowed dollars per budget window. */
export type BudgetStanding = Record<BudgetWindow, { limit: number; spent: number }>;

/** The window with the least left (the first of equals: daily before weekly before monthly). */
export function tightestBudget(standing: BudgetStanding): NonNullable<JobEstimate['budget']> {
  let tightest: NonNullable<JobEstimate['budget']> | null = null;
  for (const window of BUDGET_WINDOWS) {
    const { limit, spent } = standing[window];
    const remaining = roundDollars(Math.max(0, limit - spent));
    if (!tightest || remaining < tightest.remaining)
      tightest = { window, limit, spent: roundDollars(spent), remaining };
  }
  if (!tightest) throw new Error('no budget windows');
  return tightest;
}

/**
 * Dollars below a budget that count as reaching it: sums of page prices carry float error
 * (20 × $0.0001 may add up to a hair under $0.002), and a nano-dollar buys nothing.
 */
export const BUDGET_TOLERANCE = 1e-9;

/** A budget reached: the window whose spending is at or past its limit, if any. */
export function reachedBudget(standing: BudgetStanding): BudgetWindow | null {
  return (
    BUDGET_WINDOWS.find(
      (window) => standing[window].spent + BUDGET_TOLERANCE >= standing[window].limit,
    ) ?? null
  );
}

/** Dollars left before the first budget is reached (0 or less once one is). */
export function budgetLeft(standing: BudgetStanding): number {
  return Math.min(
    ...BUDGET_WINDOWS.map((window) => standing[window].limit - standing[window].spent),
  );
}

const WINDOW_WORDS: Readonly<Record<BudgetWindow, string>> = {
  daily: 'daily budget (24 hours)',
  weekly: 'weekly budget (7 days)',
  monthly: 'monthly budget (30 days)',
};

const reached = (window: BudgetWindow, limit: number, spent: number) =>
  `your ${WINDOW_WORDS[window]} of ${dollarsText(limit, spent)} is reached (${dollarsText(spent, limit)} spent).`;

/** Why a running job stopped at a budget, and how to carry on. */
export function budgetStopReason(window: BudgetWindow, limit: number, spent: number): string {
  return (
    `Stopped: ${reached(window, limit, spent)} What was captured is kept. ` +
    'Raise the budget in Account → Settings, then press Resume to continue where it stopped.'
  );
}

/** Why a job may not start or resume while a budget is reached. */
export function budgetRefusal(window: BudgetWindow, limit: number, spent: number): string {
  return `Not run: ${reached(window, limit, spent)} Raise the budget in Account → Settings, then try again.`;
}

/**
 * How a one-page scrape's 402 asking for confirmation ends. The web app tells it from a refusal
 * by it: its error text is all the landing's one HTTP reader keeps of a failure, and that reader
 * is in the first load, which must not grow. API callers read `code` instead.
 */
export const SCRAPE_CONFIRMATION_ASK = 'Confirm to scrape it anyway.';

/**
 * The 402 message of work that would pass what is left of a budget: a job, or a one-page scrape
 * (`POST /api/execute-scraping`), which runs at once, so there is no page cap to lower.
 */
export function overBudgetMessage(estimate: JobEstimate, kind: 'job' | 'scrape' = 'job'): string {
  const budget = estimate.budget;
  if (!budget) return '';
  const pages = countOf(estimate.pages, 'page');
  const left = `more than the ${dollarsText(budget.remaining, budget.limit)} left of your ${WINDOW_WORDS[budget.window]} of ${dollarsText(budget.limit, budget.remaining)}.`;
  if (kind === 'scrape')
    return `Scraping this page may cost up to ${dollarsText(estimate.total)} (${pages} at ${dollarsText(estimate.cost_per_page)}), ${left} ${SCRAPE_CONFIRMATION_ASK}`;
  const cost =
    estimate.pages_basis === 'expected'
      ? `about ${dollarsText(estimate.total)} (${pages} expected at ${dollarsText(estimate.cost_per_page)})`
      : `up to ${dollarsText(estimate.total)} (${pages} at ${dollarsText(estimate.cost_per_page)})`;
  return (
    `This job may cost ${cost}, ${left} ` +
    'Confirm to run it anyway (it stops when the budget is reached), or lower its pages.'
  );
}

/** `POST /api/jobs` (201): the job, and its estimate (null when the agent could not plan it). */
export const CreateJobReplySchema = /* @__PURE__ */ JobReplySchema.extend({
  estimate: JobEstimateSchema.nullable(),
  /** The job's webhook, when one was given: its `whsec_` secret is shown this once. */
  webhook: z.object({ url: z.string(), secret: z.string() }).optional(),
});

/**
 * `POST /api/execute-scraping` (200) as the server sends it: the page's items, and what it was
 * estimated to cost before it ran (null where budgets are not kept, as in some tests).
 */
export const ExecuteScrapingEstimatedReplySchema =
  /* @__PURE__ */ ExecuteScrapingReplySchema.extend({
    estimate: JobEstimateSchema.nullable(),
  });
