import type { DashboardJobTab, StoredJob } from '@gleaner/shared';
import { ChevronLeftIcon, ChevronRightIcon, LoaderIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { JobRow } from '@/features/jobs/components/JobRow';
import { JobViewDialog } from '@/features/jobs/components/JobViewDialog';
import { useDashboardJobs } from '../hooks/use-dashboard-data';

/** One job tab: up to 100 jobs, newest first, with pages beyond that. */
export function JobList({ tab, active }: { tab: DashboardJobTab; active: boolean }) {
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<StoredJob | null>(null);
  const jobs = useDashboardJobs(tab, page, active);
  if (jobs.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading your jobs…
      </p>
    );
  }
  if (jobs.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not load your jobs: {jobs.error.message}
      </p>
    );
  }
  const { total, pageSize } = jobs.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="grid gap-3">
      {jobs.data.jobs.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          No jobs found in this category.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {jobs.data.jobs.map((job) => (
            <JobRow key={job.id} job={job} onView={setViewing} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Job pages" className="flex items-center justify-end gap-2 text-sm">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </Button>
          <span className="tabular-nums">
            Page {page} of {pages}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      )}
      <JobViewDialog job={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
