import type { ConversationState, WorkflowStep } from '@gleaner/shared';
import type { JobAction } from '@/features/jobs/api';

export type AgentState = 'idle' | 'training' | 'scraping';

/** Spec section 5: the first http or https address in the text is the target URL. */
export function findUrl(text: string): string | null {
  const match = /https?:\/\/[^\s<>"'`]+/i.exec(text);
  return match ? match[0].replace(/[).,;:!?\]]+$/, '') : null;
}

/** Spec section 4: "yes start", "begin", or "proceed" together with "start". */
export function signalsStart(text: string): boolean {
  const lower = text.toLowerCase();
  if (/scraping process (has been |was |is )?(already )?initiated/.test(lower)) return false;
  return (
    /\byes\b[\s,!.]*\bstart/.test(lower) ||
    /\bbegin\b/.test(lower) ||
    (/\bproceed\b/.test(lower) && /\bstart\b/.test(lower))
  );
}

/** The reply says the agent is analysing the website (its step 1/5). */
export function saysAnalysing(reply: string): boolean {
  return /analy[sz]ing (the )?(web ?site|page)|step 1\/5/i.test(reply);
}

/** Spec section 4 keyword helper: yes/proceed/start in planning → executing; no/stop/cancel → initial. */
export function keywordState(state: ConversationState, text: string): ConversationState {
  const lower = text.toLowerCase();
  if (state === 'planning' && /\b(yes|proceed|start)\b/.test(lower)) return 'executing';
  if (/\b(no|stop|cancel)\b/.test(lower)) return 'initial';
  return state;
}

/** Spec section 4: the steps shown as soon as training begins. */
export function initialSteps(): WorkflowStep[] {
  const now = new Date().toISOString();
  return [
    {
      id: 'init',
      title: 'Initialize Agent',
      description: 'Agent ready to study the page',
      status: 'completed',
      timestamp: now,
    },
    {
      id: 'analyze',
      title: 'Analyze Page Structure',
      description: 'Fetching the page and looking for repeated records',
      status: 'active',
      timestamp: now,
    },
    {
      id: 'train',
      title: 'Train Element Recognition',
      description: 'Naming the fields and checking the selectors',
      status: 'pending',
    },
  ];
}

/**
 * A failure ends the training: the running step fails with the reason, so no step is left
 * 'active' for ever; the steps never reached stay pending.
 */
export function failSteps(steps: WorkflowStep[], reason: string): WorkflowStep[] {
  const now = new Date().toISOString();
  return steps.map((step) =>
    step.status === 'active'
      ? { ...step, status: 'failed', description: reason, timestamp: now }
      : step,
  );
}

/** A client-side id of the spec's form job_{time}_{random} (also used for local items). */
export function localId(prefix = 'job'): string {
  return `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 9)}`;
}

/** The agent's state after a job control succeeds (spec section 4: cancelling sets idle). */
export const AGENT_AFTER: Record<JobAction, 'scraping' | 'idle'> = {
  start: 'scraping',
  cancel: 'idle',
  resume: 'scraping',
};
