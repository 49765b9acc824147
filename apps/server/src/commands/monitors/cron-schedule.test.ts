import { describe, expect, it } from 'vitest';
import { checkSchedule, nextRuns, slotStart, tickHasSlot } from './cron-schedule.js';

describe('monitor schedules', () => {
  it('accepts five-field cron in a time zone and tidies its spaces', () => {
    expect(checkSchedule({ cron: ' 0  9 * * 1-5 ', timezone: 'Europe/Paris' })).toEqual({
      cron: '0 9 * * 1-5',
      timezone: 'Europe/Paris',
    });
  });

  it('says why a schedule is refused', () => {
    expect(() => checkSchedule({ cron: '0 9 * *', timezone: 'UTC' })).toThrow(/five fields/);
    expect(() => checkSchedule({ cron: '61 * * * *', timezone: 'UTC' })).toThrow(
      /not a valid cron expression/,
    );
    expect(() => checkSchedule({ cron: '* * * * *', timezone: 'Mars/Olympus' })).toThrow(
      /not a time zone/,
    );
    expect(() => checkSchedule({ cron: '*/10 * * * * *', timezone: 'UTC' })).toThrow(
      /more than once a minute/,
    );
  });

  it('shows the next runs in the schedule’s time zone', () => {
    const from = new Date('2026-03-02T07:30:00Z');
    expect(nextRuns({ cron: '0 9 * * *', timezone: 'Europe/Paris' }, 2, from)).toEqual([
      '2026-03-02T08:00:00.000Z',
      '2026-03-03T08:00:00.000Z',
    ]);
    expect(nextRuns({ cron: '*/15 * * * *', timezone: 'UTC' }, 3, from)).toEqual([
      '2026-03-02T07:45:00.000Z',
      '2026-03-02T08:00:00.000Z',
      '2026-03-02T08:15:00.000Z',
    ]);
  });
});

describe('a scheduled tick and its slot', () => {
  const everyMinute = { cron: '* * * * *', timezone: 'UTC' };

  it('runs a tick whose slot has no run yet', () => {
    const at = new Date('2026-03-02T07:31:00.400Z');
    expect(tickHasSlot(everyMinute, null, at)).toBe(true);
    // Saved at 07:30:59 and run at once (pg-boss fires the minute it is saved in); 07:31 is new.
    expect(tickHasSlot(everyMinute, new Date('2026-03-02T07:30:59.300Z'), at)).toBe(true);
  });

  it('adds no second run to a slot a late tick already started', () => {
    // The 07:30 tick, handled late at 07:31:00.100, began this slot's run.
    const late = new Date('2026-03-02T07:31:00.100Z');
    expect(tickHasSlot(everyMinute, late, new Date('2026-03-02T07:31:01.000Z'))).toBe(false);
  });

  it('reads slots in the schedule’s time zone', () => {
    const nineInParis = { cron: '0 9 * * *', timezone: 'Europe/Paris' };
    expect(slotStart(nineInParis, new Date('2026-03-02T08:00:30Z'))?.toISOString()).toBe(
      '2026-03-02T08:00:00.000Z',
    );
    // A run at 08:00:02 UTC is today's; tomorrow's tick has a slot of its own.
    const today = new Date('2026-03-02T08:00:02Z');
    expect(tickHasSlot(nineInParis, today, new Date('2026-03-02T08:00:40Z'))).toBe(false);
    expect(tickHasSlot(nineInParis, today, new Date('2026-03-03T08:00:01Z'))).toBe(true);
  });
});
