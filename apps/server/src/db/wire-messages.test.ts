import { serialize } from 'pg-protocol';
import { describe, expect, it } from 'vitest';
import {
  FrontendMessages,
  pgliteInputParts,
  ProtocolError,
  readyStatus,
  rowsChanged,
  simpleQuery,
  SYNC,
} from './wire-messages.js';

const startup = serialize.startup({ user: 'postgres', database: 'postgres' });
const query = serialize.query('select 1');
const extended = Buffer.concat([
  serialize.parse({ text: 'select $1::int' }),
  serialize.bind({ values: ['1'] }),
  serialize.execute({}),
  serialize.sync(),
]);

describe('FrontendMessages', () => {
  it('hands on only whole messages, however the stream is cut', () => {
    const stream = Buffer.concat([startup, query, extended]);
    const frames = new FrontendMessages();
    const out: Buffer[] = [];
    for (let at = 0; at < stream.length; at += 3) {
      const { messages, terminated } = frames.push(stream.subarray(at, at + 3));
      expect(terminated).toBe(false);
      if (messages.length > 0) out.push(Buffer.from(messages));
    }
    expect(Buffer.concat(out)).toEqual(stream);
    // Every batch ended on a message boundary: startup first, then typed messages.
    expect(out[0]!.subarray(0, startup.length)).toEqual(startup.subarray(0, out[0]!.length));
  });

  it('passes a whole batch at once when it arrives whole', () => {
    const frames = new FrontendMessages();
    expect(Buffer.from(frames.push(startup).messages)).toEqual(startup);
    expect(Buffer.from(frames.push(extended).messages)).toEqual(extended);
  });

  it('keeps Terminate from the backend and reports the connection over', () => {
    const frames = new FrontendMessages();
    frames.push(startup);
    const { messages, terminated } = frames.push(Buffer.concat([query, serialize.end(), query]));
    expect(Buffer.from(messages)).toEqual(query);
    expect(terminated).toBe(true);
    expect(frames.push(query)).toEqual({ messages: new Uint8Array(0), ends: [], terminated: true });
  });

  it('refuses a message whose length cannot be right', () => {
    const frames = new FrontendMessages();
    frames.push(startup);
    expect(() => frames.push(Buffer.from([0x51, 0, 0, 0, 1]))).toThrow(ProtocolError);
  });
});

describe('pgliteInputParts', () => {
  /** A typed message of exactly `size` bytes. */
  const message = (size: number) => {
    const bytes = Buffer.alloc(size, 0x78);
    bytes[0] = 0x42;
    bytes.writeInt32BE(size - 1, 1);
    return bytes;
  };
  const framed = (...sizes: number[]) => {
    const frames = new FrontendMessages();
    frames.push(startup);
    return frames.push(Buffer.concat(sizes.map(message)));
  };

  it('cuts a batch where a message ends exactly on a multiple of 8 KiB, counted from each part', () => {
    const { messages, ends } = framed(8000, 192, 5, 8187, 5, 100);
    expect(ends).toEqual([8000, 8192, 8197, 16384, 16389, 16489]);
    const parts = pgliteInputParts(messages, ends);
    expect(parts.map((part) => part.length)).toEqual([8192, 8192, 105]);
    expect(Buffer.concat(parts)).toEqual(Buffer.from(messages));
  });

  it('leaves a batch whole when no message ends on such a block, or only the last one does', () => {
    for (const sizes of [[100, 8093, 5], [8192], [4096, 4096], [20_000, 5]]) {
      const { messages, ends } = framed(...sizes);
      expect(pgliteInputParts(messages, ends)).toHaveLength(1);
    }
  });
});

describe('readyStatus', () => {
  const ready = (status: string) => Buffer.from([0x5a, 0, 0, 0, 5, status.charCodeAt(0)]);
  it('reads the transaction status that ends a reply', () => {
    expect(readyStatus(Buffer.concat([Buffer.from('C....'), ready('I')]))).toBe('idle');
    expect(readyStatus(ready('T'))).toBe('transaction');
    expect(readyStatus(ready('E'))).toBe('failed');
    expect(readyStatus(Buffer.from([0x31, 0, 0, 0, 4]))).toBeNull();
    expect(readyStatus(new Uint8Array(0))).toBeNull();
  });
});

describe('messages the host writes itself', () => {
  it('builds Sync and simple Query exactly as the driver would', () => {
    expect(Buffer.from(SYNC)).toEqual(serialize.sync());
    expect(Buffer.from(simpleQuery('ROLLBACK'))).toEqual(serialize.query('ROLLBACK'));
  });
});

describe('rowsChanged', () => {
  const complete = (tag: string) => {
    const body = Buffer.from(`${tag}\0`);
    const header = Buffer.alloc(5);
    header[0] = 0x43;
    header.writeInt32BE(4 + body.length, 1);
    return Buffer.concat([header, body]);
  };
  it('adds up the rows that commands in a reply inserted, updated or deleted', () => {
    const reply = Buffer.concat([
      Buffer.from([0x31, 0, 0, 0, 4]),
      complete('INSERT 0 64'),
      complete('UPDATE 3'),
      complete('SELECT 500'),
      complete('DELETE 2'),
      complete('BEGIN'),
      Buffer.from([0x5a, 0, 0, 0, 5, 0x49]),
    ]);
    expect(rowsChanged(reply)).toBe(69);
    expect(rowsChanged(new Uint8Array(0))).toBe(0);
  });
});
