// The bare engine's side of `bench:jobs`: the same crawl with the compiled scraper in a fresh
// process, as the app runs, `times` crawls one after another (the first cold, the rest on a warm
// JIT, as in the app). Prints one JSON line per crawl.
import { crawl } from '@gleaner/scraper';

const [origin, times = '1'] = process.argv.slice(2);
if (!origin) {
  console.error('usage: node engine-crawl.mjs <origin> [times]');
  process.exit(2);
}
for (let i = 0; i < Number(times); i += 1) {
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  let pages = 0;
  for await (const page of crawl({
    startUrls: [`${origin}/`],
    maxPages: 100_000,
    maxDepth: 1_000,
    concurrency: 16,
    useSitemaps: false,
    selectors: [{ type: 'text', selector: 'h1' }],
    fetch: {
      allowPrivateHosts: true,
      respectRobots: false,
      maxConcurrencyPerHost: 16,
      hostDelayMs: 0,
      render: 'never',
    },
  })) {
    if (!page.error) pages += 1;
  }
  const cpu = process.cpuUsage(cpuAtStart);
  console.log(
    JSON.stringify({
      pages,
      seconds: (performance.now() - started) / 1000,
      cpu: (cpu.user + cpu.system) / 1e6,
    }),
  );
}
