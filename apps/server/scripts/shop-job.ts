/**
 * One crawl of the saved shop (1,159 pages) as a job through the running app, watched as the
 * screen watches it; shared by `bench:jobs` and `bench:memory`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import WebSocket from 'ws';
import { cpuSeconds, firstLine, root, rssMiB, threadCpuSeconds, type App } from './bench-app.js';

export const shop = resolve(root, '../shared/data/shop');
const selectors = [{ type: 'text', selector: 'h1' }]; // as engine-crawl.mjs
const anonymousId = 'bench-jobs-0123456789';
/** As engine-crawl.mjs: robots off, 16 requests at a time to the one site. */
export const JOB_ENV = {
  ALLOW_PRIVATE_HOSTS: 'true',
  SCRAPE_MAX_PER_HOST: '16',
  SCRAPE_RESPECT_ROBOTS: 'false',
};
const anonymous = {
  'content-type': 'application/json',
  'x-gleaner-anonymous-id': anonymousId,
};

export interface JobRun {
  pages: number;
  chunks: number;
  seconds: number;
  rss: number[];
  events: number;
  liveResults: number;
  cpu: number;
  /** CPU seconds by thread over the job (see threadCpuSeconds). */
  threads: Map<string, number>;
}

interface WatchedJob {
  status: string;
  processedPages: number;
  totalChunks: number;
}

/**
 * One crawl of the shop as a job, watched as the screen watches it: events over /ws/jobs (the
 * end is the job_completed or job_failed event) and GET /api/job-status every 2 s (spec: the
 * streaming panel's poll). Memory is sampled from /proc, not through the app.
 */
export async function runJob(app: App, origin: string): Promise<JobRun> {
  const watcher = new WebSocket(`ws://127.0.0.1:${app.port}/ws/jobs?anonymous_id=${anonymousId}`);
  let events = 0;
  let liveResults = 0;
  let jobId = '';
  let started = performance.now();
  const ended = new Promise<{ job: WatchedJob; at: number }>((resolve) => {
    watcher.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as {
        type: string;
        job: WatchedJob & { jobId: string };
        results?: unknown[];
      };
      events += 1;
      liveResults += event.results?.length ?? 0;
      if (event.job.jobId !== jobId) return;
      if (process.env.BENCH_TRACE)
        console.log(((performance.now() - started) / 1000).toFixed(2), event.job.processedPages);
      if (event.type === 'job_completed' || event.type === 'job_failed')
        resolve({ job: event.job, at: performance.now() });
    });
  });
  await new Promise((ready) => watcher.once('open', ready));
  const created = (await (
    await fetch(`${app.base}/api/jobs`, {
      method: 'POST',
      headers: anonymous,
      body: JSON.stringify({
        url: `${origin}/`,
        plan: { follow: 'all', selectors },
        options: { maxPages: 10_000, maxDepth: 50, render: 'never' },
      }),
    })
  ).json()) as { job: { id: string } };
  jobId = created.job.id;
  const rss: number[] = [rssMiB(app.pid)];
  const sampler = setInterval(() => rss.push(rssMiB(app.pid)), 100);
  const poller = setInterval(() => {
    void fetch(`${app.base}/api/job-status/${jobId}`, { headers: anonymous }).then((res) =>
      res.arrayBuffer(),
    );
  }, 2000);
  const cpuAtStart = cpuSeconds(app.pid);
  const threadsAtStart = threadCpuSeconds(app.pid);
  started = performance.now();
  await fetch(`${app.base}/api/start-job/${jobId}`, { method: 'POST', headers: anonymous });
  try {
    const { job, at } = await ended;
    const cpu = cpuSeconds(app.pid) - cpuAtStart;
    const threads = new Map(
      [...threadCpuSeconds(app.pid)].map(([name, seconds]) => [
        name,
        seconds - (threadsAtStart.get(name) ?? 0),
      ]),
    );
    if (job.status !== 'completed') throw new Error(`job ended ${job.status}`);
    await new Promise((r) => setTimeout(r, 500));
    return {
      pages: job.processedPages,
      chunks: job.totalChunks,
      seconds: (at - started) / 1000,
      rss,
      events,
      liveResults,
      cpu,
      threads,
    };
  } finally {
    clearInterval(sampler);
    clearInterval(poller);
    watcher.close();
  }
}

export function describeJob(job: JobRun): string {
  const threads = [...job.threads].map(([name, seconds]) => `${name} ${seconds.toFixed(2)}`);
  return `${job.pages} pages in ${job.chunks} chunks in ${job.seconds.toFixed(2)} s (${(job.pages / job.seconds).toFixed(0)} pages/s; ${job.cpu.toFixed(2)} s CPU: ${threads.join(', ')}; watched live: ${job.events} events, ${job.liveResults} results)`;
}

/**
 * Runs `work` with the saved shop served on a free local port (its origin as argument); says so
 * and does nothing when the shared corpora are not beside the project.
 */
export async function withShop(work: (origin: string, siteCpu: () => number) => Promise<void>) {
  if (!existsSync(shop)) {
    console.log(
      `No data at ${shop}: this measurement needs the shared corpora beside the project (../shared/data). Nothing to do.`,
    );
    return;
  }
  const server = spawn(process.execPath, [resolve(shop, '../serve.mjs'), shop, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const origin = await firstLine(server, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    await work(origin, () => cpuSeconds(server.pid ?? 0));
  } finally {
    server.kill();
  }
}
