import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { listenToChannel, type ChannelListener } from '../db/channel-listener.js';
import type { Database } from '../db/database.js';
import { browserSessions } from '../db/schema.js';
import {
  BrowserSessionLog,
  RECENT_KEPT,
  type BrowserSessionChange,
  type BrowserSessionRecord,
} from '../services/browser-session-log.js';
import { PROCESS_NAME } from './process-name.js';

/** How often the holder of open pages says it still holds them. */
const HEARTBEAT_MS = 5_000;
/** An open page not heard of for this long belongs to a process that died: shown as failed. */
export const SESSION_SILENT_SECONDS = 30;
/** A screenshot is kept this long for the watcher who asked for it, then cleared. */
const SCREENSHOT_KEPT_SECONDS = 30;
/** Ended sessions (and silent ones) are forgotten after a day. */
const FORGET_AFTER = sql`interval '1 day'`;
/** Every this many heartbeats, silent sessions are closed and old ones deleted. */
const SWEEP_EVERY = 12;
/** How long a watcher waits for the process holding a page to take its picture. */
const SCREENSHOT_WAIT_MS = 8_000;

const CHANNEL = 'gleaner_browser_sessions';
/**
 * Screenshot requests between processes: `shoot` asks the holder of session `id` for a
 * picture; it answers `shot` (stored in the row), `ended` (the page has closed) or `failed`.
 */
const SessionMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('shoot'), id: z.uuid() }),
  z.object({ type: z.literal('shot'), id: z.uuid() }),
  z.object({ type: z.literal('ended'), id: z.uuid() }),
  z.object({ type: z.literal('failed'), id: z.uuid(), reason: z.string().max(500) }),
]);
type SessionMessage = z.infer<typeof SessionMessageSchema>;
type Answer = Exclude<SessionMessage, { type: 'shoot' }> | { type: 'timeout' };

/**
 * The browser sessions of every process on this database. Each process writes its own pages'
 * records (opened, items found, closed, and a heartbeat while open) to `browser_sessions`, so
 * any API process lists the sessions of jobs run on any worker. A screenshot of a page another
 * process holds is asked for through NOTIFY: that process takes it (only then, because someone
 * watches), stores it in the row for a short while and says so; the asking process reads it.
 * With PGlite there is one process, and pages it holds are photographed directly.
 */
export class BrowserSessionBoard {
  readonly log: BrowserSessionLog;
  /** This runtime's name on its rows (two apps in one test process are two holders). */
  readonly holder = `${PROCESS_NAME}#${randomBytes(3).toString('hex')}`;
  readonly #answers = new EventEmitter();
  #writes: Promise<void> = Promise.resolve();
  #listener: ChannelListener | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  #beats = 0;

  constructor(
    private readonly database: Database,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.#answers.setMaxListeners(0);
    this.log = new BrowserSessionLog({
      onChange: (record, change) => this.#write(record, change),
    });
  }

