import type { JobStatus } from '@gleaner/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { toast } from 'sonner';
import { fetchJobDetail, jobKeys, type JobsIdentity } from '@/features/jobs/api';
import { errorText } from '@/lib/format';
import { countOf } from '@gleaner/shared';
import type { WorkspaceAction } from './workspace-state';

/**
 * Puts an ended job's stored results into Captured Data (loaded with the first ended job, not
 * the landing page); `ownRun`: the workspace ran it this session, so say how it ended.
 */
export async function loadJobResults(options: {
  client: QueryClient;
  who: JobsIdentity;
  id: string;
  status: JobStatus;
  ownRun: boolean;
  dispatch: Dispatch<WorkspaceAction>;
}): Promise<boolean> {
  const { client, who, id, status, ownRun, dispatch } = options;
  try {
    const detail = await client.fetchQuery({
      queryKey: jobKeys.detail(id),
      queryFn: () => fetchJobDetail(who, id),
    });
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
    if (!ownRun) return true;
    const captured = countOf(detail.total_entries, 'item');
    if (status === 'completed') {
      dispatch({ type: 'patch', patch: { conversationState: 'completed' } });
      toast.success(`Job finished: ${captured} captured`);
    } else toast.info(`Job ${status}: the ${captured} it captured are in Captured Data`);
    return true;
  } catch (error) {
    console.error('Could not load the job results', error);
    toast.error(`Could not load the job results: ${errorText(error)}`);
    return false;
  }
}
