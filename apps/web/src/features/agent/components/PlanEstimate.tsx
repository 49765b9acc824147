import { countOf, dollarsText, type PlanSummary } from '@gleaner/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useJobEstimate } from '@/features/jobs/hooks/use-job-estimate';
import { errorText } from '@/lib/format';
import { useWorkspace } from '../hooks/use-workspace';

const WINDOW_WORDS = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const;

/**
 * What running the plan may cost, from the server (its price table, or the person's measured
 * pages), and, when that passes what is left of a budget, the confirmation to run it anyway.
 */
export function PlanEstimate({ plan }: { plan: PlanSummary }) {
  const { state, runPlan } = useWorkspace();
  const estimate = useJobEstimate(plan.url, plan.job);
  if (estimate.isPending)
    return <p className="text-muted-foreground">Estimating what this job may cost…</p>;
  if (estimate.isError)
    return (
      <p className="text-muted-foreground">
        Cost estimate unavailable: {errorText(estimate.error)}
      </p>
    );
  const { data } = estimate;
  const current = state.plan === plan && state.agentState !== 'scraping';
  const expected = data.pages_basis === 'expected';
  // What the cost counts: the pages the plan expects, or (nothing saying more) the job's cap.
  const counted = countOf(data.pages, 'page');
  const pages = expected
    ? `${counted} expected`
    : data.pages > 1
      ? `${counted} (its cap)`
      : counted;
  return (
    <section aria-label="Estimated cost" className="grid gap-1 border-t pt-2">
      <p>
        <span className="font-medium">
          Estimated cost: {expected ? 'about' : 'up to'} {dollarsText(data.total)}
        </span>{' '}
        · {pages} × {dollarsText(data.cost_per_page)} a page
        {data.model_calls === 0
          ? ' · no model calls'
          : ` + ${dollarsText(data.model_cost)} model calls`}
      </p>
      <p className="text-[11px] text-muted-foreground">{data.pages_text}</p>
      <p className="text-[11px] text-muted-foreground">{data.basis_text}</p>
      {data.budget && !data.over_budget && (
        <p className="text-[11px] text-muted-foreground">
          {dollarsText(data.budget.remaining, data.budget.limit)} left of your{' '}
          {WINDOW_WORDS[data.budget.window]} budget of{' '}
          {dollarsText(data.budget.limit, data.budget.remaining)}.
        </p>
      )}
      {data.budget && data.over_budget && (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950"
        >
          <p>
            This is more than the {dollarsText(data.budget.remaining, data.budget.limit)} left of
            your {WINDOW_WORDS[data.budget.window]} budget of{' '}
            {dollarsText(data.budget.limit, data.budget.remaining)}. If you run it, it stops when
            the budget is reached; you can raise it in{' '}
            <Link to="/account?tab=settings" className="underline">
              Account → Settings
            </Link>
            .
          </p>
          {current && (
            <Button
              size="sm"
              variant="outline"
              className="justify-self-start"
              onClick={() => void runPlan({ confirmOverBudget: true })}
            >
              Run anyway
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
