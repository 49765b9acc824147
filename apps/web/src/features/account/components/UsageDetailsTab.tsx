import { countOf, spendParts, spendTexts, spentLabel, type UsageSummary } from '@gleaner/shared';
import { lazy, Suspense } from 'react';
import { EmptyState } from '@/components/ui/panel';
import { formatNumber } from '../format';
import { LimitBar } from './LimitBar';
import { ModelTable } from './ModelTable';
import { StatCard } from './StatCard';

const BYTES_PER_MB = 1024 * 1024;

// Recharts is most of this page's code: it loads only when the charts are first shown.
const UsageCharts = lazy(() =>
  import('./UsageCharts').then((module) => ({ default: module.UsageCharts })),
);

/** Usage Details: figures of the period (what was spent, as every screen counts it), the plan limits, charts per day, and cost per model. */
export function UsageDetailsTab({ summary }: { summary: UsageSummary }) {
  const ai = summary.ai_usage;
  const { platform_metrics: platform, limits } = summary;
  const quiet = ai.total_requests === 0 && platform.pages_fetched === 0;
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Tokens"
          value={formatNumber(ai.total_input_tokens + ai.total_output_tokens)}
          hint={`${formatNumber(ai.total_input_tokens)} in · ${formatNumber(ai.total_output_tokens)} out`}
        />
        <StatCard
          label={spentLabel(summary.period)}
          value={spendTexts(summary.cost).total}
          hint={`${spendParts(summary.cost)} · ${countOf(ai.total_requests, 'model call')}`}
        />
        <StatCard
          label="Success rate"
          value={ai.success_rate === null ? '—' : `${Math.round(ai.success_rate * 100)}%`}
          hint={
            ai.avg_processing_time === null
              ? 'No model calls in this period'
              : `${formatNumber(ai.avg_processing_time)} ms on average`
          }
        />
        <StatCard
          label="Pages · items"
          value={`${formatNumber(platform.pages_fetched)} · ${formatNumber(platform.items_stored)}`}
          hint={countOf(platform.jobs, 'job')}
        />
      </div>
      <section
        aria-label="Usage limits"
        className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm"
      >
        <LimitBar
          label="Tokens this month"
          used={limits.tokens_this_month}
          limit={limits.tokens_per_month}
          unit="tokens"
        />
        <LimitBar
          label="Storage"
          used={summary.storage_usage.total_bytes / BYTES_PER_MB}
          limit={limits.storage_mb}
          unit="MB"
        />
        <LimitBar
          label="Jobs this month (Free plan)"
          used={limits.jobs_this_month}
          limit={limits.jobs_per_month}
          unit="jobs"
        />
        <p className="text-xs text-muted-foreground">
          Jobs count again from {limits.jobs_reset_on} (UTC).{' '}
          {limits.enforced
            ? 'This server refuses jobs past the limit.'
            : 'This server does not enforce plan limits.'}
        </p>
      </section>
      {quiet ? (
        <EmptyState
          title="No usage in this period"
          hint="Scrape a page or chat with the agent in the app; your tokens, pages and items appear here per day."
        />
      ) : (
        <Suspense fallback={<p className="h-72 text-sm text-muted-foreground">Loading charts…</p>}>
          <UsageCharts daily={summary.daily} />
        </Suspense>
      )}
      <ModelTable models={ai.by_model} />
    </div>
  );
}
