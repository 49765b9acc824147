import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataAgentRowsQuery } from '@gleaner/shared';
import { listJobs } from '@/features/jobs/api';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { fetchJobColumns, fetchJobOverview, fetchJobRows } from '../api';

/** The person's completed jobs with results: the only ones that can be analysed (spec section 4). */
export function useCompletedJobs() {
  const who = useJobsIdentity();
  return useQuery({
    queryKey: ['data-agent', 'jobs', who.owner],
    queryFn: async () =>
      (await listJobs(who)).filter((j) => j.status === 'completed' && j.results_count > 0),
  });
}

export function useJobOverview(jobId: string | null) {
  const who = useJobsIdentity();
  return useQuery({
    queryKey: ['data-agent', 'overview', who.owner, jobId],
    queryFn: () => fetchJobOverview(who, jobId ?? ''),
    enabled: jobId !== null,
  });
}

export function useJobColumns(jobId: string | null) {
  const who = useJobsIdentity();
  return useQuery({
    queryKey: ['data-agent', 'columns', who.owner, jobId],
    queryFn: () => fetchJobColumns(who, jobId ?? ''),
    enabled: jobId !== null,
  });
}

/** One page of the records table, computed by the server; the last page stays while the next loads. */
export function useJobRows(jobId: string, query: DataAgentRowsQuery) {
  const who = useJobsIdentity();
  return useQuery({
    queryKey: ['data-agent', 'rows', who.owner, jobId, query],
    queryFn: () => fetchJobRows(who, jobId, query),
    placeholderData: keepPreviousData,
  });
}
