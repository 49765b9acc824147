import type { JobOptions, PageExpectation } from '@gleaner/shared';
import { useQuery } from '@tanstack/react-query';
import { jobKeys } from '../api';
import { estimateJob } from '../estimate-api';
import { useJobsIdentity } from './use-jobs-identity';

/**
 * The server's estimate of a job before it runs: the pages its plan expects (else its cap), its
 * cost and the budget it would pass.
 */
export function useJobEstimate(
  url: string,
  job: { options: Partial<JobOptions>; expected?: PageExpectation | undefined },
) {
  const who = useJobsIdentity();
  const { options, expected } = job;
  return useQuery({
    queryKey: jobKeys.estimate(who.owner, url, { options, expected }),
    queryFn: () =>
      estimateJob(who, { url, instruction: '', options, ...(expected ? { expected } : {}) }),
    // Spending moves while jobs run: ask again when the card is looked at anew.
    staleTime: 10_000,
  });
}
