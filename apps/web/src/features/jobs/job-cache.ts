import type { DocumentReading, JobEvent, LiveResult, StreamingJob } from '@gleaner/shared';
import type { QueryClient } from '@tanstack/react-query';
import { jobKeys } from './api';

/** A job as the streaming panel holds it: its latest state and the live results seen so far. */
export interface StreamingEntry {
  job: StreamingJob;
  results: LiveResult[];
  /** The document page the job is reading now, while it runs. */
  reading?: DocumentReading | null;
}

const STREAMING_KEY = ['jobs', 'streaming'] as const;
/** Live results kept per job; the panel shows the last 10, the terminal the last 3. */
const RESULTS_KEPT = 200;

export function streamingKey() {
  return STREAMING_KEY;
}

/**
 * Puts a job's new state (and any new live results) into the cache, newest job first, and
 * returns the state kept: a state older than the one held (a poll answered before the last
 * event arrived) adds its results but never takes a finished job back to processing. A reading
 * given replaces the one held (undefined keeps it); a job no longer running reads nothing.
 */
export function mergeJob(
  client: QueryClient,
  job: StreamingJob,
  results: LiveResult[] = [],
  reading?: DocumentReading | null,
): StreamingJob {
  let kept = job;
  client.setQueryData<StreamingEntry[]>(STREAMING_KEY, (entries = []) => {
    const previous = entries.find((entry) => entry.job.jobId === job.jobId);
    if (previous && previous.job.version > job.version) kept = previous.job;
    const known = new Set(previous?.results.map((result) => result.id));
    const merged: StreamingEntry = {
      job: kept,
      reading:
        kept.status !== 'processing'
          ? null
          : reading === undefined
            ? (previous?.reading ?? null)
            : reading,
      results: [...(previous?.results ?? []), ...results.filter((r) => !known.has(r.id))].slice(
        -RESULTS_KEPT,
      ),
    };
    const others = entries.filter((entry) => entry.job.jobId !== job.jobId);
    return previous ? entries.map((e) => (e === previous ? merged : e)) : [merged, ...others];
  });
  client.setQueryData(jobKeys.status(job.jobId), kept);
  return kept;
}

/** Spec section 4: every socket event carries the job's whole state; progress appends results. */
export function applyJobEvent(client: QueryClient, event: JobEvent) {
  mergeJob(
    client,
    event.job,
    event.type === 'job_progress' ? (event.results ?? []) : [],
    event.reading,
  );
  if (event.type !== 'job_progress' && event.type !== 'job_started') {
    void client.invalidateQueries({ queryKey: ['jobs', 'list'] });
  }
}
