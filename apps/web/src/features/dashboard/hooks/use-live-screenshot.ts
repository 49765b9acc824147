import { useQuery } from '@tanstack/react-query';
import { fetchScreenshot, SessionEndedError } from '../api';
import { useDashboardIdentity } from './use-dashboard-data';

/** spec §9: the live view refreshes every 5 seconds. */
export const LIVE_REFRESH_MS = 5000;

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('Could not read the screenshot'));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the screenshot'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Screenshots of an open browser page, taken only while the live dialog is open: one at once,
 * then every 5 s while auto-refresh is on, until the page has finished. Its own key (not under
 * 'dashboard'), so job events never take one nobody asked for. A failed refetch keeps the last
 * picture in `data`.
 */
export function useLiveScreenshot(sessionId: string | null, autoRefresh: boolean) {
  const { token } = useDashboardIdentity();
  const query = useQuery({
    queryKey: ['live-screenshot', sessionId],
    queryFn: async () => {
      const { image, ended } = await fetchScreenshot(token, sessionId ?? '');
      return { url: await asDataUrl(image), ended };
    },
    enabled: sessionId !== null && token !== '',
    refetchInterval: (current) =>
      autoRefresh &&
      !current.state.data?.ended &&
      !(current.state.error instanceof SessionEndedError)
        ? LIVE_REFRESH_MS
        : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: false,
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
  const ended = Boolean(query.data?.ended) || query.error instanceof SessionEndedError;
  return { ...query, ended };
}
