import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type Dispatch } from 'react';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { useStreamingJob } from '@/features/jobs/hooks/use-streaming-job';
import type { WorkspaceAction } from '../workspace-state';

/**
 * When a job ends, however it ends, its stored results fill the Captured Data panel: the
 * workspace's job, or after a reload the newest job (the one the streaming panel shows).
 */
export function useJobCompletion(jobId: string | null, dispatch: Dispatch<WorkspaceAction>) {
  const entry = useStreamingJob(jobId);
  const who = useJobsIdentity();
  const client = useQueryClient();
  const loaded = useRef<string | null>(null);
  const job = entry?.job ?? null;
  const id = job?.jobId ?? null;
  const status = job?.status ?? null;
  // A failed or cancelled job with nothing captured has nothing to review.
  const worthLoading =
    status === 'completed' ||
    ((status === 'cancelled' || status === 'failed') && (job?.totalResults ?? 0) > 0);
  const ownRun = id !== null && id === jobId;
  // A resumed job that ends again has more to add; Clear is not undone by the same state.
  const key = `${id}:${status}:${job?.totalResults ?? 0}`;

  useEffect(() => {
    if (!id || !status || !worthLoading || loaded.current === key) return;
    loaded.current = key;
    void import('../load-job-results')
      .then(({ loadJobResults }) =>
        loadJobResults({ client, who, id, status, ownRun, job, dispatch }),
      )
      .then((done) => {
        if (!done) loaded.current = null;
      });
  }, [id, key, status, worthLoading, ownRun, who, client, dispatch, job]);
  return jobId && id === jobId ? status : null;
}
