import { createContext, use, type ReactNode } from 'react';
import { EnhancedDataDashboard } from '@/features/data-agent';

/**
 * Where the data agent (apps/web/src/features/data-agent, built separately) mounts: provide a
 * component through `AiAnalysisSlotProvider`, or pass it to the dashboard page, and the AI
 * Analysis tab shows it; otherwise the tab shows the Enhanced Data Dashboard (lazily loaded).
 */
export const AiAnalysisSlotContext = createContext<(() => ReactNode) | null>(null);
export const AiAnalysisSlotProvider = AiAnalysisSlotContext.Provider;

export function AiAnalysisSlot() {
  const render = use(AiAnalysisSlotContext);
  if (render) return <>{render()}</>;
  return <EnhancedDataDashboard />;
}
