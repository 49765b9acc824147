/**
 * Job benchmark: the whole saved shop (1,159 pages) crawled as a job through the running app
 * on PGlite, against the bare engine (`crawl`, in `engine-crawl.mjs`) doing the same crawl in the
 * same run, each in a fresh process on compiled code. Robots and
 * delays off, no browser, 16 requests at a time, one `h1` text item per page in both. The job is
 * watched over `/ws/jobs` as the screen would watch it. Prints pages per second of each, their
 * ratio (target at least 70%), and the app process's memory over the job.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const shop = resolve(root, '../shared/data/shop');
const selectors = [{ type: 'text', selector: 'h1' }]; // as engine-crawl.mjs
const anonymousId = 'bench-jobs-0123456789';
const anonymous = {
  'content-type': 'application/json',
  'x-gleaner-anonymous-id': anonymousId,
};

function firstLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((done, fail) => {
    if (!child.stdout) return fail(new Error('no stdout'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = pattern.exec(line);
      if (match?.[1]) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`process exited with ${code}`)));
  });
}

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function median<T>(runs: T[], rate: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => rate(a) - rate(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
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

async function jobRate(origin: string): Promise<JobRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gleaner-bench-'));
  // `--profile DIR` writes a CPU profile of the app process there, to see where the time goes.
  const profileAt = process.argv.indexOf('--profile');
  const profile =
    profileAt > 0 ? ['--cpu-prof', `--cpu-prof-dir=${process.argv[profileAt + 1] ?? '.'}`] : [];
  const app = spawn(process.execPath, [...profile, 'apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ALLOW_PRIVATE_HOSTS: 'true',
      SCRAPE_MAX_PER_HOST: '16',
      SCRAPE_RESPECT_ROBOTS: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await firstLine(app, /"port":(\d+)/);
    const base = `http://127.0.0.1:${port}`;
    const watcher = new WebSocket(`ws://127.0.0.1:${port}/ws/jobs?anonymous_id=${anonymousId}`);
    let events = 0;
    let liveResults = 0;
    watcher.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as { results?: unknown[] };
      events += 1;
      liveResults += event.results?.length ?? 0;
    });
    await new Promise((ready) => watcher.once('open', ready));
    const created = (await (
      await fetch(`${base}/api/jobs`, {
        method: 'POST',
        headers: anonymous,
        body: JSON.stringify({
          url: `${origin}/`,
          plan: { follow: 'all', selectors },
          options: { maxPages: 10_000, maxDepth: 50, render: 'never' },
        }),
      })
    ).json()) as { job: { id: string } };
    const rss: number[] = [rssMiB(app.pid ?? 0)];
    const started = performance.now();
    const cpuAtStart = cpuSeconds(app.pid ?? 0);
    await fetch(`${base}/api/start-job/${created.job.id}`, { method: 'POST', headers: anonymous });
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      rss.push(rssMiB(app.pid ?? 0));
      const { job } = (await (
        await fetch(`${base}/api/job-status/${created.job.id}`, { headers: anonymous })
      ).json()) as { job: { status: string; processedPages: number; totalChunks: number } };
      if (process.env.BENCH_TRACE)
        console.log(((performance.now() - started) / 1000).toFixed(2), job.processedPages);
      if (job.status !== 'processing') {
        if (job.status !== 'completed') throw new Error(`job ended ${job.status}`);
        const seconds = (performance.now() - started) / 1000;
        const cpu = cpuSeconds(app.pid ?? 0) - cpuAtStart;
        await new Promise((r) => setTimeout(r, 500));
        watcher.close();
        return {
          pages: job.processedPages,
          chunks: job.totalChunks,
          seconds,
          rss,
          events,
          liveResults,
          cpu,
        };
      }
    }
  } finally {
    app.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(shop)) {
  console.log(
    `No data at ${shop}: this measurement needs the shared corpora beside the project (../shared/data). Nothing to do.`,
  );
} else {
  if (!existsSync(join(root, 'apps/server/dist/server.js')) || process.argv.includes('--build')) {
    spawnSync('npx', ['tsc', '-b'], { cwd: root, stdio: 'inherit' });
  }
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
      const engine = await engineRate(origin);
      const job = await jobRate(origin);
      engines.push(engine);
      jobs.push(job);
      console.log(
        `round ${round}: engine ${engine.pages} pages in ${engine.seconds.toFixed(2)} s (${engine.cpu.toFixed(2)} s CPU); job ${job.pages} pages in ${job.chunks} chunks in ${job.seconds.toFixed(2)} s (${job.cpu.toFixed(2)} s CPU, watched live: ${job.events} events, ${job.liveResults} results)`,
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
  } finally {
    server.kill();
  }
}
