import { describe, expect, it } from 'vitest';
import { cronFor, cronForInterval, describeCron } from './monitor-schedule.js';

describe('schedule in words', () => {
  it('writes every N minutes, hours and days as cron and reads them back', () => {
    for (const [every, n, cron, words] of [
      ['minutes', 1, '* * * * *', 'Every minute'],
      ['minutes', 15, '*/15 * * * *', 'Every 15 minutes'],
      ['hours', 1, '0 * * * *', 'Every hour'],
      ['hours', 6, '0 */6 * * *', 'Every 6 hours'],
      ['days', 1, '0 9 * * *', 'Every day at 09:00'],
      ['days', 3, '0 9 */3 * *', 'Every 3 days at 09:00'],
    ] as const) {
      expect(cronFor(every, n)).toBe(cron);
      expect(describeCron(cron)).toBe(words);
    }
  });

  it('shows any other expression as cron', () => {
    expect(describeCron('30 8 * * 1-5')).toBe('Cron 30 8 * * 1-5');
  });
});

describe('intervals written short', () => {
  it('reads 15m, 2h and 1d as cron and refuses what it cannot read', () => {
    expect(cronForInterval('15m')).toBe('*/15 * * * *');
    expect(cronForInterval('2 hours')).toBe('0 */2 * * *');
    expect(cronForInterval('1d')).toBe('0 9 * * *');
    expect(cronForInterval('soon')).toBeNull();
  });
});
