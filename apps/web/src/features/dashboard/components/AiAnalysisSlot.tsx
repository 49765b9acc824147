import { SparklesIcon } from 'lucide-react';
import { createContext, use, type ReactNode } from 'react';

/**
 * Where the data agent (apps/web/src/features/data-agent, built separately) mounts: provide a
 * component through `AiAnalysisSlotProvider`, or pass it to the dashboard page, and the AI
 * Analysis tab shows it; until then the tab says plainly what it will hold.
 */
export const AiAnalysisSlotContext = createContext<(() => ReactNode) | null>(null);
export const AiAnalysisSlotProvider = AiAnalysisSlotContext.Provider;

export function AiAnalysisSlot() {
  const render = use(AiAnalysisSlotContext);
  if (render) return <>{render()}</>;
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
      <SparklesIcon className="size-6 text-primary" aria-hidden="true" />
      <p className="text-sm font-medium">AI Analysis is not yet available.</p>
      <p className="max-w-prose text-xs text-muted-foreground">
        This tab will hold the data agent: your first completed job&apos;s results as a table, JSON
        and a knowledge graph, with a chat that answers questions about them. Nothing here is
        computed yet.
      </p>
    </div>
  );
}
