/**
 * URLs this process knows are already in a job's frontier. Most links a crawl finds are ones it
 * has seen (menus, footers, pagination), so checking here first keeps them away from the
 * database. Only ever holds URLs whose rows are committed, so skipping them can lose no page;
 * a URL it does not hold is simply checked in the database.
 */
export class KnownPages {
  readonly #jobs = new Map<string, Set<string>>();

  constructor(
    /** Jobs remembered at once; the least recently used is dropped first. */
    private readonly maxJobs = 16,
    /** URLs remembered per job, which bounds memory on very large crawls. */
    private readonly maxPerJob = 100_000,
  ) {}

  /** The URLs not known to be in the job's frontier, in their order. */
  unknown(jobId: string, urls: readonly string[]): string[] {
    const known = this.#touch(jobId);
    return known ? urls.filter((url) => !known.has(url)) : [...urls];
  }

  /** Records URLs that are now committed to the job's frontier. */
  remember(jobId: string, urls: Iterable<string>): void {
    let known = this.#touch(jobId);
    if (!known) {
      known = new Set();
      this.#jobs.set(jobId, known);
      if (this.#jobs.size > this.maxJobs) {
        const oldest = this.#jobs.keys().next().value;
        if (oldest !== undefined) this.#jobs.delete(oldest);
      }
    }
    for (const url of urls) {
      if (known.size >= this.maxPerJob) break;
      known.add(url);
    }
  }

  forget(jobId: string): void {
    this.#jobs.delete(jobId);
  }

  /** The job's set, moved to the most recently used end. */
  #touch(jobId: string): Set<string> | undefined {
    const known = this.#jobs.get(jobId);
    if (known) {
      this.#jobs.delete(jobId);
      this.#jobs.set(jobId, known);
    }
    return known;
  }
}
