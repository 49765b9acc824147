import { describe, expect, it } from 'vitest';
import { jobEndSummary } from './job-end-summary';

const at = '2026-11-27T12:00:00.000Z';

describe('how a job ended, in words', () => {
  it('says how much came from how many pages', () => {
    expect(jobEndSummary('completed', 1000, { processedPages: 190, errors: [] })).toEqual({
      tone: 'success',
      text: 'Job finished: 1,000 items captured from 190 pages',
    });
    expect(jobEndSummary('completed', 1, { processedPages: 1, errors: [] }).text).toBe(
      'Job finished: 1 item captured',
    );
  });

  it('names the page that failed, its address once', () => {
    const end = jobEndSummary('completed', 998, {
      processedPages: 190,
      errors: [
        {
          url: 'http://shop.test/category/7',
          message: 'HTTP 500 Internal Server Error',
          timestamp: at,
        },
      ],
    });
    expect(end).toEqual({
      tone: 'warning',
      text: 'Job finished: 998 items captured from 190 pages; 1 page failed: http://shop.test/category/7: HTTP 500 Internal Server Error',
    });
    const named = jobEndSummary('completed', 5, {
      processedPages: 3,
      errors: [
        { url: 'http://x.test/a', message: 'Could not reach http://x.test/a', timestamp: at },
        { url: 'http://x.test/b', message: 'timed out', timestamp: at },
      ],
    });
    expect(named.text).toBe(
      'Job finished: 5 items captured from 3 pages; 2 pages failed (the first: Could not reach http://x.test/a)',
    );
  });

  it('tells a stopped job apart from a finished one', () => {
    expect(jobEndSummary('cancelled', 12, { processedPages: 2, errors: [] })).toEqual({
      tone: 'info',
      text: 'Job cancelled: the 12 items it captured are in Captured Data',
    });
  });
});
