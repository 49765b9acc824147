import type { Worker } from 'node:worker_threads';
import { siblingModule, startThread } from '../threads/start-thread.js';
import type { AnalysisReply, AnalysisRequest, ThreadReady } from './page-analysis-thread.js';
import { analysePage, type PageAnalysis, type PageAnalysisInput } from './page-analysis.js';
import { WARM_UP_PAGE } from './warm-up-page.js';

/** Reads fetched pages: on threads of their own, or on the calling thread. */
export interface PageAnalyser {
  analyse(input: PageAnalysisInput): Promise<PageAnalysis>;
  /**
   * Starts a thread when none is running and reads a small page on it, so the pages of a job
   * that is starting do not wait while the thread loads its modules (about a quarter of a
   * second). Nothing to do while a thread is up.
   */
  warmUp(): Promise<void>;
  /** How many threads are up now. */
  running(): number;
  close(): Promise<void>;
}

export class AnalysisThreadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalysisThreadError';
  }
}

/** A page took longer to read than the budget allows; its thread was stopped. */
export class AnalysisBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalysisBudgetError';
  }
}

export interface PageAnalyserOptions {
  /**
   * Longest one page may take to be read on a thread. Past it the page fails and its thread is
   * replaced, so the pages queued behind it (other people's too) go on. Pages read on the calling
   * thread (`threads` 0) cannot be interrupted. @default 10000
   */
  budgetMs?: number;
  /**
   * A thread with no page to read for this long ends, giving back its memory (about 50 MiB);
   * the next page starts one again. @default 30000
   */
  idleMs?: number;
}

export const DEFAULT_ANALYSIS_BUDGET_MS = 10_000;
export const DEFAULT_ANALYSIS_IDLE_MS = 30_000;
/** Each analysis thread's young generation (V8's nursery), in MiB: see `spawn` below. */
const ANALYSIS_THREAD_YOUNG_MB = 12;

interface Pending {
  input: PageAnalysisInput;
  resolve: (analysis: PageAnalysis) => void;
  reject: (error: Error) => void;
}

interface AnalysisThread {
  worker: Worker;
  /** In the order sent: a thread reads one page at a time, so the first is the one it is on. */
  pending: Map<number, Pending>;
  /** Its modules are loaded: pages sent before wait, and their clock has not started. */
  ready: boolean;
  /** Runs out when the page being read is over budget. */
  clock?: NodeJS.Timeout;
  /** Runs out when the thread has had nothing to read for `idleMs`. */
  idle?: NodeJS.Timeout;
}

/**
 * Parsing and extraction are the CPU-heavy part of a crawl. With `threads` above zero they run
 * on up to that many worker threads, so the thread serving HTTP, the queue and the database
 * stays responsive and a machine's other cores do the reading; each page goes to the thread with
 * the fewest waiting. None runs until there is a page to read, another starts only when every
 * running one has pages waiting, and one left idle ends. With zero, pages are read where they
 * were fetched.
 */
