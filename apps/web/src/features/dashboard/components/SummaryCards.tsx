import { CheckCircle2Icon, DatabaseIcon, ListIcon, XCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDashboardSummary } from '../hooks/use-dashboard-data';

function Card({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm">
      <p className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        {label}
        {icon}
      </p>
      <p className="mt-2 text-2xl font-semibold tabular-nums">{value}</p>
    </div>
  );
}

/** Total Jobs, Completed, Failed Jobs, Total Results: over every job of the person. */
export function SummaryCards() {
  const summary = useDashboardSummary();
  const figure = (value: number | undefined) =>
    summary.isError ? '—' : value === undefined ? '…' : value.toLocaleString();
  const counts = summary.data?.counts;
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Card
        label="Total Jobs"
        value={figure(counts?.all)}
        icon={<ListIcon className="size-4" aria-hidden="true" />}
      />
      <Card
        label="Completed"
        value={figure(counts?.completed)}
        icon={<CheckCircle2Icon className="size-4 text-green-600" aria-hidden="true" />}
      />
      <Card
        label="Failed Jobs"
        value={figure(counts?.failed)}
        icon={<XCircleIcon className="size-4 text-red-600" aria-hidden="true" />}
      />
      <Card
        label="Total Results"
        value={figure(summary.data?.totalResults)}
        icon={<DatabaseIcon className="size-4" aria-hidden="true" />}
      />
      {summary.isError && (
        <p role="alert" className="col-span-full text-sm text-red-700">
          Could not load your figures: {summary.error.message}
        </p>
      )}
    </section>
  );
}
