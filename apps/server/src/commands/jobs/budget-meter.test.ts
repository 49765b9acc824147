import { DEFAULT_PRICE_TABLE } from '@gleaner/shared';
import { describe, expect, it } from 'vitest';
import { budgetMeterOf } from './budget-meter.js';

const standing = (dailySpent: number, dailyLimit = 0.002) => ({
  daily: { limit: dailyLimit, spent: dailySpent },
  weekly: { limit: 25, spent: dailySpent },
  monthly: { limit: 100, spent: dailySpent },
});

/** Pages the meter lets through, each settled as read by `engine`. */
function pagesAllowed(meter: ReturnType<typeof budgetMeterOf>, engine: 'http' | 'browser') {
  let pages = 0;
  while (meter.take() && pages < 1000) {
    meter.settle(engine);
    pages += 1;
  }
  return pages;
}

describe('budget meter', () => {
  it('lets through the pages what is left buys, then says the budget is spent', () => {
    // $0.002 at $0.0001 a page: 20 pages (the float sum's hair under $0.002 buys none).
    const meter = budgetMeterOf(standing(0), DEFAULT_PRICE_TABLE, 'never');
    expect(meter.exhausted).toBe(false);
    expect(pagesAllowed(meter, 'http')).toBe(20);
    expect(meter.exhausted).toBe(true);
    // Half spent already: 10 more.
    expect(pagesAllowed(budgetMeterOf(standing(0.001), DEFAULT_PRICE_TABLE, 'never'), 'http')).toBe(
      10,
    );
    // Nothing left: not one.
    expect(pagesAllowed(budgetMeterOf(standing(0.002), DEFAULT_PRICE_TABLE, 'never'), 'http')).toBe(
      0,
    );
  });

  it('holds pages in flight at the render mode’s price and settles each at what it cost', () => {
    // Four pages at once in Chromium ($0.001 each) against $0.0025: three are taken, the fourth waits.
    const rendered = budgetMeterOf(standing(0, 0.0025), DEFAULT_PRICE_TABLE, 'always');
    expect([rendered.take(), rendered.take(), rendered.take(), rendered.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // One failed: its price comes back, and one more page may go.
    rendered.settle(null);
    expect(rendered.take()).toBe(true);

    // auto is held at the HTTP price; a page that had to be rendered costs the difference.
    const auto = budgetMeterOf(standing(0, 0.0015), DEFAULT_PRICE_TABLE, 'auto');
    expect(auto.take()).toBe(true);
    auto.settle('browser');
    expect(pagesAllowed(auto, 'http')).toBe(5);
  });
});
