import { countOf } from '@gleaner/shared';
import type { StoredJob } from '@gleaner/shared';
import { LoaderIcon, TableIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PersonalDataBadge } from '@/features/documents/components/PersonalDataBadge';
import { useJobDetail } from '../hooks/use-jobs-history';
import { JobExportMenu } from './JobExportMenu';
import { JobResultsTable } from './JobResultsTable';
import { JobStatusBadge } from './JobStatusBadge';
import { RunAgainButton } from './RunAgainButton';

const MonitorThisButton = lazy(() => import('@/features/monitors/components/MonitorThisButton'));
const ShareButton = lazy(() => import('@/features/share/components/ShareButton'));

// The records table (TanStack Table, annotations) loads only when asked for.
const JobRecordsPanel = lazy(() => import('@/features/data-agent/components/JobRecordsPanel'));

interface JobViewDialogProps {
  job: StoredJob | null;
  onClose: () => void;
}

/** Job Details: a stored job's URL, status, date, results and the server's JSON and CSV export. */
export function JobViewDialog({ job, onClose }: JobViewDialogProps) {
  const detail = useJobDetail(job?.id ?? null);
  const data = detail.data;
  // Kept per job: opening another job shows its results first.
  const [tableFor, setTableFor] = useState<string | null>(null);
  const table = job !== null && tableFor === job.id;
  const annotatable = job?.status === 'completed' && job.results_count > 0;
  return (
    <Dialog open={job !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={table ? 'max-w-5xl' : 'max-w-3xl'}>
        <DialogHeader>
          <DialogTitle>Job Details</DialogTitle>
          <DialogDescription className="break-all">{job?.url}</DialogDescription>
        </DialogHeader>
        {job && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <JobStatusBadge status={job.status} />
              <span>Created {new Date(job.created_at).toLocaleString()}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              {annotatable && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-pressed={table}
                  onClick={() => setTableFor(table ? null : job.id)}
                >
                  <TableIcon aria-hidden="true" />
                  {table ? 'Back to results' : 'Annotate in a table'}
                </Button>
              )}
              {job.results_count > 0 && (
                <JobExportMenu job={job} label="Export Data" verb="Export as" />
              )}
              {job.status !== 'created' && job.status !== 'processing' && (
                <RunAgainButton jobId={job.id} />
              )}
              {job.status !== 'created' && (
                <Suspense fallback={null}>
                  <ShareButton jobId={job.id} />
                </Suspense>
              )}
              {job.plan && (
                <Suspense fallback={null}>
                  <MonitorThisButton
                    source={{ jobId: job.id, name: job.instruction.slice(0, 80) || job.url }}
                  />
                </Suspense>
              )}
            </div>
          </div>
        )}
        {job?.error_message && (
          <Alert variant="destructive">
            <p className="break-words">
              <span className="font-medium">Error: </span>
              {job.error_message}
            </p>
          </Alert>
        )}
        {job && (
          <PersonalDataBadge
            jobId={job.id}
            finished={job.status !== 'processing' && job.status !== 'created'}
          />
        )}
        {detail.isPending && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading results…
          </p>
        )}
        {detail.isError && (
          <p role="alert" className="text-sm text-red-700">
            Could not load the results: {detail.error.message}
          </p>
        )}
        {job && table && (
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading the
                records table…
              </p>
            }
          >
            <JobRecordsPanel job={job} />
          </Suspense>
        )}
        {data && !table && data.total_entries === 0 && (
          <p className="text-sm text-muted-foreground">This job captured nothing.</p>
        )}
        {data && !table && data.total_entries > 0 && (
          <>
            <p className="text-xs text-muted-foreground">
              Showing {data.entries.length.toLocaleString('en-US')} of{' '}
              {countOf(data.total_entries, 'result')}
            </p>
            <JobResultsTable
              entries={data.entries}
              fields={data.job.plan?.recordSpec?.fields.map((field) => field.name)}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
