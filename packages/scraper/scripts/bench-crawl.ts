/**
 * Crawl benchmark: every reachable page of the saved shop (1,159 pages) from a local server,
 * robots and delays off, 16 at a time. Prints pages, items, seconds, pages/s and peak RSS.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { crawl } from '@gleaner/scraper';
import { dataDir } from './data-dir.js';

const site = dataDir('shop');
if (site) {
  const server = spawn(process.execPath, [resolve(site, '../serve.mjs'), site, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const origin = await new Promise<string>((done, fail) => {
      const lines = createInterface({ input: server.stdout });
      lines.on('line', (line) => {
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match?.[1]) done(match[1]);
      });
      server.once('exit', (code) => fail(new Error(`serve.mjs exited with ${code}`)));
    });
    const started = performance.now();
    let pages = 0;
    let items = 0;
    let failures = 0;
    for await (const page of crawl({
      startUrls: [`${origin}/`],
      maxPages: 100_000,
      maxDepth: 1_000,
      concurrency: 16,
      useSitemaps: false,
      fetch: {
        allowPrivateHosts: true,
        respectRobots: false,
        maxConcurrencyPerHost: 16,
        hostDelayMs: 0,
        render: 'never',
      },
    })) {
      pages++;
      items += page.items.length;
      if (page.error) failures++;
    }
    const seconds = (performance.now() - started) / 1000;
    const peakMiB = process.resourceUsage().maxRSS / 1024;
    console.log(`pages        ${pages}${failures ? ` (${failures} failed)` : ''}`);
    console.log(`items        ${items}`);
    console.log(`crawl        ${seconds.toFixed(2)} s (${(pages / seconds).toFixed(0)} pages/s)`);
    console.log(`process wall ${process.uptime().toFixed(2)} s`);
    console.log(`peak RSS     ${peakMiB.toFixed(0)} MiB`);
  } finally {
    server.kill();
  }
}
