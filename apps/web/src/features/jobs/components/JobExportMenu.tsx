import type { StoredJob } from '@gleaner/shared';
import { ChevronDownIcon, DownloadIcon, LoaderIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useJobExport } from '../hooks/use-job-export';
import { useRedactExports } from '../redact-preference';

interface JobExportMenuProps {
  job: Pick<StoredJob, 'id' | 'plan'>;
  /** 'Export' on a history row, 'Export Data' in Job Details (spec/dashboard.md section 2). */
  label: string;
  /** 'Download' on a history row, 'Export as' in Job Details. */
  verb: string;
  size?: 'sm' | 'default';
}

/**
 * The server's streamed export of a whole job; a job of records also offers the item columns.
 * Redact personal data masks e-mails, phones, addresses, card and ID numbers and names beside
 * them in the file; the switch is shared by every export menu and kept across visits (the chat's
 * "remove personal data" turns it on).
 */
export function JobExportMenu({ job, label, verb, size = 'sm' }: JobExportMenuProps) {
  const exporter = useJobExport();
  const [redact, setRedact] = useRedactExports();
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
        <DropdownMenuItem onSelect={() => exporter.mutate({ id: job.id, format: 'json', redact })}>
          {verb} JSON
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => exporter.mutate({ id: job.id, format: 'csv', redact })}>
          {verb} CSV
          {hasRecords && <span className="ml-auto text-xs text-muted-foreground">by field</span>}
        </DropdownMenuItem>
        {hasRecords && (
          <DropdownMenuItem
            onSelect={() => exporter.mutate({ id: job.id, format: 'csv', shape: 'items', redact })}
          >
            {verb} CSV
            <span className="ml-auto text-xs text-muted-foreground">one item per row</span>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem
          checked={redact}
          onCheckedChange={setRedact}
          // Stays open, so the person then picks a format with the switch as set.
          onSelect={(event) => event.preventDefault()}
        >
          Redact personal data
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
