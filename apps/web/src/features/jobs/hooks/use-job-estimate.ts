import type { JobOptions } from '@gleaner/shared';
import { useQuery } from '@tanstack/react-query';
import { jobKeys } from '../api';
import { estimateJob } from '../estimate-api';
import { useJobsIdentity } from './use-jobs-identity';

/** The server's estimate of a job before it runs: its cost and the budget it would pass. */
export function useJobEstimate(url: string, options: Partial<JobOptions>) {
  const who = useJobsIdentity();
  return useQuery({
    queryKey: jobKeys.estimate(who.owner, url, options),
    queryFn: () => estimateJob(who, { url, instruction: '', options }),
    // Spending moves while jobs run: ask again when the card is looked at anew.
    staleTime: 10_000,
  });
}
