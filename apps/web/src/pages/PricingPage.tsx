import { PRICING_PLANS } from '@gleaner/shared';
import { Link } from 'react-router';
import { PlansShell } from '@/features/plans/components/PlansShell';
import { Button } from '@/components/ui/button';
import { PlanCard } from '@/features/plans/components/PlanCard';

/** /pricing (spec section 2): Free, Pro (Most Popular) and Enterprise (Contact Sales). */
export default function PricingPage() {
  return (
    <PlansShell
      title="Pricing"
      description="Start free; move up when your jobs grow. Enterprise plans are made to measure."
    >
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        {PRICING_PLANS.map((plan) => (
          <PlanCard
            key={plan.name}
            name={plan.name}
            price={plan.price}
            period={plan.period}
            features={plan.features}
            highlight={plan.mostPopular ? 'Most Popular' : undefined}
            action={
              plan.name === 'Enterprise' ? (
                <Button asChild variant="outline">
                  <Link to="/contact">Contact Sales</Link>
                </Button>
              ) : (
                <Button asChild variant={plan.mostPopular ? 'default' : 'outline'}>
                  <Link to="/app">Get started</Link>
                </Button>
              )
            }
          />
        ))}
      </div>
      <p className="mt-8 text-sm text-muted-foreground">
        Looking at usage-based plans (tokens and storage)?{' '}
        <Link to="/plans" className="text-primary underline-offset-4 hover:underline">
          See the plans and the usage calculator
        </Link>
        .
      </p>
    </PlansShell>
  );
}
