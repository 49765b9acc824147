import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface PlanCardProps {
  name: string;
  price: string;
  period?: string | undefined;
  features: readonly string[];
  highlight?: string | undefined;
  action?: ReactNode;
}

/** One plan: name, price, what it includes, and an optional call to action. */
export function PlanCard({ name, price, period, features, highlight, action }: PlanCardProps) {
  return (
    <article
      aria-label={`${name} plan`}
      className={cn(
        'relative flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm',
        highlight && 'border-primary ring-1 ring-primary',
      )}
    >
      {highlight && (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-medium text-primary-foreground">
          {highlight}
        </span>
      )}
      <h2 className="text-lg font-semibold">{name}</h2>
      <p>
        <span className="text-3xl font-semibold tracking-tight">{price}</span>
        {period && <span className="text-sm text-muted-foreground">{period}</span>}
      </p>
      <ul className="grid flex-1 gap-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {action}
    </article>
  );
}
