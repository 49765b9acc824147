import {
  CONVERSATION_HISTORY_KEPT,
  type AgentInstruction,
  type ChatResponse,
  type ConversationState,
  type PlanSummary,
  type WorkflowAction,
  type WorkflowStep,
} from '@gleaner/shared';
import type { LargeJob, PanelItem } from '@/features/captured/captured-export';
import { failSteps, type AgentState } from './agent-machine';

export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  plan?: PlanSummary;
  /** What "find the e-mail addresses" found, shown as chips. */
  entities?: ChatResponse['entities'];
  /** A spec fallback reply, shown after a failure. */
  fallback?: boolean;
}

export interface WorkspaceState {
  agentState: AgentState;
  conversationState: ConversationState;
  conversationId: string | null;
  url: string | null;
  /** The person's first request of this conversation: the job's instruction. */
  request: string;
  messages: ChatEntry[];
  steps: WorkflowStep[];
  workflowActions: WorkflowAction[];
  plan: PlanSummary | null;
  instructions: AgentInstruction[];
  items: PanelItem[];
  /** Jobs with more results than the panel holds: their whole data is exported by the server. */
  largeJobs: LargeJob[];
  /** Record fields of the job whose results were loaded, for CSV columns without a plan. */
  capturedFields: string[] | null;
  jobId: string | null;
  chatOpen: boolean;
  chatStarted: boolean;
  waiting: boolean;
}

export const initialWorkspace: WorkspaceState = {
  agentState: 'idle',
  conversationState: 'initial',
  conversationId: null,
  url: null,
  request: '',
  messages: [],
  steps: [],
  workflowActions: [],
  plan: null,
  instructions: [],
  items: [],
  largeJobs: [],
  capturedFields: null,
  jobId: null,
  chatOpen: false,
  chatStarted: false,
  waiting: false,
};

export type WorkspaceAction =
  | { type: 'patch'; patch: Partial<WorkspaceState> }
  | { type: 'message'; entry: ChatEntry }
  | { type: 'items-add'; items: PanelItem[] }
  | { type: 'large-job'; job: LargeJob }
  /** A failure ends the training: the running step fails with the reason. */
  | { type: 'steps-fail'; reason: string }
  | { type: 'reset' };

export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case 'patch':
      return { ...state, ...action.patch };
    case 'message':
      return { ...state, messages: [...state.messages, action.entry] };
    case 'items-add': {
      const known = new Set(state.items.map((item) => item.id));
      return { ...state, items: [...state.items, ...action.items.filter((i) => !known.has(i.id))] };
    }
    case 'large-job':
      return {
        ...state,
        largeJobs: [...state.largeJobs.filter((job) => job.id !== action.job.id), action.job],
      };
    case 'steps-fail':
      return { ...state, steps: failSteps(state.steps, action.reason) };
    case 'reset':
      return {
        ...initialWorkspace,
        items: state.items,
        largeJobs: state.largeJobs,
        capturedFields: state.capturedFields,
        chatOpen: state.chatOpen,
      };
  }
}

/** Spec section 3: conversationHistory keeps the last 20 entries. */
export function conversationHistory(messages: ChatEntry[]) {
  return messages
    .slice(-CONVERSATION_HISTORY_KEPT)
    .map(({ role, content, timestamp }) => ({ role, content, timestamp }));
}
