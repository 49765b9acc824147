import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { CapturedDataPanel } from '@/features/captured/components/CapturedDataPanel';
import { JobsHistory } from '@/features/jobs/components/JobsHistory';
import { StreamingJobPanel } from '@/features/jobs/components/StreamingJobPanel';
import { AGENT_AFTER } from '../agent-machine';
import { useJobCompletion } from '../hooks/use-job-completion';
import { useWorkspace } from '../hooks/use-workspace';
import { BudgetRefusal } from './BudgetRefusal';
import { TrainingStepsPanel } from './TrainingStepsPanel';
import { WorkspaceToolbar } from './WorkspaceToolbar';

const InstructionsEditor = lazy(() => import('./InstructionsEditor'));

/**
 * The workspace's panels. On the landing screen (`always` false) each appears once it has
 * something to show; on /app they are always there.
 */
export function WorkspacePanels({ always = false }: { always?: boolean }) {
  const { state, dispatch, runAnyway } = useWorkspace();
  // Here, not in the provider: the landing page's first bundle does without it.
  useJobCompletion(state.jobId, dispatch);
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(always);
  const handleEditorError = (error: Error) => {
    console.error('Instructions editor failed', error);
    toast.error('The instructions editor failed to load. Please refresh the page and try again.');
    setEditing(false);
  };
  const active = always || state.agentState !== 'idle' || state.chatStarted;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4 px-4 py-8 sm:px-6">
      {active && (
        <WorkspaceToolbar
          onEditInstructions={() => setEditing(true)}
          onToggleHistory={always ? undefined : () => setHistory((open) => !open)}
        />
      )}
      {(always || state.steps.length > 0) && <TrainingStepsPanel steps={state.steps} />}
      {(always || state.jobId || state.refusal) && (
        <StreamingJobPanel
          jobId={state.jobId}
          onAction={(action) =>
            dispatch({ type: 'patch', patch: { agentState: AGENT_AFTER[action] } })
          }
          notice={
            state.refusal && (
              <BudgetRefusal
                message={state.refusal.message}
                confirmable={state.refusal.confirmable}
                onRunAnyway={runAnyway}
              />
            )
          }
        />
      )}
      {(active || state.items.length > 0) && (
        <CapturedDataPanel
          items={state.items}
          largeJobs={state.largeJobs}
          jobFields={state.jobFields}
          currentJob={state.jobId}
          fields={
            state.plan?.recordSpec?.fields.map((field) => field.name) ??
            state.capturedFields ??
            undefined
          }
          onClear={() =>
            dispatch({
              type: 'patch',
              patch: { items: [], largeJobs: [], capturedFields: null, jobFields: {} },
            })
          }
        />
      )}
      {/* Anonymous people see their browser's own jobs too (its anonymous id). */}
      {history && <JobsHistory onClose={always ? undefined : () => setHistory(false)} />}
      {editing && (
        <ErrorBoundary fallback={null} onError={handleEditorError}>
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted-foreground">
                Opening the instructions editor…
              </p>
            }
          >
            <InstructionsEditor
              instructions={state.instructions}
              onSave={(instructions) => dispatch({ type: 'patch', patch: { instructions } })}
              onClose={() => setEditing(false)}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
