import type { ChangeStatus, MonitorRun } from '@gleaner/shared';
import { LoaderIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRunChanges } from '../hooks/use-monitors';
import { ChangeItem } from './ChangeItem';

const FILTERS: (ChangeStatus | 'all')[] = ['all', 'new', 'changed', 'removed'];

/** A run's changes, filterable by kind, with the key each record is known by. */
export function ChangesView({ monitorId, run }: { monitorId: string; run: MonitorRun | null }) {
  const [status, setStatus] = useState<ChangeStatus | 'all'>('all');
  const changes = useRunChanges(monitorId, run?.id ?? null, run?.status ?? '', status);
  if (!run) return <p className="text-sm text-muted-foreground">Run the monitor to see changes.</p>;
  return (
    <section aria-labelledby="changes-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="changes-heading" className="text-sm font-semibold">
          Changes{changes.data?.run.keyBy && ` · records keyed by ${changes.data.run.keyBy}`}
        </h2>
        <div role="group" aria-label="Show" className="flex flex-wrap gap-1">
          {FILTERS.map((filter) => (
            <Button
              key={filter}
              size="sm"
              variant={filter === status ? 'default' : 'outline'}
              aria-pressed={filter === status}
              onClick={() => setStatus(filter)}
            >
              {filter === 'all' ? 'All' : filter[0]?.toUpperCase() + filter.slice(1)}
            </Button>
          ))}
        </div>
      </div>
      {changes.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading changes…
        </p>
      )}
      {changes.isError && (
        <p role="alert" className="text-sm text-red-700">
          Changes unavailable: {changes.error.message}
        </p>
      )}
      {changes.data && changes.data.changes.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {changes.data.run.status === 'running'
            ? 'This run is still going.'
            : 'Nothing of this kind changed in this run.'}
        </p>
      )}
      {changes.data && changes.data.changes.length > 0 && (
        <ul className="grid gap-2" aria-label="Changes">
          {changes.data.changes.map((change) => (
            <ChangeItem key={`${change.status}:${change.key}`} change={change} />
          ))}
        </ul>
      )}
    </section>
  );
}
