import { USAGE_PLANS } from '@gleaner/shared';
import { PlansShell } from '@/features/plans/components/PlansShell';
import { PlanCard } from '@/features/plans/components/PlanCard';
import { UsageCalculator } from '@/features/plans/components/UsageCalculator';

/** /plans (spec section 2): Free, Pro and Teams by tokens and storage, and the Usage Calculator. */
export default function PlansPage() {
  return (
    <PlansShell
      title="Choose Your Plan"
      description="Plans by model tokens and storage a month. Work out your month with the calculator below."
    >
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        {USAGE_PLANS.map((plan) => (
          <PlanCard
            key={plan.name}
            name={plan.name}
            price={plan.price}
            period={plan.period}
            features={plan.features}
          />
        ))}
      </div>
      <section aria-labelledby="calculator-title" className="mt-12 grid gap-4">
        <h2 id="calculator-title" className="text-2xl font-semibold tracking-tight">
          Usage Calculator
        </h2>
        <UsageCalculator />
      </section>
    </PlansShell>
  );
}
