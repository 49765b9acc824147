import type { JobStatus, StreamingJob } from '@gleaner/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { toast } from 'sonner';
import { fetchJobDetail, jobKeys, type JobsIdentity } from '@/features/jobs/api';
import { errorText } from '@/lib/format';
import { jobEndSummary } from './job-end-summary';
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
  /** The job as the stream last showed it: its pages and the pages that failed. */
  job: Pick<StreamingJob, 'processedPages' | 'errors'> | null;
  dispatch: Dispatch<WorkspaceAction>;
}): Promise<boolean> {
  const { client, who, id, status, ownRun, job, dispatch } = options;
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
      jobId: id,
    }));
    dispatch({ type: 'items-add', items });
    const fields = detail.job.plan?.recordSpec?.fields.map((field) => field.name);
    if (fields) {
      dispatch({ type: 'patch', patch: { capturedFields: fields } });
      dispatch({ type: 'job-fields', jobId: id, fields });
    }
    if (detail.total_entries > items.length) {
      const large = { id, plan: detail.job.plan, shown: items.length };
      dispatch({ type: 'large-job', job: { ...large, total: detail.total_entries } });
    }
    if (!ownRun) return true;
    if (status === 'completed')
      dispatch({ type: 'patch', patch: { conversationState: 'completed' } });
    const end = jobEndSummary(status, detail.total_entries, job);
    toast[end.tone](end.text);
    // The chat that started the job hears how it ended, failed pages included.
    dispatch({
      type: 'message',
      entry: {
        id: `job-end-${id}-${status}`,
        role: 'assistant',
        content: end.text,
        timestamp: new Date().toISOString(),
      },
    });
    return true;
  } catch (error) {
    console.error('Could not load the job results', error);
    toast.error(`Could not load the job results: ${errorText(error)}`);
    return false;
  }
}
