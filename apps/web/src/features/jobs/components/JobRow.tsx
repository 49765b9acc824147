import { TRUNCATE, type StoredJob } from '@gleaner/shared';
import { ExternalLinkIcon, EyeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { truncate } from '@/lib/format';
import { JobExportMenu } from './JobExportMenu';
import { JobStatusBadge } from './JobStatusBadge';
import { JobStatusIcon } from './JobStatusIcon';
import { countOf } from '@gleaner/shared';

interface JobRowProps {
  job: StoredJob;
  onView: (job: StoredJob) => void;
}

/** One stored job: status, instruction (50), url (60), result count or error (50); View and Export when it captured anything. */
export function JobRow({ job, onView }: JobRowProps) {
  // Whatever the job captured, however it ended (cancelled, failed part way), can be reviewed.
  const viewable = job.results_count > 0;
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
        {job.error_message && (
          <p className="text-xs text-red-700">
            {'Error: ' + job.error_message.slice(0, TRUNCATE.errorMessage)}
          </p>
        )}
      </div>
      {viewable && (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="outline" onClick={() => onView(job)}>
            <EyeIcon aria-hidden="true" />
            View
          </Button>
          <JobExportMenu job={job} label="Export" verb="Download" />
        </div>
      )}
    </li>
  );
}
