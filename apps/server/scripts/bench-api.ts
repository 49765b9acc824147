/**
 * API load benchmark: the built app in its own process, on PGlite and on PostgreSQL, with one
 * signed-in person who has 30 jobs. autocannon drives `GET /api/health` and `GET /api/jobs`
 * (the list of those 30) at 50 connections and prints p50, p99 and requests per second of each.
 * Target: `GET /api/jobs` p99 under 100 ms on both databases.
 *
 * PostgreSQL: a fresh database made for the run on BENCH_DATABASE_URL's server (default
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) and dropped after it; the
 * run is skipped with a note when that server cannot be reached.
 *
 * `--duration S` seconds per route (default 10), `--connections N` (default 50),
 * `--only pglite|postgres`, `--routes /api/jobs` (comma-separated; default both routes).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { shopPlan } from '../test/fixtures/shop-site.js';
import { cpuSeconds, startApp, type App } from './bench-app.js';

const JOBS = 30;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '50'));
const only = option('only', '');
const routes = option('routes', '/api/health,/api/jobs').split(',').filter(Boolean);
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/**
 * The per-person limits are lifted: every request of the run comes from one address and one
 * account, and the run measures serving, not refusing (seeding alone creates JOBS jobs).
 */
const UNLIMITED_ENV = {
  RATE_LIMIT_JOBS: '1000000',
  MAX_RUNNING_JOBS: '1000000',
};

interface Figures {
  route: string;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  /** CPU the app used per request, all its threads: steadier than latency on a busy machine. */
  cpuMsPerRequest: number;
  non2xx: number;
  errors: number;
}

async function call(app: App, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${app.base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** One person with JOBS jobs, made through the API as a user would; returns their token. */
async function seed(app: App): Promise<string> {
  const email = `bench-api-${Date.now()}@example.com`;
  await call(app, 'POST', '/api/auth/register', {
    email,
    password: 'bench-api-password',
    fullName: 'Bench API',
  });
  const login = await call(app, 'POST', '/api/auth/login', {
    email,
    password: 'bench-api-password',
  });
  const token = (login.session as { access_token?: string } | undefined)?.access_token;
  if (!token) throw new Error(`login gave no access token: ${JSON.stringify(login)}`);
  for (let index = 0; index < JOBS; index += 1) {
    await call(
      app,
      'POST',
      '/api/jobs',
      {
        url: `https://shop.example/list/${index + 1}`,
        instruction: `every product with name, price and link (${index + 1})`,
        plan: shopPlan,
        options: { maxPages: 50 },
      },
      token,
    );
  }
  const listed = await call(app, 'GET', '/api/jobs', undefined, token);
  const count = (listed.jobs as unknown[]).length;
  if (count !== JOBS) throw new Error(`GET /api/jobs listed ${count} jobs, not ${JOBS}`);
  return token;
}

async function load(app: App, path: string, token: string): Promise<Figures> {
  const options = {
    url: `${app.base}${path}`,
    connections,
    headers: { authorization: `Bearer ${token}` },
  };
  // A short warm-up first, so the figures are of a running server, not of its first requests.
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuSeconds(app.pid);
  const result = await autocannon({ ...options, duration });
  const cpu = cpuSeconds(app.pid) - cpuBefore;
  return {
    route: `GET ${path}`,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    cpuMsPerRequest: (cpu * 1000) / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function run(kind: 'pglite' | 'postgres', env: Record<string, string>): Promise<Figures[]> {
  const app = await startApp({ ...UNLIMITED_ENV, ...env });
  try {
    const token = await seed(app);
    const figures: Figures[] = [];
    for (const route of routes) figures.push(await load(app, route, token));
    return figures;
  } finally {
    await app.stop();
  }
}

/** A fresh database on the PostgreSQL server, so the run touches nothing the tests use. */
async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `gleaner_bench_api_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    console.log(`PostgreSQL at ${serverUrl} is unreachable (${String(error)}): skipped.`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

const pad = (value: number | string, width: number) => String(value).padStart(width);

function print(kind: string, rows: Figures[]): void {
  for (const row of rows) {
    const trouble =
      row.non2xx || row.errors ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : '';
    console.log(
      [
        kind.padEnd(9),
        row.route.padEnd(16),
        `p50 ${pad(row.p50, 4)} ms`,
        `p99 ${pad(row.p99, 5)} ms`,
        `${pad(Math.round(row.requestsPerSecond), 5)} req/s`,
        `${pad(row.cpuMsPerRequest.toFixed(2), 5)} ms CPU/req`,
        `(${row.requests} requests)${trouble}`,
      ].join('  '),
    );
  }
}

console.log(`${connections} connections, ${duration} s per route, ${JOBS} jobs listed`);
if (only !== 'postgres') print('pglite', await run('pglite', {}));
if (only !== 'pglite') {
  const database = await scratchDatabase();
  if (database) {
    try {
      print('postgres', await run('postgres', { DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
}
