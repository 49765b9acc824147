import type { FastifyBaseLogger } from 'fastify';
import type { JobLimits } from '../commands/jobs/job-limits.js';
import type { Database } from '../db/database.js';
import type { ChunkQueue } from './chunk-queue.js';
import type { BrowserSessionBoard } from './browser-session-board.js';
import type { JobSignals } from './job-signals.js';
import type { KnownPages } from './known-pages.js';
import type { PageProcessor } from './page-processor.js';

export interface JobSettings {
  /** Most pages per chunk (one queue job). @default 100 */
  chunkPages: number;
  /** Chunks of one job queued or running at once. @default 2 */
  activeChunksPerJob: number;
  /** Pages of one chunk fetched at once. @default 16 */
  pageConcurrency: number;
  /**
   * A chunk stops after this long and hands its unfinished pages back to be chunked afresh, so
   * a slow site never runs a chunk into the queue's time limit (half of it). @default 150000
   */
  chunkDeadlineMs: number;
}

/** Everything job commands need, built once per process and passed in. */
export interface JobRuntime {
  database: Database;
  queue: ChunkQueue;
  signals: JobSignals;
  processor: PageProcessor;
  log: FastifyBaseLogger;
  settings: JobSettings;
  /** Running chunks of this process, by job, so a cancel can stop them at once. */
  running: Map<string, Set<AbortController>>;
  /** Frontier URLs this process has seen committed, so repeated links skip the database. */
  knownPages: KnownPages;
  /** The browser pages of jobs in every process (System tab); absent in bare test runtimes. */
  browserSessions?: BrowserSessionBoard;
  /** Budgets and plan limits running jobs stop at; absent, jobs run unlimited (tests). */
  limits?: JobLimits;
}

/**
 * Two chunks of sixteen pages at a time keep as many requests in flight as four of eight, in
 * fewer, larger chunks: each chunk costs queue and bookkeeping work (bench:jobs, warm: 80% of
 * the engine against 71%), and two still let two workers share a job.
 */
export const DEFAULT_JOB_SETTINGS: JobSettings = {
  chunkPages: 100,
  activeChunksPerJob: 2,
  pageConcurrency: 16,
  chunkDeadlineMs: 150_000,
};

/** The abort reason when this process stops: its chunks must be retried, not counted done. */
export class WorkerStopping extends Error {
  constructor() {
    super('This worker stopped before the chunk was finished; the queue will hand it out again');
    this.name = 'WorkerStopping';
  }
}
