import { useQuery } from '@tanstack/react-query';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { analyzeJobRisk } from '../api';

/**
 * The personal-data check of one job, made when the job has finished (what it captured no longer
 * changes) and kept while the page is open.
 */
export function useJobRisk(jobId: string | null, finished: boolean) {
  const who = useJobsIdentity();
  return useQuery({
    queryKey: ['job-risk', who.owner, jobId],
    queryFn: () => analyzeJobRisk(who.token, jobId ?? ''),
    enabled: jobId !== null && finished,
    staleTime: Infinity,
    retry: false,
  });
}
