import type { JobEvent } from '@gleaner/shared';
import { and, asc, between, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../db/database.js';
import { scrapeJobs, scrapedData } from '../db/schema.js';
import { presentJobEvent } from '../presenters/job.js';
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

  constructor(
    private readonly database: Database,
    signals: JobSignals,
    private readonly log: FastifyBaseLogger,
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
    const results =
      signal.seqFrom !== undefined && signal.seqTo !== undefined
        ? await db
            .select()
            .from(scrapedData)
            .where(
              and(
                eq(scrapedData.jobId, job.id),
                between(scrapedData.seq, signal.seqFrom, signal.seqTo),
              ),
            )
            .orderBy(asc(scrapedData.seq))
        : undefined;
    const event: JobEvent = presentJobEvent(
      signal.type,
      job,
      signal.type === 'job_progress' || results ? (results ?? []) : undefined,
    );
    const payload = JSON.stringify(event);
    for (const socket of watchers) if (socket.readyState === socket.OPEN) socket.send(payload);
  }
}
