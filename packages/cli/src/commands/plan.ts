import { parseArgs } from 'node:util';
import { planRequest } from '@gleaner/agent';
import { parseOrUsage, url } from '../args.js';
import { UsageError } from '../cli-error.js';
import { fetchFailure, makeFetcher } from '../fetcher.js';
import type { Command, Io } from '../io.js';
import { openOutput } from '../output.js';

const help = `Usage: gleaner plan <url> "<request>" [options]

Study the page the way the agent does and print its extraction plan as JSON: the records it
found, the columns matched to your request (and any it could not find), sample rows, the
record selectors, pagination and detail-page steps, and a confidence per field.

Example: gleaner plan https://quotes.toscrape.com "all quotes with author and tags, every page"

Options:
  --out FILE             Write to FILE instead of standard output
  --no-robots            Do not read or obey robots.txt
  --allow-private-hosts  Allow localhost and private network addresses (also ALLOW_PRIVATE_HOSTS=true)
  -h, --help             Show this help

Exit status: 0 done, 1 the page could not be fetched, 2 wrong usage.
`;

export const planCommand: Command = {
  name: 'plan',
  summary: "Show the agent's extraction plan for a request on a page, as JSON",
  help,
  async run(argv: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOrUsage('plan', () =>
      parseArgs({
        args: argv,
        allowPositionals: true,
        strict: true,
        options: {
          out: { type: 'string' },
          'no-robots': { type: 'boolean' },
          'allow-private-hosts': { type: 'boolean' },
          help: { type: 'boolean', short: 'h' },
        },
      }),
    );
    if (values.help) {
      io.stdout.write(help);
      return 0;
    }
    if (positionals.length !== 2) {
      throw new UsageError(
        'plan: expected a URL and a request in quotes, e.g. gleaner plan https://example.com "product name and price"',
      );
    }
    const target = url('plan', positionals[0]);
    const fetcher = makeFetcher(
      { noRobots: values['no-robots'], allowPrivateHosts: values['allow-private-hosts'] },
      io,
    );
    try {
      const { plan } = await planRequest(fetcher, target, positionals[1] ?? '');
      const output = openOutput(values.out, io);
      output.write(`${JSON.stringify(plan, null, 2)}\n`);
      await output.close();
      io.stderr.write(`${plan.summary}\n`);
      return 0;
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw fetchFailure('plan', error);
    } finally {
      await fetcher.close();
    }
  },
};
