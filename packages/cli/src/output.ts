import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { CSV_COLUMNS, csvRow, csvValue } from '@gleaner/shared';
import type { CapturedItem } from '@gleaner/shared';
import { FailureError } from './cli-error.js';
import type { Io } from './io.js';

/** Where results go: a file when --out is given, else standard output. */
export interface Output {
  write(text: string): void;
  close(): Promise<void>;
}

export function openOutput(out: string | undefined, io: Io): Output {
  if (!out || out === '-') {
    return { write: (text) => void io.stdout.write(text), close: () => Promise.resolve() };
  }
  const path = resolve(io.cwd, out);
  const stream: Writable = createWriteStream(path);
  let failure: Error | undefined;
  stream.on('error', (error) => (failure = error));
  return {
    write: (text) => void stream.write(text),
    close: () =>
      new Promise((done, fail) => {
        stream.end(() =>
          failure ? fail(new FailureError(`Could not write ${path}: ${failure.message}`)) : done(),
        );
        stream.once('error', (error) =>
          fail(new FailureError(`Could not write ${path}: ${error.message}`)),
        );
      }),
  };
}

export function csvHeader(): string {
  return csvRow(CSV_COLUMNS);
}

/** One CSV row in the spec's columns; object content is written as JSON. */
export function csvItemRow(item: CapturedItem): string {
  const content = typeof item.content === 'string' ? item.content : JSON.stringify(item.content);
  return csvRow([item.id, item.type, content, item.selector, item.timestamp, item.confidence]);
}

/**
 * One record as a CSV row in the header's order: numbers stay numbers (`-1`, not the guarded
 * text `'-1`), lists and objects are JSON, text that could start a formula is guarded.
 */
export function recordCsvRow(header: readonly string[], row: Record<string, unknown>): string {
  return csvRow(header.map((name) => csvValue(row[name])));
}

/** The spec's JSON export shape. */
export function jsonExport(items: CapturedItem[]): string {
  return `${JSON.stringify({ exported_at: new Date().toISOString(), total_items: items.length, data: items }, null, 2)}\n`;
}

export function jsonLine(item: CapturedItem): string {
  return `${JSON.stringify(item)}\n`;
}
