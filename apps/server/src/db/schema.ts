import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased, so uniqueness ignores case. */
  email: text('email').notNull().unique(),
  /** Null for an account made through Google or GitHub sign-in until a password is set (Reset). */
  passwordHash: text('password_hash'),
  fullName: text('full_name').notNull(),
  /**
   * When a Google or GitHub sign-in first proved the address is this person's (null: never).
   * That first link clears a password set before it and ends every other sign-in, since e-mail
   * sign-up proves nothing and anyone could have registered the address first.
   */
  providerLinkedAt: timestamp('provider_linked_at', { withTimezone: true }),
  /**
   * When the owner last proved the address by following a link mailed to it (a password reset).
   * With providerLinkedAt, the only proofs: an ADMIN_EMAILS address is an operator only after one.
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refresh tokens, stored as SHA-256 hashes. `sessionId` names the sign-in they belong to:
 * rotation keeps it, and the access token carries it so sign-out can revoke that sign-in only.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Every message the product sends; without SMTP it stays here (status `logged`). */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  status: text('status', { enum: ['pending', 'sent', 'logged', 'failed'] }).notNull(),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** A scraping job: one target, its plan and options, and its progress counters. */
export const scrapeJobs = pgTable(
  'scrape_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Hash of the anonymous browser's key, for jobs made without signing in. */
    anonymousOwner: text('anonymous_owner'),
    /**
     * Hash of who had the job run (their account, or their IP address when anonymous), for the
     * cap on jobs running at once per person; set when it starts or resumes.
     */
    requester: text('requester'),
    status: text('status', {
      enum: ['created', 'processing', 'completed', 'failed', 'cancelled'],
    }).notNull(),
    instruction: text('instruction').notNull(),
    url: text('url').notNull(),
    plan: jsonb('plan'),
    options: jsonb('options').notNull(),
    processedPages: integer('processed_pages').notNull().default(0),
    totalPages: integer('total_pages').notNull().default(0),
    totalResults: integer('total_results').notNull().default(0),
    currentChunk: integer('current_chunk').notNull().default(0),
    totalChunks: integer('total_chunks').notNull().default(0),
    errors: jsonb('errors').notNull().default([]),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the current run began, for the rate behind the time estimate. */
    runStartedAt: timestamp('run_started_at', { withTimezone: true }),
    runStartPages: integer('run_start_pages').notNull().default(0),
    /**
     * Raised by a trigger on every update (migration 0002), so a browser can tell a stale reply
     * (a poll answered before the last event) from news.
     */
    version: integer('version').notNull().default(0),
    /** Set by the same trigger: when the job last changed, to find jobs that stalled. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scrape_jobs_user_idx').on(t.userId, t.createdAt),
    index('scrape_jobs_anon_idx').on(t.anonymousOwner),
    index('scrape_jobs_processing_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'processing'`),
    index('scrape_jobs_running_requester_idx')
      .on(t.requester)
      .where(sql`${t.status} = 'processing'`),
  ],
);

/** The crawl frontier: every page a job has found, each scraped at most once. */
export const jobPages = pgTable(
  'job_pages',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => scrapeJobs.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    depth: integer('depth').notNull(),
    /** How the page was reached, which says what to extract from it. */
    kind: text('kind', { enum: ['start', 'list', 'detail', 'page'] }).notNull(),
    /** Order of discovery, so chunks take pages first-found first. */
    seq: integer('seq').notNull(),
    chunk: integer('chunk'),
    status: text('status', { enum: ['pending', 'done', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** How a done page was read (plain HTTP or rendered in Chromium), which prices it. */
    engine: text('engine', { enum: ['http', 'browser'] }),
    /** A monitor run's page: its response's ETag and Last-Modified, for the next run to ask with. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** A monitor run's page: the links it led to, carried over when the next run gets a 304. */
    links: jsonb('links'),
    /** The server answered 304: the page's items were carried over from the monitor's last run. */
    notModified: boolean('not_modified').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.url] }),
    index('job_pages_pending_idx').on(t.jobId, t.status, t.seq),
  ],
);

/** Chunk statuses that may still have pages in flight. */
export const UNFINISHED_CHUNK: ('queued' | 'running' | 'draining')[] = [
  'queued',
  'running',
  'draining',
];

