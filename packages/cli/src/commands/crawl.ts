import { countOf } from '@gleaner/shared';
import { parseArgs } from 'node:util';
import { Crawler } from '@gleaner/scraper';
import { nonNegativeInt, oneOf, parseOrUsage, positiveInt, selectors, url } from '../args.js';
import { FailureError, UsageError } from '../cli-error.js';
import { readEnv } from '../env.js';
import type { Command, Io } from '../io.js';
import { csvHeader, csvItemRow, jsonLine, openOutput } from '../output.js';
import { ProgressReporter, summary } from '../progress.js';

const FORMATS = ['jsonl', 'csv'] as const;
const FOLLOW = ['all', 'pagination', 'detail', 'none'] as const;
const RENDER = ['auto', 'never', 'always'] as const;

const help = `Usage: gleaner crawl <url> [options]

Crawl a site from <url>, breadth first, and write the items of every page as JSON lines.
Progress goes to standard error (a live bar on a terminal), then a summary.

Options:
  --max-pages N          Stop after N pages (default 100)
  --max-depth N          Follow links at most N steps from <url> (default 3)
  --include GLOB         Only follow URLs whose path matches GLOB, repeatable (e.g. '/blog/**')
  --exclude GLOB         Never follow URLs whose path matches GLOB, repeatable
  --concurrency N        Pages in flight at once, and at most per host (default 2)
  --follow KIND          all (default), pagination, detail or none
  --selector type=css    Items to extract on every page, repeatable (see gleaner scrape --help);
                         without it each page gives its title and description
  --render MODE          auto, never (default) or always: when to use Chromium
  --delay MS             Pause between requests to one host (default 0; robots Crawl-delay wins)
  --no-robots            Do not read or obey robots.txt
  --no-sitemaps          Do not read sitemaps for more pages
  --allow-private-hosts  Allow localhost and private network addresses (also ALLOW_PRIVATE_HOSTS=true)
  --format FORMAT        jsonl (default) or csv (ID, Type, Content, Selector, Timestamp, Confidence)
  --out FILE             Write to FILE instead of standard output
  -h, --help             Show this help

Ctrl+C stops the crawl and prints the summary.
Exit status: 0 done, 1 the start page could not be fetched, 2 wrong usage, 130 interrupted.
`;

export const crawlCommand: Command = {
  name: 'crawl',
  summary: 'Crawl a site and write the items of every page as JSON lines or CSV',
  help,
  async run(argv: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOrUsage('crawl', () =>
      parseArgs({
        args: argv,
        allowPositionals: true,
        strict: true,
        options: {
          'max-pages': { type: 'string' },
          'max-depth': { type: 'string' },
          include: { type: 'string', multiple: true },
          exclude: { type: 'string', multiple: true },
          concurrency: { type: 'string' },
          follow: { type: 'string' },
          selector: { type: 'string', multiple: true },
          render: { type: 'string' },
          delay: { type: 'string' },
          'no-robots': { type: 'boolean' },
          'no-sitemaps': { type: 'boolean' },
          'allow-private-hosts': { type: 'boolean' },
          format: { type: 'string' },
          out: { type: 'string' },
          help: { type: 'boolean', short: 'h' },
        },
      }),
    );
    if (values.help) {
      io.stdout.write(help);
      return 0;
    }
    if (positionals.length > 1)
      throw new UsageError(
        `crawl: expected one URL, got ${countOf(positionals.length, 'argument')}.`,
      );
    const start = url('crawl', positionals[0]);
    const format = oneOf('crawl', 'format', values.format, FORMATS) ?? 'jsonl';
    const concurrency = positiveInt('crawl', 'concurrency', values.concurrency) ?? 2;
    const requested = selectors('crawl', values.selector);
    const env = readEnv(io);
    const controller = new AbortController();
    const crawler = new Crawler({
      startUrls: [start],
      maxPages: positiveInt('crawl', 'max-pages', values['max-pages']) ?? 100,
      maxDepth: nonNegativeInt('crawl', 'max-depth', values['max-depth']) ?? 3,
      include: values.include ?? [],
      exclude: values.exclude ?? [],
      concurrency,
      follow: oneOf('crawl', 'follow', values.follow, FOLLOW) ?? 'all',
      useSitemaps: !values['no-sitemaps'],
      ...(requested.length ? { selectors: requested } : {}),
      signal: controller.signal,
      fetch: {
        render: oneOf('crawl', 'render', values.render, RENDER) ?? 'never',
        respectRobots: !values['no-robots'],
        allowPrivateHosts: values['allow-private-hosts'] === true || env.allowPrivateHosts,
        maxConcurrencyPerHost: concurrency,
        hostDelayMs: nonNegativeInt('crawl', 'delay', values.delay) ?? 0,
        ...(env.chromiumPath ? { chromiumPath: env.chromiumPath } : {}),
        onWarning: (message) => void io.stderr.write(`warning: ${message}\n`),
      },
    });
    const output = openOutput(values.out, io);
    if (format === 'csv') output.write(csvHeader());
    const progress = new ProgressReporter(io);
    // The first Ctrl+C stops the crawl cleanly (summary, resumable state); a second one quits.
    const stop = () => {
      if (controller.signal.aborted) process.exit(130);
      io.stderr.write('\nStopping… (Ctrl+C again to quit at once)\n');
      controller.abort();
    };
    process.on('SIGINT', stop);
    const started = performance.now();
    let firstError: string | undefined;
    let fetched = 0;
    try {
      for await (const result of crawler) {
        progress.page(result);
        if (!result.error && !result.skipped) fetched++;
        if (result.error && result.depth === 0) firstError ??= result.error.message;
        for (const item of result.items)
          output.write(format === 'csv' ? csvItemRow(item) : jsonLine(item));
      }
    } finally {
      process.removeListener('SIGINT', stop);
      progress.done();
      await output.close();
    }
    const cancelled = controller.signal.aborted;
    io.stderr.write(summary(crawler.progress, (performance.now() - started) / 1000, cancelled));
    if (cancelled) return 130;
    if (fetched === 0 && firstError)
      throw new FailureError(`crawl: could not fetch ${start}: ${firstError}`);
    return 0;
  },
};
