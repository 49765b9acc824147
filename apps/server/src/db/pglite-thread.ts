/**
 * The embedded database's own thread: PGlite runs here, behind the PostgreSQL wire protocol, so
 * its work never blocks the thread that serves HTTP and scrapes pages (as PostgreSQL runs in
 * processes of its own). The main thread connects with the ordinary `pg` driver over message
 * ports (see `pglite-host.ts`).
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-settings.js';
import {
  FrontendMessages,
  pgliteInputParts,
  readyStatus,
  rowsChanged,
  simpleQuery,
  SYNC,
} from './wire-messages.js';

/** From the host to this thread. */
export type HostMessage = { type: 'connect'; port: MessagePort } | { type: 'close' };
/** From this thread to the host. */
export type ThreadMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'fatal'; message: string }
  | { type: 'closed'; error?: string };
export interface ThreadOptions {
  /** PGlite's data directory, or `memory://`. */
  dataDir: string;
  /**
   * PostgreSQL's idle_in_transaction_session_timeout, which PGlite (no timers) cannot apply
   * itself: a connection that holds the session inside a transaction and sends nothing for this
   * long is ended and its transaction rolled back, so one forgotten transaction (a failed
   * multi-statement query leaves one) cannot stall everything. @default 30000
   */
  idleInTransactionMs?: number;
}

interface Connection {
  port: MessagePort;
  frames: FrontendMessages;
  closed: boolean;
}

type Task =
  | { kind: 'messages'; connection: Connection; messages: Uint8Array; ends: number[] }
  /** A connection left while it held the session: undo what it left open. */
  | { kind: 'release'; connection: Connection };

/**
 * PGlite runs no autovacuum: without upkeep its tables keep every dead row and the planner has
 * no statistics, so it picks whole-table scans (a 100,000-row export went quadratic). Once this
 * many rows have changed, and no sooner than `UPKEEP_INTERVAL_MS` after the last time, the
 * thread vacuums and analyses when the session has been free for `UPKEEP_IDLE_MS`. It costs
 * about 0.4 s per 100,000 rows, and sessions wait meanwhile.
 */
const UPKEEP_ROWS = 5_000;
const UPKEEP_INTERVAL_MS = 30_000;
const UPKEEP_IDLE_MS = 100;

/**
 * PGlite has one session; connections take turns on it, a batch of whole messages at a time.
 * A connection inside a transaction (or an unfinished extended query) holds the session until
 * it is idle again, so transactions of different connections never interleave.
 */