/** Chunks of pages, each one queue job, so one crawl can spread over many workers. */
export const jobChunks = pgTable(
  'job_chunks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => scrapeJobs.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    /**
     * `draining`: every page has been handed out and only the last ones are in flight; it no
     * longer holds one of the job's active slots, so the next chunk starts during its tail.
     */
    status: text('status', {
      enum: ['queued', 'running', 'draining', 'done', 'abandoned'],
    }).notNull(),
    pages: integer('pages').notNull(),
    /** The process that ran it last (host:pid), for monitoring. */
    claimedBy: text('claimed_by'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.index] }),
    // The worker sweep looks at unfinished chunks only; finished ones pile up with history.
    index('job_chunks_unfinished_idx')
      .on(t.status)
      .where(sql`${t.status} in ('queued', 'running', 'draining')`),
  ],
);

/**
 * Worker processes that are alive (PostgreSQL): each writes `seen_at` every few seconds, so the
 * chunks of one that stopped answering (killed, its machine gone) go to other workers at once
 * rather than after the queue's time limit.
 */
export const jobWorkers = pgTable('job_workers', {
  /** host:pid, as in `job_chunks.claimed_by`. */
  name: text('name').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL `bytea` (Drizzle has no built-in column for it); `pg` reads it as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The Chromium pages jobs open (spec: browser session), written by the process that holds each
 * page, so every API process lists the sessions of jobs run by any worker. The holder refreshes
 * `seen_at` while the page is open; an active row whose holder went silent is shown as failed.
 * `screenshot` holds the last picture someone watching asked for (see `watched_at`), briefly:
 * the holder clears it when the page closes and after half a minute.
 */
export const browserSessions = pgTable(
  'browser_sessions',
  {
    id: uuid('id').primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => scrapeJobs.id, { onDelete: 'cascade' }),
    /** The process (and job runtime) holding the page. */
    holder: text('holder').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: ['active', 'completed', 'failed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    elementsFound: integer('elements_found'),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    watchedAt: timestamp('watched_at', { withTimezone: true }),
    screenshot: bytea('screenshot'),
    screenshotAt: timestamp('screenshot_at', { withTimezone: true }),
  },
  (t) => [index('browser_sessions_last_activity_idx').on(t.lastActivity)],
);

/** Captured items (spec/dashboard.md `scraped_data`), plus the page each came from. */
export const scrapedData = pgTable(
  'scraped_data',
  {
    /** Derived from job, page and position, so a retried chunk inserts nothing twice. */
    id: uuid('id').primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => scrapeJobs.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    selector: text('selector').notNull(),
    content: jsonb('content'),
    confidence: doublePrecision('confidence').notNull(),
    metadata: jsonb('metadata'),
    url: text('url').notNull(),
    /** Order within the job: page sequence, then position on the page. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('scraped_data_job_idx').on(t.jobId, t.seq)],
);

/** Counts per person per month, for plans and billing. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    jobs: integer('jobs').notNull().default(0),
    pages: integer('pages').notNull().default(0),
    items: integer('items').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * A chat conversation and its owner, owned like a job: ids are issued here, so only the owner
 * (an account, or the anonymous browser that started it) can continue one or read its plan.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Hash of the anonymous browser's key (or of one socket's, when it sent none). */
    anonymousOwner: text('anonymous_owner'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_conversations_user_idx').on(t.userId),
    index('chat_conversations_anon_idx').on(t.anonymousOwner),
  ],
);

/** Every exchange with the agent (spec/dashboard.md: conversation), for the person's history. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: text('conversation_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The id the browser sent as user_id when not signed in (or 'anonymous'). */
    clientUserId: text('client_user_id'),
    userMessage: text('user_message').notNull(),
    aiResponse: text('ai_response').notNull(),
    workflowActions: jsonb('workflow_actions'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_user_idx').on(t.userId, t.createdAt),
    index('conversations_conversation_idx').on(t.conversationId),
  ],
);

/** One row per agent or model call (spec/dashboard.md: modal_usage_logs), for usage and cost. */
export const modelUsageLogs = pgTable(
  'modal_usage_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    model: text('model').notNull(),
    requestType: text('request_type').notNull(),
    processingTimeMs: integer('processing_time_ms').notNull(),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    estimatedCost: doublePrecision('estimated_cost').notNull(),
    success: boolean('success').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('modal_usage_logs_time_idx').on(t.timestamp),
    index('modal_usage_logs_user_idx').on(t.userId, t.timestamp),
  ],
);

/**
 * API keys for programs (MCP clients, scripts): each acts as its owner. Only the SHA-256 of the
 * secret is stored; `prefix` is the start of the secret, kept so a person can tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    /** What the key may do (API_KEY_SCOPES); keys made before scopes existed may do all of it. */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`array['scrape','jobs:read','jobs:write','data']::text[]`),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/** Spending limits per person in dollars (spec/dashboard.md section 9); absent: the defaults. */
