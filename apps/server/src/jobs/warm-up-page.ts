import type { PageAnalysisInput } from './page-analysis.js';

/**
 * What a new page-reading thread reads before it says it is ready, and what `warmUp` reads: a page
 * with a heading and a link, read by a plan that follows links.
 */
export const WARM_UP_PAGE: PageAnalysisInput = {
  html: '<!doctype html><title>Warm-up</title><h1>Warm-up</h1><a href="/next">Next</a>',
  url: 'http://localhost/',
  kind: 'start',
  job: {
    url: 'http://localhost/',
    plan: { follow: 'all', selectors: [{ type: 'text', selector: 'h1' }] },
    options: { maxPages: 2, maxDepth: 1, include: [], exclude: [], render: 'never' },
  },
};
