import { useQuery } from '@tanstack/react-query';
import type { DataAgentOverviewReply, DataColumn } from '@gleaner/shared';
import { LoaderIcon, NetworkIcon } from 'lucide-react';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { fetchAllRows } from '../api';
import { exportDocument } from '../export-document';
import { JsonViewer } from './JsonViewer';
import { RecordsTable } from './RecordsTable';

export type AnalysisView = 'table' | 'json' | 'graph';

interface Props {
  view: AnalysisView;
  jobId: string;
  overview: DataAgentOverviewReply;
  fields: string[];
  columns: DataColumn[];
}

/** The Table, JSON or Graph view of the chosen job. */
export function AnalysisViews({ view, jobId, overview, fields, columns }: Props) {
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
  return (
    <section
      aria-label="Governance Data Knowledge Graph"
      className="grid justify-items-center gap-2 rounded-lg border border-dashed px-4 py-12 text-center"
    >
      <NetworkIcon className="size-6 text-primary" aria-hidden="true" />
      <h3 className="text-sm font-semibold">Governance Data Knowledge Graph</h3>
      <p className="max-w-prose text-xs text-muted-foreground">
        The knowledge graph of this job&apos;s records is not built yet. Use the Table or JSON view,
        or ask the AI agent.
      </p>
    </section>
  );
}
