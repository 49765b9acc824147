import type { ChangeStatus } from '@gleaner/shared';
import { useQuery } from '@tanstack/react-query';
import { monitorApi, monitorKeys } from '../api';
import { useDashboardIdentity as useMonitorIdentity } from '@/features/dashboard/hooks/use-dashboard-data';

/** While a run is going, its monitor's figures are looked at again every few seconds. */
const LIVE_MS = 3000;

export function useMonitorList(enabled = true) {
  const { token, userId } = useMonitorIdentity();
  return useQuery({
    queryKey: monitorKeys.list(userId),
    queryFn: async () => (await monitorApi.list(token)).monitors,
    enabled: enabled && token !== '',
    refetchInterval: (query) =>
      query.state.data?.some((m) => m.lastRun?.status === 'running') ? LIVE_MS : false,
  });
}

export function useMonitorNotifications(enabled = true) {
  const { token, userId } = useMonitorIdentity();
  return useQuery({
    queryKey: monitorKeys.notifications(userId),
    queryFn: async () => (await monitorApi.notifications(token)).notifications,
    enabled: enabled && token !== '',
  });
}

export function useMonitor(id: string) {
  const { token } = useMonitorIdentity();
  return useQuery({
    queryKey: monitorKeys.one(id),
    queryFn: async () => (await monitorApi.get(token, id)).monitor,
    enabled: token !== '',
    refetchInterval: (query) => (query.state.data?.lastRun?.status === 'running' ? LIVE_MS : false),
  });
}

export function useMonitorRuns(id: string) {
  const { token } = useMonitorIdentity();
  return useQuery({
    queryKey: monitorKeys.runs(id),
    queryFn: async () => (await monitorApi.runs(token, id)).runs,
    enabled: token !== '',
    refetchInterval: (query) =>
      query.state.data?.some((run) => run.status === 'running') ? LIVE_MS : false,
  });
}

/** A run's changes; `runStatus` is part of the key, so a run that ends is read again. */
export function useRunChanges(
  id: string,
  runId: string | null,
  runStatus: string,
  status: ChangeStatus | 'all',
) {
  const { token } = useMonitorIdentity();
  return useQuery({
    queryKey: [...monitorKeys.changes(id, runId ?? '', status), runStatus],
    queryFn: () => monitorApi.changes(token, id, runId ?? '', status),
    enabled: token !== '' && runId !== null,
  });
}

export function useDeliveries(id: string, enabled: boolean) {
  const { token } = useMonitorIdentity();
  return useQuery({
    queryKey: monitorKeys.deliveries(id),
    queryFn: async () => (await monitorApi.deliveries(token, id)).deliveries,
    enabled: enabled && token !== '',
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? LIVE_MS : false,
  });
}
