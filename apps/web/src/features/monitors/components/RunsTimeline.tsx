import { countOf, type MonitorRun } from '@gleaner/shared';
import { cn } from '@/lib/utils';
import { changeSummary } from './MonitorHealth';

/** The runs, newest first; choosing one shows its changes. */
export function RunsTimeline({
  runs,
  selected,
  onSelect,
}: {
  runs: MonitorRun[];
  selected: string | null;
  onSelect: (runId: string) => void;
}) {
  return (
    <ol className="grid max-h-96 gap-1 overflow-y-auto" aria-label="Runs">
      {runs.map((run) => (
        <li key={run.id}>
          <button
            type="button"
            aria-pressed={run.id === selected}
            onClick={() => onSelect(run.id)}
            className={cn(
              'w-full rounded-md border px-3 py-2 text-left text-xs outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
              run.id === selected && 'border-primary bg-muted',
            )}
          >
            <span className="block font-medium">
              {new Date(run.startedAt).toLocaleString()}
              <span className="font-normal text-muted-foreground">
                {' '}
                · {run.trigger === 'schedule' ? 'scheduled' : 'by hand'} ·{' '}
                {countOf(run.records, 'record')}
              </span>
            </span>
            <span className="block">{changeSummary(run)}</span>
            {run.note && <span className="block text-muted-foreground">{run.note}</span>}
          </button>
        </li>
      ))}
    </ol>
  );
}
