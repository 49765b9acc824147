import type { FetchSession } from '@gleaner/scraper';

interface Entry {
  session: FetchSession;
  busy: number;
  usedAt: number;
}

export interface JobSessionsOptions {
  /** A job's session idle this long is closed; its next page opens a fresh one. */
  idleMs: number;
  /** Sessions kept open at once; past it, the least recently used idle ones close. */
  max: number;
}

/**
 * One fetch session (its own browser context: cookies, storage) per job, so nothing one job's
 * pages leave behind reaches another person's job. Sessions close when idle or when the job
 * ends in this process, which bounds open contexts by work in flight, not by people.
 */
export class JobSessions {
  readonly #entries = new Map<string, Entry>();
  readonly #options: JobSessionsOptions;
  readonly #sweeper: NodeJS.Timeout;

  constructor(options: JobSessionsOptions) {
    this.#options = options;
    this.#sweeper = setInterval(() => void this.#sweep(), Math.max(1000, options.idleMs / 2));
    this.#sweeper.unref();
  }

  /** Runs `work` in the job's session, opening it with `open` when there is none. */
  async run<T>(
    key: string,
    open: () => FetchSession,
    work: (session: FetchSession) => Promise<T>,
  ): Promise<T> {
    let entry = this.#entries.get(key);
    const opened = !entry;
    if (!entry) {
      entry = { session: open(), busy: 0, usedAt: Date.now() };
      this.#entries.set(key, entry);
    }
    entry.busy += 1;
    if (opened) void this.#trim();
    try {
      return await work(entry.session);
    } finally {
      entry.busy -= 1;
      entry.usedAt = Date.now();
      // The map's order is the order of use, least recent first.
      if (this.#entries.get(key) === entry) {
        this.#entries.delete(key);
        this.#entries.set(key, entry);
      }
    }
  }

  /** Closes the session of a job that is over; one still in use closes when its pages finish. */
  async end(key: string): Promise<void> {
    const entry = this.#entries.get(key);
    if (!entry) return;
    if (entry.busy > 0) {
      entry.usedAt = 0;
      return;
    }
    this.#entries.delete(key);
    await entry.session.close();
  }

  get size(): number {
    return this.#entries.size;
  }

  async closeAll(): Promise<void> {
    clearInterval(this.#sweeper);
    const entries = [...this.#entries.values()];
    this.#entries.clear();
    await Promise.all(entries.map((entry) => entry.session.close()));
  }

  async #sweep(): Promise<void> {
    const stale = Date.now() - this.#options.idleMs;
    await this.#closeWhere((entry) => entry.busy === 0 && entry.usedAt <= stale);
  }

  async #trim(): Promise<void> {
    const excess = this.#entries.size - this.#options.max;
    if (excess <= 0) return;
    const oldestIdle = new Set(
      [...this.#entries.values()].filter((entry) => entry.busy === 0).slice(0, excess),
    );
    await this.#closeWhere((entry) => oldestIdle.has(entry));
  }

  async #closeWhere(test: (entry: Entry) => boolean): Promise<void> {
    const closing: FetchSession[] = [];
    for (const [key, entry] of this.#entries) {
      if (!test(entry)) continue;
      this.#entries.delete(key);
      closing.push(entry.session);
    }
    await Promise.all(closing.map((session) => session.close()));
  }
}
