import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.js';
import { JOB_ENV, signedInUser } from './support/job-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * A page whose cells are the classic input for catastrophic backtracking: a's and a "!" (the long
 * one just fits the 20,000 characters a pattern is run on).
 */
const PAGE = `<!doctype html><title>Cells</title><ul>${`<li>${'a'.repeat(29)}!</li>`.repeat(3)}<li>${'a'.repeat(19_999)}!</li><li>aaaa</li></ul>`;

const planWith = (pattern: string) => ({
  recordSpec: { container: 'li', fields: [{ name: 'cell', selector: '', kind: 'text', pattern }] },
});

describe.each(backends)('field patterns through the API on %s', (kind) => {
  let server: TestServer;
  let site: Server;
  let siteUrl: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: JOB_ENV });
    site = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => site.close(resolve));
  });

  it("reads a page with a catastrophically backtracking pattern at once, holding up no one else's scrape", async () => {
    const [attacker, other] = [await signedInUser(server), await signedInUser(server)];
    const started = performance.now();
    const [evil, normal] = await Promise.all([
      server.call('POST', '/api/execute-scraping', {
        token: attacker.token,
        body: { url: siteUrl, plan: planWith('^(a+)+$') },
      }),
      server.call('POST', '/api/execute-scraping', {
        token: other.token,
        body: { url: siteUrl, plan: planWith('^(a{2})') },
      }),
    ]);
    // With RegExp this held a page-reading thread for minutes.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(evil.status, JSON.stringify(evil.body)).toBe(200);
    const cells = (body: Record<string, unknown>) =>
      (body.results as { content: { cell: unknown } }[]).map((result) => result.content.cell);
    expect(cells(evil.body)).toEqual([null, null, null, null, 'aaaa']);
    expect(normal.status).toBe(200);
    expect(cells(normal.body)).toEqual(['aa', 'aa', 'aa', 'aa', 'aa']);
  });

  it('refuses a pattern the linear-time engine cannot run with a 400 naming the field', async () => {
    const user = await signedInUser(server);
    for (const path of ['/api/jobs', '/api/execute-scraping']) {
      const refused = await server.call('POST', path, {
        token: user.token,
        body: { url: siteUrl, plan: planWith('(?=a)(a+)') },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        success: false,
        error:
          'plan.recordSpec.fields[0].pattern is not a valid regular expression ((?=a)(a+)): lookahead and lookbehind ((?=, (?!, (?<=, (?<!) are not supported: patterns run on a linear-time engine (RE2 syntax) so that none can stall a scrape',
      });
    }
  });
});
