import { parentPort } from 'node:worker_threads';
import { AppError } from '../errors.js';
import type { ThreadProgress, ThreadReply, ThreadRequest } from './thread-protocol.js';

/** The request being served: requests run one at a time, so progress belongs to this one. */
let serving: number | undefined;

/** Inside a helper thread: tells the caller of the operation running now how it is going. */
export function reportProgress(progress: ThreadProgress['progress']): void {
  if (serving !== undefined)
    parentPort?.postMessage({ id: serving, progress } satisfies ThreadProgress);
}

/** Inside a helper thread: answers each request by running the named operation, in order. */
export function serveOps(ops: Record<string, (...args: never[]) => unknown>): void {
  const port = parentPort;
  let turn: Promise<unknown> = Promise.resolve();
  port?.on('message', (request: ThreadRequest) => {
    turn = turn.then(async () => {
      let reply: ThreadReply;
      serving = request.id;
      try {
        const run = ops[request.op] as ((...args: unknown[]) => unknown) | undefined;
        if (!run) throw new Error(`no operation ${request.op}`);
        reply = { id: request.id, ok: true, result: await run(...request.args) };
      } catch (error) {
        reply = {
          id: request.id,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
          ...(error instanceof AppError ? { status: error.statusCode } : {}),
        };
      }
      serving = undefined;
      port.postMessage(reply);
    });
  });
  port?.postMessage({ ready: true });
}
