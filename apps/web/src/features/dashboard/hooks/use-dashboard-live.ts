import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useJobsSocket } from '@/features/jobs/hooks/use-jobs-socket';
import { dashboardKeys } from '../api';

/** Job events arrive in bursts while a crawl runs; the figures follow at most once a second. */
const REFRESH_AFTER_MS = 1000;

/**
 * `/ws/jobs` as the jobs feature already merges it into the jobs cache; every change there
 * refreshes the dashboard's figures too. Returns whether the socket is connected.
 */
export function useDashboardLive(): boolean {
  const connected = useJobsSocket();
  const client = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      const key = event.query.queryKey as readonly unknown[];
      if (event.type !== 'updated' || key[0] !== 'jobs') return;
      if (event.action.type !== 'success') return;
      timer ??= setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ queryKey: dashboardKeys.all });
      }, REFRESH_AFTER_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client]);
  return connected;
}
