import type { FilterOp } from '@gleaner/shared';

/** A time of day in a question ('after 17:00', 'before 9 am'), in minutes after midnight. */
export interface ClockCondition {
  op: FilterOp;
  value: number;
  /** The end of a part of the day ('afternoon': 12:00 to 16:59), with `between`. */
  value2?: number;
  start: number;
  end: number;
}

const OPS: Record<string, FilterOp> = {
  before: 'lt',
  until: 'lt',
  by: 'lte',
  after: 'gt',
  from: 'gte',
  since: 'gte',
  at: 'eq',
};

/**
 * Times of day with the word before them: '17:00', '5 pm', 'noon' (a bare '5' or '2019' is no time).
 * Read only on a table with a column of times of day.
 */
export function clockConditions(question: string): ClockCondition[] {
  const found: ClockCondition[] = [];
  for (const match of question.matchAll(
    /\b(before|until|by|after|from|since|at)\s+(?:(\d{1,2})(?::([0-5]\d))?\s*(?:([ap])\.?m\.?\b)?|(noon|midday|midnight)\b)/gi,
  )) {
    const word = match[1] ?? '';
    const named = match[5];
    // 'before noon': 12:00; 'after midnight': 00:00.
    const [h = '0', m, half] = named
      ? [named.toLowerCase() === 'midnight' ? '0' : '12', '00', undefined]
      : [match[2], match[3], match[4]];
    if (m === undefined && half === undefined) continue;
    let hours = Number(h);
    if (half ? hours < 1 || hours > 12 : hours > 23) continue;
    if (half?.toLowerCase() === 'p' && hours < 12) hours += 12;
    if (half?.toLowerCase() === 'a' && hours === 12) hours = 0;
    found.push({
      op: OPS[word.toLowerCase()] ?? 'eq',
      value: hours * 60 + Number(m ?? 0),
      start: match.index,
      end: match.index + match[0].trimEnd().length,
    });
  }
  // 'Thursday afternoon', 'morning classes': a part of the day, written small but at the start
  // (a class called 'Morning Yoga' is a name). Night is left out: a hotel's nights are no time of day.
  for (const match of question.matchAll(/\b(morning|afternoon|evening)s?\b/gi)) {
    if (match.index > 0 && /^\p{Lu}/u.test(match[0])) continue;
    const [from, to] = PARTS[(match[1] ?? '').toLowerCase()] ?? [0, 0];
    found.push({
      op: 'between',
      value: from,
      value2: to,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return found;
}

/** Parts of the day, in minutes after midnight: the first and the last minute of each. */
const PARTS: Record<string, [number, number]> = {
  morning: [0, 12 * 60 - 1],
  afternoon: [12 * 60, 17 * 60 - 1],
  evening: [17 * 60, 24 * 60 - 1],
};
