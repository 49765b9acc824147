import type { ChatRequest } from '@gleaner/shared';
import { findUrl, initialSteps, keywordState, signalsStart } from './agent-machine';
import { conversationHistory, type WorkspaceState } from './workspace-state';

/** What the person's message changes before it is sent (spec section 4). */
export interface OutgoingMessage {
  patch: Partial<WorkspaceState>;
  /** The address the conversation is about after this message. */
  target: string | null;
  /** training → scraping 100 ms later: the message signals start and a URL is set. */
  startsScraping: boolean;
}

export function outgoingMessage(current: WorkspaceState, text: string): OutgoingMessage {
  const url = findUrl(text);
  const target = url ?? current.url;
  const patch: Partial<WorkspaceState> = { waiting: true, chatOpen: true, chatStarted: true };
  if (url) {
    // A new address starts over (initial), then planning because a URL is present.
    Object.assign(patch, { url, conversationState: 'planning', request: text, plan: null });
    if (current.agentState === 'idle') {
      Object.assign(patch, { agentState: 'training', steps: initialSteps() });
    }
  } else {
    patch.conversationState = keywordState(current.conversationState, text);
    if (!current.request) patch.request = text;
  }
  const startsScraping = signalsStart(text) && target !== null && current.agentState === 'training';
  return { patch, target, startsScraping };
}

/** The chat context of spec section 3 (conversationHistory: the last 20 entries). */
export function chatContext(current: WorkspaceState, text: string, sent: OutgoingMessage) {
  const context = {
    conversation_id: current.conversationId,
    // "find the e-mail addresses" searches the data of the job the panels show.
    job_id: current.jobId,
    url: sent.target,
    currentInstruction: current.request || text,
    extractedData: current.items.slice(0, 100),
    conversation_state: sent.patch.conversationState ?? current.conversationState,
    workflow_actions: current.workflowActions,
    // Not in the shared schema yet; the server ignores keys it does not know.
    conversationHistory: conversationHistory(current.messages),
  };
  return context satisfies ChatRequest['context'];
}
