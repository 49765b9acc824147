/**
 * Never a dead end, measured: every saved page in `../shared/data` (shops, quotes, articles,
 * structured-data samples, tables, list and detail pages of other sites) planned through
 * `POST /api/plan` of the built app on PGlite, each with a request a person could type for it.
 * Prints the replies by status, every answer of 500 or more (page, request, message), the
 * refusals' reasons, and planning time.
 *
 *   npm run eval:plan-sweep [-- --build] [-- --limit N] [-- --concurrency N]
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve, sep } from 'node:path';
import { ensureBuilt, root, startApp } from './bench-app.js';

const data = resolve(root, '../shared/data');

/** Requests people type, the page's own ground-truth request first where it has one. */
const REQUESTS = [
  'Get every product name and price',
  'all items with their title and link, every page',
  'Get the main content of this page',
  'extract the table',
  'name, price, rating and sku',
  'all quotes with their author and tags',
  'who wrote this and when was it published',
  'get the contact e-mail and phone number',
];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
};

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

function pagesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) found.push(...pagesUnder(path));
    else if (TYPES[extname(name).toLowerCase()]) found.push(path);
  }
  return found;
}

/** Ground-truth requests of the list and detail corpora (keyed by folder, the page inside). */
function ownRequests(): Map<string, string> {
  const byFile = new Map<string, string>();
  for (const corpus of ['lists', 'details']) {
    const file = join(data, corpus, 'ground-truth.json');
    if (!existsSync(file)) continue;
    const truth = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { request?: unknown }>;
    for (const [folder, entry] of Object.entries(truth))
      if (typeof entry.request === 'string')
        byFile.set(join(data, corpus, folder, 'page.html'), entry.request);
  }
  return byFile;
}

/** Serves the files of `../shared/data` by their path, nothing outside it. */
function serveData(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = resolve(
      data,
      '.' + decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname),
    );
    if (!path.startsWith(data + sep) || !existsSync(path) || statSync(path).isDirectory()) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('content-type', TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
    createReadStream(path).pipe(res);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

interface Outcome {
  page: string;
  request: string;
  status: number;
  error?: string;
  ms: number;
}

async function main(): Promise<void> {
  if (!existsSync(data)) {
    console.log(`../shared/data is missing: nothing to measure (${data})`);
    return;
  }
  ensureBuilt();
  const limit = Number(arg('--limit') ?? Infinity);
  const concurrency = Number(arg('--concurrency') ?? 2);
  const own = ownRequests();
  const pages = pagesUnder(data).slice(0, limit);
  const { server, origin } = await serveData();
  const app = await startApp({
    ALLOW_PRIVATE_HOSTS: 'true',
    RATE_LIMIT_PREVIEWS: '1000000',
  });
  const outcomes: Outcome[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      const file = pages[index]!;
      const page = relative(data, file).split(sep).join('/');
      const request = own.get(file) ?? REQUESTS[index % REQUESTS.length]!;
      const t0 = performance.now();
      let status = 0;
      let error: string | undefined;
      try {
        const response = await fetch(`${app.base}/api/plan`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-gleaner-anonymous-id': 'eval-plan-sweep-01',
          },
          body: JSON.stringify({ url: `${origin}/${page}`, instruction: request }),
          signal: AbortSignal.timeout(120_000),
        });
        status = response.status;
        const body = (await response.json()) as { error?: string };
        error = body.error;
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.message : String(thrown);
      }
      outcomes.push({ page, request, status, error, ms: performance.now() - t0 });
      if (outcomes.length % 200 === 0) console.log(`  … ${outcomes.length} of ${pages.length}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await app.stop();
    server.close();
  }

  const byStatus = new Map<number, number>();
  for (const outcome of outcomes)
    byStatus.set(outcome.status, (byStatus.get(outcome.status) ?? 0) + 1);
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `\n${outcomes.length} pages planned in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log(
    `status: ${[...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status || 'no answer'} × ${count}`)
      .join(', ')}`,
  );
  console.log(
    `time per plan: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`,
  );
  const broken = outcomes.filter((o) => o.status >= 500 || o.status === 0);
  console.log(`\nresponses ≥ 500 or none: ${broken.length}`);
  for (const o of broken) console.log(`  ${o.status} ${o.page} "${o.request}": ${o.error}`);
  const reasons = new Map<string, number>();
  for (const o of outcomes.filter((x) => x.status >= 400 && x.status < 500)) {
    const reason = (o.error ?? '').replace(/https?:\/\/\S+/g, '<address>').slice(0, 140);
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  console.log(`\nrefusals (4xx) by reason:`);
  for (const [reason, count] of [...reasons].sort((a, b) => b[1] - a[1]))
    console.log(`  ${count} × ${reason}`);
}

await main();
