import { HealthSchema, type Health } from '@gleaner/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { InfoApiError } from '../api';

export const HEALTH_REFRESH_MS = 30_000;

async function fetchHealth(): Promise<Health> {
  const result = await apiRequest('/health', HealthSchema).catch(() => null);
  if (!result) throw new InfoApiError('The server did not answer.');
  if (!result.ok)
    throw new InfoApiError(result.error ?? `The server answered with status ${result.status}.`);
  return result.data;
}

/** The server's own health check, asked again every 30 seconds while the page is open. */
export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: fetchHealth,
    refetchInterval: HEALTH_REFRESH_MS,
    retry: false,
  });
}

/**
 * Whether this server sends e-mail (`smtp`), sends none (`none`: what it would mail is kept for
 * its operator), or is not known yet (`null`): screens that would promise an e-mail say which.
 */
export function useMailDelivery(): Health['mail'] | null {
  const { data } = useQuery({
    queryKey: ['health'],
    queryFn: fetchHealth,
    staleTime: Infinity,
    retry: false,
  });
  return data?.mail ?? null;
}

/**
 * Asks, when called, whether this server sends e-mail, waiting for the health answer if it has
 * not come yet: a message shown after a request must not promise mail on a guess.
 */
export function useMailDeliveryNow(): () => Promise<Health['mail'] | null> {
  const queryClient = useQueryClient();
  return () =>
    queryClient
      .fetchQuery({ queryKey: ['health'], queryFn: fetchHealth, staleTime: Infinity, retry: false })
      .then((health) => health.mail)
      .catch(() => null);
}
