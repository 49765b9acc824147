import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

const PAGE = `<!doctype html><html><head><title>Fixture</title><script>window.evil = 1</script></head>
<body><div class="quote"><span class="text">One</span></div><div class="quote"><span class="text">Two</span></div><img src="/a.png" onerror="boom()"></body></html>`;

describe('page preview', () => {
  let server: TestServer;
  let site: Server;
  let siteUrl: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { ALLOW_PRIVATE_HOSTS: 'true' } });
    site = createServer((req, res) => {
      if (req.url === '/data.json') {
        res.setHeader('content-type', 'application/json');
        res.end('{}');
        return;
      }
      if (req.url === '/missing') {
        res.statusCode = 404;
        res.end('gone');
        return;
      }
      res.setHeader('content-type', 'text/html');
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => site.close(resolve));
  });

  it('serves a static, sandboxed snapshot with only the picker able to run', async () => {
    const response = await fetch(
      `${server.url}/api/preview?url=${encodeURIComponent(`${siteUrl}/page`)}&render=never`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^sandbox allow-scripts;/);
    expect(csp).toContain("connect-src 'none'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).not.toContain('window.evil');
    expect(html).not.toContain('boom()');
    expect(html).toContain(`<base href="${siteUrl}/page">`);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain('source: SOURCE');
    expect(html).toContain('<span class="text">One</span>');
  });

  it('says why when the page cannot be previewed', async () => {
    const notHtml = await fetch(
      `${server.url}/api/preview?url=${encodeURIComponent(`${siteUrl}/data.json`)}&render=never`,
    );
    expect(notHtml.status).toBe(422);
    expect(((await notHtml.json()) as { error: string }).error).toMatch(/not a web page/);
    const missingUrl = `${siteUrl}/missing`;
    const missing = await fetch(
      `${server.url}/api/preview?url=${encodeURIComponent(missingUrl)}&render=never`,
    );
    const { error } = (await missing.json()) as { error: string };
    // The reason names the address; the sentence around it does not name it again.
    expect(error).toMatch(/^Could not load the page: .*404/);
    expect(error.split(missingUrl)).toHaveLength(2);
    const bad = await fetch(`${server.url}/api/preview?url=notaurl`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      success: false,
      error: 'url must be an http or https address',
    });
  });

  it('refuses private addresses unless they are allowed', async () => {
    const strict = await startTestServer('pglite');
    try {
      const response = await fetch(
        `${strict.url}/api/preview?url=${encodeURIComponent(`${siteUrl}/page`)}&render=never`,
      );
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: string }).error).toMatch(/Could not load/);
    } finally {
      await strict.close();
    }
  });
});
