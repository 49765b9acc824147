import { describe, expect, it } from 'vitest';
import { gleanerTools, type GleanerApiCall, type ToolProgress } from './mcp-tools.js';

const crawl = gleanerTools().find((tool) => tool.name === 'gleaner_crawl');
if (!crawl) throw new Error('gleaner_crawl is missing');

/** An API whose job has done `pages()` pages and is still running, recording each call. */
function runningJob(pages: () => number) {
  const calls: string[] = [];
  const call: GleanerApiCall = (method, path) => {
    calls.push(`${method} ${path.split('?')[0]}`);
    if (path === '/api/jobs')
      return Promise.resolve({
        status: 201,
        body: { job: { id: 'job-1', status: 'created', error_message: null } },
      });
    if (path.startsWith('/api/start-job/'))
      return Promise.resolve({
        status: 200,
        body: { job: { status: 'processing', options: { maxPages: 100 } } },
      });
    const done = pages();
    return Promise.resolve({
      status: 200,
      body: {
        job: {
          jobId: 'job-1',
          status: 'processing',
          processedPages: done,
          totalPages: done + 1,
          totalPagesKnown: false,
          totalResults: done * 10,
          errorMessage: null,
        },
      },
    });
  };
  return { call, calls };
}

const args = { url: 'https://shop.example/list', request: 'every product' };

describe('gleaner_crawl', () => {
  it('answers with the job id at once when the client asks for no progress', async () => {
    const { call, calls } = runningJob(() => 0);
    const output = await crawl.run(call, args, {});
    expect(output.data).toMatchObject({ jobId: 'job-1', status: 'processing' });
    expect(calls).toEqual(['POST /api/jobs', 'POST /api/start-job/job-1']);
  });

  it('reports pages done while the job runs, and past its wait answers with the job still running', async () => {
    let pages = 0;
    const { call } = runningJob(() => (pages += 1));
    const updates: ToolProgress[] = [];
    const started = Date.now();
    const output = await crawl.run(call, args, {
      progress: (update) => Promise.resolve(void updates.push(update)),
      maxWaitMs: 1200,
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(output.data).toMatchObject({
      jobId: 'job-1',
      status: 'processing',
      note: 'Still running: follow it with gleaner_job_status, read it with gleaner_results',
    });
    expect(updates[0]).toEqual({ progress: 0, message: 'Job job-1 started' });
    expect(updates[1]).toEqual({
      progress: 1,
      message: 'Job job-1: 1 of at least 2 pages, 10 results',
    });
    const steps = updates.map((update) => update.progress);
    expect(steps).toEqual([...new Set(steps)].sort((a, b) => a - b));
  });

  it('stops following the job when the client cancels the call', async () => {
    const { call } = runningJob(() => 1);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    const output = await crawl.run(call, args, {
      progress: () => Promise.resolve(),
      signal: controller.signal,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(output.data).toMatchObject({ jobId: 'job-1', status: 'processing' });
  });
});
