import { countOf } from '@gleaner/shared';
import { useQueryClient } from '@tanstack/react-query';
import { BotIcon, DownloadIcon, LoaderIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { truncate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { fetchAllRows } from '../api';
import { downloadText, entriesCsv, exportDocument, fileStamp } from '../export-document';
import {
  useCompletedJobs,
  useJobColumns,
  useJobOverview,
  useJobRows,
} from '../hooks/use-analysis-data';
import { contentFields, planFields } from '../export-document';
import { AnalysisStats, TypeDistribution } from './AnalysisStats';
import { AnalysisViews, type AnalysisView } from './AnalysisViews';
import { DataAgentPanel } from './DataAgentPanel';
import { DemoDataButton } from './DemoDataButton';

const VIEWS: [AnalysisView, string][] = [
  ['table', 'Table'],
  ['json', 'JSON'],
  ['graph', 'Graph'],
];

/**
 * The AI Analysis tab (spec section 2): a completed job's records with their figures, as a
 * table or JSON, exports, and the AI data agent beside them.
 */
export default function EnhancedDataDashboard() {
  const who = useJobsIdentity();
  const client = useQueryClient();
  const jobs = useCompletedJobs();
  const [picked, setPicked] = useState<string | null>(null);
  const jobId = picked ?? jobs.data?.[0]?.id ?? null;
  const overview = useJobOverview(jobId);
  const columns = useJobColumns(jobId);
  const first = useJobRows(jobId ?? '', { offset: 0, limit: 1 });
  const [view, setView] = useState<AnalysisView>('table');
  const [agent, setAgent] = useState(true);
  const [exporting, setExporting] = useState(false);

  if (jobs.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
        <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading your jobs…
      </p>
    );
  if (jobs.isError)
    return (
      <div className="grid justify-items-start gap-2 py-8 text-sm">
        <p>Your jobs are unavailable: {jobs.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void jobs.refetch()}>
          Retry
        </Button>
      </div>
    );
  if (!jobId)
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center text-sm">
        <p>
          No completed job with results yet. Run a scrape from the app; its records can be analysed
          here once it completes.
        </p>
        <p className="text-muted-foreground">
          Or try the data agent and the graph on a sample data set (countries × governance
          indicators, made up for the demo).
        </p>
        <DemoDataButton variant="default" onLoaded={setPicked} />
      </div>
    );

  const refresh = () => void client.invalidateQueries({ queryKey: ['data-agent'] });
  const exportAs = async (format: 'json' | 'csv') => {
    if (!overview.data) return;
    setExporting(true);
    try {
      const entries = await fetchAllRows(who, jobId);
      const name = `scraped-data-${fileStamp()}.${format}`;
      if (format === 'json')
        downloadText(
          JSON.stringify(exportDocument(jobId, overview.data, entries), null, 2),
          name,
          'application/json',
        );
      else downloadText(entriesCsv(entries), name, 'text/csv');
    } catch (error) {
      toast.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-w-0 flex-1 basis-64 items-center gap-2 text-sm">
          <span className="shrink-0 font-medium">Job</span>
          <select
            className="h-9 min-w-0 flex-1 rounded-md border bg-card px-2"
            value={jobId}
            onChange={(e) => setPicked(e.target.value)}
            aria-label="Job to analyse"
          >
            {jobs.data.map((job) => (
              <option key={job.id} value={job.id}>
                {truncate(job.instruction || job.url, 50)} · {countOf(job.results_count, 'result')}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" variant="outline" onClick={refresh}>
          <RefreshCwIcon aria-hidden="true" /> Refresh
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={exporting || !overview.data}
          onClick={() => void exportAs('json')}
        >
          <DownloadIcon aria-hidden="true" /> Export JSON
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={exporting || !overview.data}
          onClick={() => void exportAs('csv')}
        >
          <DownloadIcon aria-hidden="true" /> Export CSV
        </Button>
        <Button
          size="sm"
          variant={agent ? 'secondary' : 'outline'}
          onClick={() => setAgent(!agent)}
          aria-pressed={agent}
        >
          <BotIcon aria-hidden="true" /> {agent ? 'Hide AI Agent' : 'Show AI Agent'}
        </Button>
        <DemoDataButton onLoaded={setPicked} />
      </div>
      {overview.isError && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <p>This job&apos;s figures are unavailable: {overview.error.message}</p>
          <Button size="sm" variant="outline" onClick={() => void overview.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {overview.data && <AnalysisStats overview={overview.data} />}
      <div
        className={cn(
          'grid min-w-0 grid-cols-1 gap-3',
          agent && 'xl:grid-cols-[minmax(0,1fr)_26rem]',
        )}
      >
        <div className="grid min-w-0 grid-cols-1 content-start gap-3">
          <div
            role="radiogroup"
            aria-label="View"
            className="inline-flex w-fit rounded-lg bg-muted p-1"
          >
            {VIEWS.map(([id, label]) => (
              <button
                key={id}
                type="button"
                role="radio"
                aria-checked={view === id}
                onClick={() => setView(id)}
                className={cn('rounded-md px-3 py-1 text-sm', view === id && 'bg-card shadow-sm')}
              >
                {label}
              </button>
            ))}
          </div>
          {overview.data && columns.data && first.data ? (
            <AnalysisViews
              view={view}
              jobId={jobId}
              jobUrl={jobs.data.find((j) => j.id === jobId)?.url}
              overview={overview.data}
              fields={contentFields(
                first.data.rows,
                planFields(jobs.data.find((j) => j.id === jobId)),
              )}
              columns={columns.data.columns}
            />
          ) : (
            !overview.isError && (
              <p
                role="status"
                className="flex items-center gap-2 py-8 text-sm text-muted-foreground"
              >
                <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading the
                job&apos;s records…
              </p>
            )
          )}
          {overview.data && <TypeDistribution overview={overview.data} />}
        </div>
        {agent && <DataAgentPanel jobId={jobId} />}
      </div>
    </div>
  );
}
