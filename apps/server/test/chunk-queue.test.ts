import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createChunkQueue, type ChunkMessage, type ChunkQueue } from '../src/jobs/chunk-queue.js';
import type { Database } from '../src/db/database.js';
import { WorkerStopping } from '../src/jobs/job-runtime.js';
import { backends } from './support/backends.js';
import { eventually } from './support/job-helpers.js';
import { openTestDatabase } from './support/test-database.js';

const log = pino({ level: 'silent' });
const options = { chunkTimeoutSeconds: 60, maintenanceSeconds: 60, retryDelaySeconds: 0 };

describe.each(backends)('chunk queue on %s', (kind) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function open(): Promise<Database> {
    const { database, close } = await openTestDatabase(kind);
    cleanup.push(close);
    return database;
  }

  async function queueOn(database: Database, retryLimit: number): Promise<ChunkQueue> {
    const queue = await createChunkQueue(database, log, { ...options, retryLimit });
    cleanup.push(() => queue.stop());
    return queue;
  }

  it('gives a chunk up after its last try, with the reason of the last failure', async () => {
    const queue = await queueOn(await open(), 2);
    let tries = 0;
    const givenUp: [ChunkMessage, string][] = [];
    await queue.work(2, {
      run: () => {
        tries += 1;
        return Promise.reject(new Error(`the site broke (try ${tries})`));
      },
      giveUp: (message, reason) => {
        givenUp.push([message, reason]);
        return Promise.resolve();
      },
    });
    const message = { jobId: randomUUID(), chunk: 4 };
    await queue.enqueue(message);
    await eventually(() => (givenUp.length > 0 ? true : undefined), 20_000, 'chunk given up');
    expect(tries).toBe(3);
    expect(givenUp).toEqual([[message, 'the site broke (try 3)']]);
  });

  it('hands a chunk back when its worker stops, without spending one of its tries', async () => {
    const database = await open();
    // No retries at all: had the stop counted as a failed try, the chunk would be given up.
    const first = await createChunkQueue(database, log, { ...options, retryLimit: 0 });
    let stopRunning: () => void = () => undefined;
    let started = false;
    await first.work(1, {
      run: () =>
        new Promise((_, fail) => {
          started = true;
          stopRunning = () => fail(new WorkerStopping());
        }),
      giveUp: () => Promise.reject(new Error('not expected')),
    });
    const message = { jobId: randomUUID(), chunk: 0 };
    await first.enqueue(message);
    await eventually(() => (started ? true : undefined), 10_000, 'chunk started');
    const stopping = first.stop();
    stopRunning();
    await stopping;

    const second = await queueOn(database, 0);
    const ran: ChunkMessage[] = [];
    const givenUp: ChunkMessage[] = [];
    await second.work(1, {
      run: (chunk) => {
        ran.push(chunk);
        return Promise.resolve();
      },
      giveUp: (chunk) => {
        givenUp.push(chunk);
        return Promise.resolve();
      },
    });
    await eventually(() => (ran.length > 0 ? true : undefined), 10_000, 'chunk run again');
    expect(ran).toEqual([message]);
    expect(givenUp).toEqual([]);
  });
});
