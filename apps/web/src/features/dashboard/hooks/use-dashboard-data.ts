import type { DashboardJobTab } from '@gleaner/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { dashboardKeys, fetchConversations, fetchJobsPage, fetchSummary } from '../api';

/** The signed-in person the dashboard speaks for (the page renders nothing else signed out). */
export function useDashboardIdentity(): { token: string; userId: string } {
  const { session, user } = useAuth();
  return { token: session?.access_token ?? '', userId: user?.id ?? '' };
}

/** The four cards and tab counts, over every job of the person. */
export function useDashboardSummary() {
  const { token, userId } = useDashboardIdentity();
  return useQuery({
    queryKey: dashboardKeys.summary(userId),
    queryFn: () => fetchSummary(token),
    enabled: token !== '',
  });
}

/** One page (100) of a job tab; the previous page stays shown while the next loads. */
export function useDashboardJobs(tab: DashboardJobTab, page: number, enabled: boolean) {
  const { token, userId } = useDashboardIdentity();
  return useQuery({
    queryKey: dashboardKeys.jobs(userId, tab, page),
    queryFn: () => fetchJobsPage(token, tab, page),
    enabled: enabled && token !== '',
    placeholderData: keepPreviousData,
  });
}

export function useConversations(enabled: boolean) {
  const { token, userId } = useDashboardIdentity();
  return useQuery({
    queryKey: dashboardKeys.conversations(userId),
    queryFn: () => fetchConversations(token, userId),
    enabled: enabled && token !== '',
  });
}
