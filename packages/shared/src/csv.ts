/** Cells a spreadsheet would run as a formula; prefixed with ' so they stay text (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted per RFC 4180 when it needs to be. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || /^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line, CRLF-terminated as RFC 4180 says. */
export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A value as cell text: text and numbers as they are, nothing as empty, anything nested as JSON. */
export function csvValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}
