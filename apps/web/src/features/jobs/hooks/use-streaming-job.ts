import { JOB_STATUS_POLL_MS } from '@gleaner/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJobStatus, jobKeys } from '../api';
import { mergeJob, streamingKey, type StreamingEntry } from '../job-cache';
import { useJobsIdentity } from './use-jobs-identity';
import { useJobsHistory } from './use-jobs-history';

export interface StreamingJobState {
  entry: StreamingEntry | null;
  /** Nothing to show yet, and the job (or which job) is still being asked for. */
  loading: boolean;
  /** The last ask failed; the status poll keeps retrying while the job runs. */
  error: Error | null;
  retry: () => void;
}

/**
 * The job the streaming panel shows (the given one, else the newest seen or stored) with its live
 * results. Its status is also polled every 2 s while it runs, in case socket events are lost.
 */
export function useStreamingJobState(jobId: string | null): StreamingJobState {
  const client = useQueryClient();
  const who = useJobsIdentity();
  const entries = useQuery<StreamingEntry[]>({
    queryKey: streamingKey(),
    queryFn: () => client.getQueryData<StreamingEntry[]>(streamingKey()) ?? [],
    initialData: [],
    staleTime: Infinity,
  }).data;
  // Before any event this session, the newest stored job is the one to show.
  const history = useJobsHistory(jobId === null && entries.length === 0);
  const id = jobId ?? entries[0]?.job.jobId ?? history.data?.[0]?.id ?? null;
  const entry = entries.find((candidate) => candidate.job.jobId === id) ?? null;

  const status = useQuery({
    queryKey: jobKeys.status(id ?? 'none'),
    enabled: id !== null,
    queryFn: async () => mergeJob(client, await fetchJobStatus(who, id ?? '')),
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' || entry?.job.status === 'processing'
        ? JOB_STATUS_POLL_MS
        : false,
  });
  const looking = id === null ? history.isLoading : status.isLoading;
  return {
    entry,
    loading: entry === null && looking,
    error: (id === null ? history.error : status.error) ?? null,
    retry: () => void (id === null ? history.refetch() : status.refetch()),
  };
}

export function useStreamingJob(jobId: string | null): StreamingEntry | null {
  return useStreamingJobState(jobId).entry;
}
