import { MAX_DOCUMENT_TEXT_LENGTH, countOf } from '@gleaner/shared';
import { DatabaseIcon, DownloadIcon, InfoIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { TextPersonalDataBadge } from '@/features/documents/components/PersonalDataBadge';
import { JobExportMenu } from '@/features/jobs/components/JobExportMenu';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState, Panel } from '@/components/ui/panel';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRedactExports } from '@/features/jobs/redact-preference';
import { contentText } from '@/lib/format';
import type { LargeJob, PanelItem } from '../captured-export';
import { capturedJobs, sourceOf } from '../captured-jobs';
import { useCapturedExport } from '../hooks/use-captured-export';
import { useSelection } from '../hooks/use-selection';
import { CapturedItemRow } from './CapturedItemRow';
import { CapturedPreview } from './CapturedPreview';

interface CapturedDataPanelProps {
  items: PanelItem[];
  /** Jobs whose results go beyond what the panel holds. */
  largeJobs?: LargeJob[];
  /** Record fields in the plan's order, for the CSV columns. */
  fields?: string[];
  /** Each loaded job's record fields: the panel shows one job's results at a time. */
  jobFields?: Record<string, string[]>;
  /** The job the workspace runs now: shown first when its results are here. */
  currentJob?: string | null;
  onClear: () => void;
}

/**
 * Captured Data: list or preview, multi-select, export of the selection (all when none), with
 * personal data masked by the server when Redact personal data is on, Clear.
 */
export function CapturedDataPanel({
  items: allItems,
  largeJobs: allLargeJobs = [],
  fields: currentFields,
  jobFields = {},
  currentJob = null,
  onClear,
}: CapturedDataPanelProps) {
  const [view, setView] = useState('list');
  // One job at a time, so two jobs' columns never mix: the one picked, else the running one,
  // else the newest.
  const jobs = useMemo(() => capturedJobs(allItems), [allItems]);
  const [picked, setPicked] = useState<string | null>(null);
  const shownJob =
    jobs.find((job) => job.key === picked)?.key ??
    jobs.find((job) => job.key === currentJob)?.key ??
    jobs.at(-1)?.key ??
    null;
  const items = useMemo(
    () => (jobs.length > 1 ? allItems.filter((item) => sourceOf(item) === shownJob) : allItems),
    [allItems, jobs.length, shownJob],
  );
  const fields =
    (shownJob ? jobFields[shownJob] : undefined) ??
    (shownJob === currentJob || jobs.length <= 1 ? currentFields : undefined);
  const largeJobs = allLargeJobs.filter((job) => jobs.length <= 1 || job.id === shownJob);
  const { selected, toggle, setAll } = useSelection(items.map((item) => item.id));
  const chosen = selected.size > 0 ? items.filter((item) => selected.has(item.id)) : items;
  const exporter = useCapturedExport();
  const [redact, setRedact] = useRedactExports();
  const download = (format: 'json' | 'csv') => exporter.mutate({ items: chosen, fields, format });
  const empty = items.length === 0;
  return (
    <Panel
      title="Captured Data"
      icon={<DatabaseIcon className="size-4 text-primary" aria-hidden="true" />}
      actions={
        <>
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {selected.size > 0
              ? `${selected.size} of ${items.length} selected`
              : countOf(items.length, 'item')}
          </span>
          <label className="flex items-center gap-1.5 text-xs">
            <input
              type="checkbox"
              checked={redact}
              onChange={(event) => setRedact(event.target.checked)}
              className="size-4 accent-[var(--color-primary)]"
            />
            Redact personal data
          </label>
          <Button
            size="sm"
            variant="outline"
            disabled={empty || exporter.isPending}
            onClick={() => download('csv')}
          >
            <DownloadIcon aria-hidden="true" /> CSV
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={empty || exporter.isPending}
            onClick={() => download('json')}
          >
            <DownloadIcon aria-hidden="true" /> JSON
          </Button>
          <Button size="sm" variant="ghost" disabled={empty} onClick={onClear}>
            <Trash2Icon aria-hidden="true" /> Clear
          </Button>
        </>
      }
    >
      {empty ? (
        <EmptyState
          title="No data captured yet"
          hint="Items appear here when a scraping job finishes; then select some or export them all."
        />
      ) : (
        <Tabs value={view} onValueChange={setView}>
          {largeJobs.map((job) => (
            <Alert key={job.id} className="mb-3 flex-wrap items-center">
              <InfoIcon aria-hidden="true" />
              <p className="flex-1">
                This panel holds the first {job.shown.toLocaleString()} of{' '}
                {countOf(job.total, 'item')} of the job; the CSV and JSON buttons export those.
                Download the whole job from the server:
              </p>
              <JobExportMenu
                job={job}
                label={`All ${countOf(job.total, 'item')}`}
                verb="Download"
              />
            </Alert>
          ))}
          {jobs.length > 1 && (
            <label className="mb-3 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">Results of</span>
              <select
                aria-label="Captured data of job"
                value={shownJob ?? ''}
                onChange={(event) => setPicked(event.target.value)}
                className="h-8 max-w-full min-w-0 rounded-md border bg-background px-2 text-sm"
              >
                {jobs.map((job) => (
                  <option key={job.key} value={job.key}>
                    {job.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="mb-3">
            <TextPersonalDataBadge text={panelText(items)} />
          </div>
          <div className="mb-3 flex flex-wrap items-center gap-3">
            <TabsList className="w-auto">
              <TabsTrigger value="list">List</TabsTrigger>
              <TabsTrigger value="preview">Preview</TabsTrigger>
            </TabsList>
            <label className="flex items-center gap-2 text-xs">
              <input
                type="checkbox"
                checked={selected.size === items.length}
                onChange={(event) => setAll(event.target.checked)}
                className="size-4"
              />
              Select all
            </label>
          </div>
          {view === 'list' ? (
            <ul className="grid max-h-96 grid-cols-1 gap-2 overflow-y-auto">
              {items.map((item) => (
                <CapturedItemRow
                  key={item.id}
                  item={item}
                  selected={selected.has(item.id)}
                  fields={fields}
                  onToggle={() => toggle(item.id)}
                />
              ))}
            </ul>
          ) : (
            <CapturedPreview items={chosen} fields={fields} />
          )}
        </Tabs>
      )}
    </Panel>
  );
}

/** What the personal-data check reads: each item's words, up to the check's length limit. */
function panelText(items: PanelItem[]): string {
  return items
    .map((item) => contentText(item.content))
    .join('\n')
    .slice(0, MAX_DOCUMENT_TEXT_LENGTH);
}
