import type { WorkflowAction } from '@gleaner/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { toast } from 'sonner';
import { asksBudgetConfirmation, createJob, jobKeys, runJobAction } from '@/features/jobs/api';
import type { JobsIdentity } from '@/features/jobs/api';
import { errorText } from '@/lib/format';
import { planWithInstructions } from './plan-builder';
import type { JobStart, WorkspaceAction, WorkspaceState } from './workspace-state';

export interface RunPlanOptions {
  /** Answers the server's question when the job's estimate passes what is left of a budget. */
  confirmOverBudget?: boolean;
  /** The chat message that proposed the start: it shows how the server answered. */
  messageId?: string | null;
}

interface StartJobContext {
  who: JobsIdentity;
  client: QueryClient;
  state: Pick<WorkspaceState, 'plan' | 'instructions' | 'url' | 'request'>;
  dispatch: Dispatch<WorkspaceAction>;
}

/**
 * Creates the job the agent proposed (with the person's instruction edits) and starts it. Only
 * once the server has accepted both does the agent scrape and the chat say it started. A refusal
 * (402: the estimate passes a budget, or one is reached) is shown where the person asked, in the
 * chat message and the job panel, with Run anyway when confirming runs it; the start stays
 * refused there until one runs. Loaded with the first start, not the landing page.
 */
export async function startJob(
  { who, client, state, dispatch }: StartJobContext,
  action: WorkflowAction | undefined,
  confirm: RunPlanOptions,
): Promise<void> {
  const { plan, instructions, url, request } = state;
  const messageId = confirm.messageId ?? null;
  const answer = (start: JobStart) => {
    if (messageId) dispatch({ type: 'message-start', id: messageId, start });
  };
  const target = action?.url ?? plan?.url ?? url;
  if (!target) {
    answer({ status: 'failed', message: 'no web address is set' });
    toast.error('Could not start the job: no web address is set');
    return;
  }
  const base = action?.plan ?? plan?.job.plan ?? {};
  const options = { ...plan?.job.options, ...action?.options };
  const expected = action?.expected ?? plan?.job.expected;
  answer({ status: 'pending' });
  // Run again (Run anyway, Run plan): the last refusal is answered now.
  dispatch({ type: 'patch', patch: { refusal: null } });
  const refuse = (error: unknown, confirmable: boolean) => {
    const message = errorText(error);
    answer({ status: 'refused', message, confirmable });
    dispatch({
      type: 'patch',
      patch: {
        agentState: 'training',
        refusal: { message, confirmable, action: action ?? null, messageId },
      },
    });
    // The plan card shows the figures again, with its own Run anyway.
    void client.invalidateQueries({ queryKey: jobKeys.estimates });
  };
  const fail = (error: unknown) => {
    console.error('Could not start the job', error);
    answer({ status: 'failed', message: errorText(error) });
    dispatch({ type: 'patch', patch: { agentState: 'training' } });
    toast.error(`Could not start the job: ${errorText(error)}`);
  };
  let created;
  try {
    created = await createJob(who, {
      url: target,
      instruction: request,
      plan: planWithInstructions(base, instructions),
      options,
      ...(expected ? { expected } : {}),
      ...(confirm.confirmOverBudget ? { confirm_over_budget: true } : {}),
    });
  } catch (error) {
    if (asksBudgetConfirmation(error)) refuse(error, true);
    else fail(error);
    return;
  }
  dispatch({ type: 'patch', patch: { jobId: created.id } });
  try {
    await runJobAction(who, 'start', created.id);
  } catch (error) {
    // A budget already reached (or a plan limit): confirming cannot help, raising can.
    if (asksBudgetConfirmation(error)) refuse(error, false);
    else fail(error);
    return;
  }
  dispatch({ type: 'patch', patch: { agentState: 'scraping' } });
  answer({ status: 'started' });
  void client.invalidateQueries({ queryKey: ['jobs'] });
  toast.success('Scraping job started');
}
