import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { startPgliteHost, type PgliteHost } from '../src/db/pglite-host.js';

/** A `pg` client on the embedded database's thread, as the app's pool makes them. */
async function connect(host: PgliteHost): Promise<pg.Client> {
  const client = new pg.Client({
    user: 'postgres',
    database: 'postgres',
    password: 'pglite',
    stream: () => host.connect(),
  });
  await client.connect();
  return client;
}

/** The query's result, or a failure once `ms` have passed without one. */
async function answeredWithin<T>(ms: number, query: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`query stalled for ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([query, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

describe('PGlite on its own thread, reached through pg', () => {
  let host: PgliteHost;
  const clients: pg.Client[] = [];
  const open = async () => {
    const client = await connect(host);
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    host = await startPgliteHost({ dataDir: 'memory://' });
    const setup = await open();
    await setup.query('create table notes (id int primary key, body text)');
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
  });
  afterAll(() => host.close());

  it('runs queries with parameters and types, and reports SQL errors without losing the connection', async () => {
    const client = await open();
    const { rows } = await client.query<{ n: number; at: Date }>(
      'select $1::int + 1 as n, now() as at',
      [41],
    );
    expect(rows[0]?.n).toBe(42);
    expect(rows[0]?.at).toBeInstanceOf(Date);
    await expect(client.query('select nope')).rejects.toThrow('column "nope" does not exist');
    expect((await client.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
  });

  it('answers every query whatever its size, also where its messages end exactly on an 8 KiB input block', async () => {
    // PGlite 0.3 drops the input after a message ending on such a block: a lost Sync left the
    // session mid-query until the idle limit. Parameter sizes are swept so that, for each
    // block, one query's messages before its Sync end exactly on it.
    const client = await open();
    for (const block of [8192, 16384]) {
      for (let size = block - 200; size <= block; size += 1) {
        const { rows } = await answeredWithin(
          3000,
          client.query<{ n: number }>('select length($1::text) as n', ['x'.repeat(size)]),
        );
        expect(rows[0]?.n).toBe(size);
      }
    }
  });

  it("keeps one connection's transaction to itself: another waits until it ends", async () => {
    const [writer, reader] = [await open(), await open()];
    await writer.query('begin');
    await writer.query(`insert into notes values (1, 'draft')`);
    let readerDone = false;
    const read = reader.query('select count(*)::int as n from notes').then((result) => {
      readerDone = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The reader must not run inside the writer's open transaction.
    expect(readerDone).toBe(false);
    await writer.query('commit');
    expect((await read).rows).toEqual([{ n: 1 }]);
  });

  it('rolls back what a connection left open when it went away, and frees the session', async () => {
    const leaver = await open();
    await leaver.query('begin');
    await leaver.query(`insert into notes values (2, 'never committed')`);
    const cut = new Promise((resolve) => leaver.once('error', resolve));
    leaver.connection.stream.destroy();
    expect(String(await cut)).toMatch(/terminated/);
    const other = await open();
    const { rows } = await other.query('select id from notes order by id');
    expect(rows).toEqual([{ id: 1 }]);
  });
});

describe('a connection that keeps a transaction open and goes quiet', () => {
  it('is ended after the idle-in-transaction limit, its work rolled back, and the others go on', async () => {
    const host = await startPgliteHost({ dataDir: 'memory://', idleInTransactionMs: 300 });
    try {
      const [quiet, other] = [await connect(host), await connect(host)];
      const ended = new Promise((resolve) => quiet.once('error', resolve));
      await quiet.query('create table marks (id int)');
      await quiet.query('begin');
      await quiet.query('insert into marks values (1)');
      const started = Date.now();
      const { rows } = await other.query('select count(*)::int as n from marks');
      expect(rows).toEqual([{ n: 0 }]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(String(await ended)).toMatch(/terminated/);
      await other.end();
    } finally {
      await host.close();
    }
  });
});

describe('the embedded database on disk', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gleaner-pglite-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps what was committed across a close and a reopen, and migrates once', async () => {
    const first = await openDatabase({ dataDir });
    await first.query(
      `insert into users (email, password_hash, full_name) values ('a@b.co', 'x', 'A')`,
    );
    await first.close();
    const second = await openDatabase({ dataDir });
    expect(await second.query('select email from users')).toEqual([{ email: 'a@b.co' }]);
    await second.close();
  });
});
