import { countOf } from '@gleaner/shared';
import { parseArgs } from 'node:util';
import { extractItems, extractMainContent } from '@gleaner/scraper';
import type { PageResult } from '@gleaner/scraper';
import { oneOf, parseOrUsage, positiveInt, selectors, url } from '../args.js';
import { scrapeRequest } from './scrape-request.js';
import { FailureError, UsageError } from '../cli-error.js';
import { fetchFailure, makeFetcher } from '../fetcher.js';
import type { Command, Io } from '../io.js';
import { csvHeader, csvItemRow, jsonExport, jsonLine, openOutput } from '../output.js';

const FORMATS = ['json', 'jsonl', 'csv', 'md'] as const;
const RENDER = ['auto', 'never', 'always'] as const;

const help = `Usage: gleaner scrape <url> [options]
       gleaner scrape <url> "<request>" [--pages N] [--format json|csv] [--out FILE]

Fetch one page and print what it holds. With no --selector, prints the page's download links
(PDF, CSV, spreadsheets, documents, archives) and every link.

With a request in words ("product name, price and rating, every page"), the agent plans the
extraction and runs it: it follows the next-page link and detail pages as the request (or
--pages) says, and prints the records: JSON objects keyed by field name plus _url (the page
each came from), or CSV with one column per field.

Options:
  --selector type=css    What to extract, repeatable. Types: text, link, image, table, form,
                         download_links, metadata, content. Example: --selector table=table.prices
  --render MODE          auto (default): HTTP, switching to Chromium when the page needs
                         JavaScript; never: HTTP only; always: Chromium only
  --format FORMAT        json (default; {exported_at, total_items, data}), jsonl (one item per
                         line), csv (ID, Type, Content, Selector, Timestamp, Confidence), md (the
                         page's main content as Markdown)
  --title                With --format md: print the page's title as a "# " heading first
  --pages N              With a request: list pages to visit (default: as the request says)
  --out FILE             Write to FILE instead of standard output
  --no-robots            Do not read or obey robots.txt
  --allow-private-hosts  Allow localhost and private network addresses (also ALLOW_PRIVATE_HOSTS=true)
  --timeout MS           Give up on the page after MS milliseconds (default 30000)
  --user-agent TEXT      User-Agent header (default GleanerBot/<version>)
  -h, --help             Show this help

Environment: CHROMIUM_PATH (default /usr/bin/chromium).
Exit status: 0 done, 1 the page could not be fetched, 2 wrong usage.
`;

export const scrapeCommand: Command = {
  name: 'scrape',
  summary: 'Fetch one page and extract links, tables, forms, images, text or its main content',
  help,
  async run(argv: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOrUsage('scrape', () =>
      parseArgs({
        args: argv,
        allowPositionals: true,
        strict: true,
        options: {
          selector: { type: 'string', multiple: true },
          render: { type: 'string' },
          format: { type: 'string' },
          out: { type: 'string' },
          'no-robots': { type: 'boolean' },
          'allow-private-hosts': { type: 'boolean' },
          timeout: { type: 'string' },
          pages: { type: 'string' },
          title: { type: 'boolean' },
          'user-agent': { type: 'string' },
          help: { type: 'boolean', short: 'h' },
        },
      }),
    );
    if (values.help) {
      io.stdout.write(help);
      return 0;
    }
    if (positionals.length > 2) {
      throw new UsageError(
        `scrape: expected a URL and at most one request, got ${countOf(positionals.length, 'argument')} (quote the request).`,
      );
    }
    const target = url('scrape', positionals[0]);
    if (positionals[1] !== undefined) {
      const format = oneOf('scrape', 'format', values.format, ['json', 'csv'] as const) ?? 'json';
      return scrapeRequest(
        target,
        positionals[1],
        {
          format,
          out: values.out,
          pages: positiveInt('scrape', 'pages', values.pages),
          render: oneOf('scrape', 'render', values.render, RENDER) ?? 'auto',
          noRobots: values['no-robots'],
          allowPrivateHosts: values['allow-private-hosts'],
          userAgent: values['user-agent'],
        },
        io,
      );
    }
    if (values.pages !== undefined)
      throw new UsageError(
        'scrape: --pages needs a request, e.g. gleaner scrape <url> "titles and prices" --pages 3',
      );
    const requested = selectors('scrape', values.selector);
    const render = oneOf('scrape', 'render', values.render, RENDER) ?? 'auto';
    const format = oneOf('scrape', 'format', values.format, FORMATS) ?? 'json';
    const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
    if (timeoutMs !== undefined && (!Number.isInteger(timeoutMs) || timeoutMs <= 0)) {
      throw new UsageError(
        `scrape: --timeout must be a whole number of milliseconds, not "${values.timeout}".`,
      );
    }
    const fetcher = makeFetcher(
      {
        render,
        noRobots: values['no-robots'],
        allowPrivateHosts: values['allow-private-hosts'],
        timeoutMs,
        userAgent: values['user-agent'],
      },
      io,
    );
    let page: PageResult;
    try {
      page = await fetcher.fetchPage(target);
    } catch (error) {
      throw fetchFailure('scrape', error);
    } finally {
      await fetcher.close();
    }
    const output = openOutput(values.out, io);
    if (format === 'md') {
      const content = extractMainContent(page.html, page.url);
      if (!content)
        throw new FailureError(
          `scrape: found no main content on ${page.url} to write as Markdown.`,
        );
      // The title is metadata; the body never repeats it, so print it only when asked.
      const heading = values.title && content.title ? `# ${content.title}\n\n` : '';
      output.write(`${heading}${content.markdown}\n`);
    } else {
      const items = extractItems(page.html, page.url, requested);
      if (format === 'json') output.write(jsonExport(items));
      else if (format === 'jsonl') for (const item of items) output.write(jsonLine(item));
      else {
        output.write(csvHeader());
        for (const item of items) output.write(csvItemRow(item));
      }
      io.stderr.write(
        `${countOf(items.length, 'item')} from ${page.url} (${page.engine}, HTTP ${page.status})\n`,
      );
    }
    await output.close();
    return 0;
  },
};
