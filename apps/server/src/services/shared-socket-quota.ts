import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { WebSocket } from 'ws';
import { refuseSocket, type SocketAdmission } from './socket-quota.js';

/**
 * Open WebSockets per person across every process on one PostgreSQL. Each open socket holds one
 * of its person's `max` slots as a session-level advisory lock on this process's own connection:
 * a socket lives in one process and dies with it, and so does the lock, since PostgreSQL releases
 * a session's locks when its connection ends (a crashed process's included). A shared count in a
 * table would outlive a crash and refuse people for sockets that no longer exist.
 */
export class SharedSocketQuota implements SocketAdmission {
  /** Slots this process holds, per person: a session may take its own lock again, so it must not try one it holds. */
  readonly #held = new Map<string, Set<number>>();
  #client: Promise<pg.Client> | undefined;
  /** One lock operation at a time: two admissions of one person must not pick the same slot. */
  #turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    readonly max: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async admit(identity: string, socket: WebSocket): Promise<boolean> {
    if (socket.readyState !== socket.OPEN) return true;
    let admitted: boolean;
    try {
      admitted = await this.#inTurn(() => this.#take(identity, socket));
    } catch (error) {
      // The database is out of reach: this process's own count still holds the person to `max`.
      this.log.warn(
        { err: error },
        'socket quota: PostgreSQL unreachable, counting in this process',
      );
      return this.#takeLocally(identity, socket);
    }
    return admitted;
  }

  refuse(socket: WebSocket): void {
    refuseSocket(socket, this.max);
  }

  async close(): Promise<void> {
    const client = this.#client;
    this.#client = undefined;
    if (client) await (await client.catch(() => null))?.end().catch(() => undefined);
  }

  #inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#turn.then(work);
    this.#turn = result.catch(() => undefined);
    return result;
  }

  #connection(): Promise<pg.Client> {
    this.#client ??= (async () => {
      const client = new pg.Client({
        connectionString: this.url,
        keepAlive: true,
        application_name: 'gleaner-socket-quota',
      });
      client.on('error', (error) => {
        // Its locks are gone with it: what this process holds is counted here until it reconnects.
        this.log.warn({ err: error }, 'socket quota connection lost');
        this.#client = undefined;
        this.#reclaim();
      });
      await client.connect();
      // After a lost connection: the slots this process's sockets still hold, taken again.
      for (const [identity, slots] of this.#held)
        for (const slot of slots)
          await client.query('select pg_try_advisory_lock(hashtextextended($1, 0))', [
            slotKey(identity, slot),
          ]);
      return client;
    })().catch((error: unknown) => {
      this.#client = undefined;
      throw error;
    });
    return this.#client;
  }

  async #take(identity: string, socket: WebSocket): Promise<boolean> {
    const held = this.#held.get(identity) ?? new Set<number>();
    if (held.size >= this.max) return false;
    const client = await this.#connection();
    for (let slot = 0; slot < this.max; slot += 1) {
      if (held.has(slot)) continue;
      const { rows } = await client.query<{ taken: boolean }>(
        'select pg_try_advisory_lock(hashtextextended($1, 0)) as taken',
        [slotKey(identity, slot)],
      );
      if (!rows[0]?.taken) continue;
      held.add(slot);
      this.#held.set(identity, held);
      if (socket.readyState === socket.OPEN)
        socket.once('close', () => this.#release(identity, slot));
      else this.#release(identity, slot);
      return true;
    }
    return false;
  }

  /** Counted in this process only, when PostgreSQL cannot be asked. */
  #takeLocally(identity: string, socket: WebSocket): boolean {
    const held = this.#held.get(identity) ?? new Set<number>();
    const slot = Array.from({ length: this.max }, (_, n) => n).find((n) => !held.has(n));
    if (slot === undefined) return false;
    held.add(slot);
    this.#held.set(identity, held);
    socket.once('close', () => this.#release(identity, slot));
    return true;
  }

  #release(identity: string, slot: number): void {
    void this.#inTurn(async () => {
      const held = this.#held.get(identity);
      held?.delete(slot);
      if (held?.size === 0) this.#held.delete(identity);
      const client = await this.#client?.catch(() => null);
      await client?.query('select pg_advisory_unlock(hashtextextended($1, 0))', [
        slotKey(identity, slot),
      ]);
    }).catch(() => undefined);
  }

  /** After a lost connection: a new one at once, so the held slots are taken again soon. */
  #reclaim(): void {
    void this.#inTurn(() => this.#connection()).catch(() => undefined);
  }
}

/** A slot's lock name; hashed to the 64-bit key PostgreSQL's advisory locks take. */
function slotKey(identity: string, slot: number): string {
  return `gleaner:socket:${identity}:${slot}`;
}
