import type { LiveResult } from '@gleaner/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database, Db } from '../db/database.js';
import { scrapeJobs, scrapedData } from '../db/schema.js';
import { presentJobEvent, presentLiveResult, type LiveResultRow } from '../presenters/job.js';
import { sendBounded } from '../services/bounded-send.js';
import type { JobOwner } from './job-owner.js';
import { sameOwner } from './job-owner.js';
import type { JobSignal, JobSignals } from './job-signals.js';

/**
 * Pushes job events to the browsers watching them: each signal is turned into the event once
 * (job re-loaded, new results read by range) and sent to every socket of the job's owner.
 */
export class JobSocketHub {
  /** Owners resolve once the socket's token is checked; events wait for that, none are lost. */
  readonly #sockets = new Map<WebSocket, Promise<JobOwner | null>>();
  readonly #unsubscribe: () => void;
  /** Deliveries run one after another, so sockets see events in the order they happened. */
  #queue: Promise<void> = Promise.resolve();

  /**
   * @param maxBuffered bytes a socket may hold unread before it is closed, so a client that
   * never reads cannot make the server keep every event. @default 4 MiB
   */
  constructor(
    private readonly database: Database,
    signals: JobSignals,
    private readonly log: FastifyBaseLogger,
    private readonly maxBuffered = 4 * 1024 * 1024,
  ) {
    this.#unsubscribe = signals.subscribe((signal) => {
      if (this.#sockets.size === 0) return;
      this.#queue = this.#queue
        .then(() => this.#deliver(signal))
        .catch((error: unknown) =>
          this.log.warn({ err: error, signal }, 'job event not delivered'),
        );
    });
  }

  add(socket: WebSocket, owner: Promise<JobOwner | null>): void {
    this.#sockets.set(socket, owner);
    socket.on('close', () => this.#sockets.delete(socket));
    void owner.then((resolved) => {
      if (!resolved) this.#sockets.delete(socket);
    });
  }

  close(): void {
    this.#unsubscribe();
    for (const socket of this.#sockets.keys()) socket.close(1001, 'Server shutting down');
    this.#sockets.clear();
  }

  async #deliver(signal: JobSignal): Promise<void> {
    const { db } = this.database;
    const [job] = await db.select().from(scrapeJobs).where(eq(scrapeJobs.id, signal.jobId));
    if (!job) return;
    const watchers: WebSocket[] = [];
    for (const [socket, owner] of this.#sockets) {
      const resolved = await owner;
      if (resolved && sameOwner(job, resolved)) watchers.push(socket);
    }
    if (watchers.length === 0) return;
    // One event per stored batch of pages: the job's state is the same for every page of it, so
    // an event per page only repeated it (and re-rendered the watching screen) page after page.
    // A reading signal adds no results: it only says which document's page is being read.
    const results =
      (signal.type === 'job_progress' && signal.reading === undefined) || signal.results
        ? (signal.live ?? (await this.#readLive(job.id, signal.results ?? [])))
        : undefined;
    const payload = JSON.stringify(presentJobEvent(signal.type, job, results, signal.reading));
    for (const socket of watchers) sendBounded(socket, payload, this.maxBuffered);
  }

  /** The results of a signal from another process, read back by their `seq` ranges. */
  async #readLive(jobId: string, ranges: [number, number][]): Promise<LiveResult[]> {
    if (ranges.length === 0) return [];
    return (await resultsIn(this.database.db, jobId, ranges)).map(presentLiveResult);
  }
}

/**
 * The job's results in the given inclusive `seq` ranges, in order. Exact keys, so the lookup is
 * an index probe per result whatever the planner believes of the table's size (PGlite keeps no
 * statistics); a join on the ranges was planned as a scan of the whole job.
 */
async function resultsIn(
  db: Db,
  jobId: string,
  ranges: [number, number][],
): Promise<(LiveResultRow & { seq: number })[]> {
  const seqs = ranges.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
  );
  return db
    .select({
      id: scrapedData.id,
      type: scrapedData.type,
      url: scrapedData.url,
      content: scrapedData.content,
      confidence: scrapedData.confidence,
      selector: scrapedData.selector,
      seq: scrapedData.seq,
    })
    .from(scrapedData)
    .where(
      and(
        eq(scrapedData.jobId, jobId),
        sql`${scrapedData.seq} = any(${sql.param(seqs)}::bigint[])`,
      ),
    )
    .orderBy(asc(scrapedData.seq));
}
