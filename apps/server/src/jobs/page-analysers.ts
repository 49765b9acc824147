import type { Worker } from 'node:worker_threads';
import { siblingModule, startThread } from '../threads/start-thread.js';
import type { AnalysisReply, AnalysisRequest } from './page-analysis-thread.js';
import { analysePage, type PageAnalysis, type PageAnalysisInput } from './page-analysis.js';

/** Reads fetched pages: on threads of their own, or on the calling thread. */
export interface PageAnalyser {
  analyse(input: PageAnalysisInput): Promise<PageAnalysis>;
  /**
   * Starts a thread and reads a small page on it, so the first job does not wait while the
   * thread loads its modules (about a quarter of a second).
   */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** What `warmUp` reads: a page with a heading and a link, read by a plan that follows links. */
const WARM_UP_PAGE: PageAnalysisInput = {
  html: '<!doctype html><title>Warm-up</title><h1>Warm-up</h1><a href="/next">Next</a>',
  url: 'http://localhost/',
  kind: 'start',
  job: {
    url: 'http://localhost/',
    plan: { follow: 'all', selectors: [{ type: 'text', selector: 'h1' }] },
    options: { maxPages: 2, maxDepth: 1, include: [], exclude: [], render: 'never' },
  },
};

export class AnalysisThreadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalysisThreadError';
  }
}

interface Pending {
  resolve: (analysis: PageAnalysis) => void;
  reject: (error: Error) => void;
}

interface AnalysisThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Parsing and extraction are the CPU-heavy part of a crawl. With `threads` above zero they run
 * on that many worker threads, started when first needed, so the thread serving HTTP, the queue
 * and the database stays responsive and a machine's other cores do the reading; each page goes
 * to the thread with the fewest waiting. With zero, pages are read where they were fetched.
 */
export function createPageAnalyser(threads: number): PageAnalyser {
  if (threads <= 0)
    return {
      analyse: (input) => Promise.resolve(analysePage(input)),
      warmUp: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
  const pool: AnalysisThread[] = [];
  let nextId = 0;

  const spawn = (): AnalysisThread => {
    const worker = startThread(
      siblingModule(import.meta.url, 'page-analysis-thread'),
      'gleaner-pages',
    );
    const thread: AnalysisThread = { worker, pending: new Map() };
    worker.on('message', (reply: AnalysisReply) => {
      const pending = thread.pending.get(reply.id);
      if (!pending) return;
      thread.pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.analysis);
      else pending.reject(new Error(reply.message));
    });
    // A thread that dies fails only the pages it held; the next page starts a new one.
    const lost = (reason: string) => {
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

  const analyse = (input: PageAnalysisInput): Promise<PageAnalysis> => {
    const thread = leastBusy();
    const id = nextId++;
    return new Promise<PageAnalysis>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      const request: AnalysisRequest = { id, input };
      thread.worker.postMessage(request);
    });
  };

  return {
    analyse,
    async warmUp() {
      await analyse(WARM_UP_PAGE);
    },
    async close() {
      const threadsNow = pool.splice(0);
      await Promise.all(threadsNow.map((thread) => thread.worker.terminate()));
    },
  };
}
