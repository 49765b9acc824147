import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { runJobAction, type JobAction } from '../api';
import { useJobsIdentity } from './use-jobs-identity';

const PAST: Record<JobAction, string> = {
  start: 'Job started',
  cancel: 'Job cancelled',
  resume: 'Job resumed',
};

/** Start, cancel or resume a job; a refusal or failure is toasted (spec: only logged). */
export function useJobAction(onDone?: (action: JobAction) => void) {
  const client = useQueryClient();
  const who = useJobsIdentity();
  return useMutation({
    mutationFn: ({ action, id }: { action: JobAction; id: string }) =>
      runJobAction(who, action, id),
    onSuccess: (_job, { action, id }) => {
      toast.success(PAST[action]);
      void client.invalidateQueries({ queryKey: ['jobs', 'status', id] });
      onDone?.(action);
    },
    onError: (error, { action }) => {
      console.error(`Could not ${action} the job`, error);
      toast.error(`Could not ${action} the job: ${error.message}`);
    },
  });
}
