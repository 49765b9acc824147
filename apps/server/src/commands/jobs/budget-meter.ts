import { BUDGET_TOLERANCE, type PriceTable, type RenderMode } from '@gleaner/shared';
import type { Database } from '../../db/database.js';

type Engine = keyof PriceTable['cost_per_page'];

/**
 * How old a reading of the person's spending may be before a page is charged against a new
 * one: budgets raised, windows rolled on and model calls made show up within this long.
 */
const READING_MAX_AGE = '10 seconds';
/**
 * Holds untouched this long belong to a process that died with pages in flight: a new reading
 * forgets them instead of keeping that money from the person for good.
 */
const ABANDONED_HOLDS = '10 minutes';

/** Charges one page, only while something is left: one statement, so no two can pass at once. */
const TAKE = `
  update budget_holds
     set charged = charged + $2, held = held + $2, touched_at = now()
   where user_id = $1 and based_at > now() - interval '${READING_MAX_AGE}'
     and left_at_base - charged > $3
  returning 1 as taken`;

/**
 * A new reading: what is left now, less what pages in flight hold (not yet in the spending read)
 * and whatever was released while the spending was read (those pages may or may not be in it;
 * counting them twice for a moment errs on the side of the budget).
 */
const REBASE = `
  insert into budget_holds as b (user_id, left_at_base, charged, held, released, based_at)
  values ($1, $2, 0, 0, 0, now())
  on conflict (user_id) do update set
    left_at_base = excluded.left_at_base,
    held = case when b.touched_at < now() - interval '${ABANDONED_HOLDS}' then 0 else b.held end,
    charged = case when b.touched_at < now() - interval '${ABANDONED_HOLDS}' then 0 else b.held end
      + greatest(0, b.released - $3),
    based_at = now()`;

/** A page read costs more or less than it was held at (or nothing, when it failed). */
const ADJUST = `
  update budget_holds
     set charged = charged + $2, held = greatest(0, held + $2), touched_at = now()
   where user_id = $1`;

/** A stored page is in the spending now: its hold is released. */
const RELEASE = `
  update budget_holds
     set held = greatest(0, held - $2), released = released + $2, touched_at = now()
   where user_id = $1`;

/**
 * What a person may still spend, shared by all their jobs in every worker of the deployment
 * through one row in the database (`budget_holds`), so parallel jobs stop at the budget
 * together instead of each counting from what was left when it began. Each page takes its price
 * before it is fetched (at the render mode's price) in one conditional update: it is refused
 * once nothing is left, so the spending passes the budget by less than one page's price, however
 * many workers ask at once. A page is settled when it is read (a page rendered after all costs
 * the difference, a failed one gives it back) and released once stored, when the spending read
 * from the pages holds it.
 */
export class BudgetMeter {
  #exhausted = false;
  /** Pages asking while a charge is under way: charged together in the next one. */
  #waiting: { resolve: (taken: boolean) => void; reject: (error: unknown) => void }[] = [];
  #charging = false;

  constructor(
    private readonly database: Database,
    private readonly userId: string,
    private readonly prices: PriceTable['cost_per_page'],
    private readonly render: RenderMode,
    /** Dollars left of the tightest budget, read from the person's spending now. */
    private readonly readLeft: () => Promise<number>,
  ) {}

  /** The price a page is held at before it is fetched. */
  get pagePrice(): number {
    return this.prices[this.render === 'always' ? 'browser' : 'http'];
  }

  /**
   * Holds one page's price; false (and exhausted) when the budget is already spent. Pages that
   * ask while a charge is under way are charged together in one statement (a chunk's pages each
   * asked in a round trip of their own), only when every one of them would pass one by one;
   * else one by one, as near the end of a budget.
   */
  take(): Promise<boolean> {
    if (this.#exhausted) return Promise.resolve(false);
    return new Promise<boolean>((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      if (!this.#charging) void this.#chargeWaiting();
    });
  }

  async #chargeWaiting(): Promise<void> {
    this.#charging = true;
    try {
      while (this.#waiting.length > 0) {
        const group = this.#waiting.splice(0);
        try {
          const taken = await this.#takeSome(group.length);
          group.forEach((page, i) => page.resolve(i < taken));
        } catch (error) {
          for (const page of group) page.reject(error);
        }
      }
    } finally {
      this.#charging = false;
    }
  }

  /** Holds `pages` pages' prices, as many as fit in order: how many were taken. */
  async #takeSome(pages: number): Promise<number> {
    if (this.#exhausted) return 0;
    if (pages > 1 && (await this.#charge(pages))) return pages;
    let taken = 0;
    for (; taken < pages; taken += 1) {
      if (await this.#charge(1)) continue;
      // No reading yet, an old one, or nothing left by it: read the spending again, then try once more.
      await this.#rebase();
      if (await this.#charge(1)) continue;
      this.#exhausted = true;
      break;
    }
    return taken;
  }

  /**
   * Settles a page taken with `take`, by how it was read, or as not read (`null`): returns what
   * it holds now, to `release` once it is stored.
   */
  async settle(engine: Engine | null): Promise<number> {
    const cost = engine ? this.prices[engine] : 0;
    const difference = cost - this.pagePrice;
    if (difference !== 0) await this.database.query(ADJUST, [this.userId, difference]);
    return cost;
  }

  /** A settled page is stored: it counts in the spending from now on. */
  async release(amount: number): Promise<void> {
    if (amount > 0) await this.database.query(RELEASE, [this.userId, amount]);
  }

  /** Dollars the person's pages in flight hold, in every job and worker. */
  async inFlight(): Promise<number> {
    const [row] = await this.database.query<{ held: number }>(
      'select held from budget_holds where user_id = $1',
      [this.userId],
    );
    return row?.held ?? 0;
  }

  /** A page was refused for want of budget: the job should stop at its budget. */
  get exhausted(): boolean {
    return this.#exhausted;
  }

  /**
   * Charges `pages` pages at once, only if the last of them would pass on its own after the
   * others were charged: what one page at a time would have let through, in one statement.
   */
  async #charge(pages: number): Promise<boolean> {
    const rows = await this.database.query(TAKE, [
      this.userId,
      this.pagePrice * pages,
      BUDGET_TOLERANCE + this.pagePrice * (pages - 1),
    ]);
    return rows.length > 0;
  }

  /** Reads the spending afresh. */
  async #rebase(): Promise<void> {
    const [row] = await this.database.query<{ released: number }>(
      'select released from budget_holds where user_id = $1',
      [this.userId],
    );
    const left = await this.readLeft();
    await this.database.query(REBASE, [this.userId, left, row?.released ?? 0]);
  }
}
