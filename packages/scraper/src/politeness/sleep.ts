import { setTimeout as delay } from 'node:timers/promises';
import { AbortedError } from '../errors.js';

/** Waits, ending early with `AbortedError` when the signal fires. */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) {
    if (signal?.aborted) throw new AbortedError('Cancelled.');
    return;
  }
  try {
    await delay(ms, undefined, signal ? { signal } : undefined);
  } catch (error) {
    throw new AbortedError('Cancelled.', { cause: error });
  }
}
