/**
 * "2026-05-16T19:30:00+01:00" answering "date": the day as the page wrote it. Read whole, the
 * time moves it to UTC ("2026-05-16T18:30:00.000Z"), and an evening event or a story posted
 * after midnight falls on another day; a person asking the date reads the day the page shows.
 */
import type { FieldPlan } from '../types.js';
import { nameTokens } from '../vocabulary/field-words.js';

/** Words asking for the time of day too: "start time", "date and time", "timestamp". */
const TIME_WORDS = new Set(['time', 'times', 'datetime', 'timestamp', 'hour', 'hours', 'clock']);
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Date fields (not asked with a time) whose values are ISO date-times read their day. */
export function datesAsDays(fields: FieldPlan[]): void {
  for (const field of fields) {
    const { spec } = field;
    if (spec.kind !== 'date' || spec.pattern || spec.multiple) continue;
    if (nameTokens(field.name).some((token) => TIME_WORDS.has(token))) continue;
    const texts = field.samples.map(String);
    if (
      texts.length === 0 ||
      texts.filter((text) => DATE_TIME.test(text)).length * 2 < texts.length
    )
      continue;
    // The day written first, before the time and its offset; a date written otherwise reads
    // whole (the first alternative that matches wins).
    field.spec = { ...spec, pattern: '^\\s*(\\d{4}-\\d{2}-\\d{2}|[\\s\\S]+)' };
    field.samples = texts.map((text) => (DATE_TIME.test(text) ? text.slice(0, 10) : text));
  }
}
