/** How long a tab without Web Locks holds its storage lease; a refresh takes far less. */
const LEASE_MS = 10_000;
/** Time for a rival tab's lease to land in storage before this tab reads it back. */
const SETTLE_MS = 300;
const LEASE_KEY = 'gleaner-session-refreshing';
const TAB = Math.random().toString(36).slice(2);

/** Another tab is refreshing right now: take its tokens from storage shortly. */
export class RefreshInProgress extends Error {
  constructor() {
    super('Another tab is renewing the session');
    this.name = 'RefreshInProgress';
  }
}

function leaseHolder(): { tab: string; until: number } | null {
  try {
    const lease = JSON.parse(localStorage.getItem(LEASE_KEY) ?? 'null') as {
      tab?: unknown;
      until?: unknown;
    } | null;
    return typeof lease?.tab === 'string' && typeof lease.until === 'number'
      ? { tab: lease.tab, until: lease.until }
      : null;
  } catch {
    return null;
  }
}

/**
 * Without Web Locks (a page served over plain http on a LAN address is not a secure context),
 * tabs take a lease in storage: write it, wait, and go on only if it is still this tab's.
 */
async function withStorageLease<T>(task: () => Promise<T>): Promise<T> {
  const held = leaseHolder();
  if (held && held.tab !== TAB && held.until > Date.now()) throw new RefreshInProgress();
  try {
    localStorage.setItem(LEASE_KEY, JSON.stringify({ tab: TAB, until: Date.now() + LEASE_MS }));
  } catch {
    return task(); // no storage either: nothing to coordinate through
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  if (leaseHolder()?.tab !== TAB) throw new RefreshInProgress();
  try {
    return await task();
  } finally {
    localStorage.removeItem(LEASE_KEY);
  }
}

/**
 * Runs `task` as the only tab refreshing the session. The server ends the whole sign-in when a
 * refresh token is presented twice, so two tabs must never refresh at once.
 */
export async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return withStorageLease(task);
  let result: T | undefined;
  await locks.request('gleaner-session-refresh', async () => {
    result = await task();
  });
  return result as T;
}
