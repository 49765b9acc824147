import {
  FileDownIcon,
  HistoryIcon,
  ListChecksIcon,
  LoaderIcon,
  MessageSquareIcon,
  PlayIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageScrape } from '../hooks/use-page-scrape';
import { useWorkspace } from '../hooks/use-workspace';

interface WorkspaceToolbarProps {
  onEditInstructions: () => void;
  onToggleHistory?: () => void;
}

/** Actions over the workspace: chat, instructions, run the plan, history. */
export function WorkspaceToolbar({ onEditInstructions, onToggleHistory }: WorkspaceToolbarProps) {
  const { state, dispatch, runPlan } = useWorkspace();
  const scrape = usePageScrape();
  const canRun = state.plan !== null && state.agentState !== 'scraping';
  const url = state.plan?.url ?? state.url;
  return (
    <div className="flex flex-wrap gap-2">
      {state.chatStarted && !state.chatOpen && (
        <Button
          variant="outline"
          onClick={() => dispatch({ type: 'patch', patch: { chatOpen: true } })}
        >
          <MessageSquareIcon aria-hidden="true" />
          Open AI Chat
        </Button>
      )}
      <Button variant="outline" onClick={onEditInstructions}>
        <ListChecksIcon aria-hidden="true" />
        Instructions ({state.instructions.length})
      </Button>
      {canRun && (
        <Button onClick={() => void runPlan()}>
          <PlayIcon aria-hidden="true" />
          Run plan
        </Button>
      )}
      {url && (
        <Button
          variant="outline"
          disabled={scrape.isPending}
          onClick={() => scrape.mutate({ url })}
        >
          {scrape.isPending ? (
            <LoaderIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <FileDownIcon aria-hidden="true" />
          )}
          Scrape this page
        </Button>
      )}
      {onToggleHistory && (
        <Button variant="outline" onClick={onToggleHistory}>
          <HistoryIcon aria-hidden="true" />
          Jobs History
        </Button>
      )}
    </div>
  );
}
