import type { StoredJob } from '@gleaner/shared';
import { ChevronDownIcon, DownloadIcon, LoaderIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useJobExport } from '../hooks/use-job-export';

interface JobExportMenuProps {
  job: Pick<StoredJob, 'id' | 'plan'>;
  /** 'Export' on a history row, 'Export Data' in Job Details (spec/dashboard.md section 2). */
  label: string;
  /** 'Download' on a history row, 'Export as' in Job Details. */
  verb: string;
  size?: 'sm' | 'default';
}

/** The server's streamed export of a whole job; a job of records also offers the item columns. */
export function JobExportMenu({ job, label, verb, size = 'sm' }: JobExportMenuProps) {
  const exporter = useJobExport();
  const hasRecords = Boolean(job.plan?.recordSpec ?? job.plan?.detailRecordSpec);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size={size} variant="outline" disabled={exporter.isPending}>
          {exporter.isPending ? (
            <LoaderIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <DownloadIcon aria-hidden="true" />
          )}
          {label}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => exporter.mutate({ id: job.id, format: 'json' })}>
          {verb} JSON
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => exporter.mutate({ id: job.id, format: 'csv' })}>
          {verb} CSV
          {hasRecords && <span className="ml-auto text-xs text-muted-foreground">by field</span>}
        </DropdownMenuItem>
        {hasRecords && (
          <DropdownMenuItem
            onSelect={() => exporter.mutate({ id: job.id, format: 'csv', shape: 'items' })}
          >
            {verb} CSV
            <span className="ml-auto text-xs text-muted-foreground">one item per row</span>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
