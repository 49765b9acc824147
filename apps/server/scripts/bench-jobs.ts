/**
 * Job benchmark: the whole saved shop (1,159 pages) crawled as a job through the running app
 * on PGlite, against the bare engine (`crawl`, in `engine-crawl.mjs`) doing the same crawl in the
 * same run, each in a fresh process on compiled code. Robots and
 * delays off, no browser, 16 requests at a time, one `h1` text item per page in both. The job is
 * watched over `/ws/jobs` as the screen would watch it. Prints pages per second of each, their
 * ratio (target at least 70%), the app process's memory over the job, and its memory after each
 * of `--repeat N` crawls (default 5) in one app process.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import {
  cpuSeconds,
  ensureBuilt,
  firstLine,
  root,
  rssMiB,
  startApp,
  type App,
} from './bench-app.js';

const shop = resolve(root, '../shared/data/shop');
const selectors = [{ type: 'text', selector: 'h1' }]; // as engine-crawl.mjs
const anonymousId = 'bench-jobs-0123456789';
/** As engine-crawl.mjs: robots off, 16 requests at a time to the one site. */
const JOB_ENV = {
  ALLOW_PRIVATE_HOSTS: 'true',
  SCRAPE_MAX_PER_HOST: '16',
  SCRAPE_RESPECT_ROBOTS: 'false',
};
const anonymous = {
  'content-type': 'application/json',
  'x-gleaner-anonymous-id': anonymousId,
};

function median<T>(runs: T[], rate: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => rate(a) - rate(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

interface EngineRun {
  pages: number;
  seconds: number;
  cpu: number;
}

/** The bare engine in a fresh process on compiled code, like the app: a fair cold start each. */
function engineRate(origin: string): Promise<EngineRun> {
  const child = spawn(
    process.execPath,
    [join(root, 'apps/server/scripts/engine-crawl.mjs'), origin],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return firstLine(child, /^(\{.*\})$/).then((line) => JSON.parse(line) as EngineRun);
}

interface JobRun {
  pages: number;
  chunks: number;
  seconds: number;
  rss: number[];
  events: number;
  liveResults: number;
  cpu: number;
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
async function runJob(app: App, origin: string): Promise<JobRun> {
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
  const sampler = setInterval(() => rss.push(rssMiB(app.pid)), 250);
  const poller = setInterval(() => {
    void fetch(`${app.base}/api/job-status/${jobId}`, { headers: anonymous }).then((res) =>
      res.arrayBuffer(),
    );
  }, 2000);
  const cpuAtStart = cpuSeconds(app.pid);
  started = performance.now();
  await fetch(`${app.base}/api/start-job/${jobId}`, { method: 'POST', headers: anonymous });
  try {
    const { job, at } = await ended;
    const cpu = cpuSeconds(app.pid) - cpuAtStart;
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
    };
  } finally {
    clearInterval(sampler);
    clearInterval(poller);
    watcher.close();
  }
}

async function jobRate(origin: string): Promise<JobRun> {
  const app = await startApp(JOB_ENV);
  try {
    return await runJob(app, origin);
  } finally {
    await app.stop();
  }
}

/**
 * The same crawl, again and again in one app process: memory that each job adds and keeps grows
 * job after job, while warm-up (caches, heaps sized to the load) levels off after the first.
 */
async function memoryAcrossJobs(origin: string, count: number): Promise<number[]> {
  const app = await startApp(JOB_ENV);
  try {
    const after: number[] = [rssMiB(app.pid)];
    for (let i = 0; i < count; i += 1) {
      await runJob(app, origin);
      after.push(rssMiB(app.pid));
    }
    return after;
  } finally {
    await app.stop();
  }
}

if (!existsSync(shop)) {
  console.log(
    `No data at ${shop}: this measurement needs the shared corpora beside the project (../shared/data). Nothing to do.`,
  );
} else {
  ensureBuilt();
  const server = spawn(process.execPath, [resolve(shop, '../serve.mjs'), shop, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const origin = await firstLine(server, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    // Rounds alternate engine and job, and the median of each is compared: one run of either
    // swings by a quarter on a shared two-core machine.
    const roundsAt = process.argv.indexOf('--rounds');
    const rounds = Math.max(1, Number(roundsAt > 0 ? process.argv[roundsAt + 1] : 3) || 3);
    const engines: EngineRun[] = [];
    const jobs: JobRun[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      // The site server shares the two cores: its CPU is part of each side's cost.
      const siteCpu = () => cpuSeconds(server.pid ?? 0);
      let before = siteCpu();
      const engine = await engineRate(origin);
      const engineSite = siteCpu() - before;
      before = siteCpu();
      const job = await jobRate(origin);
      const jobSite = siteCpu() - before;
      engines.push(engine);
      jobs.push(job);
      console.log(
        `round ${round}: engine ${engine.pages} pages in ${engine.seconds.toFixed(2)} s (${engine.cpu.toFixed(2)} s CPU, site ${engineSite.toFixed(2)} s); job ${job.pages} pages in ${job.chunks} chunks in ${job.seconds.toFixed(2)} s (${job.cpu.toFixed(2)} s CPU, site ${jobSite.toFixed(2)} s; watched live: ${job.events} events, ${job.liveResults} results)`,
      );
    }
    const engine = median(engines, (run) => run.pages / run.seconds);
    const job = median(jobs, (run) => run.pages / run.seconds);
    const engineRateValue = engine.pages / engine.seconds;
    const jobRateValue = job.pages / job.seconds;
    const half = Math.floor(job.rss.length / 2);
    const firstHalf = Math.max(...job.rss.slice(0, half || 1));
    const secondHalf = Math.max(...job.rss.slice(half));
    console.log(
      `engine   median ${engineRateValue.toFixed(0)} pages/s (${engine.pages} pages in ${engine.seconds.toFixed(2)} s)`,
    );
    console.log(
      `job      median ${jobRateValue.toFixed(0)} pages/s (${job.pages} pages in ${job.seconds.toFixed(2)} s)`,
    );
    console.log(
      `ratio    ${((100 * jobRateValue) / engineRateValue).toFixed(0)}% of the engine (target at least 70%)`,
    );
    console.log(
      `app RSS  in the median job: start ${job.rss[0]?.toFixed(0)} MiB, peak first half ${firstHalf.toFixed(0)} MiB, peak second half ${secondHalf.toFixed(0)} MiB, end ${job.rss.at(-1)?.toFixed(0)} MiB`,
    );
    const repeatAt = process.argv.indexOf('--repeat');
    const repeat = Math.max(0, Number(repeatAt > 0 ? process.argv[repeatAt + 1] : 5) || 0);
    if (repeat > 0) {
      const after = await memoryAcrossJobs(origin, repeat);
      console.log(
        `app RSS  ${repeat} crawls in one app: at start ${after[0]?.toFixed(0)} MiB, after each ${after
          .slice(1)
          .map((mib) => mib.toFixed(0))
          .join(', ')} MiB`,
      );
    }
  } finally {
    server.kill();
  }
}
