import { LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A full-width submit button that shows a spinner and is disabled while its action runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={pending} aria-busy={pending}>
      {pending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}
