import type { PGlite } from '@electric-sql/pglite';

const DRAIN_LIMIT_MS = 5000;

/**
 * PGlite must not be closed while a statement is in flight (electric-sql/pglite#1084): the
 * close throws or wedges the process. This counts what is running through the client's public
 * methods, so `close` can wait for it to finish first.
 */
export function trackInFlight(client: PGlite): { drained(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, name, {
      value: (...args: unknown[]) => {
        const pending = original(...args);
        running.add(pending);
        void pending.finally(() => running.delete(pending)).catch(() => undefined);
        return pending;
      },
    });
  }
  return {
    async drained() {
      const deadline = Date.now() + DRAIN_LIMIT_MS;
      while (running.size > 0 && Date.now() < deadline) {
        await Promise.race([
          Promise.allSettled([...running]),
          new Promise((resolve) => setTimeout(resolve, 100)),
        ]);
      }
    },
  };
}
