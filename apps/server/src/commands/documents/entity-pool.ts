import type { Worker } from 'node:worker_threads';
import { siblingModule, startThread } from '../../threads/start-thread.js';
import type { EntityOpName, EntityOps, EntityReply } from './entity-ops.js';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread for entity work, started on first use (its lexicons load there, not in the
 * server's start) and shared by every request of the process; calls queue in order. A thread
 * that dies fails the calls in flight and is replaced by the next call.
 */
class EntityThread {
  private worker: Worker | undefined;
  private next = 1;
  private readonly pending = new Map<number, Pending>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread(siblingModule(import.meta.url, 'entity-thread'), 'gleaner-entities');
    // Idle, it must not keep the process alive; calls in flight hold it with their promises.
    worker.unref();
    worker.on('message', (reply: EntityReply | { ready: true }) => {
      if (!('id' in reply)) return;
      const call = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.ok) call?.resolve(reply.result);
      else call?.reject(new Error(reply.error));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the entity thread stopped (code ${code})`)));
    this.worker = worker;
    return worker;
  }

  call<K extends EntityOpName>(
    op: K,
    ...args: Parameters<EntityOps[K]>
  ): Promise<ReturnType<EntityOps[K]>> {
    const worker = this.start();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, args });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

/** The process's entity thread. */
export const entityThread = new EntityThread();
