import { cn } from '@/lib/utils';

interface ProgressProps {
  /** 0 to 1; null while the total is not known (an indeterminate bar). */
  value: number | null;
  label: string;
  className?: string;
}

/** A labelled progress bar (role progressbar, value in percent; none when indeterminate). */
export function Progress({ value, label, className }: ProgressProps) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={percent === null ? 'Total not known yet' : undefined}
      data-indeterminate={percent === null || undefined}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      {percent === null ? (
        <div className="h-full w-2/5 animate-indeterminate rounded-full bg-primary motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-40" />
      ) : (
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      )}
    </div>
  );
}
