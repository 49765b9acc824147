import { dollarsText, type DailyUsage } from '@gleaner/shared';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const AXIS = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
/** 2026-05-04 → 05-04: the year is the same across a 30-day window or says nothing new. */
const shortDate = (date: string) => date.slice(5);

function ChartFrame({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="min-w-0 rounded-xl border bg-card p-4 shadow-sm">
      <figcaption className="mb-3 text-sm font-semibold">{title}</figcaption>
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * Tokens (bars) and spend (line: model calls and pages read, as every spend figure counts) per day, then pages read and items
 * stored per day.
 */
export function UsageCharts({ daily }: { daily: DailyUsage[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFrame title="Tokens and spend per day">
        <ComposedChart data={daily} margin={{ top: 4, right: 4, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={16} />
          <YAxis yAxisId="tokens" tick={AXIS} allowDecimals={false} width={56} />
          <YAxis
            yAxisId="cost"
            orientation="right"
            tick={AXIS}
            width={72}
            // dollarsText gives small steps the decimals they need ($0.00004, $0.00008).
            tickFormatter={(value: number) => dollarsText(value)}
          />
          <Tooltip
            formatter={(value, name) =>
              name === 'Spent' ? dollarsText(Number(value)) : Number(value).toLocaleString('en-US')
            }
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="tokens"
            dataKey="input_tokens"
            name="Input tokens"
            stackId="tokens"
            fill="var(--color-primary)"
          />
          <Bar
            yAxisId="tokens"
            dataKey="output_tokens"
            name="Output tokens"
            stackId="tokens"
            fill="var(--color-ring)"
            fillOpacity={0.5}
          />
          <Line
            yAxisId="cost"
            dataKey="cost"
            name="Spent"
            type="monotone"
            stroke="var(--color-accent-foreground)"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ChartFrame>
      <ChartFrame title="Pages and items per day">
        <BarChart data={daily} margin={{ top: 4, right: 4, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={16} />
          <YAxis tick={AXIS} allowDecimals={false} width={56} />
          <Tooltip formatter={(value) => Number(value).toLocaleString('en-US')} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="pages" name="Pages read" fill="var(--color-primary)" />
          <Bar dataKey="items" name="Items stored" fill="var(--color-accent-foreground)" />
        </BarChart>
      </ChartFrame>
    </div>
  );
}
