import { DEFAULT_PRICE_TABLE, type RenderMode } from '@gleaner/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../test/support/backends.js';
import { openTestDatabase } from '../../../test/support/test-database.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { BudgetMeter } from './budget-meter.js';

const prices = DEFAULT_PRICE_TABLE.cost_per_page;

describe.each(backends)('budget meter on %s', (kind) => {
  let database: Database;
  let close = () => Promise.resolve();
  beforeAll(async () => {
    ({ database, close } = await openTestDatabase(kind));
  });
  afterAll(() => close());

  /** A new person with `left` dollars of budget: meters for their jobs, sharing it. */
  async function person(left: number) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `${crypto.randomUUID()}@example.test`, fullName: 'Budget Tester' })
      .returning({ id: users.id });
    const userId = user?.id ?? '';
    // The pages stored so far, as the spending read from them would count them.
    let stored = 0;
    const meter = (render: RenderMode = 'never') =>
      new BudgetMeter(database, userId, prices, render, () => Promise.resolve(left - stored));
    return { meter, store: (dollars: number) => (stored += dollars) };
  }

  /** Pages the meter lets through, each read by `engine` and stored. */
  async function pagesAllowed(
    meter: BudgetMeter,
    engine: 'http' | 'browser',
    store: (dollars: number) => number,
  ) {
    let pages = 0;
    while ((await meter.take()) && pages < 1000) {
      const held = await meter.settle(engine);
      store(held);
      await meter.release(held);
      pages += 1;
    }
    return pages;
  }

  it('lets through the pages what is left buys, then says the budget is spent', async () => {
    // $0.002 at $0.0001 a page: 20 pages (the float sum's hair under $0.002 buys none).
    const twenty = await person(0.002);
    const meter = twenty.meter();
    expect(meter.exhausted).toBe(false);
    expect(await pagesAllowed(meter, 'http', twenty.store)).toBe(20);
    expect(meter.exhausted).toBe(true);
    // Another job of the same person finds nothing left either.
    expect(await twenty.meter().take()).toBe(false);
    // Nothing left: not one.
    const none = await person(0);
    expect(await pagesAllowed(none.meter(), 'http', none.store)).toBe(0);
  });

  it('shares one budget among parallel jobs: 40 pages asked for at once, 10 bought', async () => {
    const { meter } = await person(0.001);
    const meters = Array.from({ length: 5 }, () => meter());
    const taken = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (meters[i % 5] as BudgetMeter).take()),
    );
    expect(taken.filter(Boolean)).toHaveLength(10);
  });

  it('holds pages in flight at the render mode’s price and settles each at what it cost', async () => {
    // Four pages at once in Chromium ($0.001 each) against $0.0025: three are taken, the fourth waits.
    const rendering = await person(0.0025);
    const rendered = rendering.meter('always');
    const first = [await rendered.take(), await rendered.take(), await rendered.take()];
    expect(first).toEqual([true, true, true]);
    expect(await rendering.meter('always').take()).toBe(false);
    // One failed: its price comes back, and one more page may go (for another job too).
    expect(await rendered.settle(null)).toBe(0);
    expect(await rendering.meter('always').take()).toBe(true);

    // auto is held at the HTTP price; a page that had to be rendered costs the difference.
    const automatic = await person(0.0015);
    const auto = automatic.meter('auto');
    expect(await auto.take()).toBe(true);
    const held = await auto.settle('browser');
    expect(held).toBe(0.001);
    automatic.store(held);
    await auto.release(held);
    expect(await pagesAllowed(automatic.meter('auto'), 'http', automatic.store)).toBe(5);
  });
});
