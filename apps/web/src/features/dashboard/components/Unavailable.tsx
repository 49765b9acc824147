import { AlertTriangleIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A figure that could not be computed: the reason and a Retry, never a made-up value. */
export function Unavailable({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <p className="flex items-start gap-2 text-sm text-amber-900">
        <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="break-words">Unavailable: {reason}</span>
      </p>
      <Button size="sm" variant="outline" className="justify-self-start" onClick={onRetry}>
        <RefreshCwIcon aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
