import type { UsagePeriod } from '@gleaner/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountKeys, fetchCostAlerts, fetchUsageSummary } from '../api';
import { useAccountOwner } from './use-account-owner';

/** The usage summary for the period; the previous period stays on screen while the next loads. */
export function useUsageSummary(period: UsagePeriod) {
  const { token, userId } = useAccountOwner();
  return useQuery({
    queryKey: accountKeys.summary(userId, period),
    queryFn: () => fetchUsageSummary(token, period),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useCostAlerts() {
  const { token, userId } = useAccountOwner();
  return useQuery({
    queryKey: accountKeys.alerts(userId),
    queryFn: () => fetchCostAlerts(token),
    enabled: Boolean(token),
  });
}
