import { z } from 'zod';

export const FrontierEntrySchema = z.object({
  url: z.string(),
  depth: z.number().int().nonnegative(),
});
export type FrontierEntry = z.infer<typeof FrontierEntrySchema>;

/** Everything needed to resume a stopped crawl without fetching a finished page again. */
export const CrawlStateSchema = z.object({
  version: z.literal(1),
  /** Waiting to be fetched, in order; pages in flight when the crawl stopped are put back here. */
  pending: z.array(FrontierEntrySchema),
  /** Every URL ever queued (normalised), so none is queued twice. */
  seen: z.array(z.string()),
  /** Pages finished so far, counted against maxPages. */
  processed: z.number().int().nonnegative(),
  items: z.number().int().nonnegative(),
});
export type CrawlState = z.infer<typeof CrawlStateSchema>;

/** The crawl's queue: first in, first out (breadth first), each URL at most once. */
export class Frontier {
  readonly #pending: FrontierEntry[] = [];
  #head = 0;
  readonly #seen = new Set<string>();
  readonly #inFlight = new Map<string, FrontierEntry>();

  constructor(state?: CrawlState) {
    if (state) {
      for (const url of state.seen) this.#seen.add(url);
      this.#pending.push(...state.pending);
    }
  }

  /** Queues the URL unless it was seen before; true when queued. */
  add(url: string, depth: number): boolean {
    if (this.#seen.has(url)) return false;
    this.#seen.add(url);
    this.#pending.push({ url, depth });
    return true;
  }

  /** Marks a URL as seen without queueing it (the final URL of a redirect). */
  markSeen(url: string): void {
    this.#seen.add(url);
  }

  has(url: string): boolean {
    return this.#seen.has(url);
  }

  next(): FrontierEntry | undefined {
    const entry = this.#pending[this.#head];
    if (!entry) return undefined;
    this.#head++;
    // Drop consumed entries now and then so a long crawl does not keep them all.
    if (this.#head > 4096 && this.#head * 2 > this.#pending.length) {
      this.#pending.splice(0, this.#head);
      this.#head = 0;
    }
    this.#inFlight.set(entry.url, entry);
    return entry;
  }

  done(entry: FrontierEntry): void {
    this.#inFlight.delete(entry.url);
  }

  get pendingCount(): number {
    return this.#pending.length - this.#head;
  }

  get seenCount(): number {
    return this.#seen.size;
  }

  state(processed: number, items: number): CrawlState {
    return {
      version: 1,
      pending: [...this.#inFlight.values(), ...this.#pending.slice(this.#head)],
      seen: [...this.#seen],
      processed,
      items,
    };
  }
}
