import { errorText } from '@/lib/format';
import type { JobStatus } from '@gleaner/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type Dispatch } from 'react';
import { toast } from 'sonner';
import { fetchJobDetail, jobKeys } from '@/features/jobs/api';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { useStreamingJob } from '@/features/jobs/hooks/use-streaming-job';
import type { WorkspaceAction } from '../workspace-state';
import { countOf } from '@/lib/plural';

const ENDED: JobStatus[] = ['completed', 'cancelled', 'failed'];

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
  const ended = status !== null && ENDED.includes(status);
  // A failed or cancelled job with nothing captured has nothing to review.
  const worthLoading = ended && (status === 'completed' || (job?.totalResults ?? 0) > 0);
  const ownRun = id !== null && id === jobId;
  // A resumed job that ends again has more to add; Clear is not undone by the same state.
  const key = `${id}:${status}:${job?.totalResults ?? 0}`;

  useEffect(() => {
    if (!id || !worthLoading || loaded.current === key) return;
    loaded.current = key;
    client
      .fetchQuery({ queryKey: jobKeys.detail(id), queryFn: () => fetchJobDetail(who, id) })
      .then((detail) => {
        const items = detail.entries.map((entry) => ({
          id: entry.id,
          type: entry.type,
          content: entry.content,
          selector: entry.selector,
          timestamp: entry.created_at,
          confidence: entry.confidence,
          url: entry.url,
        }));
        dispatch({ type: 'items-add', items });
        const fields = detail.job.plan?.recordSpec?.fields.map((field) => field.name);
        if (fields) dispatch({ type: 'patch', patch: { capturedFields: fields } });
        if (detail.total_entries > items.length) {
          const large = { id, plan: detail.job.plan, shown: items.length };
          dispatch({ type: 'large-job', job: { ...large, total: detail.total_entries } });
        }
        if (!ownRun) return;
        const captured = countOf(detail.total_entries, 'item');
        if (status === 'completed') {
          dispatch({ type: 'patch', patch: { conversationState: 'completed' } });
          toast.success(`Job finished: ${captured} captured`);
        } else toast.info(`Job ${status}: the ${captured} it captured are in Captured Data`);
      })
      .catch((error: unknown) => {
        loaded.current = null;
        console.error('Could not load the job results', error);
        toast.error(`Could not load the job results: ${errorText(error)}`);
      });
  }, [id, key, status, worthLoading, ownRun, who, client, dispatch]);
  return jobId && id === jobId ? status : null;
}
