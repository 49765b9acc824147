import { errorText } from '@/lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type Dispatch } from 'react';
import { toast } from 'sonner';
import { fetchJobDetail, jobKeys } from '@/features/jobs/api';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { useStreamingJob } from '@/features/jobs/hooks/use-streaming-job';
import type { WorkspaceAction } from '../workspace-state';
import { countOf } from '@/lib/plural';

/** When the workspace's job completes, its stored results fill the Captured Data panel. */
export function useJobCompletion(jobId: string | null, dispatch: Dispatch<WorkspaceAction>) {
  const entry = useStreamingJob(jobId);
  const who = useJobsIdentity();
  const client = useQueryClient();
  const loaded = useRef<string | null>(null);
  const status = jobId && entry?.job.jobId === jobId ? entry.job.status : null;

  useEffect(() => {
    if (!jobId || status !== 'completed' || loaded.current === jobId) return;
    loaded.current = jobId;
    client
      .fetchQuery({ queryKey: jobKeys.detail(jobId), queryFn: () => fetchJobDetail(who, jobId) })
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
        if (detail.total_entries > items.length) {
          const large = { id: jobId, plan: detail.job.plan, shown: items.length };
          dispatch({ type: 'large-job', job: { ...large, total: detail.total_entries } });
        }
        dispatch({ type: 'patch', patch: { conversationState: 'completed' } });
        toast.success(`Job finished: ${countOf(detail.total_entries, 'item')} captured`);
      })
      .catch((error: unknown) => {
        console.error('Could not load the job results', error);
        toast.error(`Could not load the job results: ${errorText(error)}`);
      });
  }, [jobId, status, who, client, dispatch]);
  return status;
}
