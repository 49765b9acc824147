import { createContext, type Dispatch } from 'react';
import type { WorkspaceAction, WorkspaceState } from './workspace-state';

export interface WorkspaceValue {
  state: WorkspaceState;
  dispatch: Dispatch<WorkspaceAction>;
  /** Sends the person's message to the agent (opens the chat window first). */
  send: (text: string) => Promise<void>;
  /** Spec: reset returns to initial, clears history and closes the socket. */
  reset: () => void;
  /**
   * Creates and starts a job from the current plan and instructions; `confirmOverBudget` answers
   * the server's question when the job's estimate passes what is left of a budget.
   */
  runPlan: (options?: { confirmOverBudget?: boolean }) => Promise<void>;
  /** Runs the start the server last refused for its budget, confirming it. */
  runAnyway: () => void;
}

export const WorkspaceContext = createContext<WorkspaceValue | null>(null);
