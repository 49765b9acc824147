import type { MonitorRun } from '@gleaner/shared';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const AXIS = { fontSize: 11, fill: 'var(--color-muted-foreground)' };

/** Records captured (line) and changes found (stacked bars) per run, oldest first. */
export default function RunsChart({ runs }: { runs: MonitorRun[] }) {
  const data = runs
    .filter((run) => run.status !== 'running')
    .toReversed()
    .map((run) => ({
      when: new Date(run.startedAt).toLocaleString(undefined, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
      records: run.records,
      new: run.changes.new,
      changed: run.changes.changed,
      removed: run.changes.removed,
    }));
  return (
    <figure className="min-w-0 rounded-xl border bg-card p-4 shadow-sm">
      <figcaption className="mb-2 text-sm font-semibold">Records and changes per run</figcaption>
      <div className="h-48 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="when" tick={AXIS} minTickGap={16} />
            <YAxis tick={AXIS} allowDecimals={false} width={48} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="new" name="New" stackId="c" fill="#16a34a" />
            <Bar dataKey="changed" name="Changed" stackId="c" fill="#d97706" />
            <Bar dataKey="removed" name="Removed" stackId="c" fill="#dc2626" />
            <Line
              dataKey="records"
              name="Records"
              type="monotone"
              stroke="var(--color-primary)"
              strokeWidth={2}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
