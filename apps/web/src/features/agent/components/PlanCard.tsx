import { countOf, MAX_JOB_PAGES, nounFor, type PlanSummary } from '@gleaner/shared';
import { lazy, Suspense, use } from 'react';
import { ConfidenceBadge } from '@/features/captured/components/ConfidenceBadge';
import { WorkspaceContext } from '../workspace-context';
import { PlanEstimate } from './PlanEstimate';

// Its own chunk, loaded after the plan shows: the chat's chunk (and the landing page's list of
// what that chunk needs) carry nothing of monitors.
const MonitorThisButton = lazy(() => import('@/features/monitors/components/MonitorThisButton'));

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/**
 * The agent's proposed plan: columns with where each is read, samples, missing fields, record
 * count, and what running it may cost.
 */
export function PlanCard({ plan }: { plan: PlanSummary }) {
  const request = use(WorkspaceContext)?.state.request ?? '';
  return (
    <div
      className="mt-2 grid gap-2 rounded-lg border bg-card p-3 text-xs"
      aria-label="Proposed plan"
    >
      <p className="font-medium">
        {/* An entity named in the plural already ("news", "glasses") stays as it is. */}
        {countOf(
          plan.recordCount,
          plan.entity,
          plan.entity.endsWith('s') ? plan.entity : undefined,
        )}{' '}
        found on this page
        {plan.pagination &&
          (plan.pagination.maxPages >= MAX_JOB_PAGES
            ? ' · follows the Next link to the last page'
            : ` · follows up to ${countOf(plan.pagination.maxPages, 'page')}`)}
        {plan.needsJavaScript && ' · needs JavaScript'}
      </p>
      {plan.fields.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Proposed columns</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Column
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Samples
                </th>
                <th scope="col" className="py-1 font-medium">
                  Confidence
                </th>
              </tr>
            </thead>
            <tbody>
              {plan.fields.map((field) => (
                <tr key={field.name} className="border-t align-top">
                  <th scope="row" className="py-1 pr-2 text-left align-top font-normal">
                    <span className="font-mono font-medium">{field.name}</span>
                    {(field.source ?? field.fromDetailPage) && (
                      <span className="block max-w-48 break-words text-[11px] text-muted-foreground">
                        {field.fromDetailPage && 'each item’s page · '}
                        {field.source}
                      </span>
                    )}
                  </th>
                  <td className="max-w-56 py-1 pr-2 break-words">
                    {field.samples.slice(0, 2).join(' · ') || '—'}
                  </td>
                  <td className="py-1">
                    <ConfidenceBadge value={field.confidence} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {plan.missingFields.length > 0 && (
        <p className="text-amber-800">Not found on the page: {plan.missingFields.join(', ')}</p>
      )}
      <PlanEstimate plan={plan} />
      <Suspense fallback={null}>
        <MonitorThisButton
          source={{
            name: `${nounFor(2, plan.entity, plan.entity.endsWith('s') ? plan.entity : undefined)} on ${hostOf(plan.url)}`,
            url: plan.url,
            instruction: request,
            plan: plan.job.plan,
            options: plan.job.options,
          }}
        />
      </Suspense>
    </div>
  );
}
