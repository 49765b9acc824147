import type { DataAgentOverviewReply } from '@gleaner/shared';

/** Entries, types, average confidence (3 decimals) and last update, all computed by the server. */
export function AnalysisStats({ overview }: { overview: DataAgentOverviewReply }) {
  const cards = [
    ['Total entries', overview.totalEntries.toLocaleString()],
    ['Data types', String(overview.dataTypes.length)],
    [
      'Average confidence',
      overview.averageConfidence === null
        ? 'unavailable (no items)'
        : overview.averageConfidence.toFixed(3),
    ],
    [
      'Last updated',
      overview.lastUpdated ? new Date(overview.lastUpdated).toLocaleString() : 'never',
    ],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-lg border bg-card p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-lg font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Data Type Distribution: how many items of each type, with their share. */
export function TypeDistribution({ overview }: { overview: DataAgentOverviewReply }) {
  return (
    <section aria-label="Data Type Distribution" className="rounded-lg border bg-card p-3">
      <h3 className="mb-2 text-sm font-semibold">Data Type Distribution</h3>
      <ul className="grid gap-1.5">
        {overview.dataTypes.map(({ type, count }) => {
          const share = overview.totalEntries ? (count / overview.totalEntries) * 100 : 0;
          return (
            <li
              key={type}
              className="grid grid-cols-[minmax(0,8rem)_1fr_auto] items-center gap-2 text-sm"
            >
              <span className="truncate">{type}</span>
              <span className="h-2 overflow-hidden rounded bg-muted" aria-hidden="true">
                <span className="block h-full bg-primary" style={{ width: `${share}%` }} />
              </span>
              <span className="tabular-nums text-muted-foreground">{count.toLocaleString()}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
