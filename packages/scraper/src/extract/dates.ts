/** Reading the dates pages show — "7/2/2014", "11-08-2014", "Friday, 10 June 2016", "10. Juni 2016" — as ISO days. */
import { cleanText } from './normalise.js';

/** Month names and their common short forms, in the languages scraped most. */
const MONTHS: Record<string, number> = {};
const NAMES: string[][] = [
  // English, German, French, Spanish, Dutch, Italian, Portuguese
  ['january', 'januar', 'janvier', 'enero', 'januari', 'gennaio', 'janeiro', 'jänner'],
  ['february', 'februar', 'février', 'fevrier', 'febrero', 'februari', 'febbraio', 'fevereiro'],
  ['march', 'märz', 'maerz', 'mars', 'marzo', 'maart', 'março', 'marco'],
  ['april', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'mei', 'maggio', 'maio'],
  ['june', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['july', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  ['august', 'août', 'aout', 'agosto', 'augustus'],
  ['september', 'septembre', 'septiembre', 'settembre', 'setembro', 'setiembre'],
  ['october', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro'],
  ['november', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dezember', 'décembre', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
];
NAMES.forEach((names, index) => {
  for (const name of names) {
    MONTHS[name] = index + 1;
    if (name.length > 3) MONTHS[name.slice(0, 3)] ??= index + 1;
    if (name.length > 4) MONTHS[name.slice(0, 4)] ??= index + 1;
  }
});
// "Sept." is a common English short form.
MONTHS.sept = 9;

export interface DateOptions {
  /**
   * Read "02/07/2014" as 2 July rather than February 7. Most of the world writes the day first;
   * the United States does not. @default false (month first, for slashes only)
   */
  dayFirst?: boolean;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function fullYear(year: string): number {
  const value = Number(year);
  return year.length === 2 ? (value < 70 ? 2000 + value : 1900 + value) : value;
}

function numericDate(text: string, options: DateOptions): string | null {
  const match = /(?:^|[^\d])(\d{1,4})([./-])(\d{1,2})\2(\d{2,4})(?![\d])/.exec(text);
  if (!match?.[1] || !match[3] || !match[4]) return null;
  const [, a, separator, b, c] = match;
  if (a.length === 4) return iso(Number(a), Number(b), Number(c));
  const first = Number(a);
  const second = Number(b);
  const year = fullYear(c);
  // Dashes and dots are day-first almost everywhere; slashes depend on the page's language.
  let dayFirst = separator === '/' ? (options.dayFirst ?? false) : true;
  if (first > 12) dayFirst = true;
  else if (second > 12) dayFirst = false;
  return dayFirst ? iso(year, second, first) : iso(year, first, second);
}

function namedDate(text: string): string | null {
  const lower = text.toLowerCase();
  const words = lower.match(/\p{L}+\.?/gu) ?? [];
  const monthWord = words
    .map((word) => word.replace(/\.$/, ''))
    .find((word) => MONTHS[word] !== undefined);
  if (!monthWord) return null;
  const month = MONTHS[monthWord] ?? 0;
  const year = /\b(\d{4})\b/.exec(lower)?.[1];
  if (!year) return null;
  const withoutYear = lower.replace(/\b\d{4}\b/, ' ');
  const day = /\b(\d{1,2})(?:st|nd|rd|th|er|º|\.)?(?!\d|:)/.exec(withoutYear)?.[1];
  if (!day) return null;
  return iso(Number(year), month, Number(day));
}

/**
 * An ISO date when the text is a date we can read, else the trimmed text. A date with a time of
 * day keeps it (ISO date-time); a plain day stays that calendar day in any time zone.
 */
export function parseDate(
  text: string,
  options: DateOptions = {},
): { value: string; parsed: boolean } {
  const trimmed = cleanText(text);
  if (!trimmed || /^\d+$/.test(trimmed)) return { value: trimmed, parsed: false };
  const isoDay = /^(\d{4}-\d{2}-\d{2})(?:$|T00:00(?::00)?(?:\.0+)?(?:Z|[+-]00:?00)?$)/.exec(
    trimmed,
  );
  if (isoDay?.[1]) return { value: isoDay[1], parsed: true };
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(trimmed)) {
    const time = Date.parse(trimmed);
    if (!Number.isNaN(time)) return { value: new Date(time).toISOString(), parsed: true };
  }
  const day = numericDate(trimmed, options) ?? namedDate(trimmed);
  if (day) return { value: day, parsed: true };
  return { value: trimmed, parsed: false };
}
