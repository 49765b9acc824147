import { JOB_STATUS_POLL_MS } from '@gleaner/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJobStatus, jobKeys } from '../api';
import { mergeJob, streamingKey, type StreamingEntry } from '../job-cache';
import { useJobsIdentity } from './use-jobs-identity';
import { useJobsHistory } from './use-jobs-history';

/**
 * The job the streaming panel shows (the given one, else the newest seen or stored) with its live
 * results. Its status is also polled every 2 s while it runs, in case socket events are lost.
 */
export function useStreamingJob(jobId: string | null): StreamingEntry | null {
  const client = useQueryClient();
  const who = useJobsIdentity();
  const entries = useQuery<StreamingEntry[]>({
    queryKey: streamingKey(),
    queryFn: () => client.getQueryData<StreamingEntry[]>(streamingKey()) ?? [],
    initialData: [],
    staleTime: Infinity,
  }).data;
  // Before any event this session, the newest stored job is the one to show.
  const stored = useJobsHistory(jobId === null && entries.length === 0).data;
  const id = jobId ?? entries[0]?.job.jobId ?? stored?.[0]?.id ?? null;
  const entry = entries.find((candidate) => candidate.job.jobId === id) ?? null;

  useQuery({
    queryKey: jobKeys.status(id ?? 'none'),
    enabled: id !== null,
    queryFn: async () => {
      return mergeJob(client, await fetchJobStatus(who, id ?? ''));
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' || entry?.job.status === 'processing'
        ? JOB_STATUS_POLL_MS
        : false,
  });
  return entry;
}
