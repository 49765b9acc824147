import { useQuery } from '@tanstack/react-query';
import { fetchJobDetail, jobKeys, listJobs } from '../api';
import { useJobsIdentity } from './use-jobs-identity';

/** The signed-in person's stored jobs (spec: limit 50). */
export function useJobsHistory(enabled: boolean) {
  const who = useJobsIdentity();
  return useQuery({
    queryKey: jobKeys.list(who.owner),
    queryFn: () => listJobs(who),
    enabled,
    staleTime: 5_000,
  });
}

/** One stored job with its results, for the View dialog. */
export function useJobDetail(id: string | null) {
  const who = useJobsIdentity();
  return useQuery({
    queryKey: jobKeys.detail(id ?? 'none'),
    queryFn: () => fetchJobDetail(who, id ?? ''),
    enabled: id !== null,
  });
}
