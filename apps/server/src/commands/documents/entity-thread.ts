import { parentPort } from 'node:worker_threads';
import { loadEntityTools } from '@gleaner/agent';
import { entityOps, type EntityReply, type EntityRequest } from './entity-ops.js';

/** The entity thread: runs entity operations sent by entity-pool.ts, one at a time. */
const ops = entityOps(await loadEntityTools());
const port = parentPort;
port?.on('message', (request: EntityRequest) => {
  let reply: EntityReply;
  try {
    const run = ops[request.op] as (...args: unknown[]) => unknown;
    reply = { id: request.id, ok: true, result: run(...request.args) };
  } catch (error) {
    reply = {
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  port.postMessage(reply);
});
port?.postMessage({ ready: true });
