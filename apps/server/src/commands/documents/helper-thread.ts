import type { Worker } from 'node:worker_threads';
import { siblingModule, startThread } from '../../threads/start-thread.js';
import { DocumentProcessingError } from './helper-call.js';

/** What a helper thread answers: a result, or the error's message and, for AppErrors, status. */
export type ThreadReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string; status?: number };

/** Sent by an operation while it runs (see `reportProgress`): how far it has got. */
export interface ThreadProgress {
  id: number;
  progress: { page: number; pages: number };
}

export interface ThreadRequest {
  id: number;
  op: string;
  args: unknown[];
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  onProgress?: ((progress: ThreadProgress['progress']) => void) | undefined;
}

/** Options of `callWithin`. */
export interface CallLimits {
  /** Past this the thread is ended and the call fails with `timeoutReason`. */
  ms: number;
  timeoutReason: string;
  /** Told of each step the operation reports (`reportProgress`), while it runs. */
  onProgress?: (progress: ThreadProgress['progress']) => void;
}

type Ops = Record<string, (...args: never[]) => unknown>;

/**
 * One worker thread running the operations of `entry` (a module beside this one that calls
 * `serveOps`), started on first use and shared by every request of the process; calls queue in
 * order. A thread that dies fails the calls in flight and is replaced by the next call; a call
 * given a time limit ends the thread when it overruns, so a runaway file cannot hold it.
 */
export class HelperThread<O extends Ops> {
  private worker: Worker | undefined;
  private next = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly entry: string,
    private readonly name: string,
  ) {}

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread(siblingModule(import.meta.url, this.entry), this.name);
    // Idle, it must not keep the process alive; calls in flight hold it with their promises.
    worker.unref();
    worker.on('message', (reply: ThreadReply | ThreadProgress | { ready: true }) => {
      if (!('id' in reply)) return;
      if ('progress' in reply) {
        this.pending.get(reply.id)?.onProgress?.(reply.progress);
        return;
      }
      const call = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.ok) call?.resolve(reply.result);
      else
        call?.reject(
          reply.status
            ? new DocumentProcessingError(
                reply.error.replace(/^Document processing failed: /, ''),
                reply.status,
              )
            : new Error(reply.error),
        );
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the ${this.name} thread stopped (code ${code})`)));
    this.worker = worker;
    return worker;
  }

  call<K extends keyof O & string>(
    op: K,
    ...args: Parameters<O[K]>
  ): Promise<Awaited<ReturnType<O[K]>>> {
    return this.send(op, args);
  }

  private send<K extends keyof O & string>(
    op: K,
    args: Parameters<O[K]>,
    onProgress?: CallLimits['onProgress'],
  ): Promise<Awaited<ReturnType<O[K]>>> {
    const worker = this.start();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, onProgress });
      worker.postMessage({ id, op, args } satisfies ThreadRequest);
    });
  }

  /** As `call`, within a time limit (see `CallLimits`), told of the operation's progress. */
  async callWithin<K extends keyof O & string>(
    { ms, timeoutReason, onProgress }: CallLimits,
    op: K,
    ...args: Parameters<O[K]>
  ): Promise<Awaited<ReturnType<O[K]>>> {
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new DocumentProcessingError(timeoutReason, 422));
        void this.close();
      }, ms);
    });
    try {
      return await Promise.race([this.send(op, args, onProgress), overrun]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
