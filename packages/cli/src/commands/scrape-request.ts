import { csvRow, countOf } from '@gleaner/shared';
import { recordCsvRow } from '../output.js';
import { planRequest, runPlan, type Row } from '@gleaner/agent';
import { UsageError } from '../cli-error.js';
import { fetchFailure, makeFetcher, type FetchFlags } from '../fetcher.js';
import type { Io } from '../io.js';
import { openOutput } from '../output.js';

export interface RequestScrapeOptions extends FetchFlags {
  pages?: number | undefined;
  format: 'json' | 'csv';
  out?: string | undefined;
}

/**
 * `gleaner scrape <url> "<request>"`: the agent plans, then the plan runs over the list's pages
 * (and detail pages) and the records are printed: JSON objects keyed by field plus `_url`, or
 * CSV with one column per field.
 */
export async function scrapeRequest(
  target: string,
  request: string,
  options: RequestScrapeOptions,
  io: Io,
): Promise<number> {
  const fetcher = makeFetcher(options, io);
  const rows: Row[] = [];
  let columns: string[] = [];
  try {
    const { plan, page } = await planRequest(fetcher, target, request);
    if (plan.missingMessage) io.stderr.write(`${plan.missingMessage}\n`);
    if (plan.recordCount === 0 && !plan.recordSpec) io.stderr.write(`${plan.summary}\n`);
    columns = plan.fields.map((field) => field.name);
    for await (const batch of runPlan(fetcher, plan, page, {
      pages: options.pages,
      onPage: (url, count) => void io.stderr.write(`${countOf(count, 'record')} from ${url}\n`),
      onWarning: (message) => void io.stderr.write(`warning: ${message}\n`),
    })) {
      rows.push(...batch);
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw fetchFailure('scrape', error);
  } finally {
    await fetcher.close();
  }
  const output = openOutput(options.out, io);
  if (options.format === 'json') {
    output.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else {
    const header =
      columns.length > 0
        ? columns
        : [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key !== '_url');
    output.write(csvRow(header));
    for (const row of rows) output.write(recordCsvRow(header, row));
  }
  await output.close();
  io.stderr.write(`${countOf(rows.length, 'record')}\n`);
  return 0;
}
