import { useQuery } from '@tanstack/react-query';
import type { DataAgentOverviewReply, DataColumn } from '@gleaner/shared';
import { LoaderIcon } from 'lucide-react';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { fetchAllRows } from '../api';
import { exportDocument } from '../export-document';
import { GraphView } from '../graph/GraphView';
import { JsonViewer } from './JsonViewer';
import { RecordsTable } from './RecordsTable';

export type AnalysisView = 'table' | 'json' | 'graph';

interface Props {
  view: AnalysisView;
  jobId: string;
  /** The job's address, for the graph's title. */
  jobUrl: string | undefined;
  overview: DataAgentOverviewReply;
  fields: string[];
  columns: DataColumn[];
}

/** The Table, JSON or Graph view of the chosen job. */
export function AnalysisViews({ view, jobId, jobUrl, overview, fields, columns }: Props) {
  const who = useJobsIdentity();
  const all = useQuery({
    queryKey: ['data-agent', 'all-rows', who.owner, jobId],
    queryFn: () => fetchAllRows(who, jobId),
    enabled: view === 'json',
  });
  if (view === 'table')
    return (
      <RecordsTable
        jobId={jobId}
        fields={fields}
        columns={columns}
        types={overview.dataTypes.map((t) => t.type)}
      />
    );
  if (view === 'json') {
    if (all.isPending)
      return (
        <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
          <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading the job&apos;s
          entries…
        </p>
      );
    if (all.isError)
      return <p className="py-8 text-sm">The JSON view is unavailable: {all.error.message}</p>;
    return <JsonViewer document={exportDocument(jobId, overview, all.data)} />;
  }
  return <GraphView jobId={jobId} jobUrl={jobUrl} columns={columns} />;
}
