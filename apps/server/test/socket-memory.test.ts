import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { anonymousKey } from '../src/jobs/job-owner.js';
import { eventually } from './support/job-helpers.js';
import { seedRecordsJob } from './support/seed-results.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const SOCKETS = 60;
const MiB = 1024 * 1024;
/** How far above the start RSS may stay once every slow socket is cut (issue 31: memory returned). */
const RSS_BOUND_MiB = 100;

const rssMiB = () => Math.round(process.memoryUsage().rss / MiB);

/**
 * Issue 31: "200 non-reading job sockets of one person hold +390 MB that is never returned". Each
 * socket may hold at most WS_MAX_BUFFERED_BYTES unread (the default, 4 MiB) before it is cut, and
 * what it held is let go with it.
 */
describe('memory held for sockets that stop reading', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Many sockets from one address: this test is about their buffers, not the per-person cap.
    server = await startTestServer('pglite', { env: { WS_MAX_PER_PERSON: String(SOCKETS + 5) } });
  });
  afterAll(() => server.close());

  it(`cuts ${SOCKETS} non-reading sockets and returns the memory they held`, async () => {
    const id = 'rss-slow-readers-1';
    const jobId = await seedRecordsJob(
      server.database,
      { anonymousKey: anonymousKey(id) ?? '' },
      1,
    );
    const url = `${server.url.replace('http', 'ws')}/ws/jobs?anonymous_id=${id}`;
    // 200 results of ~250 bytes with every event, about 50 kB, as a busy job's progress carries.
    const live = Array.from({ length: 200 }, (_, n) => ({
      id: `result-${n}`,
      type: 'record',
      page: 'https://shop.example/list/1',
      content: { name: `Product ${n}`, description: 'x'.repeat(200) },
      confidence: 0.9,
      selector: 'li.product',
    }));
    const openSockets = () => server.app.websocketServer.clients.size;
    // A socket that reads paces the sending: a batch is delivered to all once it has it.
    const reader = new WebSocket(url);
    let received = 0;
    reader.on('message', () => (received += 1));
    await new Promise((resolve) => reader.once('open', resolve));
    let published = 0;
    const publishBatch = async (count: number) => {
      for (let n = 0; n < count; n += 1)
        await server.app.jobs.signals.publish({ type: 'job_progress', jobId, live });
      published += count;
      await eventually(() => received >= published, 30_000, 'the reader to have every event');
    };

    // Warm up the paths below, so the start figure is not their first use.
    await publishBatch(20);
    const before = rssMiB();

    const clients = await Promise.all(
      Array.from({ length: SOCKETS }, async () => {
        const socket = new WebSocket(url);
        const closed = new Promise<number>((resolve) => socket.once('close', resolve));
        await new Promise((resolve, reject) => {
          socket.once('open', resolve);
          socket.once('error', reject);
        });
        // Stops reading: the server's sends pile up for it.
        (socket as unknown as { _socket: Socket })._socket.pause();
        return { socket, closed };
      }),
    );
    expect(openSockets()).toBe(SOCKETS + 1);

    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB())), 20);
    let mostBuffered = 0;
    const stillOpen = () =>
      [...server.app.websocketServer.clients].filter((client) => client.readyState === client.OPEN)
        .length;
    // Until every stalled socket is cut: their unread data passes the bound one after another.
    while (stillOpen() > 1 && published < 2000) {
      await publishBatch(20);
      for (const client of server.app.websocketServer.clients)
        mostBuffered = Math.max(mostBuffered, client.bufferedAmount);
    }
    const events = published;
    clearInterval(sampler);
    // The server closed each one (1008) and stops sending to it; the clients go away without
    // reading what was sent (reading it would count the clients' memory, in this same process).
    const closing = [...server.app.websocketServer.clients].filter(
      (client) => client.readyState === client.CLOSING,
    ).length;
    for (const client of clients)
      (client.socket as unknown as { _socket: Socket })._socket.destroy();
    await Promise.all(clients.map((client) => client.closed));
    await eventually(() => openSockets() === 1, 20_000, 'the server to let go of every cut socket');

    // Let the allocator and the collector catch up; take the lowest reading of a few.
    let after = rssMiB();
    for (let n = 0; n < 10 && after - before > RSS_BOUND_MiB / 2; n += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = Math.min(after, rssMiB());
    }
    const health = await server.call('GET', '/api/health');
    reader.close();
    console.log(
      `${SOCKETS} non-reading sockets, most unread on one ${(mostBuffered / MiB).toFixed(2)} MiB, ${events} events of ~${Math.round(JSON.stringify(live).length / 1024)} kB: RSS ${before} MiB before, ` +
        `${peak} MiB at most while they were fed, ${after} MiB after they were cut (bound: before + ${RSS_BOUND_MiB} MiB)`,
    );
    expect(closing).toBe(SOCKETS);
    expect(events).toBeLessThan(2000);
    // A socket holds at most the bound and the one message that passed it.
    expect(mostBuffered).toBeLessThanOrEqual(4 * MiB + JSON.stringify(live).length + 1024);
    expect(after - before).toBeLessThanOrEqual(RSS_BOUND_MiB);
    expect(health.status).toBe(200);
  }, 180_000);
});
