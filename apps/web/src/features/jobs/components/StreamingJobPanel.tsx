import { TRUNCATE } from '@gleaner/shared';
import type { ReactNode } from 'react';
import { ActivityIcon, AlertCircleIcon, LoaderIcon, RotateCwIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState, Panel } from '@/components/ui/panel';
import { truncate } from '@/lib/format';
import type { JobAction } from '../api';
import { useJobAction } from '../hooks/use-job-actions';
import { useStreamingJobState } from '../hooks/use-streaming-job';
import { JobControls } from './JobControls';
import { JobErrors } from './JobErrors';
import { JobStats } from './JobStats';
import { JobStatusBadge } from './JobStatusBadge';
import { LiveResults } from './LiveResults';

interface StreamingJobPanelProps {
  /** The job to show; the newest job seen when null. */
  jobId: string | null;
  onAction?: (action: JobAction) => void;
  /** Shown above the job: a start the server refused, say, with what to do about it. */
  notice?: ReactNode;
}

/** Streaming Job Processing: live progress of one job, with Start / Cancel / Resume. */
export function StreamingJobPanel({ jobId, onAction, notice }: StreamingJobPanelProps) {
  const { entry, loading, error, retry } = useStreamingJobState(jobId);
  const action = useJobAction(onAction);
  const job = entry?.job;
  return (
    <Panel
      title="Streaming Job Processing"
      icon={<ActivityIcon className="size-4 text-primary" aria-hidden="true" />}
      actions={
        job && (
          <>
            <JobStatusBadge status={job.status} />
            <JobControls
              job={job}
              pending={action.isPending}
              onAction={(next) => action.mutate({ action: next, id: job.jobId })}
            />
          </>
        )
      }
    >
      <div className="grid grid-cols-1 gap-4">
        {notice}
        {error && (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden="true" />
            <div className="grid flex-1 gap-1">
              <p>
                {job
                  ? `Live updates paused: ${error.message}. Retrying while the job runs.`
                  : `Could not load your latest job: ${error.message}`}
              </p>
            </div>
            <Button size="sm" variant="outline" onClick={retry}>
              <RotateCwIcon aria-hidden="true" /> Retry
            </Button>
          </Alert>
        )}
        {job && entry ? (
          <div className="grid grid-cols-1 gap-4">
            <p className="truncate text-xs text-muted-foreground" title={job.url}>
              {truncate(job.url, TRUNCATE.url)}
            </p>
            <JobStats job={job} reading={entry.reading} />
            {job.status === 'failed' && job.errorMessage && (
              <Alert variant="destructive">
                <AlertCircleIcon aria-hidden="true" />
                <p className="break-words">Failed: {job.errorMessage}</p>
              </Alert>
            )}
            {job.status === 'cancelled' && job.errorMessage && (
              // A job stopped by a budget or plan limit says which, and how to carry on.
              <Alert>
                <AlertCircleIcon aria-hidden="true" />
                <p className="break-words">{job.errorMessage}</p>
              </Alert>
            )}
            <JobErrors errors={job.errors} />
            <LiveResults results={entry.results} />
          </div>
        ) : loading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading your latest
            job…
          </p>
        ) : error || notice ? null : (
          <EmptyState
            title="No jobs available"
            hint="Ask the agent for data and answer “yes start” to run a job; its progress shows here."
          />
        )}
      </div>
    </Panel>
  );
}
