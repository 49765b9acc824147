import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlockedAddressError,
  BrowserEngine,
  FetcherOptionsSchema,
  isBrowserAvailable,
  isForbiddenAddress,
} from '../src/index.js';
import { html, page, startServer } from './server.js';
import type { FixtureServer } from './server.js';

const CHROMIUM = '/usr/bin/chromium';
const SECRET = 'canary-secret-1234';

/** A loopback service the scraper must never reach: it counts every TCP connection it gets. */
interface Canary {
  origin: string;
  connections: number;
  paths: string[];
  close(): Promise<void>;
}

async function startCanary(): Promise<Canary> {
  const server = createServer((request, response) => {
    canary.paths.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${SECRET}</p>`);
  });
  server.on('connection', () => (canary.connections += 1));
  server.on('upgrade', (request, socket) => {
    canary.paths.push(`upgrade ${request.url ?? ''}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const canary: Canary = {
    origin: `http://127.0.0.1:${port}`,
    connections: 0,
    paths: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return canary;
}

let canary: Canary;
// The "public" site: 127.0.0.2 passes the policy of the engines below, 127.0.0.1 does not.
let site: FixtureServer;
const seenAsPublic = (address: string) => address !== '127.0.0.2' && isForbiddenAddress(address);
const guarded = new BrowserEngine({ chromiumPath: CHROMIUM }, seenAsPublic);
const open = new BrowserEngine({ chromiumPath: CHROMIUM });
const options = (allowPrivateHosts: boolean) =>
  FetcherOptionsSchema.parse({ allowPrivateHosts, networkIdleTimeoutMs: 400, timeoutMs: 10_000 });

beforeAll(async () => {
  canary = await startCanary();
  const wsTarget = canary.origin.replace('http:', 'ws:');
  const port = new URL(canary.origin).port;
  site = await startServer(
    {
      '/redirect': (_request, response) => {
        response.writeHead(302, { location: `${canary.origin}/redirected` }).end();
      },
      '/redirect-by-name': (_request, response) => {
        response.writeHead(302, { location: `http://localhost:${port}/by-name` }).end();
      },
      '/meta': html(
        `<html><head><meta http-equiv="refresh" content="0;url=${canary.origin}/meta"></head><body><p>Moving on.</p></body></html>`,
      ),
      '/script-location': html(
        page('Script', [], `<script>location.href = '${canary.origin}/script-location';</script>`),
      ),
      '/subresources': html(
        page(
          'Public page',
          [],
          `<p>Public text.</p>
           <img src="${canary.origin}/image.png">
           <iframe src="${canary.origin}/frame"></iframe>
           <script>
             fetch('${canary.origin}/fetch').catch(() => {});
             new Worker(URL.createObjectURL(new Blob(["fetch('${canary.origin}/worker').catch(() => {})"])));
             navigator.sendBeacon && navigator.sendBeacon('${canary.origin}/beacon', 'x');
           </script>`,
        ),
      ),
      '/websocket': html(
        page(
          'Socket',
          [],
          `<p id="state">waiting</p><script>
             const socket = new WebSocket('${wsTarget}/socket');
             socket.onopen = () => (document.getElementById('state').textContent = 'open');
             socket.onclose = () => (document.getElementById('state').textContent = 'closed');
           </script>`,
        ),
      ),
    },
    undefined,
    '127.0.0.2',
  );
});

afterAll(async () => {
  await Promise.all([guarded.close(), open.close()]);
  await Promise.all([site.close(), canary.close()]);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe.skipIf(!isBrowserAvailable(CHROMIUM))('the browser under the address policy', () => {
  it('never lets a rendered page reach a private address, by any route', async () => {
    const failures: Record<string, unknown> = {};
    for (const path of ['/redirect', '/redirect-by-name', '/meta', '/script-location']) {
      const outcome = await guarded
        .fetch(`${site.origin}${path}`, options(false))
        .then((result) => result.html)
        .catch((error: unknown) => error);
      failures[path] = outcome;
      // Either refused outright, or what came back is not the private page.
      if (typeof outcome === 'string') expect(outcome, path).not.toContain(SECRET);
      else expect(outcome, path).toBeInstanceOf(BlockedAddressError);
    }
    expect(failures['/redirect']).toBeInstanceOf(BlockedAddressError);

    const subresources = await guarded.fetch(`${site.origin}/subresources`, options(false));
    expect(subresources.html).toContain('Public text.');
    const socket = await guarded.fetch(`${site.origin}/websocket`, options(false));
    expect(socket.html).not.toContain('>open<');
    await settle();
    expect(canary.paths).toEqual([]);
    expect(canary.connections).toBe(0);
  });

  it('refuses a private address asked for directly, by number or by name', async () => {
    await expect(guarded.fetch(`${canary.origin}/direct`, options(false))).rejects.toBeInstanceOf(
      BlockedAddressError,
    );
    const port = new URL(canary.origin).port;
    await expect(
      guarded.fetch(`http://localhost:${port}/direct`, options(false)),
    ).rejects.toBeInstanceOf(BlockedAddressError);
    expect(canary.connections).toBe(0);
  });

  it('with private hosts allowed, the same pages do reach the local service', async () => {
    const redirected = await open.fetch(`${site.origin}/redirect`, options(true));
    expect(redirected.html).toContain(SECRET);
    await open.fetch(`${site.origin}/subresources`, options(true));
    await settle();
    expect(canary.paths).toEqual(expect.arrayContaining(['/redirected', '/fetch', '/frame']));
    expect(canary.connections).toBeGreaterThan(0);
  });
});
