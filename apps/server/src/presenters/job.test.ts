import { describe, expect, it } from 'vitest';
import type { scrapeJobs } from '../db/schema.js';
import { presentStreamingJob } from './job.js';

type JobRow = typeof scrapeJobs.$inferSelect;

const started = new Date('2026-01-01T00:00:00Z');
const row = (over: Partial<JobRow>): JobRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: null,
  anonymousOwner: null,
  requester: null,
  status: 'processing',
  instruction: 'every quote, every page',
  url: 'https://quotes.example/page/1/',
  plan: { follow: 'pagination' },
  options: { maxPages: 10_000 },
  processedPages: 1,
  totalPages: 2,
  totalResults: 4,
  currentChunk: 1,
  totalChunks: 1,
  errors: [],
  errorMessage: null,
  createdAt: started,
  startedAt: started,
  completedAt: null,
  runStartedAt: started,
  runStartPages: 0,
  version: 1,
  updatedAt: started,
  ...over,
});

describe('presentStreamingJob while following next links', () => {
  it('does not call a crawl half done when only the next page is known', () => {
    const job = presentStreamingJob(row({}));
    expect(job.totalPagesKnown).toBe(false);
    // 1 of 10,000 possible pages, not 1 of 2 (50%): a share that can only grow.
    expect(job.progress).toBeLessThan(0.01);
    expect(job.estimatedTimeRemaining).toBeNull();
  });

  it('never shows a smaller share later in the same crawl', () => {
    const shares = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
      (done) =>
        presentStreamingJob(row({ processedPages: done, totalPages: done + 1, currentChunk: done }))
          .progress,
    );
    const done = presentStreamingJob(
      row({ status: 'completed', processedPages: 10, totalPages: 10, currentChunk: 10 }),
    );
    for (let i = 1; i < shares.length; i += 1)
      expect(shares[i]).toBeGreaterThanOrEqual(shares[i - 1] ?? 0);
    expect(done.progress).toBe(1);
    expect(done.totalPagesKnown).toBe(true);
  });

  it('knows the total of a one-page job, of a job that follows nothing, and at the page cap', () => {
    expect(
      presentStreamingJob(row({ options: { maxPages: 1 }, totalPages: 1 })).totalPagesKnown,
    ).toBe(true);
    expect(presentStreamingJob(row({ plan: { follow: 'none' } })).totalPagesKnown).toBe(true);
    const capped = presentStreamingJob(row({ options: { maxPages: 3 }, totalPages: 3 }));
    expect(capped.totalPagesKnown).toBe(true);
    expect(capped.progress).toBeCloseTo(1 / 3);
  });

  it('never names a chunk past the number of chunks', () => {
    const job = presentStreamingJob(
      row({
        status: 'completed',
        processedPages: 10,
        totalPages: 10,
        currentChunk: 11,
        totalChunks: 10,
      }),
    );
    expect(`${job.currentChunk}/${job.totalChunks}`).toBe('10/10');
  });
});
