import { PreviewPane } from '@/features/preview/components/PreviewPane';
import { usePickInstruction } from '../hooks/use-pick-instruction';
import { useWorkspace } from '../hooks/use-workspace';
import { TerminalPanel } from './TerminalPanel';

/** While the agent is not idle: the page preview beside the terminal panel. */
export function AgentStage() {
  const { state } = useWorkspace();
  const handlePick = usePickInstruction();
  if (state.agentState === 'idle') return null;
  return (
    <section
      aria-label="Agent at work"
      className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4 px-4 pt-8 sm:px-6 lg:grid-cols-[3fr_2fr]"
    >
      {state.url ? (
        <PreviewPane url={state.url} onPick={handlePick} />
      ) : (
        <p className="grid h-96 place-content-center rounded-xl border bg-card text-sm text-muted-foreground">
          Give the agent a web address to see the page here.
        </p>
      )}
      <TerminalPanel
        agentState={state.agentState}
        steps={state.steps}
        jobId={state.jobId}
        fields={state.plan?.recordSpec?.fields.map((field) => field.name)}
      />
    </section>
  );
}
