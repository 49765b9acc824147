import type { WorkflowStep } from '@gleaner/shared';
import { CheckCircle2Icon, CircleIcon, LoaderIcon, WorkflowIcon, XCircleIcon } from 'lucide-react';
import { EmptyState, Panel } from '@/components/ui/panel';
import { cn } from '@/lib/utils';

const ICONS = {
  pending: { Icon: CircleIcon, className: 'text-muted-foreground' },
  active: { Icon: LoaderIcon, className: 'animate-spin text-primary' },
  completed: { Icon: CheckCircle2Icon, className: 'text-green-600' },
  failed: { Icon: XCircleIcon, className: 'text-red-600' },
} as const;

/** Model Training Workflow: the agent's steps as they change. */
export function TrainingStepsPanel({ steps }: { steps: WorkflowStep[] }) {
  return (
    <Panel
      title="Model Training Workflow"
      icon={<WorkflowIcon className="size-4 text-primary" aria-hidden="true" />}
    >
      {steps.length === 0 ? (
        <EmptyState
          title="No training yet"
          hint="Send a request with a web address; the agent's steps show here as it studies the page."
        />
      ) : (
        <ol className="grid gap-2" aria-label="Training steps">
          {steps.map((step) => {
            const { Icon, className } = ICONS[step.status];
            return (
              <li key={step.id} className="flex items-start gap-3" data-status={step.status}>
                <Icon className={cn('mt-0.5 size-4 shrink-0', className)} aria-hidden="true" />
                <div className="min-w-0">
                  <p
                    className={cn(
                      'text-sm font-medium',
                      step.status === 'pending' && 'text-muted-foreground',
                    )}
                  >
                    {step.title} <span className="sr-only">({step.status})</span>
                  </p>
                  <p className="text-xs break-words text-muted-foreground">{step.description}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
