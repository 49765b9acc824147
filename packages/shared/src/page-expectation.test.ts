import { describe, expect, it } from 'vitest';
import { estimateJobCost, overBudgetMessage } from './job-estimate.js';
import { expectationText, expectedPages, type PageExpectation } from './page-expectation.js';
import { DEFAULT_PRICE_TABLE } from './prices.js';

const list = (change: Partial<PageExpectation>): PageExpectation => ({
  lists: 1,
  pagesPerList: 8,
  counted: 'last-page',
  recordsPerPage: 10,
  totalRecords: null,
  detailPages: false,
  ...change,
});

describe('the pages a plan expects', () => {
  it('counts list pages, each with its records’ own pages when those are read', () => {
    expect(expectedPages(list({}), 10_000)).toBe(8);
    expect(expectedPages(list({ detailPages: true }), 10_000)).toBe(88);
    expect(expectedPages(list({ pagesPerList: 1, counted: 'one-page' }), 10_000)).toBe(1);
    // Several lists from a front page: the front page, then each list.
    expect(expectedPages(list({ lists: 11, pagesPerList: 3 }), 10_000)).toBe(34);
    // Never past the job's cap, and nothing to count without a page count.
    expect(expectedPages(list({ detailPages: true }), 50)).toBe(50);
    expect(expectedPages(list({ pagesPerList: null, counted: 'unknown' }), 10_000)).toBeNull();
  });

  it('says what the count is based on', () => {
    expect(expectationText(list({}), 10_000)).toBe(
      'Expected 8 pages: 8 list pages (its pagination goes to page 8), 10 records to a page.',
    );
    expect(expectationText(list({ detailPages: true }), 10_000)).toBe(
      "Expected 88 pages: 8 list pages (its pagination goes to page 8), each with its 10 records' own pages.",
    );
    expect(
      expectationText(
        list({
          pagesPerList: 50,
          counted: 'results-count',
          totalRecords: 1000,
          recordsPerPage: 20,
        }),
        10_000,
      ),
    ).toBe(
      'Expected 50 pages: about 50 list pages (it says 1,000 records in all), 20 records to a page.',
    );
    expect(expectationText(list({ pagesPerList: 1, counted: 'one-page' }), 1)).toBe(
      'Expected 1 page: this page only, 10 records on it.',
    );
    expect(expectationText(list({ pagesPerList: 3, counted: 'requested' }), 10_000)).toBe(
      'Expected 3 pages: the first 3 pages, as asked, 10 records to a page.',
    );
    expect(expectationText(list({ detailPages: true }), 50)).toBe(
      "Expected 50 pages (held to the job's cap of 50 pages): 8 list pages (its pagination goes to page 8), each with its 10 records' own pages.",
    );
    // A front page of categories: each link's pages judged from those read while planning.
    expect(
      expectationText(
        list({ lists: 10, pagesPerList: 7, counted: 'sampled', sampledPages: 12 }),
        10_000,
      ),
    ).toBe(
      'Expected 71 pages: 10 links from this page, each leading to about 7 pages of lists and categories (judged from 12 pages read while planning), 10 records to a page.',
    );
    expect(
      expectationText(
        list({ lists: 20, pagesPerList: 7, counted: 'sampled', sampledPages: 12, startPages: 2 }),
        10_000,
      ),
    ).toBe(
      "Expected 141 pages: 10 links on each of the start page's 2 pages, each leading to about 7 pages of lists and categories (judged from 12 pages read while planning), 10 records to a page.",
    );
    expect(expectationText(list({ pagesPerList: null, counted: 'unknown' }), 10_000)).toBe(
      'The page has a "next" link but does not say how many pages follow, so this counts the job\'s cap of 10,000 pages; the job ends at the last page, or stops when a budget is reached.',
    );
  });

  it('prices the expected pages, not the cap, and says so when a budget is passed', () => {
    // "Every page" of a rendered list of 50 pages × 20 records read on their own pages.
    const expected = list({ pagesPerList: 50, recordsPerPage: 20, detailPages: true });
    const estimate = estimateJobCost(
      DEFAULT_PRICE_TABLE,
      { maxPages: 10_000, render: 'always', expected },
      null,
    );
    expect(estimate).toMatchObject({
      pages: 1050,
      max_pages: 10_000,
      pages_basis: 'expected',
      total: 1.05,
    });
    const unknown = estimateJobCost(
      DEFAULT_PRICE_TABLE,
      { maxPages: 10_000, render: 'always', expected: { ...expected, pagesPerList: null } },
      null,
    );
    expect(unknown).toMatchObject({ pages: 10_000, pages_basis: 'cap', total: 10 });
    const over = {
      ...estimate,
      budget: { window: 'daily' as const, limit: 1, spent: 0.5, remaining: 0.5 },
      over_budget: true,
    };
    expect(overBudgetMessage(over)).toBe(
      'This job may cost about $1.05 (1,050 pages expected at $0.001), more than the $0.50 left of your daily budget (24 hours) of $1.00. Confirm to run it anyway (it stops when the budget is reached), or lower its pages.',
    );
  });
});
