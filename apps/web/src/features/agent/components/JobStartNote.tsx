import { CircleCheckIcon, CircleXIcon, LoaderIcon } from 'lucide-react';
import { useWorkspace } from '../hooks/use-workspace';
import type { JobStart } from '../workspace-state';
import { BudgetRefusal } from './BudgetRefusal';

/**
 * Under the agent's reply that proposed a job: what the server said of it. "Started" only once it
 * accepted the job; a budget refusal with its buttons while it is the last one.
 */
export function JobStartNote({ messageId, start }: { messageId: string; start: JobStart }) {
  const { state, runAnyway } = useWorkspace();
  switch (start.status) {
    case 'pending':
      return (
        <p role="status" className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
          <LoaderIcon className="size-3.5 animate-spin" aria-hidden="true" /> Asking the server to
          start the job…
        </p>
      );
    case 'started':
      return (
        <p role="status" className="mt-2 flex items-start gap-1.5 text-xs">
          <CircleCheckIcon className="mt-0.5 size-3.5 shrink-0 text-success" aria-hidden="true" />
          Started. Captured items will appear as they arrive; say “stop” to cancel.
        </p>
      );
    case 'refused':
      return (
        <div className="mt-2">
          <BudgetRefusal
            message={start.message}
            confirmable={start.confirmable}
            {...(state.refusal?.messageId === messageId ? { onRunAnyway: runAnyway } : {})}
          />
        </div>
      );
    case 'failed':
      return (
        <p role="alert" className="mt-2 flex items-start gap-1.5 text-xs text-destructive">
          <CircleXIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          Not started: {start.message}
        </p>
      );
  }
}
