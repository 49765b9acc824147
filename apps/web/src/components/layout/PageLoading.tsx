import { LoaderCircleIcon } from 'lucide-react';

/** Shown while a lazily loaded screen or the session check is on its way. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex flex-1 items-center justify-center gap-2 py-24 text-sm text-muted-foreground"
    >
      <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
      {label}
    </div>
  );
}
