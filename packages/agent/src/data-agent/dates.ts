import * as chrono from 'chrono-node';
import type { FilterOp } from '@gleaner/shared';

/** A date condition in a question, as ISO days (YYYY-MM-DD) compared with a date column. */
export interface DateCondition {
  op: FilterOp;
  value: string;
  value2?: string;
  start: number;
  end: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

type Span = { first: string; last: string };

function conditionFor(
  word: string | undefined,
  span: Span,
): Pick<DateCondition, 'op' | 'value' | 'value2'> {
  switch (word) {
    case 'before':
    case 'until':
    case 'prior to':
      return { op: 'lt', value: span.first };
    case 'after':
      return { op: 'gt', value: span.last };
    case 'since':
    case 'from':
      return { op: 'gte', value: span.first };
    default:
      return { op: 'between', value: span.first, value2: span.last };
  }
}

const LEAD = /(before|until|prior to|after|since|from|in|during|on)\s*$/i;

/** The first and last day a table's date columns hold, as YYYY-MM-DD. */
export interface DayRange {
  first: string;
  last: string;
}

/**
 * 'in March', 'on 14 March' with no year, on a table of days: the latest year whose March the
 * table's days reach, not the March nearest today (a station's winter, a season's fixtures).
 */
function yearWithin(days: DayRange, month: number, day: number | null): number | null {
  const from = Number(days.first.slice(0, 4));
  for (let year = Number(days.last.slice(0, 4)); year >= from; year -= 1) {
    const start = iso(year, month, day ?? 1);
    const end = iso(year, month, day ?? lastDay(year, month));
    if (start <= days.last && end >= days.first) return year;
  }
  return null;
}

/**
 * Dates in a question: bare years ('after 2020', 'in 2023') and anything chrono-node reads
 * ('since March 2024', 'last week', 'before 5 May 2021'), each with the word before it deciding
 * the comparison. A year or month without a day stands for its whole span.
 */
export function dateConditions(
  question: string,
  reference = new Date(),
  days?: DayRange,
): DateCondition[] {
  const found: DateCondition[] = [];
  const taken: [number, number][] = [];
  for (const match of question.matchAll(
    /\b(before|until|after|since|from|in|during)\s+((?:1[5-9]|20)\d{2})\b(?![-/.,]\d)(\s+(?:on|onwards|onward))?/gi,
  )) {
    const year = Number(match[2]);
    // 'wines from 2019' are of that year; 'from 2019 on' is a start.
    const word = match[1]?.toLowerCase() === 'from' && !match[3] ? 'in' : match[1]?.toLowerCase();
    const start = match.index;
    const end = start + match[0].length;
    found.push({
      ...conditionFor(word, { first: iso(year, 1, 1), last: iso(year, 12, 31) }),
      start,
      end,
    });
    taken.push([start, end]);
  }
  for (const result of chrono.parse(question, reference)) {
    const start = result.index;
    const end = start + result.text.length;
    if (taken.some(([s, e]) => start < e && end > s)) continue;
    // A bare number ('20') or a time of day is no date in a question about records.
    if (
      !result.start.isCertain('month') &&
      !result.start.isCertain('day') &&
      !/last|this|next|ago|yesterday|today/i.test(result.text)
    )
      continue;
    const m = result.start.get('month') ?? 1;
    const d = result.start.get('day') ?? 1;
    const dayKnown = result.start.isCertain('day') || /week|yesterday|today|ago/i.test(result.text);
    const chronoYear = result.start.get('year') ?? reference.getFullYear();
    const relative = /last|this|next|ago|yesterday|today|week/i.test(result.text);
    const y =
      days && !relative && !result.start.isCertain('year')
        ? (yearWithin(days, m, dayKnown ? d : null) ?? chronoYear)
        : chronoYear;
    let first = dayKnown ? iso(y, m, d) : iso(y, m, 1);
    let last = dayKnown ? first : iso(y, m, lastDay(y, m));
    // 'this week' is the whole week, Monday to Sunday, not the one day chrono gives.
    if (/^this\s+week$/i.test(result.text.trim())) {
      // From the day asked on: chrono may put 'this week' on another day of it.
      const monday = new Date(
        Date.UTC(reference.getFullYear(), reference.getMonth(), reference.getDate()),
      );
      monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
      const sunday = new Date(monday);
      sunday.setUTCDate(monday.getUTCDate() + 6);
      first = monday.toISOString().slice(0, 10);
      last = sunday.toISOString().slice(0, 10);
    }
    if (result.end) {
      const endYear = (result.end.get('year') ?? y) + (y - chronoYear);
      const endMonth = result.end.get('month') ?? m;
      // 'June to August 2026' ends on the last of August, not its first.
      const endDay = result.end.isCertain('day')
        ? (result.end.get('day') ?? d)
        : dayKnown
          ? d
          : lastDay(endYear, endMonth);
      last = iso(endYear, endMonth, endDay);
    }
    const before = LEAD.exec(question.slice(0, start))?.[1]?.toLowerCase();
    // 'last month' with no word before it means from then until now.
    const word = before ?? (/^(last|past)\b/i.test(result.text) ? 'since' : undefined);
    found.push({
      ...conditionFor(word, { first, last }),
      start: start - (before ? before.length + 1 : 0),
      end,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Days of the week in a question ('on a Friday', 'Saturdays', 'at weekends'): ISO numbers. */
export interface WeekdayCondition {
  days: number[];
  start: number;
  end: number;
}

export function weekdayConditions(question: string): WeekdayCondition[] {
  const found: WeekdayCondition[] = [];
  for (const match of question.matchAll(
    /\b(?:(?:on|every|at)\s+(?:a\s+|the\s+)?)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday)s?\b/gi,
  )) {
    const word = (match[1] ?? '').toLowerCase();
    const days =
      word === 'weekend'
        ? [6, 7]
        : word === 'weekday'
          ? [1, 2, 3, 4, 5]
          : [DAY_NAMES.indexOf(word) + 1];
    found.push({ days, start: match.index, end: match.index + match[0].length });
  }
  return found;
}
