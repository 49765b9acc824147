import { describe, expect, it } from 'vitest';
import { checkSchedule, nextRuns } from './cron-schedule.js';

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
