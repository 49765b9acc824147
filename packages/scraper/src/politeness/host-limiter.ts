import { sleep } from './sleep.js';

interface HostState {
  active: number;
  waiting: (() => void)[];
  /** Earliest time the next request to this host may start. */
  nextStart: number;
}

/**
 * Bounds requests in flight per host and spaces their starts by a delay, so a crawl with high
 * overall concurrency still treats each site gently.
 */
export class HostLimiter {
  readonly #hosts = new Map<string, HostState>();
  readonly #maxPerHost: number;
  readonly #delayMs: number;

  constructor(maxPerHost: number, delayMs: number) {
    this.#maxPerHost = maxPerHost;
    this.#delayMs = delayMs;
  }

  async run<T>(
    host: string,
    task: () => Promise<T>,
    options: { delayMs?: number; signal?: AbortSignal } = {},
  ): Promise<T> {
    const state = this.#state(host);
    if (state.active >= this.#maxPerHost) {
      await new Promise<void>((resolve) => state.waiting.push(resolve));
    } else {
      state.active++;
    }
    try {
      const delay = Math.max(this.#delayMs, options.delayMs ?? 0);
      if (delay > 0) {
        const now = Date.now();
        const start = Math.max(now, state.nextStart);
        state.nextStart = start + delay;
        await sleep(start - now, options.signal);
      }
      return await task();
    } finally {
      const next = state.waiting.shift();
      // Hand the slot straight to the next waiter; otherwise release it.
      if (next) next();
      else {
        state.active--;
        if (state.active === 0 && state.nextStart <= Date.now()) this.#hosts.delete(host);
      }
    }
  }

  #state(host: string): HostState {
    let state = this.#hosts.get(host);
    if (!state) {
      state = { active: 0, waiting: [], nextStart: 0 };
      this.#hosts.set(host, state);
    }
    return state;
  }
}