  async start(): Promise<void> {
    if (this.database.kind === 'postgres') {
      this.#listener = await listenToChannel(
        this.database,
        CHANNEL,
        (payload) => {
          const message = SessionMessageSchema.safeParse(JSON.parse(payload));
          if (message.success) this.#received(message.data);
        },
        this.logger,
        'browser session messages',
      );
    } else {
      // PGlite has one process: whatever was open belonged to the run before this one.
      await this.#closeSilent(sql`true`).catch(this.#warn('closing the last run’s sessions'));
    }
    this.#timer = setInterval(() => void this.#heartbeat(), HEARTBEAT_MS);
    this.#timer.unref();
  }

  /** Waits for the records already written (pages close before this), then stops listening. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#writes;
    await this.#listener?.close();
    this.#answers.removeAllListeners();
  }

  /** Open sessions of every process, then the most recent ended ones. */
  async list(): Promise<BrowserSessionRecord[]> {
    const columns = this.#columns();
    const [open, ended] = await Promise.all([
      this.database.db
        .select(columns)
        .from(browserSessions)
        .where(eq(browserSessions.status, 'active')),
      this.database.db
        .select(columns)
        .from(browserSessions)
        .where(ne(browserSessions.status, 'active'))
        .orderBy(desc(browserSessions.lastActivity))
        .limit(RECENT_KEPT),
    ]);
    const byId = new Map([...open, ...ended].map((row) => [row.id, recordOf(row)]));
    // This process's own pages as it knows them now (their current address, writes in flight).
    for (const record of this.log.list()) byId.set(record.id, record);
    return [...byId.values()].sort(
      (a, b) =>
        Number(b.status === 'active') - Number(a.status === 'active') ||
        b.lastActivity - a.lastActivity,
    );
  }

  async get(id: string): Promise<BrowserSessionRecord | undefined> {
    const local = this.log.get(id);
    if (local) return local;
    const [row] = await this.database.db
      .select(this.#columns())
      .from(browserSessions)
      .where(eq(browserSessions.id, id));
    return row && recordOf(row);
  }

  /** The last picture a watcher in this process got of a page, open or finished. */
  lastScreenshot(id: string): Uint8Array | undefined {
    return this.log.lastScreenshot(id);
  }

  /**
   * A JPEG of an open page, taken now; undefined when the page is no longer open. A page of
   * another process is asked for through the database; an error says why none came.
   */
  async screenshot(id: string): Promise<Uint8Array | undefined> {
    if (this.log.isOpen(id)) return this.log.screenshot(id);
    if (this.database.kind !== 'postgres') return undefined;
    const [asked] = await this.database.db
      .update(browserSessions)
      .set({ watchedAt: sql`clock_timestamp()` })
      .where(and(eq(browserSessions.id, id), eq(browserSessions.status, 'active')))
      .returning({ at: browserSessions.watchedAt, holder: browserSessions.holder });
    // Ours but not open: it has just closed, and the record saying so is on its way.
    if (!asked?.at || asked.holder === this.holder) return undefined;
    const since = asked.at;
    const deadline = Date.now() + SCREENSHOT_WAIT_MS;
    const fresh = async () => {
      const [row] = await this.database.db
        .select({ image: browserSessions.screenshot })
        .from(browserSessions)
        .where(and(eq(browserSessions.id, id), sql`${browserSessions.screenshotAt} >= ${since}`));
      return row?.image ? new Uint8Array(row.image) : undefined;
    };
    // Answers to this page's requests, from the moment before ours is sent.
    const inbox: Answer[] = [];
    let wake: (() => void) | undefined;
    const onAnswer = (answer: Answer) => {
      inbox.push(answer);
      wake?.();
    };
    this.#answers.on(id, onAnswer);
    try {
      await this.#notify({ type: 'shoot', id });
      for (;;) {
        if (inbox.length === 0) await untilWoken(deadline, (resolve) => (wake = resolve));
        const outcome = inbox.shift() ?? { type: 'timeout' };
        if (outcome.type === 'ended') return undefined;
        if (outcome.type === 'failed') throw new Error(outcome.reason);
        // A 'shot' may answer another watcher's earlier request: ours is the one taken since.
        const image = await fresh();
        if (image) return image;
        if (outcome.type === 'timeout') {
          throw new Error('the process holding this page did not answer in time');
        }
      }
    } finally {
      this.#answers.off(id, onAnswer);
    }
  }

  #columns() {
    return {
      id: browserSessions.id,
      jobId: browserSessions.jobId,
      url: browserSessions.url,
      status: browserSessions.status,
      startedAt: browserSessions.startedAt,
      endedAt: browserSessions.endedAt,
      elementsFound: browserSessions.elementsFound,
      lastActivity: browserSessions.lastActivity,
      seenAt: browserSessions.seenAt,
      silent: sql<boolean>`${browserSessions.seenAt} < now() - make_interval(secs => ${SESSION_SILENT_SECONDS})`,
    };
  }

  #received(message: SessionMessage): void {
    if (message.type !== 'shoot') {
      this.#answers.emit(message.id, message);
      return;
    }
    if (!this.log.isOpen(message.id)) return; // another process holds it
    void this.#shoot(message.id);
  }

  /** Someone in another process watches this page: a picture now, stored for them. */
  async #shoot(id: string): Promise<void> {
    try {
      const image = await this.log.screenshot(id);
      if (!image) return await this.#notify({ type: 'ended', id });
      await this.database.db
        .update(browserSessions)
        .set({
          screenshot: Buffer.from(image),
          screenshotAt: sql`clock_timestamp()`,
          lastActivity: sql`now()`,
        })
        .where(eq(browserSessions.id, id));
      await this.#notify({ type: 'shot', id });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.#notify({ type: 'failed', id, reason: reason.slice(0, 500) }).catch(
        this.#warn('answering a screenshot request'),
      );
    }
  }

  async #notify(message: SessionMessage): Promise<void> {
    await this.database.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
  }

  /** One write at a time, in order: a page's close never lands before its opening. */
  #write(record: BrowserSessionRecord, change: BrowserSessionChange): void {
    const { db } = this.database;
    const at = (ms: number) => new Date(ms);
    const write = async () => {
      if (change === 'opened') {
        await db
          .insert(browserSessions)
          .values({
            id: record.id,
            jobId: record.jobId,
            holder: this.holder,
            url: record.url,
            status: record.status,
            startedAt: at(record.startedAt),
            lastActivity: at(record.lastActivity),
          })
          .onConflictDoNothing();
      } else if (change === 'found') {
        await db
          .update(browserSessions)
          .set({ elementsFound: record.elementsFound, lastActivity: at(record.lastActivity) })
          .where(eq(browserSessions.id, record.id));
      } else {
        await db
          .update(browserSessions)
          .set({
            url: record.url,
            status: record.status,
            endedAt: record.endedAt === null ? null : at(record.endedAt),
            lastActivity: at(record.lastActivity),
            screenshot: null,
            screenshotAt: null,
          })
          .where(eq(browserSessions.id, record.id));
      }
    };
    this.#writes = this.#writes.then(write).catch(this.#warn(`recording a browser session`));
  }

  async #heartbeat(): Promise<void> {
    const open = this.log.open();
    if (open.length > 0) {
      const ids = open.map((record) => record.id);
      const urls = open.map((record) => record.url);
      await this.database
        .query(
          `UPDATE browser_sessions AS b SET seen_at = now(), url = v.url
             FROM unnest($1::uuid[], $2::text[]) AS v(id, url)
            WHERE b.id = v.id AND b.status = 'active'`,
          [ids, urls],
        )
        .catch(this.#warn('the browser sessions heartbeat'));
      await this.database.db
        .update(browserSessions)
        .set({ screenshot: null, screenshotAt: null })
        .where(
          and(
            eq(browserSessions.holder, this.holder),
            lt(
              browserSessions.screenshotAt,
              sql`now() - make_interval(secs => ${SCREENSHOT_KEPT_SECONDS})`,
            ),
          ),
        )
        .catch(this.#warn('clearing old screenshots'));
    }
    this.#beats += 1;
    if (this.#beats % SWEEP_EVERY === 0) {
      await this.#closeSilent(
        sql`${browserSessions.seenAt} < now() - make_interval(secs => ${SESSION_SILENT_SECONDS})`,
      ).catch(this.#warn('closing silent browser sessions'));
      await this.database.db
        .delete(browserSessions)
        .where(
          sql`coalesce(${browserSessions.endedAt}, ${browserSessions.seenAt}) < now() - ${FORGET_AFTER}`,
        )
        .catch(this.#warn('forgetting old browser sessions'));
    }
  }

  /** Open sessions matching `which` whose holder is gone: failed, when last heard of. */
  async #closeSilent(which: ReturnType<typeof sql>): Promise<void> {
    await this.database.db
      .update(browserSessions)
      .set({
        status: 'failed',
        endedAt: sql`${browserSessions.seenAt}`,
        screenshot: null,
        screenshotAt: null,
      })
      .where(and(eq(browserSessions.status, 'active'), which));
  }

  #warn(what: string) {
    return (error: unknown) => this.logger.warn({ err: error }, `${what} failed`);
  }
}

/** Resolves when `arm`'s function is called or at `deadline`, whichever comes first. */
function untilWoken(deadline: number, arm: (wake: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
    arm(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

interface SessionRow {
  id: string;
  jobId: string;
  url: string;
  status: BrowserSessionRecord['status'];
  startedAt: Date;
  endedAt: Date | null;
  elementsFound: number | null;
  lastActivity: Date;
  seenAt: Date;
  silent: boolean;
}

/** A row as a record; an open page whose holder went silent has failed, when last heard of. */
function recordOf(row: SessionRow): BrowserSessionRecord {
  const lost = row.status === 'active' && row.silent;
  return {
    id: row.id,
    jobId: row.jobId,
    url: row.url,
    status: lost ? 'failed' : row.status,
    startedAt: row.startedAt.getTime(),
    endedAt: lost ? row.seenAt.getTime() : (row.endedAt?.getTime() ?? null),
    elementsFound: row.elementsFound,
    lastActivity: row.lastActivity.getTime(),
  };
}
