import { useEffect, useState } from 'react';

/**
 * Whether this tab is the one that renews the session: the holder of a browser-wide lock, held
 * until the tab closes or signs out, then passed to another open tab. Without Web Locks every tab
 * renews (each still re-reads storage first).
 */
export function useRenewerLock(wanted: boolean): boolean {
  const [held, setHeld] = useState(false);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  useEffect(() => {
    if (!wanted || !locks) return;
    const stop = new AbortController();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    locks
      .request('gleaner-session-renewer', { signal: stop.signal }, async () => {
        setHeld(true);
        await released;
      })
      .catch(() => undefined); // aborted while waiting: this tab signed out or closed first
    return () => {
      stop.abort();
      release();
      setHeld(false);
    };
  }, [wanted, locks]);
  return wanted && (held || !locks);
}
