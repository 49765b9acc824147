import type { ResourceLimits, Worker } from 'node:worker_threads';
import { AppError } from '../errors.js';
import { FairQueue } from './fair-queue.js';
import { startThread } from './start-thread.js';
import type { ThreadProgress, ThreadReply, ThreadRequest } from './thread-protocol.js';

/** Why a task failed in its thread rather than by its own error. */
export type TaskFailure = 'deadline' | 'memory' | 'stopped';

/** A task that overran its deadline or its thread's memory, or whose thread died under it. */
export class TaskPoolError extends Error {
  constructor(
    readonly failure: TaskFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'TaskPoolError';
  }
}

export interface TaskPoolOptions {
  /** The thread's module (one that calls `serveOps`), e.g. `siblingModule(import.meta.url, 'x')`. */
  entry: URL;
  /** The threads' name for the operating system (`top -H`). */
  name: string;
  /** Threads at most, each running one task at a time. @default 1 */
  size?: number;
  /** Each thread's memory (V8 heaps); past them the thread ends and its task fails. */
  resourceLimits?: ResourceLimits;
  /** A thread idle this long ends, so what its last task held goes back to the system. @default 30000 */
  idleMs?: number;
  /** The error for a task's own failure (a thread's AppError keeps its status). */
  replyError?: (message: string, status: number | undefined) => Error;
  /** The error a task fails with when its thread failed it (deadline, memory, a crash). */
  failureError?: (failure: TaskPoolError) => Error;
  /** The deadline of `call`. @default 60000 */
  defaultMs?: number;
}

export interface TaskLimits {
  /** Longest the task may run once a thread has taken it; past it the thread is ended. */
  ms: number;
  /** Whose task: tasks are taken from each owner in turn, so one person's burst waits behind itself. */
  owner?: string;
  /** Told of each step the task reports (`reportProgress`), while it runs. */
  onProgress?: (progress: ThreadProgress['progress']) => void;
  /** The error a task past its deadline fails with. */
  overrun?: () => Error;
}

interface Task {
  op: string;
  args: unknown[];
  limits: TaskLimits;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface PoolThread {
  worker: Worker;
  ready: boolean;
  task?: { id: number; task: Task; clock?: NodeJS.Timeout };
  idle?: NodeJS.Timeout;
  /** Set when the thread failed its task (memory, deadline): its exit reports nothing more. */
  ended: boolean;
}

type Ops = Record<string, (...args: never[]) => unknown>;

const defaultReplyError = (message: string, status: number | undefined): Error =>
  status ? new AppError(status, message, 'THREAD_TASK_FAILED') : new Error(message);

/**
 * Worker threads that run the operations of one module for every request of the process. No
 * thread runs at start: the first task starts one, and a thread idle for `idleMs` ends. Each
 * thread runs one task at a time, so ending a thread for an overrun (deadline or memory) fails
 * that task alone; waiting tasks stay here, taken from each owner in turn, never queued behind
 * a runaway inside a thread.
 */
export class TaskPool<O extends Ops> {
  private readonly threads: PoolThread[] = [];
  private readonly waiting = new FairQueue<Task>();
  private next = 1;
  private readonly size: number;
  private readonly idleMs: number;
  private readonly replyError: NonNullable<TaskPoolOptions['replyError']>;

  constructor(private readonly options: TaskPoolOptions) {
    this.size = Math.max(1, options.size ?? 1);
    this.idleMs = options.idleMs ?? 30_000;
    this.replyError = options.replyError ?? defaultReplyError;
  }

  /** Threads running now (none until the first task). */
  get threadCount(): number {
    return this.threads.length;
  }

  /** `run` within the pool's default deadline, for no owner in particular. */
  call<K extends keyof O & string>(
    op: K,
    ...args: Parameters<O[K]>
  ): Promise<Awaited<ReturnType<O[K]>>> {
    return this.run({ ms: this.options.defaultMs ?? 60_000 }, op, ...args);
  }

