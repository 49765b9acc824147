import { useQuery } from '@tanstack/react-query';
import { knowledgeGraphTitle, type DataColumn } from '@gleaner/shared';
import { LoaderIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { fetchAllRows } from '../api';
import { buildGraph } from './build-graph';
import { GRAPH } from './graph-model';
import { KnowledgeGraph } from './KnowledgeGraph';

interface GraphViewProps {
  jobId: string;
  /** The job's address: the title names the data drawn (knowledgeGraphTitle). */
  jobUrl: string | undefined;
  columns: DataColumn[];
}

/** The Graph view: the job's first 5,000 records as a knowledge graph. */
export function GraphView({ jobId, jobUrl, columns }: GraphViewProps) {
  const title = knowledgeGraphTitle(jobUrl);
  const who = useJobsIdentity();
  const rows = useQuery({
    queryKey: ['data-agent', 'graph-rows', who.owner, jobId],
    queryFn: () => fetchAllRows(who, jobId, GRAPH.maxRecords),
  });
  const graph = useMemo(
    () => (rows.data ? buildGraph(title, rows.data, columns) : null),
    [title, rows.data, columns],
  );
  if (rows.isError)
    return (
      <div className="grid justify-items-start gap-2 py-8 text-sm">
        <p>The graph is unavailable: {rows.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void rows.refetch()}>
          Retry
        </Button>
      </div>
    );
  if (!graph)
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
        <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Building the graph…
      </p>
    );
  return <KnowledgeGraph title={title} nodes={graph.nodes} links={graph.links} />;
}
