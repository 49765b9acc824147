import { countOf, MAX_JOB_PAGES, nounFor, type PlanSummary } from '@gleaner/shared';
import { lazy, Suspense, use } from 'react';
import { WorkspaceContext } from '../workspace-context';
import { PlanEstimate } from './PlanEstimate';
import { PlanFieldsTable } from './PlanFieldsTable';

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
        {plan.sampleUrl ? 'found on one of the lists it links to' : 'found on this page'}
        {plan.pagination &&
          !plan.nothingFound &&
          (plan.pagination.maxPages < MAX_JOB_PAGES
            ? ` · follows up to ${countOf(plan.pagination.maxPages, 'page')}`
            : plan.sampleUrl
              ? ' · follows every list to its last page'
              : ' · follows the Next link to the last page')}
        {plan.needsJavaScript && ' · needs JavaScript'}
      </p>
      {plan.fields.length > 0 && <PlanFieldsTable fields={plan.fields} />}
      {plan.missingFields.length > 0 && !plan.nothingFound && (
        <p className="text-amber-800">Not found on the page: {plan.missingFields.join(', ')}</p>
      )}
      {plan.nothingFound ? (
        // Nothing to run, so nothing to cost or to watch: the agent's reply says where to go.
        <p className="text-amber-800">Nothing to start on this page.</p>
      ) : (
        <>
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
        </>
      )}
    </div>
  );
}
