import type { LiveResult, StreamingJob } from '@gleaner/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jobKeys } from './api';
import { mergeJob, streamingKey, type StreamingEntry } from './job-cache';

const state = (over: Partial<StreamingJob>): StreamingJob => ({
  jobId: 'j1',
  status: 'processing',
  url: 'https://shop.example/',
  instruction: 'every product',
  processedPages: 1,
  totalPages: 3,
  totalPagesKnown: true,
  totalResults: 4,
  progress: 1 / 3,
  currentChunk: 1,
  totalChunks: 1,
  estimatedTimeRemaining: 2,
  errors: [],
  errorMessage: null,
  startedAt: '2026-01-01T00:00:00.000Z',
  completedAt: null,
  version: 1,
  ...over,
});

const result = (id: string): LiveResult => ({
  id,
  type: 'record',
  page: 'https://shop.example/',
  content: { name: id },
  confidence: 0.9,
  selector: 'li',
});

const held = (client: QueryClient) => client.getQueryData<StreamingEntry[]>(streamingKey()) ?? [];

describe('streaming job cache', () => {
  it('keeps a finished job finished when a poll answered before the last event arrives late', () => {
    const client = new QueryClient();
    mergeJob(client, state({ version: 2 }), [result('a')]);
    const done = state({ status: 'completed', processedPages: 3, progress: 1, version: 5 });
    mergeJob(client, done);
    const kept = mergeJob(client, state({ version: 3 }), [result('b')]);

    expect(kept).toEqual(done);
    expect(held(client)[0]?.job).toEqual(done);
    expect(client.getQueryData(jobKeys.status('j1'))).toEqual(done);
    // The late reply's results are still news.
    expect(held(client)[0]?.results.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('takes a newer state, such as a resumed run of a cancelled job', () => {
    const client = new QueryClient();
    mergeJob(client, state({ status: 'cancelled', version: 4 }));
    const resumed = state({ status: 'processing', version: 6 });
    expect(mergeJob(client, resumed)).toEqual(resumed);
    expect(held(client)).toHaveLength(1);
    expect(held(client)[0]?.job.status).toBe('processing');
  });

  it('puts a job not seen before first, without repeating results', () => {
    const client = new QueryClient();
    mergeJob(client, state({}), [result('a')]);
    mergeJob(client, state({ jobId: 'j2' }), [result('x')]);
    mergeJob(client, state({ version: 2 }), [result('a'), result('b')]);
    expect(held(client).map((entry) => entry.job.jobId)).toEqual(['j2', 'j1']);
    expect(held(client)[1]?.results.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('holds the document being read until an event says none is, and drops it when the job ends', () => {
    const client = new QueryClient();
    const reading = {
      url: 'https://shop.example/files/report.pdf',
      name: 'report.pdf',
      document: 1,
      documents: 2,
      page: 3,
      pages: 40,
      ocr: false,
    };
    mergeJob(client, state({ version: 2 }), [], reading);
    mergeJob(client, state({ version: 3 }), [result('a')]);
    expect(held(client)[0]?.reading).toEqual(reading);
    mergeJob(client, state({ version: 3 }), [], null);
    expect(held(client)[0]?.reading).toBeNull();
    mergeJob(client, state({ version: 4 }), [], reading);
    mergeJob(client, state({ status: 'completed', version: 5 }));
    expect(held(client)[0]?.reading).toBeNull();
  });
});
