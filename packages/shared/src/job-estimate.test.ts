import { describe, expect, it } from 'vitest';
import {
  budgetStopReason,
  CreateJobRequestSchema,
  dollarsText,
  estimateJobCost,
  overBudgetMessage,
  reachedBudget,
  budgetLeft,
  tablePagePrice,
  tightestBudget,
} from './job-estimate.js';
import { DEFAULT_PRICE_TABLE, mergePrices, PriceOverridesSchema } from './prices.js';

describe('job estimate', () => {
  it('prices pages from the table by render mode when none of the person’s pages is measured', () => {
    expect(DEFAULT_PRICE_TABLE.cost_per_page).toEqual({ http: 0.0001, browser: 0.001 });
    expect(tablePagePrice(DEFAULT_PRICE_TABLE, 'never')).toBe(0.0001);
    expect(tablePagePrice(DEFAULT_PRICE_TABLE, 'always')).toBe(0.001);
    // auto renders only the pages that need it: priced as read over HTTP until measured
    expect(tablePagePrice(DEFAULT_PRICE_TABLE, 'auto')).toBe(0.0001);
    expect(
      estimateJobCost(DEFAULT_PRICE_TABLE, { maxPages: 3, render: 'auto' }, null).basis_text,
    ).toBe(
      'Price table of 2026-01-01: $0.0001 a page read over plain HTTP (auto renders only the pages that need it); no pages of your auto-render jobs are measured yet.',
    );

    const estimate = estimateJobCost(DEFAULT_PRICE_TABLE, { maxPages: 250, render: 'never' }, null);
    expect(estimate).toMatchObject({
      pages: 250,
      cost_per_page: 0.0001,
      model_calls: 0,
      model_cost: 0,
      total: 0.025,
      basis: 'price_table',
      measured_pages: 0,
    });
    expect(estimate.basis_text).toBe(
      'Price table of 2026-01-01: $0.0001 a page read over plain HTTP; no pages of your HTTP-only jobs are measured yet.',
    );
  });

  it('uses the measured cost per page when there is one: pages × average, to millionths', () => {
    // 30 pages over HTTP and 10 rendered: (30 × 0.0001 + 10 × 0.001) / 40 = 0.000325 a page
    const measured = { pages: 40, cost: 30 * 0.0001 + 10 * 0.001 };
    const estimate = estimateJobCost(
      DEFAULT_PRICE_TABLE,
      { maxPages: 100, render: 'auto' },
      measured,
    );
    expect(estimate.cost_per_page).toBe(0.000325);
    expect(estimate.total).toBe(0.0325);
    expect(estimate.basis).toBe('measured');
    expect(estimate.measured_pages).toBe(40);
    expect(estimate.basis_text).toContain('your last 40 pages of auto-render jobs');
    expect(estimate.basis_text).toContain('$0.00033 a page on average');
    // no pages measured counts as no measurement
    expect(
      estimateJobCost(DEFAULT_PRICE_TABLE, { maxPages: 1, render: 'auto' }, { pages: 0, cost: 0 })
        .basis,
    ).toBe('price_table');
  });

  it('follows the operator’s page prices', () => {
    const table = mergePrices(
      DEFAULT_PRICE_TABLE,
      PriceOverridesSchema.parse({ cost_per_page: { http: 0.01, browser: 0.05 } }),
    );
    expect(estimateJobCost(table, { maxPages: 10, render: 'always' }, null).total).toBe(0.5);
    expect(() => PriceOverridesSchema.parse({ cost_per_page: { http: -1, browser: 0 } })).toThrow();
  });

  it('finds the budget with the least left and the one reached', () => {
    const standing = {
      daily: { limit: 5, spent: 1 },
      weekly: { limit: 25, spent: 24.5 },
      monthly: { limit: 100, spent: 24.5 },
    };
    expect(tightestBudget(standing)).toEqual({
      window: 'weekly',
      limit: 25,
      spent: 24.5,
      remaining: 0.5,
    });
    expect(reachedBudget(standing)).toBeNull();
    expect(reachedBudget({ ...standing, daily: { limit: 5, spent: 5 } })).toBe('daily');
    // 20 pages at $0.0001 summed one by one fall a hair short of $0.002: reached all the same.
    let twenty = 0;
    for (let page = 0; page < 20; page += 1) twenty += 0.0001;
    expect(reachedBudget({ ...standing, daily: { limit: 0.002, spent: twenty } })).toBe('daily');
    expect(budgetLeft({ ...standing, weekly: { limit: 25, spent: 24.5 } })).toBeCloseTo(0.5, 10);
    // spent past the limit leaves nothing, never less than nothing
    expect(tightestBudget({ ...standing, daily: { limit: 5, spent: 6 } }).remaining).toBe(0);
  });

  it('says which budget, what it costs and how to carry on', () => {
    expect(budgetStopReason('daily', 0.05, 0.0502)).toBe(
      'Stopped: your daily budget (24 hours) of $0.05 is reached ($0.05 spent). What was captured is kept. Raise the budget in Account → Settings, then press Resume to continue where it stopped.',
    );
    const estimate = {
      ...estimateJobCost(DEFAULT_PRICE_TABLE, { maxPages: 1000, render: 'always' }, null),
      budget: { window: 'daily' as const, limit: 5, spent: 4.5, remaining: 0.5 },
      over_budget: true,
    };
    expect(overBudgetMessage(estimate)).toBe(
      'This job may cost up to $1.00 (1,000 pages at $0.001), more than the $0.50 left of your daily budget (24 hours) of $5.00. Confirm to run it anyway (it stops when the budget is reached), or lower its pages.',
    );
    // A one-page scrape runs at once: one page, nothing to lower.
    const page = {
      ...estimateJobCost(DEFAULT_PRICE_TABLE, { maxPages: 1, render: 'never' }, null),
      budget: { window: 'weekly' as const, limit: 25, spent: 24.99995, remaining: 0.00005 },
      over_budget: true,
    };
    expect(overBudgetMessage(page, 'scrape')).toBe(
      'Scraping this page may cost up to $0.0001 (1 page at $0.0001), more than the $0.00005 left of your weekly budget (7 days) of $25.00. Confirm to scrape it anyway.',
    );
  });

  it('writes dollars in cents, or with the digits a small price needs', () => {
    expect(dollarsText(0)).toBe('$0.00');
    expect(dollarsText(12.5)).toBe('$12.50');
    expect(dollarsText(0.0001)).toBe('$0.0001');
    expect(dollarsText(0.000456)).toBe('$0.00046');
    expect(dollarsText(0.00000123)).toBe('$0.0000012');
    expect(dollarsText(-0.004)).toBe('$-0.004');
  });

  it('never shows a small budget as nothing beside the figures it is read with', () => {
    expect(`${dollarsText(0, 0.002)} left of ${dollarsText(0.002, 0)}`).toBe(
      '$0.000 left of $0.002',
    );
    expect(`${dollarsText(0.0013, 0.002)} left of ${dollarsText(0.002, 0.0013)}`).toBe(
      '$0.0013 left of $0.0020',
    );
    expect(`${dollarsText(0.00005, 25)} left of ${dollarsText(25, 0.00005)}`).toBe(
      '$0.00005 left of $25.00',
    );
    const spent = { window: 'daily' as const, limit: 0.002, spent: 0.002, remaining: 0 };
    const job = {
      ...estimateJobCost(DEFAULT_PRICE_TABLE, { maxPages: 20, render: 'never' }, null),
    };
    expect(overBudgetMessage({ ...job, budget: spent, over_budget: true })).toContain(
      'more than the $0.000 left of your daily budget (24 hours) of $0.002.',
    );
    expect(budgetStopReason('daily', 0.002, 0.002)).toContain(
      'your daily budget (24 hours) of $0.002 is reached ($0.002 spent).',
    );
  });

  it('takes the confirmation with the job and still refuses control characters', () => {
    expect(
      CreateJobRequestSchema.parse({ url: 'https://example.com', confirm_over_budget: true }),
    ).toMatchObject({ confirm_over_budget: true });
    expect(
      CreateJobRequestSchema.safeParse({ url: 'https://example.com', instruction: 'a\u0000' })
        .success,
    ).toBe(false);
  });
});
