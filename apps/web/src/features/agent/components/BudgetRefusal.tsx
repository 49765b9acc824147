import { ExternalLinkIcon, WalletIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface BudgetRefusalProps {
  /** The server's reason, with its figures. */
  message: string;
  /** Confirming runs it (its estimate passes a budget); false when a budget is already reached. */
  confirmable: boolean;
  onRunAnyway?: () => void;
}

/**
 * A job start the server refused for its budget: why, Run anyway when confirming runs it, and
 * Raise budget, which opens the budget settings in a new tab so this conversation stays.
 */
export function BudgetRefusal({ message, confirmable, onRunAnyway }: BudgetRefusalProps) {
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-xs text-amber-950"
    >
      <p className="flex items-start gap-1.5 font-medium">
        <WalletIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        Not started: over your budget
      </p>
      <p className="break-words">{message}</p>
      <div className="flex flex-wrap gap-2">
        {confirmable && onRunAnyway && (
          <Button size="sm" onClick={onRunAnyway}>
            Run anyway
          </Button>
        )}
        <Button size="sm" variant="outline" asChild>
          <a href="/account?tab=settings#budgets" target="_blank" rel="noopener">
            Raise budget <ExternalLinkIcon aria-hidden="true" />
          </a>
        </Button>
      </div>
    </div>
  );
}
