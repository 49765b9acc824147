import { parse } from 'csv-parse/sync';
import type { RecordValue } from '@gleaner/shared';
import type { JsonRecords } from './json-records.js';

const MAX_FIELDS = 100;
const MAX_RECORDS = 100_000;
/** Separators tried, by how often they split the header line evenly. */
const DELIMITERS = [',', ';', '\t', '|'];

/** The separator of the first lines: the one that gives every line the same number of cells. */
function delimiterOf(text: string): string {
  const lines = text.split(/\r?\n/, 6).filter((line) => line.trim() !== '');
  let best = ',';
  let bestCells = 1;
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => line.split(delimiter).length);
    const cells = counts[0] ?? 1;
    if (cells > bestCells && counts.every((count) => count === cells)) {
      best = delimiter;
      bestCells = cells;
    }
  }
  return best;
}

/** A cell as a value: a plain number ("12.50", "-3") is a number; anything else stays text. */
function valueOf(cell: string): RecordValue {
  const text = cell.trim();
  if (text === '') return null;
  return /^-?(?:\d+|\d*\.\d+)$/.test(text) && !/^-?0\d/.test(text) ? Number(text) : text;
}

/**
 * The records of a CSV (or TSV) file: its first line names the fields, each later line is a
 * record. Null when the text is not a table of at least two columns with a header.
 */
export function csvRecords(text: string): JsonRecords | null {
  const delimiter = delimiterOf(text.replace(/^\uFEFF/, ''));
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to: MAX_RECORDS + 1,
    });
  } catch {
    return null;
  }
  const [header, ...body] = rows;
  if (!header || header.length < 2 || body.length === 0) return null;
  // Blank or repeated column names still get a name of their own.
  const seen = new Map<string, number>();
  const fields = header.slice(0, MAX_FIELDS).map((cell, index) => {
    const name = cell.trim() || `column_${index + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}_${count}`;
  });
  const records = body.map((row) =>
    Object.fromEntries(fields.map((field, index) => [field, valueOf(row[index] ?? '')])),
  );
  return { where: 'the CSV file', records, fields };
}
