import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { MessageChannel } from 'node:worker_threads';
import { siblingModule, startProcess, startThread } from '../threads/start-thread.js';
import type { HostMessage, ThreadMessage, ThreadOptions } from './pglite-thread.js';
import { PortStream } from './port-stream.js';

/** The database thread's young generation (V8's nursery), in MiB: see `startPgliteHost`. */
const PGLITE_THREAD_YOUNG_MB = 6;

/** The embedded database could not start, stopped unexpectedly, or failed to close cleanly. */
export class EmbeddedDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
  }
}

export interface PgliteHost {
  /** A new connection to the embedded database, for `pg`'s `stream` option. */
  connect(): PortStream;
  /** Stops the database thread once its connections have ended. */
  close(): Promise<void>;
}

export interface PgliteHostOptions extends ThreadOptions {
  /** Called once if the database thread dies while open: nothing can be stored after that. */
  onFatal?: (error: EmbeddedDatabaseError) => void;
}

/**
 * Creates the database in `dataDir` when there is none yet, in a process of its own (see
 * `pglite-initdb.ts`): creating one takes several hundred MiB for a few seconds.
 */
async function createIfMissing(dataDir: string): Promise<void> {
  if (dataDir.startsWith('memory://') || existsSync(join(dataDir, 'PG_VERSION'))) return;
  const child = startProcess(siblingModule(import.meta.url, 'pglite-initdb'), [dataDir]);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0)
    throw new EmbeddedDatabaseError(
      `The embedded database could not be created in ${dataDir} (exit ${code}): ${stderr.trim() || 'no message'}`,
    );
}

/** Starts PGlite on a thread of its own and resolves when it accepts connections. */
export async function startPgliteHost(options: PgliteHostOptions): Promise<PgliteHost> {
  await createIfMissing(options.dataDir);
  // WebAssembly runs on V8's baseline compiler only: PGlite's module is large, and optimising its
  // hot functions cost ~0.4 s of CPU in the first job and ~90 MiB of memory for good, with no
  // measurable gain in steady speed (bench:jobs, bench:export). The flag is process-wide; it
  // applies to modules compiled after it, so it is set before the database thread starts.
  setFlagsFromString('--liftoff-only');
  const worker = startThread(siblingModule(import.meta.url, 'pglite-thread'), 'gleaner-db', {
    // Its JavaScript only passes messages between the ports and PGlite: V8's default young
    // generation (up to 48 MiB, grown while the database opens and kept) is mostly empty here.
    resourceLimits: { maxYoungGenerationSizeMb: PGLITE_THREAD_YOUNG_MB },
    workerData: {
      dataDir: options.dataDir,
      ...(options.idleInTransactionMs ? { idleInTransactionMs: options.idleInTransactionMs } : {}),
    } satisfies ThreadOptions,
  });
  let stopped: EmbeddedDatabaseError | undefined;
  let closeError: string | undefined;
  let closing = false;

  await new Promise<void>((ready, fail) => {
    const onMessage = (message: ThreadMessage) => {
      if (message.type === 'ready') ready();
      if (message.type === 'failed')
        fail(new EmbeddedDatabaseError(`The embedded database could not open: ${message.message}`));
    };
    worker.on('message', onMessage);
    worker.once('error', (error) =>
      fail(new EmbeddedDatabaseError(`The embedded database could not start: ${error.message}`)),
    );
    worker.once('exit', (code) =>
      fail(new EmbeddedDatabaseError(`The embedded database stopped while starting (${code})`)),
    );
  });

  const die = (reason: string) => {
    if (stopped || closing) return;
    stopped = new EmbeddedDatabaseError(`The embedded database stopped: ${reason}`);
    options.onFatal?.(stopped);
  };
  worker.on('message', (message: ThreadMessage) => {
    if (message.type === 'fatal') die(message.message);
    if (message.type === 'closed') closeError = message.error;
  });
  worker.on('error', (error) => die(error.message));
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  void exited.then((code) => die(`its thread exited (${code})`));

  return {
    connect: () =>
      new PortStream(() => {
        if (stopped) throw stopped;
        const { port1, port2 } = new MessageChannel();
        const message: HostMessage = { type: 'connect', port: port2 };
        worker.postMessage(message, [port2]);
        return port1;
      }),
    async close() {
      if (stopped) return;
      if (!closing) {
        closing = true;
        const message: HostMessage = { type: 'close' };
        worker.postMessage(message);
      }
      await exited;
      if (closeError !== undefined)
        throw new EmbeddedDatabaseError(
          `The embedded database did not close cleanly: ${closeError}`,
        );
    },
  };
}