class SessionScheduler {
  readonly #tasks: Task[] = [];
  #holder: Connection | null = null;
  #running: Promise<void> | null = null;
  /** Rows changed since the last upkeep, and when that was. */
  #changed = 0;
  #lastUpkeep = 0;
  #upkeepTimer: NodeJS.Timeout | undefined;
  #idleHolderTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: PGlite,
    private readonly onFatal: (error: unknown) => void,
    private readonly idleInTransactionMs: number,
  ) {}

  submit(task: Task): void {
    this.#tasks.push(task);
    this.#running ??= this.#drain().finally(() => (this.#running = null));
  }

  /** Resolves once every submitted task has run. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #drain(): Promise<void> {
    for (;;) {
      const index = this.#tasks.findIndex(
        (task) => this.#holder === null || task.connection === this.#holder,
      );
      const [task] = index < 0 ? [] : this.#tasks.splice(index, 1);
      if (!task) {
        this.#watchHolder();
        this.#planUpkeep();
        return;
      }
      try {
        await this.#run(task);
      } catch (error) {
        this.onFatal(error);
        return;
      }
    }
  }

  async #run(task: Task): Promise<void> {
    const { connection } = task;
    if (task.kind === 'release') return this.#release();
    if (connection.closed) return;
    const reply = await this.#exec(task.messages, task.ends);
    this.#holder = readyStatus(reply) === 'idle' ? null : connection;
    this.#changed += rowsChanged(reply);
    // It left while this ran: nobody will finish what it began.
    if (connection.closed) {
      if (this.#holder === connection) await this.#release();
      return;
    }
    // PGlite hands back a fresh copy of its reply, so its buffer can move instead of being copied.
    if (reply.length > 0) connection.port.postMessage(reply, [reply.buffer as ArrayBuffer]);
  }

  /**
   * The backend's raw reply. PGlite also parses every reply it sends; `execProtocolRaw` keeps
   * those parsed messages for good (memory grew by every row ever returned), `execProtocol`
   * drops them after each call. Errors stay in the reply, for the client. `ends` (where each
   * message ends) lets the input be fed in parts PGlite reads whole (see pgliteInputParts).
   */
  async #exec(messages: Uint8Array, ends: readonly number[] = []): Promise<Uint8Array> {
    const parts = pgliteInputParts(messages, ends);
    const replies: Uint8Array[] = [];
    for (const part of parts)
      replies.push((await this.db.execProtocol(part, { throwOnError: false })).data);
    return replies.length === 1 ? (replies[0] ?? new Uint8Array(0)) : concat(...replies);
  }

  /** Starts the idle-in-transaction clock for the connection now holding the session. */
  #watchHolder(): void {
    clearTimeout(this.#idleHolderTimer);
    const holder = this.#holder;
    if (!holder) return;
    this.#idleHolderTimer = setTimeout(() => {
      // Still holding, and sent nothing since (any task of its would have restarted the clock).
      if (this.#holder === holder && !this.#running) this.disconnect(holder);
    }, this.idleInTransactionMs);
    this.#idleHolderTimer.unref();
  }

  #planUpkeep(): void {
    if (this.#upkeepTimer || this.#changed < UPKEEP_ROWS) return;
    const wait = Math.max(UPKEEP_IDLE_MS, this.#lastUpkeep + UPKEEP_INTERVAL_MS - Date.now());
    this.#upkeepTimer = setTimeout(() => {
      this.#upkeepTimer = undefined;
      // Only on a free session: a task that arrived meanwhile plans it again when it is done.
      if (this.#running || this.#holder || this.#tasks.length > 0) return;
      this.#running = this.#upkeep()
        .catch(this.onFatal)
        .finally(() => (this.#running = null));
    }, wait);
    this.#upkeepTimer.unref();
  }

  async #upkeep(): Promise<void> {
    this.#changed = 0;
    this.#lastUpkeep = Date.now();
    // A failure here (reported in the reply, not thrown) only means the next upkeep tries again.
    await this.#exec(simpleQuery('VACUUM (ANALYZE)'));
    // Tasks that arrived while it ran.
    if (this.#tasks.length > 0) await this.#drain();
  }

  stop(): void {
    clearTimeout(this.#upkeepTimer);
    clearTimeout(this.#idleHolderTimer);
  }

  async #release(): Promise<void> {
    // Sync ends an unfinished extended query; ROLLBACK is a no-op when no transaction is open.
    await this.#exec(concat(SYNC, simpleQuery('ROLLBACK')));
    this.#holder = null;
  }

  disconnect(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    connection.port.close();
    for (let i = this.#tasks.length - 1; i >= 0; i -= 1)
      if (this.#tasks[i]?.connection === connection) this.#tasks.splice(i, 1);
    if (this.#holder === connection) {
      // First in line: nobody else may use the session before it is released.
      this.#tasks.unshift({ kind: 'release', connection });
      this.#running ??= this.#drain().finally(() => (this.#running = null));
    }
  }
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function serve(host: MessagePort, options: ThreadOptions): Promise<void> {
  const send = (message: ThreadMessage) => host.postMessage(message);
  let db: PGlite;
  try {
    db = await PGlite.create(pgliteOptions(options.dataDir));
    // PGlite reports every parse and bind as a DEBUG notice; clients need warnings and up only.
    await db.exec('SET client_min_messages TO warning');
  } catch (error) {
    send({ type: 'failed', message: describe(error) });
    process.exit(1);
  }
  const connections = new Set<Connection>();
  const scheduler = new SessionScheduler(
    db,
    (error) => {
      send({ type: 'fatal', message: describe(error) });
      for (const connection of connections) connection.port.close();
      process.exit(1);
    },
    options.idleInTransactionMs ?? 30_000,
  );

  const accept = (port: MessagePort) => {
    const connection: Connection = { port, frames: new FrontendMessages(), closed: false };
    connections.add(connection);
    port.on('message', (chunk: Uint8Array) => {
      try {
        const { messages, ends, terminated } = connection.frames.push(chunk);
        if (messages.length > 0) scheduler.submit({ kind: 'messages', connection, messages, ends });
        if (terminated) scheduler.disconnect(connection);
      } catch {
        // A garbled stream cannot be resynchronised: drop that connection only.
        scheduler.disconnect(connection);
      }
    });
    port.on('close', () => {
      scheduler.disconnect(connection);
      connections.delete(connection);
    });
  };

  host.on('message', (message: HostMessage) => {
    if (message.type === 'connect') {
      accept(message.port);
      return;
    }
    void (async () => {
      for (const connection of connections) scheduler.disconnect(connection);
      scheduler.stop();
      await scheduler.idle();
      let error: string | undefined;
      try {
        await db.close();
      } catch (failure) {
        error = describe(failure);
      }
      send(error === undefined ? { type: 'closed' } : { type: 'closed', error });
      process.exit(0);
    })();
  });
  send({ type: 'ready' });
}

if (parentPort) await serve(parentPort, workerData as ThreadOptions);
