import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import type { JobOptions, JobPlan } from '@gleaner/shared';
import { isBrowserAvailable } from '@gleaner/scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageProcessor } from '../src/jobs/page-processor.js';

const CHROMIUM = '/usr/bin/chromium';

// Reports what it finds (the cookies sent to the server, the page's cookie and storage), then
// leaves a cookie and a storage entry of its own, as a site does for whoever visits it.
const STATE_PAGE = (cookie: string) => `<!doctype html><html><body>
  <p id="server">server saw [${cookie}]</p>
  <script>
    document.body.insertAdjacentHTML('beforeend',
      '<p id="page">page saw [' + document.cookie + '] [' + localStorage.getItem('who') + ']</p>');
    document.cookie = 'left=by-someone; path=/';
    localStorage.setItem('who', 'someone');
  </script></body></html>`;

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'session=abc; Path=/' })
      .end(STATE_PAGE(request.headers.cookie ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const plan: JobPlan = {
  follow: 'none',
  selectors: [
    { type: 'text', selector: '#server' },
    { type: 'text', selector: '#page' },
  ],
};
const options: JobOptions = {
  maxPages: 1,
  maxDepth: 0,
  include: [],
  exclude: [],
  render: 'always',
};

describe.skipIf(!isBrowserAvailable(CHROMIUM))('browser state between jobs', () => {
  it("one person's scrape leaves no cookie or storage for another person's scrape", async () => {
    const processor = createPageProcessor({
      allowPrivateHosts: true,
      chromiumPath: CHROMIUM,
      maxConcurrencyPerHost: 2,
      respectRobots: false,
      analysisThreads: 0,
    });
    const read = async (jobId: string) => {
      const outcome = await processor.process(
        { url: `${origin}/`, kind: 'start' },
        { id: jobId, url: `${origin}/`, plan, options },
        new AbortController().signal,
      );
      return outcome.items.map((item) => item.content);
    };
    try {
      expect(await read('job-of-a')).toEqual(['server saw []', 'page saw [session=abc] [null]']);
      // A's own job keeps its state from page to page…
      expect(await read('job-of-a')).toEqual([
        'server saw [session=abc; left=by-someone]',
        'page saw [session=abc; left=by-someone] [someone]',
      ]);
      // …B's job, on the same site, sees none of it.
      expect(await read('job-of-b')).toEqual(['server saw []', 'page saw [session=abc] [null]']);
      // Once A's job is over, its context is gone: a resumed A starts clean.
      await processor.endJob('job-of-a');
      expect(await read('job-of-a')).toEqual(['server saw []', 'page saw [session=abc] [null]']);
    } finally {
      await processor.close();
    }
  });
});