  run<K extends keyof O & string>(
    limits: TaskLimits,
    op: K,
    ...args: Parameters<O[K]>
  ): Promise<Awaited<ReturnType<O[K]>>> {
    return new Promise((resolve, reject) => {
      this.waiting.push(limits.owner ?? '', {
        op,
        args,
        limits,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.waiting.size > 0) {
      const thread =
        this.threads.find((candidate) => !candidate.task && !candidate.ended) ??
        (this.threads.length < this.size ? this.spawn() : undefined);
      if (!thread) return;
      const task = this.waiting.take();
      if (!task) return;
      clearTimeout(thread.idle);
      const id = this.next++;
      thread.task = { id, task };
      thread.worker.postMessage({ id, op: task.op, args: task.args } satisfies ThreadRequest);
      if (thread.ready) this.startClock(thread);
    }
  }

  /** From when the thread can work on it: loading its modules is not the task's time. */
  private startClock(thread: PoolThread): void {
    const running = thread.task;
    if (!running || running.clock) return;
    running.clock = setTimeout(() => {
      const overrun =
        running.task.limits.overrun?.() ??
        new TaskPoolError('deadline', `the task took longer than ${running.task.limits.ms} ms`);
      this.fail(thread, overrun);
    }, running.task.limits.ms);
  }

  private spawn(): PoolThread {
    const worker = startThread(this.options.entry, this.options.name, {
      ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}),
    });
    // Idle, it must not keep the process alive; tasks in flight hold it with their promises.
    worker.unref();
    const thread: PoolThread = { worker, ready: false, ended: false };
    worker.on('message', (reply: ThreadReply | ThreadProgress | { ready: true }) => {
      if (!('id' in reply)) {
        thread.ready = true;
        this.startClock(thread);
        return;
      }
      const running = thread.task;
      if (!running || running.id !== reply.id) return;
      if ('progress' in reply) {
        running.task.limits.onProgress?.(reply.progress);
        return;
      }
      clearTimeout(running.clock);
      thread.task = undefined;
      if (reply.ok) running.task.resolve(reply.result);
      else running.task.reject(this.replyError(reply.error, reply.status));
      this.rest(thread);
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(
        thread,
        new TaskPoolError(
          memory ? 'memory' : 'stopped',
          memory ? 'the task needed more memory than it is allowed' : error.message,
          { cause: error },
        ),
      );
    });
    worker.on('exit', (code) =>
      this.fail(
        thread,
        new TaskPoolError('stopped', `the ${this.options.name} thread stopped (${code})`),
      ),
    );
    this.threads.push(thread);
    return thread;
  }

  /** Ends a thread that failed its task, or died: only that task fails; the rest go on. */
  private fail(thread: PoolThread, error: Error): void {
    if (thread.ended) return;
    thread.ended = true;
    clearTimeout(thread.idle);
    const index = this.threads.indexOf(thread);
    if (index >= 0) this.threads.splice(index, 1);
    const running = thread.task;
    thread.task = undefined;
    if (running) {
      clearTimeout(running.clock);
      running.task.reject(
        error instanceof TaskPoolError && this.options.failureError
          ? this.options.failureError(error)
          : error,
      );
    }
    void thread.worker.terminate();
    this.dispatch();
  }

  private rest(thread: PoolThread): void {
    clearTimeout(thread.idle);
    thread.idle = setTimeout(() => {
      if (thread.task || thread.ended) return;
      thread.ended = true;
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
      void thread.worker.terminate();
    }, this.idleMs);
    thread.idle.unref();
  }

  /** Ends every thread; tasks running or waiting fail. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    const waiting = this.waiting.drain();
    for (const task of waiting) task.reject(new TaskPoolError('stopped', 'the server is closing'));
    for (const thread of threads) {
      thread.ended = true;
      clearTimeout(thread.idle);
      if (thread.task) {
        clearTimeout(thread.task.clock);
        thread.task.task.reject(new TaskPoolError('stopped', 'the server is closing'));
      }
    }
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }
}
