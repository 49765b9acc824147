import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A figure that could not be loaded: the reason and a way to try again, never a made-up value. */
export function Unavailable({ reason, onRetry }: { reason: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive-soft px-4 py-3 text-sm text-destructive"
    >
      <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">Unavailable: {reason}</span>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RefreshCwIcon aria-hidden="true" />
          Retry
        </Button>
      )}
    </div>
  );
}
