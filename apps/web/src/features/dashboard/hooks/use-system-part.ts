import { useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../api';
import { useDashboardIdentity } from './use-dashboard-data';

/** One System Command Center source, fetched when its card or dialog is on screen. */
export function useSystemPart<T>(
  part: string,
  fetcher: (token: string) => Promise<T>,
  enabled = true,
) {
  const { token, userId } = useDashboardIdentity();
  return useQuery({
    queryKey: dashboardKeys.system(userId, part),
    queryFn: () => fetcher(token),
    enabled: enabled && token !== '',
    staleTime: 10_000,
  });
}
