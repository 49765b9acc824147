import { Duplex } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';

/**
 * A socket-like stream over a worker message port: what the `pg` driver needs of a connection
 * (connect, setNoDelay, setKeepAlive, ref, unref), so it can talk to the embedded database's
 * thread exactly as it talks to a PostgreSQL server over TCP.
 */
export class PortStream extends Duplex {
  #port: MessagePort | undefined;
  /** Writes of one tick, sent as one message: `pg` writes a query's messages one by one. */
  #outgoing: Buffer[] = [];

  constructor(private readonly open: () => MessagePort) {
    super();
  }

  connect(): this {
    let port: MessagePort;
    try {
      port = this.open();
    } catch (error) {
      // The driver reports it as a failed connection, with this reason.
      process.nextTick(() =>
        this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return this;
    }
    this.#port = port;
    port.on('message', (reply: Uint8Array) => {
      this.push(Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength));
    });
    // The database thread ended this connection (or stopped): the driver sees a closed socket.
    port.on('close', () => {
      this.push(null);
      this.destroy();
    });
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.#port?.ref();
    return this;
  }

  unref(): this {
    this.#port?.unref();
    return this;
  }

  override _read(): void {
    // Replies are pushed as they arrive.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    if (!this.#port) return done(new Error('The database connection is not open'));
    this.#outgoing.push(chunk);
    if (this.#outgoing.length === 1) queueMicrotask(() => this.#flush());
    done();
  }

  override _final(done: (error?: Error) => void): void {
    this.#flush();
    this.#port?.close();
    done();
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    this.#port?.close();
    done(error);
  }

  #flush(): void {
    const chunks = this.#outgoing;
    if (chunks.length === 0 || !this.#port) return;
    this.#outgoing = [];
    // A fresh buffer of its own, so it can be transferred (pooled Buffers must never be).
    const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    this.#port.postMessage(bytes, [bytes.buffer]);
  }
}
