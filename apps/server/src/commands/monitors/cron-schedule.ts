import cronParser from 'cron-parser';
import type { MonitorSchedule } from '@gleaner/shared';
import { BadRequestError } from '../../errors.js';

/** Runs closer together than this are refused: each run is a whole job. */
const MIN_GAP_MS = 60_000;

function validTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The schedule, checked the way pg-boss reads it (the same cron-parser version it uses): a bad
 * expression or time zone is a 400 saying why. Seconds fields finer than a minute are refused.
 */
export function checkSchedule(schedule: MonitorSchedule): MonitorSchedule {
  const cron = schedule.cron.trim().replace(/\s+/g, ' ');
  if (!validTimeZone(schedule.timezone))
    throw new BadRequestError(
      `"${schedule.timezone}" is not a time zone; use an IANA name such as UTC or Europe/Paris`,
    );
  const fields = cron.split(' ').length;
  if (fields < 5 || fields > 6)
    throw new BadRequestError(
      `"${cron}" is not a cron expression: it needs five fields (minute hour day-of-month month day-of-week), e.g. "0 9 * * 1"`,
    );
  let interval;
  try {
    interval = cronParser.parseExpression(cron, { tz: schedule.timezone });
  } catch (error) {
    throw new BadRequestError(
      `"${cron}" is not a valid cron expression: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const first = interval.next().getTime();
  const second = interval.next().getTime();
  if (second - first < MIN_GAP_MS)
    throw new BadRequestError(`"${cron}" runs more than once a minute; the most is once a minute`);
  return { cron, timezone: schedule.timezone };
}

/** The next `count` times the schedule fires, as ISO 8601. */
export function nextRuns(schedule: MonitorSchedule, count = 3, from = new Date()): string[] {
  try {
    const interval = cronParser.parseExpression(schedule.cron, {
      tz: schedule.timezone,
      currentDate: from,
    });
    return Array.from({ length: count }, () => interval.next().toISOString());
  } catch {
    return [];
  }
}

/** When the schedule last fired at or before `at`: the start of the slot a tick at `at` serves. */
export function slotStart(schedule: MonitorSchedule, at: Date): Date | null {
  try {
    const interval = cronParser.parseExpression(schedule.cron, {
      tz: schedule.timezone,
      currentDate: new Date(at.getTime() + 1),
    });
    return interval.prev().toDate();
  } catch {
    return null;
  }
}

/**
 * Whether a tick handed out at `at` still has a slot of its own. pg-boss fires a schedule's
 * current minute when it is saved, and a tick queued behind others can be handled after the
 * next slot began; either way a run may already have started in this slot, and a second one
 * seconds later would break the once-a-minute most that `checkSchedule` promises.
 */
export function tickHasSlot(
  schedule: MonitorSchedule,
  lastScheduledStart: Date | null,
  at: Date,
): boolean {
  const slot = slotStart(schedule, at);
  return !slot || !lastScheduledStart || lastScheduledStart < slot;
}
