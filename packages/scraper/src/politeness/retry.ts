import { HttpStatusError, ScrapeError } from '../errors.js';
import { sleep } from './sleep.js';

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  signal?: AbortSignal | undefined;
  /** Told before each wait, for logs and progress. */
  onRetry?: (error: ScrapeError, attempt: number, delayMs: number) => void;
}

/**
 * Runs `task` again after retryable errors, backing off exponentially with jitter; a server's
 * Retry-After wins over the computed delay.
 */
export async function withRetries<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (!(error instanceof ScrapeError) || !error.retryable || attempt >= options.attempts)
        throw error;
      if (options.signal?.aborted) throw error;
      const backoff = options.baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5);
      const requested = error instanceof HttpStatusError ? error.retryAfterMs : undefined;
      const wait = Math.min(options.maxDelayMs, requested ?? backoff);
      options.onRetry?.(error, attempt, wait);
      await sleep(wait, options.signal);
    }
  }
}
