import { USAGE_PERIODS, type UsagePeriod } from '@gleaner/shared';
import { cn } from '@/lib/utils';

const LABELS: Record<UsagePeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Day / Week / Month (spec section 2), as a group of pressed buttons. */
export function PeriodToggle({
  value,
  onChange,
}: {
  value: UsagePeriod;
  onChange: (period: UsagePeriod) => void;
}) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-muted p-1">
      {USAGE_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={cn(
            'h-8 cursor-pointer rounded-md px-3 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
            value === period && 'bg-card text-foreground shadow-sm',
          )}
        >
          {LABELS[period]}
        </button>
      ))}
    </div>
  );
}
