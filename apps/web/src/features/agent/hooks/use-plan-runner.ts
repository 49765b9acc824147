import { errorText } from '@/lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type Dispatch } from 'react';
import { toast } from 'sonner';
import { asksBudgetConfirmation, createJob, jobKeys, runJobAction } from '@/features/jobs/api';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { planWithInstructions } from '../plan-builder';
import type { WorkspaceAction, WorkspaceState } from '../workspace-state';
import type { WorkflowAction } from '@gleaner/shared';

/**
 * Creates the job the agent proposed (with the person's instruction edits) and starts it.
 * Starting sets scraping; a failure returns the agent to training and says why. A job whose
 * estimate passes a budget is refused until `confirmOverBudget`: the plan card then asks.
 */
export function usePlanRunner(state: WorkspaceState, dispatch: Dispatch<WorkspaceAction>) {
  const who = useJobsIdentity();
  const client = useQueryClient();
  const { plan, instructions, url, request } = state;
  return useCallback(
    async (action?: WorkflowAction, confirm?: { confirmOverBudget?: boolean }) => {
      const target = action?.url ?? plan?.url ?? url;
      if (!target) {
        toast.error('Could not start the job: no web address is set');
        return;
      }
      const base = action?.plan ?? plan?.job.plan ?? {};
      const options = { ...plan?.job.options, ...action?.options };
      dispatch({ type: 'patch', patch: { agentState: 'scraping' } });
      try {
        const created = await createJob(who, {
          url: target,
          instruction: request,
          plan: planWithInstructions(base, instructions),
          options,
          ...(confirm?.confirmOverBudget ? { confirm_over_budget: true } : {}),
        });
        dispatch({ type: 'patch', patch: { jobId: created.id } });
        await runJobAction(who, 'start', created.id);
        void client.invalidateQueries({ queryKey: ['jobs'] });
        toast.success('Scraping job started');
      } catch (error) {
        console.error('Could not start the job', error);
        dispatch({ type: 'patch', patch: { agentState: 'training' } });
        if (asksBudgetConfirmation(error)) {
          // The card shows the figures again, with its Run anyway.
          void client.invalidateQueries({ queryKey: jobKeys.estimates });
          toast.error(`${errorText(error)} Use Run anyway on the plan card to confirm.`);
          return;
        }
        toast.error(`Could not start the job: ${errorText(error)}`);
      }
    },
    [who, client, plan, instructions, url, request, dispatch],
  );
}
