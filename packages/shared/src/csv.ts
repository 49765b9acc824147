/** Cells a spreadsheet would run as a formula; prefixed with ' so they stay text (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * What a cell holds: text, or a number written as it is. A number cannot start a formula, so
 * only text gets the guard; `-1` stays a number a spreadsheet can add up.
 */
export type CsvCellValue = string | number;

/** One cell, quoted per RFC 4180 when it needs to be. */
export function csvCell(value: CsvCellValue): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || /^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line, CRLF-terminated as RFC 4180 says. */
export function csvRow(cells: readonly CsvCellValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Between the items of a list in one cell: a spreadsheet shows "SQL; Python" as a person would write it. */
export const CSV_LIST_SEPARATOR = '; ';

/**
 * A value as a cell: text and numbers as they are (numbers stay numbers, so they skip the
 * formula guard), booleans as words, nothing as empty, a list of plain values as its items
 * joined by "; " (JSON keeps the array), anything else nested as JSON.
 */
export function csvValue(value: unknown): CsvCellValue {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return '';
  if (Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item)))
    return value.map(String).join(CSV_LIST_SEPARATOR);
  return JSON.stringify(value);
}
