import { useEffect, useState } from 'react';

/** spec §9: the dashboard clock refreshes every 5 seconds. */
export const CLOCK_TICK_MS = 5000;

/** The current time, refreshed every `everyMs`. */
export function useClock(everyMs = CLOCK_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
