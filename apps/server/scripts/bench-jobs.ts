/**
 * Job benchmark: the whole saved shop (1,159 pages) crawled as a job through the running app
 * on PGlite, against the bare engine (`crawl`) doing the same crawl in the same run. Robots and
 * delays off, 16 requests at a time, one `h1` text item per page in both. Prints pages per
 * second of each, their ratio (target at least 70%), and the app process's memory over the job.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { crawl } from '@gleaner/scraper';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const shop = resolve(root, '../shared/data/shop');
const selectors = [{ type: 'text', selector: 'h1' }];
const anonymous = {
  'content-type': 'application/json',
  'x-gleaner-anonymous-id': 'bench-jobs-0123456789',
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

function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

async function engineRate(origin: string): Promise<{ pages: number; seconds: number }> {
  const started = performance.now();
  let pages = 0;
  for await (const page of crawl({
    startUrls: [`${origin}/`],
    maxPages: 100_000,
    maxDepth: 1_000,
    concurrency: 16,
    useSitemaps: false,
    selectors,
    fetch: {
      allowPrivateHosts: true,
      respectRobots: false,
      maxConcurrencyPerHost: 16,
      hostDelayMs: 0,
      render: 'never',
    },
  })) {
    if (!page.error) pages += 1;
  }
  return { pages, seconds: (performance.now() - started) / 1000 };
}

async function jobRate(origin: string): Promise<{ pages: number; seconds: number; rss: number[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gleaner-bench-'));
  const app = spawn(process.execPath, ['apps/server/dist/server.js'], {
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
    const created = (await (
      await fetch(`${base}/api/jobs`, {
        method: 'POST',
        headers: anonymous,
        body: JSON.stringify({
          url: `${origin}/`,
          plan: { follow: 'all', selectors },
          options: { maxPages: 10_000, maxDepth: 50 },
        }),
      })
    ).json()) as { job: { id: string } };
    const rss: number[] = [rssMiB(app.pid ?? 0)];
    const started = performance.now();
    await fetch(`${base}/api/start-job/${created.job.id}`, { method: 'POST', headers: anonymous });
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      rss.push(rssMiB(app.pid ?? 0));
      const { job } = (await (
        await fetch(`${base}/api/job-status/${created.job.id}`, { headers: anonymous })
      ).json()) as { job: { status: string; processedPages: number } };
      if (job.status !== 'processing') {
        if (job.status !== 'completed') throw new Error(`job ended ${job.status}`);
        return { pages: job.processedPages, seconds: (performance.now() - started) / 1000, rss };
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
    const engine = await engineRate(origin);
    const job = await jobRate(origin);
    const engineRateValue = engine.pages / engine.seconds;
    const jobRateValue = job.pages / job.seconds;
    const half = Math.floor(job.rss.length / 2);
    const firstHalf = Math.max(...job.rss.slice(0, half || 1));
    const secondHalf = Math.max(...job.rss.slice(half));
    console.log(
      `engine   ${engine.pages} pages in ${engine.seconds.toFixed(2)} s = ${engineRateValue.toFixed(0)} pages/s`,
    );
    console.log(
      `job      ${job.pages} pages in ${job.seconds.toFixed(2)} s = ${jobRateValue.toFixed(0)} pages/s`,
    );
    console.log(
      `ratio    ${((100 * jobRateValue) / engineRateValue).toFixed(0)}% of the engine (target at least 70%)`,
    );
    console.log(
      `app RSS  start ${job.rss[0]?.toFixed(0)} MiB, peak first half ${firstHalf.toFixed(0)} MiB, peak second half ${secondHalf.toFixed(0)} MiB, end ${job.rss.at(-1)?.toFixed(0)} MiB`,
    );
  } finally {
    server.kill();
  }
}
