import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type Dispatch } from 'react';
import { toast } from 'sonner';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import type { RunPlanOptions } from '../start-job';
import type { WorkspaceAction, WorkspaceState } from '../workspace-state';
import type { WorkflowAction } from '@gleaner/shared';

export type { RunPlanOptions };

/**
 * Runs the agent's plan as a job (see startJob): its code loads with the first start, so the
 * landing page's first load stays as it was.
 */
export function usePlanRunner(state: WorkspaceState, dispatch: Dispatch<WorkspaceAction>) {
  const who = useJobsIdentity();
  const client = useQueryClient();
  const { plan, instructions, url, request } = state;
  return useCallback(
    async (action?: WorkflowAction, confirm: RunPlanOptions = {}) => {
      try {
        const { startJob } = await import('../start-job');
        await startJob(
          { who, client, state: { plan, instructions, url, request }, dispatch },
          action,
          confirm,
        );
      } catch (error) {
        console.error('Could not start the job', error);
        toast.error('Could not start the job: the app could not load its code; reload the page.');
      }
    },
    [who, client, plan, instructions, url, request, dispatch],
  );
}
