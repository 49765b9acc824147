import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowestHealthDuring } from './support/health-watch.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** 20,000 nested blocks (220 KB): held the event loop 16–50 s in a preview, then a 500. */
const NESTED = `<!doctype html><html><body>${'<div>'.repeat(20_000)}deep text${'</div>'.repeat(20_000)}</body></html>`;
/** 3,000 levels: overflowed the stack of the readers that walk a page. */
const DEEP = `<!doctype html><html><body><ul>${'<div><span>'.repeat(1_500)}<a href="/x">Deep link</a>${'</span></div>'.repeat(1_500)}</ul></body></html>`;
/** 5.3 MB of product cards: planning it held the event loop 15 s. */
const card = (i: number) =>
  `<div class="product"><h2 class="title"><a href="/p/${i}">Product number ${i} with a longer name</a></h2><span class="price">$${i % 100}.99</span><p class="desc">Some description text for product ${i}, lorem ipsum dolor sit amet.</p><img src="/i/${i}.jpg" alt="p${i}"></div>`;
const BIG = `<!doctype html><html><body><main>${Array.from({ length: 20_000 }, (_, i) => card(i)).join('')}</main></body></html>`;

/**
 * A hostile page costs its own request, never the server: a preview or plan of it answers (a
 * result or a 4xx) while /api/health from another client answers within a second throughout.
 */
describe('hostile pages in previews and planning', () => {
  let server: TestServer;
  let site: Server;
  let siteUrl: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { ALLOW_PRIVATE_HOSTS: 'true' } });
    const pages: Record<string, string> = { '/nested': NESTED, '/deep': DEEP, '/big': BIG };
    site = createServer((req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(pages[req.url ?? ''] ?? '<p>none</p>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => site.close(resolve));
  });

  const preview = (path: string) =>
    fetch(`${server.url}/api/preview?url=${encodeURIComponent(siteUrl + path)}&render=never`);
  const plan = (path: string) =>
    server.call('POST', '/api/plan', {
      body: { url: siteUrl + path, instruction: 'get every product title and price' },
    });

  it('previews a 20,000-level page without holding the event loop', async () => {
    const { result, slowestMs } = await slowestHealthDuring(server.url, () => preview('/nested'));
    expect(result.status).toBe(200);
    expect(await result.text()).toContain('deep text');
    expect(slowestMs).toBeLessThan(1000);
  }, 30_000);

  it('plans on a 20,000-level page and a 3,000-level page', async () => {
    const { result, slowestMs } = await slowestHealthDuring(server.url, async () => [
      await plan('/nested'),
      await plan('/deep'),
    ]);
    for (const answer of result) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(slowestMs).toBeLessThan(1000);
  }, 60_000);

  it('plans on a 5.3 MB page, or says it is too large, without holding the event loop', async () => {
    const { result, slowestMs } = await slowestHealthDuring(server.url, () => plan('/big'));
    expect([200, 422]).toContain(result.status);
    if (result.status === 422) expect(String(result.body.error)).toMatch(/too large/);
    expect(slowestMs).toBeLessThan(1000);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 60_000);
});
