import type { StoredJob } from '@gleaner/shared';
import { LoaderIcon } from 'lucide-react';
import { contentFields, planFields } from '../export-document';
import { useJobColumns, useJobOverview, useJobRows } from '../hooks/use-analysis-data';
import { RecordsTable } from './RecordsTable';

/**
 * One job's records table with cell annotations, for Job Details: the screen where anyone,
 * signed in or not, looks at a job's results (the AI Analysis tab needs an account). Loaded
 * lazily, on demand, so the pages that show Job Details do not carry the table.
 */
export default function JobRecordsPanel({ job }: { job: StoredJob }) {
  const overview = useJobOverview(job.id);
  const columns = useJobColumns(job.id);
  const first = useJobRows(job.id, { offset: 0, limit: 1 });
  const failed = overview.error ?? columns.error ?? first.error;
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-700">
        The records table is unavailable: {failed.message}
      </p>
    );
  if (!overview.data || !columns.data || !first.data)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading the records table…
      </p>
    );
  return (
    <RecordsTable
      jobId={job.id}
      fields={contentFields(first.data.rows, planFields(job))}
      columns={columns.data.columns}
      types={overview.data.dataTypes.map((t) => t.type)}
    />
  );
}