export const userBudgets = pgTable('user_budgets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  daily: doublePrecision('daily').notNull(),
  weekly: doublePrecision('weekly').notNull(),
  monthly: doublePrecision('monthly').notNull(),
  maxPerRequest: doublePrecision('max_per_request').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Cost alerts (spec/dashboard.md `cost_alerts`). `windowStart` is the UTC day the alert is about:
 * the unique index lets each kind be raised once per window, however many processes check.
 */
export const costAlerts = pgTable(
  'cost_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['budget_exceeded', 'model_inefficiency'] }).notNull(),
    message: text('message').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high'] }).notNull(),
    recommendation: text('recommendation').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cost_alerts_window_idx').on(t.userId, t.type, t.windowStart),
    index('cost_alerts_user_time_idx').on(t.userId, t.timestamp),
  ],
);

/**
 * The data agent table's cell annotations (spec/dashboard.md section 3): one person's highlight,
 * flag, note or label on a cell (`cellId` is the row id and the column key). Kept per person, so
 * two people annotating one job never see each other's marks. A person is an account or, before
 * signing in, the anonymous browser that owns the job (as for jobs); sign-in moves them over.
 */
export const cellAnnotations = pgTable(
  'cell_annotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Hash of the anonymous browser's key, for annotations made without signing in. */
    anonymousOwner: text('anonymous_owner'),
    jobId: uuid('job_id')
      .notNull()
      .references(() => scrapeJobs.id, { onDelete: 'cascade' }),
    cellId: text('cell_id').notNull(),
    type: text('type', { enum: ['highlight', 'flag', 'note', 'label'] }).notNull(),
    content: text('content').notNull().default(''),
    color: text('color').notNull().default('#ffffff'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  // NULLs are distinct in a unique index, so each index only constrains its own kind of owner.
  (t) => [
    uniqueIndex('cell_annotations_user_cell_idx').on(t.userId, t.jobId, t.cellId, t.type),
    uniqueIndex('cell_annotations_anon_cell_idx').on(t.anonymousOwner, t.jobId, t.cellId, t.type),
    check(
      'cell_annotations_one_owner',
      sql`(${t.userId} is null) <> (${t.anonymousOwner} is null)`,
    ),
  ],
);

/**
 * A monitor (issue 29): a saved request run again and again, by hand or on a cron schedule kept
 * by pg-boss (never an in-process timer). `plan` and `options` are what its next run's job runs;
 * healing replaces the plan when the site changed its layout.
 */
export const monitors = pgTable(
  'monitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    instruction: text('instruction').notNull(),
    plan: jsonb('plan'),
    options: jsonb('options').notNull(),
    /** The job it was made from, when it was made from one. */
    sourceJobId: uuid('source_job_id').references(() => scrapeJobs.id, { onDelete: 'set null' }),
    cron: text('cron'),
    timezone: text('timezone').notNull().default('UTC'),
    active: boolean('active').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    /** What identifies a record across runs (a field name, or `#hash`), fixed by the first run. */
    keyBy: text('key_by'),
    /** `needs_attention` after a layout change it could not heal; a good run clears it. */
    health: text('health', { enum: ['ok', 'needs_attention'] })
      .notNull()
      .default('ok'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('monitors_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One run of a monitor: an ordinary job plus what changed since the last run. `triggerId` is
 * the queue job that started it, so a tick handed out twice (a worker killed) makes one run.
 */
export const monitorRuns = pgTable(
  'monitor_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => scrapeJobs.id, { onDelete: 'set null' }),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    triggerId: text('trigger_id').unique(),
    status: text('status', {
      enum: ['running', 'completed', 'failed', 'needs_attention'],
    }).notNull(),
    records: integer('records').notNull().default(0),
    newCount: integer('new_count').notNull().default(0),
    changedCount: integer('changed_count').notNull().default(0),
    removedCount: integer('removed_count').notNull().default(0),
    sameCount: integer('same_count').notNull().default(0),
    keyBy: text('key_by'),
    /** What happened, in words (a heal, a failure, pages answered 304). */
    note: text('note'),
    /** Both plans, side by side, when a heal was tried (`{ previous, proposed, matched, compared }`). */
    healing: jsonb('healing'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('monitor_runs_monitor_idx').on(t.monitorId, t.startedAt),
    index('monitor_runs_job_idx').on(t.jobId),
    index('monitor_runs_running_idx')
      .on(t.startedAt)
      .where(sql`${t.status} = 'running'`),
  ],
);

/** The records a monitor has seen, by key: the state each run is compared with. */
export const monitorRecords = pgTable(
  'monitor_records',
  {
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    content: jsonb('content').notNull(),
    firstRunId: uuid('first_run_id').notNull(),
    lastRunId: uuid('last_run_id').notNull(),
    /** Set when a run no longer found it; a later run that finds it again clears it. */
    removedRunId: uuid('removed_run_id'),
  },
  (t) => [primaryKey({ columns: [t.monitorId, t.key] })],
);

/** What one run found changed: new, changed (each field's before and after) or removed. */
export const monitorChanges = pgTable(
  'monitor_changes',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => monitorRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    status: text('status', { enum: ['new', 'changed', 'removed'] }).notNull(),
    key: text('key').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** `[{ field, before, after }]` for a changed record. */
    fields: jsonb('fields').notNull().default([]),
    /** A git-style unified diff of a page's main content (monitors of pages, not records). */
    diff: text('diff'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.seq] })],
);

/**
 * Where events are sent, signed per the Standard Webhooks specification with `secret` (whsec_…,
 * shown once). A monitor's, or one job's (given on POST /api/jobs).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => scrapeJobs.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhooks_monitor_idx').on(t.monitorId),
    index('webhooks_job_idx').on(t.jobId),
  ],
);

/**
 * One event to one webhook. `id` is the `webhook-id` header, the same on every try, so a
 * receiver can tell a retry (or a repeat after a crash) from a new event.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    monitorId: uuid('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('webhook_deliveries_monitor_idx').on(t.monitorId, t.createdAt)],
);

/** A revocable read-only link to one job's results; only the SHA-256 of its token is kept. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => scrapeJobs.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('share_links_job_idx').on(t.jobId)],
);

/**
 * A job's personal-data check, kept for the job's version it read: the automatic check runs
 * once per finished job (and again only once the job changed), not on each view.
 */
export const jobRiskChecks = pgTable('job_risk_checks', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => scrapeJobs.id, { onDelete: 'cascade' }),
  jobVersion: integer('job_version').notNull(),
  analysis: jsonb('analysis').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Request counts of the rate limits when the deployment shares one PostgreSQL (several API
 * processes): one row per limit and person (`key` is a hash), reset when its window ends.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_idx').on(t.resetsAt)],
);

/**
 * A person's budget meter, shared by every job and worker (see `budget-meter.ts`): dollars left
 * when the spending was last read, dollars charged since, and what pages in flight hold.
 */
export const budgetHolds = pgTable('budget_holds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** What was left of the tightest budget when the spending was read at `basedAt`. */
  leftAtBase: doublePrecision('left_at_base').notNull(),
  /** Charged since `basedAt`: pages taken (in flight or read since). */
  charged: doublePrecision('charged').notNull().default(0),
  /** Pages taken and not yet stored: not in the spending read from the pages. */
  held: doublePrecision('held').notNull().default(0),
  /** Ever released from `held` once stored: a reading counts pages released while it ran. */
  released: doublePrecision('released').notNull().default(0),
  basedAt: timestamp('based_at', { withTimezone: true }).notNull(),
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
});
