import { countOf } from './plural.js';

/** The schedules the form offers in words; anything else is written as cron. */
export type Every = 'minutes' | 'hours' | 'days';

/** "Every N minutes/hours/days" as cron (days run at 09:00 in the monitor's time zone). */
export function cronFor(every: Every, n: number): string {
  const count = Math.max(1, Math.floor(n));
  switch (every) {
    case 'minutes':
      return count > 1 ? `*/${count} * * * *` : '* * * * *';
    case 'hours':
      return count > 1 ? `0 */${count} * * *` : '0 * * * *';
    case 'days':
      return count > 1 ? `0 9 */${count} * *` : '0 9 * * *';
  }
}

/** A cron expression in words when it is one the form writes; otherwise the expression itself. */
export function describeCron(cron: string): string {
  const minutes = /^(?:\*|\*\/(\d+)) \* \* \* \*$/.exec(cron);
  if (minutes)
    return minutes[1] ? `Every ${countOf(Number(minutes[1]), 'minute')}` : 'Every minute';
  const hours = /^0 (?:\*|\*\/(\d+)) \* \* \*$/.exec(cron);
  if (hours) return hours[1] ? `Every ${countOf(Number(hours[1]), 'hour')}` : 'Every hour';
  const days = /^0 9 (?:\*|\*\/(\d+)) \* \*$/.exec(cron);
  if (days)
    return days[1] ? `Every ${countOf(Number(days[1]), 'day')} at 09:00` : 'Every day at 09:00';
  return `Cron ${cron}`;
}

/** "15m", "2h", "1d" (or "15 minutes", "2 hours") as the cron of that schedule; null if unread. */
export function cronForInterval(text: string): string | null {
  const match = /^(\d{1,3})\s*(m|min|mins|minutes?|h|hr|hrs|hours?|d|days?)$/i.exec(text.trim());
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase();
  const every: Every = unit.startsWith('m') ? 'minutes' : unit.startsWith('h') ? 'hours' : 'days';
  return cronFor(every, Number(match[1]));
}
