/**
 * The price reader on real price strings (../shared/data/prices): how often it reads the amount
 * and the currency a person reads there. A measurement, not a test: the strings stay beside the
 * project and nothing is tuned to one of them.
 *
 *   npm run eval:prices            figures per upstream group
 *   npm run eval:prices -- -v      and every string read wrong
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { currencyCode } from '../src/extract/currencies.js';
import { readPrice } from '../src/extract/prices.js';
import { dataDir } from './data-dir.js';

const ExampleSchema = z.object({
  price_text: z.string().nullable(),
  currency_text: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  known_hard: z.boolean(),
  decimal_separator: z.string().nullable(),
});
type Example = z.infer<typeof ExampleSchema>;

function sameAmount(ours: number | null, expected: number | null): boolean {
  if (ours === null || expected === null) return ours === expected;
  return Math.abs(ours - expected) <= 1e-6 * Math.max(1, Math.abs(expected));
}

/**
 * Upstream writes currencies as the page does ("руб.", "R$", "EUR"); we answer ISO codes. A
 * currency counts as read when the written one names the code we gave; one whose writing names
 * no code we know counts as missed, so the figure cannot flatter the reader.
 */
function sameCurrency(ours: string | null, expected: string | null): boolean {
  if (expected === null) return ours === null;
  const code = currencyCode(expected);
  return code !== null && code === ours;
}

interface Tally {
  count: number;
  amount: number;
  currency: number;
  both: number;
}

const empty = (): Tally => ({ count: 0, amount: 0, currency: 0, both: 0 });
const share = (part: number, whole: number) => (whole ? (part / whole).toFixed(3) : '-');

function line(name: string, tally: Tally): string {
  return `  ${name.padEnd(30)} ${String(tally.count).padStart(5)}  amount ${share(tally.amount, tally.count)}  currency ${share(tally.currency, tally.count)}  both ${share(tally.both, tally.count)}`;
}

function main(): void {
  const { values } = parseArgs({ options: { verbose: { type: 'boolean', short: 'v' } } });
  const folder = dataDir('prices');
  if (!folder) return;
  const examples: Example[] = readFileSync(join(folder, 'prices.jsonl'), 'utf8')
    .split('\n')
    .filter((row) => row.trim())
    .map((row) => ExampleSchema.parse(JSON.parse(row)));
  const tallies = {
    all: empty(),
    'not marked hard upstream': empty(),
    'marked hard upstream': empty(),
  };
  const wrong: string[] = [];
  for (const example of examples) {
    const read = readPrice(example.price_text ?? '', {
      hint: example.currency_text ?? undefined,
      decimal:
        example.decimal_separator === ',' || example.decimal_separator === '.'
          ? example.decimal_separator
          : undefined,
    });
    const amount = sameAmount(read.amount, example.amount);
    const currency = sameCurrency(read.currency, example.currency);
    const group = example.known_hard ? 'marked hard upstream' : 'not marked hard upstream';
    for (const tally of [tallies.all, tallies[group]]) {
      tally.count += 1;
      if (amount) tally.amount += 1;
      if (currency) tally.currency += 1;
      if (amount && currency) tally.both += 1;
    }
    if (!(amount && currency))
      wrong.push(
        `  ${JSON.stringify(example.price_text)} (hint ${JSON.stringify(example.currency_text)}) → ${read.amount} ${read.currency}; expected ${example.amount} ${example.currency}${example.known_hard ? ' [hard]' : ''}`,
      );
  }
  console.log(`The price reader on ${examples.length} real price strings (${folder})\n`);
  for (const [name, tally] of Object.entries(tallies)) console.log(line(name, tally));
  if (values.verbose) console.log(`\nRead wrong (${wrong.length}):\n${wrong.join('\n')}`);
}

main();
