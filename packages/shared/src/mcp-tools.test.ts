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

describe('gleaner_scrape', () => {
  const scrape = gleanerTools().find((tool) => tool.name === 'gleaner_scrape');
  if (!scrape) throw new Error('gleaner_scrape is missing');

  it('says how to confirm a page past the budget, and sends the confirmation when given', async () => {
    const bodies: unknown[] = [];
    const call: GleanerApiCall = (_method, _path, body) => {
      bodies.push(body);
      const confirmed = (body as { confirm_over_budget?: boolean }).confirm_over_budget;
      return Promise.resolve(
        confirmed
          ? { status: 200, body: { jobId: 'job-2', results: [] } }
          : {
              status: 402,
              body: {
                success: false,
                error: 'Scraping this page may cost up to $0.001 (…). Confirm to scrape it anyway.',
                code: 'BUDGET_CONFIRMATION_REQUIRED',
              },
            },
      );
    };
    const page = {
      url: 'https://shop.example/list',
      selectors: [{ type: 'text', selector: 'h1' }],
    };
    await expect(scrape.run(call, page)).rejects.toThrow(
      'Confirm to scrape it anyway. To confirm, call the tool again with confirm_over_budget: true. (POST /api/execute-scraping answered 402)',
    );
    const output = await scrape.run(call, { ...page, confirm_over_budget: true });
    expect(output.data).toMatchObject({ jobId: 'job-2', count: 0 });
    expect(bodies[1]).toMatchObject({ confirm_over_budget: true });
  });
});
