import { BUDGET_TOLERANCE, budgetLeft, type PriceTable, type RenderMode } from '@gleaner/shared';

type Engine = keyof PriceTable['cost_per_page'];

/**
 * What a job's person may still spend, counted down in this process as its pages are fetched,
 * so a job stops at its budget within the pages already in flight instead of a second of work
 * later. Each page takes its price before it is fetched (at the render mode's price) and is
 * settled when it is read: a page rendered after all costs the difference, a page that failed or
 * was not read gives it back (spending counts only pages read). Other processes' pages are not
 * counted here: the check after each stored batch stays the backstop across workers.
 */
export class BudgetMeter {
  #left: number;
  #exhausted = false;

  constructor(
    left: number,
    private readonly prices: PriceTable['cost_per_page'],
    private readonly render: RenderMode,
  ) {
    this.#left = left;
  }

  /** The price a page is held at before it is fetched. */
  get pagePrice(): number {
    return this.prices[this.render === 'always' ? 'browser' : 'http'];
  }

  /** Holds one page's price; false (and exhausted) when the budget is already spent. */
  take(): boolean {
    if (this.#left <= BUDGET_TOLERANCE) {
      this.#exhausted = true;
      return false;
    }
    this.#left -= this.pagePrice;
    return true;
  }

  /** Settles a page taken with `take`: what it really cost, by how it was read, or nothing. */
  settle(engine: Engine | null): void {
    this.#left += this.pagePrice - (engine ? this.prices[engine] : 0);
  }

  /** A page was refused for want of budget: the job should stop at its budget. */
  get exhausted(): boolean {
    return this.#exhausted;
  }
}

/** A meter from the person's standing (their spending in each budget window). */
export function budgetMeterOf(
  standing: Parameters<typeof budgetLeft>[0],
  prices: PriceTable,
  render: RenderMode,
): BudgetMeter {
  return new BudgetMeter(budgetLeft(standing), prices.cost_per_page, render);
}
