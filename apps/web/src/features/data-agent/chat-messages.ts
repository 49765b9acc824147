import type { DataAgentAnswer } from '@gleaner/shared';
import type { DataAgentError } from './api';

/** Spec section 3, data agent chat message; `data` holds the answer's plan and table. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant' | 'system';
  content: string;
  timestamp: string;
  data?: DataAgentAnswer;
  type: 'text' | 'data' | 'analysis' | 'error';
}

/** The spec's three error texts (section 8, data agent errors). */
export const DATA_AGENT_ERRORS = {
  failed:
    'Sorry, I encountered an error processing your query. Please try a different question or check if the data is properly loaded.',
  exception: 'I encountered a technical error. Please try again or rephrase your question.',
  unreadable:
    'I could not read an answer from that. Please ask about more specific data: name a column or a value of this job, such as a price, a category or an author.',
} as const;

let counter = 0;
const nextId = () => `m${Date.now().toString(36)}-${(counter += 1)}`;

export function userMessage(content: string): ChatMessage {
  return { id: nextId(), role: 'user', content, timestamp: new Date().toISOString(), type: 'text' };
}

export function answerMessage(answer: DataAgentAnswer): ChatMessage {
  return {
    id: nextId(),
    role: 'assistant',
    content: answer.answer,
    timestamp: new Date().toISOString(),
    data: answer,
    type: answer.table ? 'data' : 'analysis',
  };
}

export function errorMessage(error: DataAgentError | Error): ChatMessage {
  const kind = 'kind' in error ? error.kind : 'exception';
  return {
    id: nextId(),
    role: 'assistant',
    content: DATA_AGENT_ERRORS[kind],
    timestamp: new Date().toISOString(),
    type: 'error',
  };
}
