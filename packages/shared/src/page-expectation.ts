/**
 * How many pages a job's plan expects to read, from the plan's own evidence (issue 28): the list
 * pages its pagination says there are, the records on the page it was made on, and whether each
 * record's own page is read too. A job's estimate counts these, not its page cap, which is only
 * a safety limit (10,000 pages for "every page").
 */
import { z } from 'zod';
import { countOf } from './plural.js';

/** How the pages of each list were counted. */
export const LIST_PAGE_COUNTS = [
  /** No pagination followed: the page itself. */
  'one-page',
  /** "the first 3 pages": as many as asked (fewer when the page shows fewer). */
  'requested',
  /** The highest page the pagination names ("Page 1 of 8", links to pages 2…8). */
  'last-page',
  /** "Showing 1–20 of 1,000 results": the total over the records on the page. */
  'results-count',
  /** A "next" link and nothing that says how many pages follow. */
  'unknown',
  /**
   * Lists a front page leads to, through levels of categories: the pages under each of its
   * links, judged from the lists and categories read while planning.
   */
  'sampled',
] as const;
export type ListPageCount = (typeof LIST_PAGE_COUNTS)[number];

export const PageExpectationSchema = /* @__PURE__ */ z.object({
  /** Lists walked: 1, or the categories of a front page, each a list of its own. */
  lists: z.number().int().min(1).max(100_000),
  /** Pages of each list; null when the page does not say how many follow. */
  pagesPerList: z.number().int().min(1).max(1_000_000).nullable(),
  counted: z.enum(LIST_PAGE_COUNTS),
  /** Records on the list page the plan was made on (the sample). */
  recordsPerPage: z.number().int().min(0).max(1_000_000),
  /** Records the page says the whole list holds, when it says. */
  totalRecords: z.number().int().min(0).nullable(),
  /** Each record's own page is read too. */
  detailPages: z.boolean(),
  /** Pages of the start page's own list of links, when it has more than one. */
  startPages: z.number().int().min(1).max(1_000_000).optional(),
  /** Pages read while planning to judge `pagesPerList` (counted `sampled`). */
  sampledPages: z.number().int().min(0).max(1_000).optional(),
});
export type PageExpectation = z.infer<typeof PageExpectationSchema>;

/**
 * Pages the plan expects, never above the job's cap: the front page when it leads to several
 * lists, then each list's pages, each with its records' own pages when those are read. Null
 * when the page does not say how many list pages follow.
 */
export function expectedPages(expected: PageExpectation, cap: number): number | null {
  if (expected.pagesPerList === null) return null;
  const perListPage = 1 + (expected.detailPages ? expected.recordsPerPage : 0);
  const front = expected.lists > 1 ? 1 : 0;
  const pages = front + expected.lists * expected.pagesPerList * perListPage;
  return Math.min(cap, Math.max(1, pages));
}

const count = countOf;

/** Why each list has the pages it has, in words. */
function listPagesWords(expected: PageExpectation): string {
  const pages = expected.pagesPerList ?? 0;
  switch (expected.counted) {
    case 'one-page':
      return 'this page only';
    case 'requested':
      return `the first ${count(pages, 'page')}, as asked`;
    case 'last-page':
      return `${count(pages, 'list page')} (its pagination goes to page ${pages.toLocaleString('en-US')})`;
    case 'results-count':
      return `about ${count(pages, 'list page')} (it says ${count(expected.totalRecords ?? 0, 'record')} in all)`;
    case 'unknown':
      return 'pages it does not count';
    case 'sampled':
      return `about ${count(pages, 'page')} of lists and categories (judged from ${count(expected.sampledPages ?? 0, 'page')} read while planning)`;
  }
}

/**
 * What the estimate's page count is based on, in words: the plan's evidence, or, when the page
 * does not say how many pages follow, the job's cap.
 */
export function expectationText(expected: PageExpectation | null, cap: number): string {
  const capped = `the job's cap of ${count(cap, 'page')}`;
  if (!expected) return `No page count from a plan: ${capped}, at most.`;
  const pages = expectedPages(expected, cap);
  if (pages === null)
    return `The page has a "next" link but does not say how many pages follow, so this counts ${capped}; the job ends at the last page, or stops when a budget is reached.`;
  const lists =
    expected.lists <= 1
      ? ''
      : expected.counted === 'sampled'
        ? `${linksWords(expected)}, each leading to `
        : `${count(expected.lists, 'list')} from this page, each `;
  const records = count(expected.recordsPerPage, 'record');
  const detail = expected.detailPages
    ? `, each with its ${records}' own pages`
    : expected.counted === 'one-page'
      ? `, ${records} on it`
      : `, ${records} to a page`;
  const over = pages === cap && cap < uncapped(expected) ? ` (held to ${capped})` : '';
  return `Expected ${count(pages, 'page')}${over}: ${lists}${listPagesWords(expected)}${detail}.`;
}

/** The start page's links: on it, or on each of its pages when it has several. */
function linksWords(expected: PageExpectation): string {
  const pages = expected.startPages ?? 1;
  if (pages <= 1) return `${count(expected.lists, 'link')} from this page`;
  const each = Math.round(expected.lists / pages);
  return `${count(each, 'link')} on each of the start page's ${count(pages, 'page')}`;
}

function uncapped(expected: PageExpectation): number {
  return expectedPages(expected, Number.POSITIVE_INFINITY) ?? 0;
}
