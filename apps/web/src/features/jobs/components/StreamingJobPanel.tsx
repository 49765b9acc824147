import { TRUNCATE } from '@gleaner/shared';
import { ActivityIcon } from 'lucide-react';
import { EmptyState, Panel } from '@/components/ui/panel';
import { truncate } from '@/lib/format';
import type { JobAction } from '../api';
import { useJobAction } from '../hooks/use-job-actions';
import { useStreamingJob } from '../hooks/use-streaming-job';
import { JobControls } from './JobControls';
import { JobErrors } from './JobErrors';
import { JobStats } from './JobStats';
import { JobStatusBadge } from './JobStatusBadge';
import { LiveResults } from './LiveResults';

interface StreamingJobPanelProps {
  /** The job to show; the newest job seen when null. */
  jobId: string | null;
  onAction?: (action: JobAction) => void;
}

/** Streaming Job Processing: live progress of one job, with Start / Cancel / Resume. */
export function StreamingJobPanel({ jobId, onAction }: StreamingJobPanelProps) {
  const entry = useStreamingJob(jobId);
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
      {job && entry ? (
        <div className="grid grid-cols-1 gap-4">
          <p className="truncate text-xs text-muted-foreground" title={job.url}>
            {truncate(job.url, TRUNCATE.url)}
          </p>
          <JobStats job={job} />
          <JobErrors errors={job.errors} />
          <LiveResults results={entry.results} />
        </div>
      ) : (
        <EmptyState
          title="No jobs available"
          hint="Ask the agent for data and answer “yes start” to run a job; its progress shows here."
        />
      )}
    </Panel>
  );
}
