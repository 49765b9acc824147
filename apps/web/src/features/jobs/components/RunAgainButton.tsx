import { RotateCwIcon } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { JobReplySchema } from '@gleaner/shared';
import { call, type JobsIdentity } from '../api';
import { useJobsIdentity } from '../hooks/use-jobs-identity';

// Here rather than in ../api: that module ships with the landing page, this button does not.
async function runJobAgain(who: JobsIdentity, id: string) {
  return (await call(who, `/jobs/${encodeURIComponent(id)}/run-again`, JobReplySchema, {})).job;
}

/** Job Details' Run again: the same plan as a new job in the history, started now. */
export function RunAgainButton({ jobId }: { jobId: string }) {
  const client = useQueryClient();
  const who = useJobsIdentity();
  const again = useMutation({
    mutationFn: () => runJobAgain(who, jobId),
    onSuccess: () => {
      toast.success('Started again as a new job');
      void client.invalidateQueries({ queryKey: ['jobs'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) => toast.error(`Could not run the job again: ${error.message}`),
  });
  return (
    <Button size="sm" variant="outline" disabled={again.isPending} onClick={() => again.mutate()}>
      <RotateCwIcon aria-hidden="true" />
      Run again
    </Button>
  );
}
