/**
 * Asks `/api/health` every 100 ms from its own client while `work` runs, and reports the slowest
 * answer: the event loop is held when one request's work stalls everyone else's.
 */
export async function slowestHealthDuring<T>(
  baseUrl: string,
  work: () => Promise<T>,
): Promise<{ result: T; slowestMs: number; checks: number }> {
  let running = true;
  let slowestMs = 0;
  let checks = 0;
  const watch = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      slowestMs = Math.max(slowestMs, performance.now() - started);
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    const result = await work();
    return { result, slowestMs, checks };
  } finally {
    running = false;
    await watch;
  }
}
