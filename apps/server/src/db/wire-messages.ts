/** The few PostgreSQL wire-protocol messages the embedded database thread reads or writes itself. */

/** Frontend message types this module needs to recognise. */
const TERMINATE = 0x58; // 'X'
/** Header of a typed message: one type byte and a length that counts itself. */
const TYPED_HEADER = 5;
/** The untyped startup packet starts with its own length and the protocol version. */
const UNTYPED_HEADER = 4;
/** A message larger than this is a broken client, not a query (PostgreSQL's own limit is 1 GB). */
const MAX_MESSAGE_BYTES = 1 << 30;

export interface FrontendBatch {
  /** Whole messages, ready for the backend; empty when none is complete yet. */
  messages: Uint8Array;
  /** Where each of those messages ends, as offsets into `messages`. */
  ends: number[];
  /** The client said goodbye (Terminate): the connection is over, nothing after it counts. */
  terminated: boolean;
}

export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/**
 * Splits the byte stream of one client connection into whole PostgreSQL frontend messages, so
 * an embedded backend only ever receives complete ones, however the stream was chunked. The
 * first packet of a connection is untyped (startup); every later one has a type byte. Terminate
 * is kept from the backend: it ends this connection, not the one shared database session.
 */
export class FrontendMessages {
  #pending: Buffer = Buffer.alloc(0);
  #expectUntyped = true;
  #terminated = false;

  push(chunk: Uint8Array): FrontendBatch {
    if (this.#terminated) return { messages: new Uint8Array(0), ends: [], terminated: true };
    const incoming = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.#pending =
      this.#pending.length === 0 ? incoming : Buffer.concat([this.#pending, incoming]);
    const bytes = this.#pending;
    const ends: number[] = [];
    let end = 0;
    while (end < bytes.length) {
      if (this.#expectUntyped) {
        if (bytes.length - end < UNTYPED_HEADER + 4) break;
        const length = bytes.readInt32BE(end);
        checkLength(length, UNTYPED_HEADER + 4);
        if (bytes.length - end < length) break;
        end += length;
        ends.push(end);
        this.#expectUntyped = false;
        continue;
      }
      if (bytes.length - end < TYPED_HEADER) break;
      if (bytes[end] === TERMINATE) {
        this.#terminated = true;
        break;
      }
      const length = bytes.readInt32BE(end + 1);
      checkLength(length, 4);
      if (bytes.length - end < 1 + length) break;
      end += 1 + length;
      ends.push(end);
    }
    // A copy, so the backend owns its input and the rest can be released.
    const messages = new Uint8Array(bytes.subarray(0, end));
    this.#pending = this.#terminated ? Buffer.alloc(0) : bytes.subarray(end);
    return { messages, ends, terminated: this.#terminated };
  }
}

/** See `pgliteInputParts`. */
export const PGLITE_INPUT_BLOCK = 8192;

/**
 * PGlite (0.3.16) stops reading its input where a message ends exactly on a multiple of 8 KiB
 * into it, and silently drops the messages after that: a query's Sync lost this way left the
 * shared session inside an unfinished query, and every connection waited for the
 * idle-in-transaction limit. The batch is cut at such ends (each part counted from its own
 * start), so the backend is fed each part in turn and sees every message.
 */
export function pgliteInputParts(messages: Uint8Array, ends: readonly number[]): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let start = 0;
  for (const end of ends) {
    if (end >= messages.length) break;
    if ((end - start) % PGLITE_INPUT_BLOCK === 0) {
      parts.push(messages.subarray(start, end));
      start = end;
    }
  }
  parts.push(messages.subarray(start));
  return parts;
}

function checkLength(length: number, minimum: number): void {
  if (length < minimum || length > MAX_MESSAGE_BYTES)
    throw new ProtocolError(`Invalid PostgreSQL message length ${length}`);
}

/** Transaction status of the ReadyForQuery that ends a backend reply, if it ends with one. */
export function readyStatus(reply: Uint8Array): 'idle' | 'transaction' | 'failed' | null {
  // ReadyForQuery: 'Z', length 5, one status byte.
  const at = reply.length - 6;
  if (at < 0 || reply[at] !== 0x5a || reply[at + 4] !== 5) return null;
  switch (reply[at + 5]) {
    case 0x49: // 'I'
      return 'idle';
    case 0x54: // 'T'
      return 'transaction';
    case 0x45: // 'E'
      return 'failed';
    default:
      return null;
  }
}

/** A Sync message: ends an extended query, or just asks for ReadyForQuery. */
export const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);

/** A simple Query message for `text`. */
export function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(TYPED_HEADER + body.length);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, TYPED_HEADER);
  return new Uint8Array(message);
}

const COMMAND_COMPLETE = 0x43; // 'C'
/** Tags of commands that change rows, ending in the number changed ("INSERT 0 5", "UPDATE 3"). */
const CHANGED_ROWS = /^(?:INSERT \d+|UPDATE|DELETE|MERGE|COPY) (\d+)$/;

/** Rows a backend reply says were inserted, updated, deleted, merged or copied. */
export function rowsChanged(reply: Uint8Array): number {
  const bytes = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength);
  let changed = 0;
  for (let at = 0; at + TYPED_HEADER <= bytes.length;) {
    const length = bytes.readInt32BE(at + 1);
    if (bytes[at] === COMMAND_COMPLETE) {
      // The tag is a NUL-terminated string.
      const tag = bytes.toString('utf8', at + TYPED_HEADER, at + length);
      const match = CHANGED_ROWS.exec(tag);
      if (match) changed += Number(match[1]);
    }
    at += 1 + length;
  }
  return changed;
}
