import { createHash, randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { WorkerStopping } from './job-runtime.js';

const QUEUE = 'scrape-chunk';
/** Where pg-boss moves a chunk that failed its last try, or timed out on it (a dead letter). */
const GIVEN_UP = 'scrape-chunk-given-up';

/** A queue job carries IDs only; the worker re-loads everything else. */
export const ChunkMessageSchema = z.object({ jobId: z.uuid(), chunk: z.number().int().min(0) });
export type ChunkMessage = z.infer<typeof ChunkMessageSchema>;

export interface ChunkQueueOptions {
  /** Seconds before a chunk whose worker vanished is handed to another. @default 300 */
  chunkTimeoutSeconds: number;
  /** How often expired chunks are looked for. @default 60 */
  maintenanceSeconds: number;
  /** Tries after the first before a chunk is given up. @default 3 */
  retryLimit?: number;
  /** Seconds before the first retry, doubling (with jitter) after each. @default 2 */
  retryDelaySeconds?: number;
}

export interface ChunkHandlers {
  /** Runs a chunk; throwing fails this try (a `WorkerStopping` hands it back untried instead). */
  run(message: ChunkMessage): Promise<void>;
  /** A chunk failed every try, or its worker vanished on its last: the job cannot finish as is. */
  giveUp(message: ChunkMessage, reason: string): Promise<void>;
}

/** Where a chunk's queue job stands. */
export type QueueStanding =
  | { kind: 'unsent' }
  | { kind: 'waiting' }
  /** A worker took it at `since` (the database's clock). */
  | { kind: 'taken'; since: Date }
  | { kind: 'ended' };

export interface ChunkQueue {
  enqueue(message: ChunkMessage): Promise<void>;
  /** Where the chunk's queue job stands, so a sweep can tell a chunk taken by a dead worker. */
  standing(message: ChunkMessage): Promise<QueueStanding>;
  /** Runs chunks, up to `concurrency` at once in this process, and reports given-up ones. */
  work(concurrency: number, handlers: ChunkHandlers): Promise<void>;
  stop(): Promise<void>;
}

/** The same chunk always gets the same queue id, so enqueueing it twice runs it once. */
export function chunkJobId({ jobId, chunk }: ChunkMessage): string {
  const hex = createHash('sha256').update(`${jobId}:${chunk}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How often an idle worker looks for chunks queued by other processes. */
const IDLE_POLL_MS = 1000;
/** How long a stop waits for running chunks to hand back. */
const STOP_WAIT_MS = 10_000;
/** How often given-up chunks are looked for (at once after a try here failed). */
const GIVEN_UP_POLL_MS = 5000;

/**
 * Creates a pg-boss queue if it is not there. Two processes starting at once on a new database
 * (`npm run server` and `npm run worker`) can deadlock creating the same queue's table; creating
 * is idempotent, so the one PostgreSQL picked as the loser simply tries again.
 */
async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      const deadlock = (error as { code?: unknown }).code === '40P01';
      if (!deadlock || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * pg-boss on the application database: PGlite through its SQL adapter, or PostgreSQL. Each
 * process runs one dispatcher rather than one pg-boss poller per slot: it fetches as many chunks
 * as it has free slots in one query, wakes at once for chunks queued or finished here, and
 * otherwise polls once a second, so an idle server costs one cheap query a second.
 */
export async function createChunkQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: ChunkQueueOptions,
): Promise<ChunkQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await createQueueOnce(boss, GIVEN_UP);
  await createQueueOnce(boss, QUEUE);
  const sendOptions = {
    retryLimit: options.retryLimit ?? 3,
    retryDelay: options.retryDelaySeconds ?? 2,
    retryBackoff: true,
    expireInSeconds: options.chunkTimeoutSeconds,
    deadLetter: GIVEN_UP,
  };

  let stopped = false;
  // A nudge while the dispatcher is busy fetching is kept, not lost, so it looks again at once.
  let nudged = false;
  let wake: (() => void) | undefined;
  const nudge = () => {
    nudged = true;
    wake?.();
  };
  const running = new Set<Promise<void>>();
  let givenUpCheck = 0;

  /**
   * A chunk this process took but did not get to finish because it is stopping: queued afresh
   * (with all its tries) before the taken copy is closed, so a crash in between runs it twice at
   * worst, which a chunk allows. Failing it instead would spend a try on every restart.
   */
  const handBack = async (job: PgBoss.Job<unknown>) => {
    await boss.send(QUEUE, job.data as object, { ...sendOptions, id: randomUUID() });
    await boss.complete(QUEUE, job.id);
  };

  const run = async (job: PgBoss.Job<unknown>, handlers: ChunkHandlers) => {
    try {
      await handlers.run(ChunkMessageSchema.parse(job.data));
      await boss.complete(QUEUE, job.id);
    } catch (error) {
      if (error instanceof WorkerStopping) {
        await handBack(job).catch((failure: unknown) =>
          log.error({ err: failure, chunk: job.data }, 'could not hand a chunk back'),
        );
        return;
      }
      const message = innermostMessage(error);
      log.warn({ err: error, chunk: job.data }, 'chunk failed; the queue will retry it');
      await boss
        .fail(QUEUE, job.id, { message })
        .catch((failure: unknown) =>
          log.error({ err: failure }, 'could not record a failed chunk'),
        );
      givenUpCheck = 0; // that may have been its last try
    }
  };

  /** Reports chunks pg-boss gave up on (here or in any process) and closes them. */
  const collectGivenUp = async (handlers: ChunkHandlers) => {
    givenUpCheck = Date.now() + GIVEN_UP_POLL_MS;
    const jobs = await boss.fetch<unknown>(GIVEN_UP, { batchSize: 10, includeMetadata: true });
    for (const job of jobs) {
      const parsed = ChunkMessageSchema.safeParse(job.data);
      if (parsed.success) await handlers.giveUp(parsed.data, givenUpReason(job.output));
      await boss.complete(GIVEN_UP, job.id);
    }
  };

  const dispatch = async (concurrency: number, handlers: ChunkHandlers) => {
    while (!stopped) {
      nudged = false;
      if (Date.now() >= givenUpCheck)
        await collectGivenUp(handlers).catch((error: unknown) =>
          log.error({ err: error }, 'could not collect given-up chunks'),
        );
      const free = concurrency - running.size;
      let fetched = 0;
      if (free > 0) {
        const jobs = await boss
          .fetch<unknown>(QUEUE, { batchSize: free })
          .catch((error: unknown) => {
            log.error({ err: error }, 'could not fetch chunks');
            return [];
          });
        fetched = jobs.length;
        if (stopped) {
          // Fetched as the stop began: hand them back for another worker.
          for (const job of jobs) await handBack(job).catch(() => undefined);
          break;
        }
        for (const job of jobs) {
          const task: Promise<void> = run(job, handlers).finally(() => {
            // A slot is free: look again at once only if every slot was taken (chunks may be
            // waiting that did not fit) or a given-up chunk may be waiting (see `run`). Otherwise
            // there was room all along, and new chunks nudge when they are queued here or are
            // found by the idle poll: a fetch per finished chunk cost PGlite about 5 ms for none.
            const full = running.size >= concurrency;
            running.delete(task);
            if (full || givenUpCheck === 0) nudge();
          });
          running.add(task);
        }
      }
      // Took every free slot (more may be waiting), or was nudged meanwhile: look again at once.
      if ((fetched > 0 && fetched === free) || nudged) continue;
      await new Promise<void>((resume) => {
        const timer = setTimeout(resume, IDLE_POLL_MS);
        wake = () => {
          clearTimeout(timer);
          wake = undefined;
          resume();
        };
      });
    }
  };

  let dispatcher: Promise<void> | undefined;
  return {
    async enqueue(message) {
      await boss.send(QUEUE, message, { ...sendOptions, id: chunkJobId(message) });
      nudge();
    },
    async standing(message) {
      const job = await boss.getJobById<unknown>(QUEUE, chunkJobId(message));
      if (!job) return { kind: 'unsent' };
      if (job.state === 'created' || job.state === 'retry') return { kind: 'waiting' };
      if (job.state === 'active') return { kind: 'taken', since: new Date(job.startedOn) };
      return { kind: 'ended' };
    },
    work(concurrency, handlers) {
      dispatcher ??= dispatch(concurrency, handlers);
      return Promise.resolve();
    },
    async stop() {
      stopped = true;
      nudge();
      await dispatcher;
      await Promise.race([
        Promise.all(running),
        new Promise((resume) => setTimeout(resume, STOP_WAIT_MS).unref()),
      ]);
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    },
  };
}

/** Our failures keep `{ message }`; pg-boss marks a timed-out try with `{ value: { message } }`. */
const FailureOutputSchema = z.union([
  z.object({ message: z.string() }),
  z.object({ value: z.object({ message: z.string() }) }).transform(() => ({
    message: 'its worker stopped answering, or it ran past the chunk time limit',
  })),
]);

/** Why the last try of a given-up chunk failed, in words for the job's error. */
function givenUpReason(output: unknown): string {
  const parsed = FailureOutputSchema.safeParse(output);
  return parsed.success ? parsed.data.message : 'it failed on every try';
}

/** The root cause's message: a failed query's own error quotes the whole statement first. */
function innermostMessage(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}
