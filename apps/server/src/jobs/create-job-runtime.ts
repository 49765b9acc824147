import type { FastifyBaseLogger } from 'fastify';
import { giveUpChunk } from '../commands/jobs/give-up-chunk.js';
import { runChunk } from '../commands/jobs/run-chunk.js';
import { recoverInterruptedJobs } from '../commands/jobs/control-job.js';
import { priceTableOf } from '../commands/usage/price-table.js';
import type { Database } from '../db/database.js';
import type { Env } from '../env.js';
import { BrowserSessionBoard } from './browser-session-board.js';
import { createChunkQueue } from './chunk-queue.js';
import { DEFAULT_JOB_SETTINGS, WorkerStopping, type JobRuntime } from './job-runtime.js';
import { createJobSignals } from './job-signals.js';
import { KnownPages } from './known-pages.js';
import { createPageProcessor } from './page-processor.js';
import { startWorkerPresence, type WorkerPresence } from './worker-presence.js';

export interface JobRuntimeHandle {
  runtime: JobRuntime;
  /** Start taking chunks from the queue in this process. */
  startWorker(): Promise<void>;
  stop(): Promise<void>;
}

const ENDED = new Set(['job_completed', 'job_failed', 'job_cancelled']);

/** Builds the job machinery of one process: queue, events, page processor. */
export async function createJobRuntime(
  database: Database,
  env: Env,
  log: FastifyBaseLogger,
): Promise<JobRuntimeHandle> {
  const signals = await createJobSignals(database, log);
  const queue = await createChunkQueue(database, log, {
    chunkTimeoutSeconds: env.JOB_CHUNK_TIMEOUT_SECONDS,
    maintenanceSeconds: env.QUEUE_MAINTENANCE_SECONDS,
    retryDelaySeconds: env.JOB_CHUNK_RETRY_DELAY_SECONDS,
  });
  const browserSessions = new BrowserSessionBoard(database, log);
  await browserSessions.start();
  const processor = createPageProcessor({
    allowPrivateHosts: env.ALLOW_PRIVATE_HOSTS,
    chromiumPath: env.CHROMIUM_PATH,
    maxConcurrencyPerHost: env.SCRAPE_MAX_PER_HOST,
    respectRobots: env.SCRAPE_RESPECT_ROBOTS,
    analysisThreads: env.PAGE_ANALYSIS_THREADS,
    analysisBudgetMs: env.PAGE_ANALYSIS_BUDGET_MS,
    browserSessions: browserSessions.log,
  });
  const runtime: JobRuntime = {
    database,
    queue,
    signals,
    processor,
    browserSessions,
    log,
    settings: {
      ...DEFAULT_JOB_SETTINGS,
      chunkPages: env.JOB_CHUNK_PAGES,
      chunkDeadlineMs: (env.JOB_CHUNK_TIMEOUT_SECONDS * 1000) / 2,
    },
    running: new Map(),
    knownPages: new KnownPages(),
    limits: { prices: priceTableOf(env), planLimits: env.PLAN_LIMITS },
  };
  // A cancel made in another process reaches this one's running chunks here.
  const unsubscribe = signals.subscribe((signal) => {
    if (signal.type === 'job_cancelled') {
      for (const controller of runtime.running.get(signal.jobId) ?? []) controller.abort();
    }
    // An ended job's browser context (its cookies and storage) closes at once, not when idle.
    if (ENDED.has(signal.type)) {
      processor
        .endJob(signal.jobId)
        .catch((error: unknown) =>
          log.warn({ err: error }, 'closing a job browser context failed'),
        );
    }
  });

  let presence: WorkerPresence | null = null;
  return {
    runtime,
    async startWorker() {
      // With PGlite this is the only process, so anything "running" died with the last one.
      if (database.kind === 'pglite') {
        const recovered = await recoverInterruptedJobs(runtime);
        if (recovered > 0)
          log.info({ jobs: recovered }, 'resumed jobs interrupted by the last stop');
      }
      // Many processes share PostgreSQL: each says it is alive, and hands on a silent one's chunks.
      // Alive before taking a chunk, so no sweep takes this worker's first chunks for lost ones.
      if (database.kind === 'postgres')
        presence = await startWorkerPresence(runtime, env.WORKER_LOST_SECONDS);
      await queue.work(env.WORKER_CONCURRENCY, {
        run: (message) => runChunk(runtime, message),
        giveUp: async (message, reason) => {
          await giveUpChunk(runtime, message, reason);
        },
      });
      log.info({ concurrency: env.WORKER_CONCURRENCY }, 'job worker started');
    },
    async stop() {
      unsubscribe();
      for (const controllers of runtime.running.values())
        for (const controller of controllers) controller.abort(new WorkerStopping());
      await queue.stop();
      await presence?.stop();
      await processor.close();
      // After the pages closed: their last records are written before the database goes.
      await browserSessions.stop();
      await signals.close();
    },
  };
}
