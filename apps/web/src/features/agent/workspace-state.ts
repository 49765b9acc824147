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

/**
 * How the server answered a job start the agent proposed: the chat says it started only once the
 * server accepted it, and says why not when it refused.
 */
export type JobStart =
  | { status: 'pending' }
  | { status: 'started' }
  | { status: 'refused'; message: string; confirmable: boolean }
  | { status: 'failed'; message: string };

/**
 * A start the server refused (402): its reason, whether confirming runs it (an estimate past a
 * budget) or only a higher budget helps (a budget reached), and what to send again.
 */
export interface StartRefusal {
  message: string;
  confirmable: boolean;
  action: WorkflowAction | null;
  /** The chat message that asked for the start, which shows the outcome too. */
  messageId: string | null;
}

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
  /** The reply proposed a job start: how the server answered it. */
  start?: JobStart;
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
  /** Record fields of each job whose results were loaded: Captured Data shows one job at a time. */
  jobFields: Record<string, string[]>;
  jobId: string | null;
  /** The last start the server refused, shown in the chat and the job panel until one runs. */
  refusal: StartRefusal | null;
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
  jobFields: {},
  jobId: null,
  refusal: null,
  chatOpen: false,
  chatStarted: false,
  waiting: false,
};

export type WorkspaceAction =
  | { type: 'patch'; patch: Partial<WorkspaceState> }
  | { type: 'message'; entry: ChatEntry }
  /** The server answered the start a message proposed. */
  | { type: 'message-start'; id: string; start: JobStart }
  | { type: 'items-add'; items: PanelItem[] }
  | { type: 'large-job'; job: LargeJob }
  | { type: 'job-fields'; jobId: string; fields: string[] }
  /** A failure ends the training: the running step fails with the reason. */
  | { type: 'steps-fail'; reason: string }
  | { type: 'reset' };

export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case 'patch':
      return { ...state, ...action.patch };
    case 'message':
      return { ...state, messages: [...state.messages, action.entry] };
    case 'message-start':
      return {
        ...state,
        messages: state.messages.map((entry) =>
          entry.id === action.id ? { ...entry, start: action.start } : entry,
        ),
      };
    case 'items-add': {
      const known = new Set(state.items.map((item) => item.id));
      return { ...state, items: [...state.items, ...action.items.filter((i) => !known.has(i.id))] };
    }
    case 'large-job':
      return {
        ...state,
        largeJobs: [...state.largeJobs.filter((job) => job.id !== action.job.id), action.job],
      };
    case 'job-fields':
      return { ...state, jobFields: { ...state.jobFields, [action.jobId]: action.fields } };
    case 'steps-fail':
      return { ...state, steps: failSteps(state.steps, action.reason) };
    case 'reset':
      return {
        ...initialWorkspace,
        items: state.items,
        largeJobs: state.largeJobs,
        capturedFields: state.capturedFields,
        jobFields: state.jobFields,
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
