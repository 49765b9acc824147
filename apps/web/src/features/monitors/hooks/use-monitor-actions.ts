import type { CreateMonitorBody, UpdateMonitorBody } from '@gleaner/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { monitorApi, monitorKeys } from '../api';
import { useDashboardIdentity as useMonitorIdentity } from '@/features/dashboard/hooks/use-dashboard-data';

/** Create, change, run, delete and webhook actions; each refreshes what it changed and toasts a failure. */
export function useMonitorActions() {
  const { token } = useMonitorIdentity();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: monitorKeys.all });
  const failed = (what: string) => (error: Error) => toast.error(`${what}: ${error.message}`);
  return {
    create: useMutation({
      mutationFn: (body: CreateMonitorBody) => monitorApi.create(token, body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateMonitorBody }) =>
        monitorApi.update(token, id, body),
      onSuccess: refresh,
      onError: failed('Could not save the monitor'),
    }),
    run: useMutation({
      mutationFn: (id: string) => monitorApi.run(token, id),
      onSuccess: () => {
        toast.success('Run started');
        return refresh();
      },
      onError: failed('Could not start a run'),
    }),
    remove: useMutation({
      mutationFn: (id: string) => monitorApi.remove(token, id),
      onSuccess: refresh,
      onError: failed('Could not delete the monitor'),
    }),
    testWebhook: useMutation({
      mutationFn: (id: string) => monitorApi.testWebhook(token, id),
      onSuccess: () => {
        toast.success('Test event queued');
        return refresh();
      },
      onError: failed('Could not send a test event'),
    }),
    rotateSecret: useMutation({
      mutationFn: (id: string) => monitorApi.rotateSecret(token, id),
      onError: failed('Could not rotate the secret'),
    }),
  };
}
