import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowestHealthDuring } from './support/health-watch.js';
import { hostileImages } from './support/hostile-images.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * An image is untrusted: each malformed or oversized one costs its own request a 4xx with a
 * reason, and the server lives on and still reads a good image afterwards. (Before, one
 * 69-byte PNG claiming 2³¹ × 2³¹ pixels ended the process.)
 */
describe('hostile images sent to /api/process-image', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  async function send(bytes: Uint8Array, name: string) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const response = await fetch(`${server.url}/api/process-image`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as { error?: string } };
  }

  it.each(hostileImages())('$name: a 4xx with a reason, the server alive', async ({ bytes }) => {
    const { status, body } = await send(bytes, 'hostile.img');
    expect(status, body.error).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.error).toMatch(/^Document processing failed: /);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });

  it('answers them all with the event loop free and the memory returned', async () => {
    const MiB = 1024 * 1024;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let slowest = 0;
    for (const image of hostileImages()) {
      const started = performance.now();
      const { result, slowestMs } = await slowestHealthDuring(server.url, () =>
        send(image.bytes, 'hostile.img'),
      );
      expect(result.status, image.name).toBeGreaterThanOrEqual(400);
      expect(result.status, image.name).toBeLessThan(500);
      expect(performance.now() - started, image.name).toBeLessThan(65_000);
      expect(slowestMs, image.name).toBeLessThan(1000);
      slowest = Math.max(slowest, slowestMs);
    }
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const grown = (process.memoryUsage().rss - before) / MiB;
    console.log(
      `${hostileImages().length} hostile images: slowest /api/health ${Math.round(slowest)} ms, RSS ${grown >= 0 ? '+' : ''}${Math.round(grown)} MiB`,
    );
    expect(grown).toBeLessThan(300);
  }, 120_000);

  it('names the size it refuses', async () => {
    const [claim] = hostileImages();
    const { status, body } = await send(claim!.bytes, 'claim.png');
    expect(status).toBe(422);
    expect(body.error).toContain('2147483647 × 2147483647 pixels');
    const negative = hostileImages().find((image) => image.name.includes('negative'))!;
    expect((await send(negative.bytes, 'negative.bmp')).body.error).toContain('impossible size');
    const big = hostileImages().find((image) => image.name.includes('30000'))!;
    const refused = await send(big.bytes, 'big.png');
    expect(refused.body.error).toContain('30000 × 30000 pixels (900 MP)');
    expect(refused.body.error).toContain('at most 50 MP');
  });

  it('still reads a good image after all of them', async () => {
    const invoice = await readFile(new URL('./fixtures/documents/invoice.png', import.meta.url));
    const { status, body } = await send(invoice, 'invoice.png');
    expect(status).toBe(200);
    expect(JSON.stringify(body)).toMatch(/invoice/i);
  });
});
