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

/** pg-boss on the application database: PGlite through its SQL adapter, or PostgreSQL. */
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
  const workers: string[] = [];

  return {
    async enqueue(message) {
      await boss.send(QUEUE, message, {
        id: chunkJobId(message),
        retryLimit: 3,
        retryDelay: 2,
        retryBackoff: true,
        expireInSeconds: options.chunkTimeoutSeconds,
      });
      for (const id of workers) boss.notifyWorker(id);
    },
    async work(concurrency, handler) {
      for (let i = 0; i < concurrency; i += 1) {
        const id = await boss.work<ChunkMessage>(
          QUEUE,
          { pollingIntervalSeconds: 0.5, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            await handler(ChunkMessageSchema.parse(job.data));
          },
        );
        workers.push(id);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
