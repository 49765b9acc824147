import type { StoredJob } from '@gleaner/shared';
import { DownloadIcon, LoaderIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useJobExport } from '../hooks/use-job-export';
import { useJobDetail } from '../hooks/use-jobs-history';
import { JobResultsTable } from './JobResultsTable';

interface JobViewDialogProps {
  job: StoredJob | null;
  onClose: () => void;
}

/** A stored job's results with the server's JSON and CSV export. */
export function JobViewDialog({ job, onClose }: JobViewDialogProps) {
  const detail = useJobDetail(job?.id ?? null);
  const exporter = useJobExport();
  const data = detail.data;
  return (
    <Dialog open={job !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Job results</DialogTitle>
          <DialogDescription className="break-all">{job?.url}</DialogDescription>
        </DialogHeader>
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
        {data && (
          <>
            <p className="text-xs text-muted-foreground">
              Showing {data.entries.length} of {data.total_entries} results
            </p>
            <JobResultsTable
              entries={data.entries}
              fields={data.job.plan?.recordSpec?.fields.map((field) => field.name)}
            />
          </>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {(['json', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              disabled={!job || exporter.isPending}
              onClick={() => job && exporter.mutate({ id: job.id, format })}
            >
              <DownloadIcon aria-hidden="true" />
              Export as {format.toUpperCase()}
            </Button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
