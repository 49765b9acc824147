import * as chrono from 'chrono-node';
import type { Found } from './types.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Dates by chrono (absolute and relative, "12 March 2025", "next Friday"), normalised to ISO
 * 8601: a full date when day, month and year are written, else as much as is known. A date read
 * relative to `reference` or with a guessed year is only possible.
 */
export function findDates(text: string, reference = new Date()): Found[] {
  const found: Found[] = [];
  for (const result of chrono.parse(text, reference)) {
    const { start } = result;
    const year = start.get('year');
    const month = start.get('month');
    const day = start.get('day');
    if (year === null || month === null) continue;
    const certainDay = start.isCertain('day');
    const certainMonth = start.isCertain('month');
    const certainYear = start.isCertain('year');
    // A bare time ("at 5pm") or weekday is not a date someone would look up.
    if (!certainMonth && !certainDay && !start.isCertain('weekday')) continue;
    let value =
      certainDay || !certainMonth
        ? `${year}-${pad(month)}-${pad(day ?? 1)}`
        : `${year}-${pad(month)}`;
    if (start.isCertain('hour'))
      value += `T${pad(start.get('hour') ?? 0)}:${pad(start.get('minute') ?? 0)}`;
    const confidence = certainYear && certainMonth ? 0.95 : certainMonth ? 0.85 : 0.7;
    // chrono takes "on" or "at" before a date into the match; the date is the words after them.
    const lead = /^(?:on|at|from|since|by|the)\s+/i.exec(result.text)?.[0].length ?? 0;
    const tail = /[\s,;.]+$/.exec(result.text)?.[0].length ?? 0;
    found.push({
      type: 'date',
      start: result.index + lead,
      end: result.index + result.text.length - tail,
      value,
      confidence,
    });
  }
  return found;
}
