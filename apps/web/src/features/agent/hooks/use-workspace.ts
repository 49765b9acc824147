import { use } from 'react';
import { WorkspaceContext, type WorkspaceValue } from '../workspace-context';

/** The agent workspace (conversation, agent state, plan, captures); under WorkspaceProvider. */
export function useWorkspace(): WorkspaceValue {
  const value = use(WorkspaceContext);
  if (!value) throw new Error('useWorkspace must be used inside <WorkspaceProvider>');
  return value;
}
