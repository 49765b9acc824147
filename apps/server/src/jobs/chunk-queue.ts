import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.js';

const QUEUE = 'scrape-chunk';

/** A queue job carries IDs only; the worker re-loads everything else. */
export const ChunkMessageSchema = z.object({ jobId: z.uuid(), chunk: z.number().int().min(0) });
export type ChunkMessage = z.infer<typeof ChunkMessageSchema>;

export interface ChunkQueueOptions {
  /** Seconds before a chunk whose worker vanished is handed to another. @default 300 */
  chunkTimeoutSeconds: number;
  /** How often expired chunks are looked for. @default 60 */
  maintenanceSeconds: number;
}

export interface ChunkQueue {
  enqueue(message: ChunkMessage): Promise<void>;
  /** Runs `handler` for chunks, up to `concurrency` at once in this process. */
  work(concurrency: number, handler: (message: ChunkMessage) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** The same chunk always gets the same queue id, so enqueueing it twice runs it once. */
function chunkJobId({ jobId, chunk }: ChunkMessage): string {
  const hex = createHash('sha256').update(`${jobId}:${chunk}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How often an idle worker looks for chunks queued by other processes. */
const IDLE_POLL_MS = 1000;
/** How long a stop waits for running chunks to hand back. */
const STOP_WAIT_MS = 10_000;

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
  await boss.createQueue(QUEUE);

  let stopped = false;
  // A nudge while the dispatcher is busy fetching is kept, not lost, so it looks again at once.
  let nudged = false;
  let wake: (() => void) | undefined;
  const nudge = () => {
    nudged = true;
    wake?.();
  };
  const running = new Set<Promise<void>>();

  const run = async (
    job: PgBoss.Job<unknown>,
    handler: (message: ChunkMessage) => Promise<void>,
  ) => {
    try {
      await handler(ChunkMessageSchema.parse(job.data));
      await boss.complete(QUEUE, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, chunk: job.data }, 'chunk failed; the queue will retry it');
      await boss
        .fail(QUEUE, job.id, { message })
        .catch((failure: unknown) =>
          log.error({ err: failure }, 'could not record a failed chunk'),
        );
    }
  };

  const dispatch = async (
    concurrency: number,
    handler: (message: ChunkMessage) => Promise<void>,
  ) => {
    while (!stopped) {
      nudged = false;
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
          // Fetched as the stop began: hand them back for another worker to retry.
          if (jobs.length > 0)
            await boss
              .fail(
                QUEUE,
                jobs.map((job) => job.id),
              )
              .catch(() => undefined);
          break;
        }
        for (const job of jobs) {
          const task: Promise<void> = run(job, handler).finally(() => {
            running.delete(task);
            nudge();
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
      await boss.send(QUEUE, message, {
        id: chunkJobId(message),
        retryLimit: 3,
        retryDelay: 2,
        retryBackoff: true,
        expireInSeconds: options.chunkTimeoutSeconds,
      });
      nudge();
    },
    work(concurrency, handler) {
      dispatcher ??= dispatch(concurrency, handler);
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
