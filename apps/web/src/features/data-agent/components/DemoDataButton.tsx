import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatabaseIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { loadDemoData } from '../api';

/** Loads the sample governance data set as a job of one's own, then shows it. */
export function DemoDataButton({
  onLoaded,
  variant = 'outline',
}: {
  onLoaded: (jobId: string) => void;
  variant?: 'outline' | 'default';
}) {
  const who = useJobsIdentity();
  const client = useQueryClient();
  const load = useMutation({
    mutationFn: () => loadDemoData(who),
    onSuccess: async ({ jobId }) => {
      await client.invalidateQueries({ queryKey: ['data-agent', 'jobs'] });
      onLoaded(jobId);
    },
    onError: (error) => toast.error(`The sample data could not be loaded: ${error.message}`),
  });
  return (
    <Button size="sm" variant={variant} disabled={load.isPending} onClick={() => load.mutate()}>
      <DatabaseIcon aria-hidden="true" />{' '}
      {load.isPending ? 'Loading sample…' : 'Load sample governance data'}
    </Button>
  );
}
