import { availableParallelism } from 'node:os';
import { PriceOverridesSchema } from '@gleaner/shared';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every environment variable the server reads, validated once at start.
 * This is the only module that touches `process.env`; README.md lists the same table.
 */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** @default 3000 */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** @default '0.0.0.0' */
  HOST: z.string().default('0.0.0.0'),
  /** Where PGlite keeps its files and the generated JWT secret lives. @default './data' */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A PostgreSQL URL switches from embedded PGlite to PostgreSQL. */
  DATABASE_URL: z.url().optional(),
  /** Signs access tokens; generated once into DATA_DIR when unset. Set it when several API processes share one database. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /**
   * Milliseconds a sign-in's verdict (live or ended) is reused before the database is asked
   * again. A sign-out in this process takes effect at once; other processes learn of it within
   * this window. 0 asks on every request. @default 5000
   */
  SESSION_CHECK_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
  /** nodemailer transport URL; without it mail goes to the outbox table and the log. */
  SMTP_URL: z.string().optional(),
  /** @default 'Gleaner <no-reply@localhost>' */
  MAIL_FROM: z.string().default('Gleaner <no-reply@localhost>'),
  /** Public address used in e-mailed links. @default http://localhost:PORT */
  PUBLIC_URL: z.url().optional(),
  /** Where contact-form messages go, also shown on the public pages; unset: the form only (messages stay in the outbox, addressed to MAIL_FROM). */
  CONTACT_EMAIL: z.email().optional(),
  /** Community links shown on /community and /support; unset hides them. */
  COMMUNITY_DISCORD_URL: z.url().optional(),
  COMMUNITY_GITHUB_URL: z.url().optional(),
  /** @default 'info' */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Lets scraping reach private, loopback and link-local addresses. @default false */
  ALLOW_PRIVATE_HOSTS: flag.default(false),
  /** @default '/usr/bin/chromium' */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** Largest accepted request body in bytes. @default 1048576 */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Trust X-Forwarded-* headers (behind a reverse proxy). @default false */
  TRUST_PROXY: flag.default(false),
  /** Folder of the built web app. @default apps/web/dist */
  WEB_DIST: z.string().optional(),
  /** Requests in flight at once to one site, per process. @default 2 */
  SCRAPE_MAX_PER_HOST: z.coerce.number().int().min(1).max(64).default(2),
  /** Obey robots.txt when scraping. Turn off only for sites you own. @default true */
  SCRAPE_RESPECT_ROBOTS: flag.default(true),
  /**
   * Chunks this process runs at once: twice a job's active chunks, so a chunk finishing its
   * last pages overlaps the next one. @default 8
   */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /**
   * Threads that parse fetched pages and extract from them, so the main thread keeps serving;
   * 0 reads pages on the main thread. @default one less than the cores, at least 1, at most 4
   */
  PAGE_ANALYSIS_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(() => Math.min(4, Math.max(1, availableParallelism() - 1))),
  /**
   * Longest a page may take to be parsed and extracted on its thread before it fails and the
   * thread is replaced, so one pathological page cannot hold up others. @default 10000
   */
  PAGE_ANALYSIS_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Most pages per chunk (one queue job); fewer when the frontier is small. @default 100 */
  JOB_CHUNK_PAGES: z.coerce.number().int().min(1).max(1000).default(100),
  /** Seconds before a chunk whose worker vanished is given to another worker. @default 300 */
  JOB_CHUNK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(300),
  /** How often the queue looks for such chunks. @default 60 */
  QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** How often a worker looks for monitor runs that are due and webhooks to send. @default 2 */
  MONITOR_POLL_SECONDS: z.coerce.number().min(0.2).max(60).default(2),
  /** How often pg-boss checks the monitors' cron schedules (1 to 45). @default 30 */
  MONITOR_CRON_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
  /** Tries after the first before a webhook delivery is given up. @default 8 */
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  /** Seconds before a webhook's first retry, doubling (with jitter) after each. @default 10 */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Seconds a webhook receiver has to answer. @default 10 */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /**
   * Seconds a worker may go without a sign of life before its running chunks go to other workers
   * (PostgreSQL; each worker writes one every sixth of this). @default 30
   */
  WORKER_LOST_SECONDS: z.coerce.number().int().min(2).default(30),
  /** Seconds before a failed chunk's first retry (doubling after each; three retries). */
  JOB_CHUNK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(2),
  /**
   * The window of the per-person limits below, in seconds. A person is an account when signed
   * in, else an IP address (anonymous ids are chosen by the caller, so they cannot be the key).
   * Counted per API process. @default 60
   */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Chat messages one person may send per window, over all their sockets. @default 30 */
  RATE_LIMIT_CHAT_MESSAGES: z.coerce.number().int().min(1).default(30),
  /** `GET /api/preview` requests per person per window. @default 60 */
  RATE_LIMIT_PREVIEWS: z.coerce.number().int().min(1).default(60),
  /** One-page scrapes (`POST /api/execute-scraping`) per person per window. @default 30 */
  RATE_LIMIT_SCRAPES: z.coerce.number().int().min(1).default(30),
  /** Jobs one person may create (`POST /api/jobs`) per window. @default 30 */
  RATE_LIMIT_JOBS: z.coerce.number().int().min(1).default(30),
  /** Accounts one address may register (`POST /api/auth/register`) per 15 minutes. @default 30 */
  RATE_LIMIT_REGISTRATIONS: z.coerce.number().int().min(1).default(30),
  /** Entity, risk, label, PDF and image-text requests (`/api/extract`…) per person per window. @default 60 */
  RATE_LIMIT_DOCUMENTS: z.coerce.number().int().min(1).default(60),
  /**
   * Jobs one person may have running at once (one-page scrapes included); starting or
   * resuming one more is refused until one ends. @default 5
   */
  MAX_RUNNING_JOBS: z.coerce.number().int().min(1).default(5),
  /**
   * WebSockets (chat and job events together) one person may have open at once: an account, or
   * an address when not signed in; across every process on PostgreSQL (shared-socket-quota.ts).
   * The next is closed (1008) saying why. @default 20
   */
  WS_MAX_PER_PERSON: z.coerce.number().int().min(1).default(20),
  /**
   * Bytes a WebSocket may hold unsent for a client that does not read before it is closed
   * (code 1008). @default 4194304 (4 MiB)
   */
  WS_MAX_BUFFERED_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(4 * 1024 * 1024),
  /**
   * Operators (comma-separated e-mail addresses) who see every person's browser sessions, queue
   * rows and model costs on the System tab; others see their own and counts of the rest.
   */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Optional OpenAI-compatible model endpoint. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /**
   * Overrides of the price table (JSON, any part of `PriceTableSchema` in packages/shared, per
   * model figures merged model by model), e.g. '{"cost_per_token":{"my-model":0.00002}}'.
   * @default the spec's figures
   */
  PRICE_TABLE: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return {};
      try {
        const parsed = PriceOverridesSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'invalid' });
      } catch {
        ctx.addIssue({ code: 'custom', message: 'PRICE_TABLE must be JSON' });
      }
      return z.NEVER;
    }),
  /**
   * Google sign-in (OpenID Connect with PKCE): set both or neither. Register the callback
   * `PUBLIC_URL/api/auth/oauth/google/callback` with Google.
   */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /**
   * Where Google's endpoints are discovered (`/.well-known/openid-configuration` under it);
   * tests point it at a local OpenID provider. @default 'https://accounts.google.com'
   */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /**
   * GitHub sign-in (OAuth 2.0 with PKCE): set both or neither. Register the callback
   * `PUBLIC_URL/api/auth/oauth/github/callback` with GitHub.
   */
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  /** GitHub's sign-in pages (`/login/oauth/…`): GitHub Enterprise, or a test server. @default 'https://github.com' */
  GITHUB_URL: z.url().default('https://github.com'),
  /** GitHub's REST API, read for the account's e-mail addresses. @default 'https://api.github.com' */
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  /** A billing provider's key; only reported (`stripe_ready`), nothing is charged yet. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /**
   * `on` enforces the Free plan's limits (10 jobs a month: one more is refused with 402 saying
   * when the count resets). @default off (self-hosting runs unlimited)
   */
  PLAN_LIMITS: z
    .enum(['on', 'off'])
    .default('off')
    .transform((value) => value === 'on'),
});
export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; empty strings count as unset. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // A sign-in provider needs both halves of its credentials; one alone is a mistake to name.
  for (const provider of ['GOOGLE', 'GITHUB'] as const) {
    const id = parsed.data[`${provider}_CLIENT_ID`];
    const secret = parsed.data[`${provider}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret)) {
      const missing = id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`;
      throw new ConfigError(`Invalid configuration:\n  ${missing}: set it too, or unset both`);
    }
  }
  return parsed.data;
}
