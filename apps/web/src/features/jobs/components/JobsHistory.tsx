import type { StoredJob } from '@gleaner/shared';
import { HistoryIcon, LoaderIcon, RefreshCwIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState, Panel } from '@/components/ui/panel';
import { useJobsHistory } from '../hooks/use-jobs-history';
import { JobRow } from './JobRow';
import { JobViewDialog } from './JobViewDialog';

/** Scraping Jobs History: the person's (or this browser's anonymous) stored jobs, with View and export. */
export function JobsHistory({ onClose }: { onClose?: () => void }) {
  const history = useJobsHistory(true);
  const [viewing, setViewing] = useState<StoredJob | null>(null);
  const jobs = history.data ?? [];
  const refresh = async () => {
    const result = await history.refetch();
    if (result.isError) toast.error(`Could not refresh your jobs: ${result.error.message}`);
  };
  return (
    <Panel
      title="Scraping Jobs History"
      icon={<HistoryIcon className="size-4 text-primary" aria-hidden="true" />}
      actions={
        <>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void refresh()}
            disabled={history.isFetching}
          >
            <RefreshCwIcon
              className={history.isFetching ? 'animate-spin' : ''}
              aria-hidden="true"
            />
            Refresh
          </Button>
          {onClose && (
            <Button size="sm" variant="outline" onClick={onClose}>
              <XIcon aria-hidden="true" />
              Close
            </Button>
          )}
        </>
      }
    >
      {history.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading your jobs…
        </p>
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load your jobs: {history.error.message}
        </p>
      ) : jobs.length === 0 ? (
        <EmptyState title="No scraping jobs found. Start by creating a new scraping job." />
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} onView={setViewing} />
          ))}
        </ul>
      )}
      <JobViewDialog job={viewing} onClose={() => setViewing(null)} />
    </Panel>
  );
}
