import { TRUNCATE, type StoredJob } from '@gleaner/shared';
import { ExternalLinkIcon, EyeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { truncate } from '@/lib/format';
import { JobErrorReason } from './JobErrorReason';
import { JobExportMenu } from './JobExportMenu';
import { JobStatusBadge } from './JobStatusBadge';
import { JobStatusIcon } from './JobStatusIcon';
import { countOf } from '@gleaner/shared';

interface JobRowProps {
  job: StoredJob;
  onView: (job: StoredJob) => void;
}

/**
 * One stored job: status, instruction (50), url (60), result count or error (50, whole on hover
 * and focus); View when it captured anything or failed (Job Details shows the whole reason),
 * Export when it captured anything.
 */
export function JobRow({ job, onView }: JobRowProps) {
  // Whatever the job captured, however it ended (cancelled, failed part way), can be reviewed.
  const exportable = job.results_count > 0;
  const viewable = exportable || Boolean(job.error_message);
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusIcon status={job.status} />
          <JobStatusBadge status={job.status} inList />
          <span className="text-sm font-medium break-words">
            {truncate(job.instruction || 'No instruction', TRUNCATE.instruction)}
          </span>
        </div>
        <a
          href={job.url}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 text-xs break-all text-primary hover:underline"
        >
          {truncate(job.url, TRUNCATE.url)}
          <ExternalLinkIcon className="size-3 shrink-0" aria-hidden="true" />
        </a>
        <p className="text-xs text-muted-foreground">
          {new Date(job.created_at).toLocaleString()}
          {job.status === 'completed'
            ? ` · Found ${countOf(job.results_count, 'result')}`
            : job.results_count > 0 && ` · Captured ${countOf(job.results_count, 'result')}`}
        </p>
        {job.error_message && <JobErrorReason reason={job.error_message} />}
      </div>
      {viewable && (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="outline" onClick={() => onView(job)}>
            <EyeIcon aria-hidden="true" />
            View
          </Button>
          {exportable && <JobExportMenu job={job} label="Export" verb="Download" />}
        </div>
      )}
    </li>
  );
}