export function createPageAnalyser(
  threads: number,
  {
    budgetMs = DEFAULT_ANALYSIS_BUDGET_MS,
    idleMs = DEFAULT_ANALYSIS_IDLE_MS,
  }: PageAnalyserOptions = {},
): PageAnalyser {
  if (threads <= 0)
    return {
      analyse: (input) => Promise.resolve(analysePage(input)),
      warmUp: () => Promise.resolve(),
      running: () => 0,
      close: () => Promise.resolve(),
    };
  const pool: AnalysisThread[] = [];
  let nextId = 0;

  /** Takes the thread out of the pool and stops it; what it held is the caller's to settle. */
  const retire = (thread: AnalysisThread) => {
    clearTimeout(thread.clock);
    clearTimeout(thread.idle);
    const index = pool.indexOf(thread);
    if (index >= 0) pool.splice(index, 1);
    void thread.worker.terminate();
  };

  /**
   * Times the page the thread is on now, from when it reaches it, not from when it was queued;
   * with nothing left to read, times how long it stays idle instead.
   */
  const startClock = (thread: AnalysisThread) => {
    clearTimeout(thread.clock);
    clearTimeout(thread.idle);
    thread.clock = undefined;
    const first = thread.pending.keys().next();
    if (first.done) {
      thread.idle = setTimeout(() => retire(thread), idleMs);
      thread.idle.unref();
      return;
    }
    if (!thread.ready) return;
    const id = first.value;
    thread.clock = setTimeout(() => overBudget(thread, id), budgetMs);
  };

  const spawn = (): AnalysisThread => {
    const worker = startThread(
      siblingModule(import.meta.url, 'page-analysis-thread'),
      'gleaner-pages',
      {
        // A page's parse is garbage once its analysis is sent: V8's default nursery (up to 48 MiB)
        // filled with it and stayed resident through the job (bench:memory --job).
        resourceLimits: { maxYoungGenerationSizeMb: ANALYSIS_THREAD_YOUNG_MB },
      },
    );
    const thread: AnalysisThread = { worker, pending: new Map(), ready: false };
    worker.on('message', (reply: AnalysisReply | ThreadReady) => {
      if ('ready' in reply) {
        thread.ready = true;
        startClock(thread);
        return;
      }
      const pending = thread.pending.get(reply.id);
      if (!pending) return;
      thread.pending.delete(reply.id);
      startClock(thread);
      if (reply.ok) pending.resolve(reply.analysis);
      else pending.reject(new Error(reply.message));
    });
    // A thread that dies fails only the pages it held; the next page starts a new one.
    const lost = (reason: string) => {
      clearTimeout(thread.clock);
      clearTimeout(thread.idle);
      const index = pool.indexOf(thread);
      if (index >= 0) pool.splice(index, 1);
      for (const pending of thread.pending.values())
        pending.reject(new AnalysisThreadError(`A page-reading thread stopped: ${reason}`));
      thread.pending.clear();
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', (code) => lost(`it exited (${code})`));
    pool.push(thread);
    return thread;
  };

  const leastBusy = (): AnalysisThread => {
    const idle = pool.find((thread) => thread.pending.size === 0);
    if (idle) return idle;
    if (pool.length < threads) return spawn();
    return pool.reduce((best, thread) => (thread.pending.size < best.pending.size ? thread : best));
  };

  const dispatch = (pending: Pending) => {
    const thread = leastBusy();
    const id = nextId++;
    clearTimeout(thread.idle);
    thread.pending.set(id, pending);
    const request: AnalysisRequest = { id, input: pending.input };
    thread.worker.postMessage(request);
    if (thread.pending.size === 1) startClock(thread);
  };

  /**
   * The page cannot be interrupted inside its thread (extraction is synchronous), so the thread
   * goes: the page fails, the pages queued behind it move to other threads, and the next page
   * that needs one starts a fresh thread.
   */
  const overBudget = (thread: AnalysisThread, id: number) => {
    retire(thread);
    const waiting = [...thread.pending.entries()];
    thread.pending.clear();
    for (const [pendingId, pending] of waiting) {
      if (pendingId === id)
        pending.reject(
          new AnalysisBudgetError(
            `Reading ${pending.input.url} took longer than ${budgetMs / 1000} s and was stopped; the page may be too large, or a selector or field pattern of the plan too costly for it`,
          ),
        );
      else dispatch(pending);
    }
  };

  const analyse = (input: PageAnalysisInput): Promise<PageAnalysis> =>
    new Promise<PageAnalysis>((resolve, reject) => dispatch({ input, resolve, reject }));

  return {
    analyse,
    async warmUp() {
      if (pool.length === 0) await analyse(WARM_UP_PAGE);
    },
    running: () => pool.length,
    async close() {
      const threadsNow = pool.splice(0);
      for (const thread of threadsNow) {
        clearTimeout(thread.clock);
        clearTimeout(thread.idle);
      }
      await Promise.all(threadsNow.map((thread) => thread.worker.terminate()));
    },
  };
}
