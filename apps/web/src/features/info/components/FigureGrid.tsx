export interface Figure {
  value: string;
  label: string;
}

/** Headline numbers, large, in full rows. */
export function FigureGrid({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <dl
      aria-label={label}
      // Full rows only: six figures three across, four figures four across.
      className={`grid grid-cols-2 gap-3 ${figures.length % 3 === 0 ? 'sm:grid-cols-3' : 'sm:grid-cols-4'}`}
    >
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl border bg-card p-4 shadow-sm">
          <dt className="text-xs">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tracking-tight text-foreground">
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
