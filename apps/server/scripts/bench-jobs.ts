/**
 * Job benchmark: the whole saved shop (1,159 pages) crawled as a job through the running app
 * on PGlite, against the bare engine (`crawl`, in `engine-crawl.mjs`) doing the same crawl in the
 * same run, each in a fresh process on compiled code. Robots and delays off, no browser, 16
 * requests at a time, one `h1` text item per page in both. The job is watched over `/ws/jobs`
 * as the screen would watch it.
 *
 * `--rounds R` (default 3) rounds, each a fresh engine process and a fresh app doing `--crawls C`
 * (default 3) crawls one after another. Prints each crawl's pages per second and CPU (the app's
 * by thread), the cold (first crawl) and warm (later crawls) medians and their ratio (target at
 * least 70%), the app's memory over the median cold job and after each crawl.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import {
  cpuSeconds,
  ensureBuilt,
  firstLine,
  root,
  rssMiB,
  startApp,
  threadCpuSeconds,
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

/** The bare engine in a fresh process on compiled code, like the app: `crawls` crawls in it. */
function engineRuns(origin: string, crawls: number): Promise<EngineRun[]> {
  const child = spawn(
    process.execPath,
    [join(root, 'apps/server/scripts/engine-crawl.mjs'), origin, String(crawls)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const runs: EngineRun[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('{')) runs.push(JSON.parse(line) as EngineRun);
  });
  return new Promise((done, fail) =>
    child.once('exit', (code) =>
      code === 0 && runs.length === crawls
        ? done(runs)
        : fail(new Error(`engine-crawl.mjs exited with ${code} after ${runs.length} crawls`)),
    ),
  );
}

interface JobRun {
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

function describeJob(job: JobRun): string {
  const threads = [...job.threads].map(([name, seconds]) => `${name} ${seconds.toFixed(2)}`);
  return `${job.pages} pages in ${job.chunks} chunks in ${job.seconds.toFixed(2)} s (${(job.pages / job.seconds).toFixed(0)} pages/s; ${job.cpu.toFixed(2)} s CPU: ${threads.join(', ')}; watched live: ${job.events} events, ${job.liveResults} results)`;
}

interface AppRuns {
  jobs: JobRun[];
  /** The app's memory at start and after each crawl. */
  rssAfter: number[];
}

/**
 * `crawls` crawls one after another in one fresh app process: the first on a cold JIT, the
 * rest warm. Memory that each job added and kept would grow crawl after crawl.
 */
async function appRuns(origin: string, crawls: number): Promise<AppRuns> {
  const app = await startApp(JOB_ENV);
  try {
    const rssAfter: number[] = [rssMiB(app.pid)];
    const jobs: JobRun[] = [];
    for (let i = 0; i < crawls; i += 1) {
      jobs.push(await runJob(app, origin));
      rssAfter.push(rssMiB(app.pid));
    }
    return { jobs, rssAfter };
  } finally {
    await app.stop();
  }
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return Math.max(1, Number(at > 0 ? process.argv[at + 1] : fallback) || fallback);
}

const rate = (run: { pages: number; seconds: number }) => run.pages / run.seconds;

function compare(label: string, engines: EngineRun[], jobs: JobRun[]): void {
  if (engines.length === 0 || jobs.length === 0) return;
  const engine = median(engines, rate);
  const job = median(jobs, rate);
  console.log(
    `${label}: engine median ${rate(engine).toFixed(0)} pages/s, job median ${rate(job).toFixed(0)} pages/s: ${((100 * rate(job)) / rate(engine)).toFixed(0)}% of the engine (target at least 70%)`,
  );
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
    // Rounds alternate engine and app, each in a fresh process, and medians are compared: one
    // run of either swings by a quarter on a shared two-core machine. Within a process the first
    // crawl runs on a cold JIT and the later ones warm, as in a long-running app: both compared.
    const rounds = option('--rounds', 3);
    const crawls = option('--crawls', 3);
    const engines: EngineRun[][] = [];
    const apps: AppRuns[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      // The site server shares the two cores: its CPU is part of each side's cost.
      const siteCpu = () => cpuSeconds(server.pid ?? 0);
      let before = siteCpu();
      const engine = await engineRuns(origin, crawls);
      const engineSite = siteCpu() - before;
      before = siteCpu();
      const app = await appRuns(origin, crawls);
      const appSite = siteCpu() - before;
      engines.push(engine);
      apps.push(app);
      console.log(
        `round ${round} (site server CPU: ${engineSite.toFixed(2)} s for the engine, ${appSite.toFixed(2)} s for the app)`,
      );
      engine.forEach((run, i) => {
        const job = app.jobs[i];
        console.log(
          `  crawl ${i + 1}: engine ${run.pages} pages in ${run.seconds.toFixed(2)} s (${rate(run).toFixed(0)} pages/s; ${run.cpu.toFixed(2)} s CPU)`,
        );
        if (job) console.log(`           job ${describeJob(job)}`);
      });
    }
    compare(
      'cold (first crawl in a fresh process)',
      engines.map((runs) => runs[0]!),
      apps.map((app) => app.jobs[0]!),
    );
    compare(
      'warm (later crawls in the same process)',
      engines.flatMap((runs) => runs.slice(1)),
      apps.flatMap((app) => app.jobs.slice(1)),
    );
    const job = median(
      apps.map((app) => app.jobs[0]!),
      rate,
    );
    const half = Math.floor(job.rss.length / 2);
    const firstHalf = Math.max(...job.rss.slice(0, half || 1));
    const secondHalf = Math.max(...job.rss.slice(half));
    console.log(
      `app RSS  in the median cold job: start ${job.rss[0]?.toFixed(0)} MiB, peak first half ${firstHalf.toFixed(0)} MiB, peak second half ${secondHalf.toFixed(0)} MiB, end ${job.rss.at(-1)?.toFixed(0)} MiB`,
    );
    apps.forEach((app, i) =>
      console.log(
        `app RSS  round ${i + 1}: at start ${app.rssAfter[0]?.toFixed(0)} MiB, after each crawl ${app.rssAfter
          .slice(1)
          .map((mib) => mib.toFixed(0))
          .join(', ')} MiB`,
      ),
    );
  } finally {
    server.kill();
  }
}
