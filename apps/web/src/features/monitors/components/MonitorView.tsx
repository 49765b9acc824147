import type { Monitor } from '@gleaner/shared';
import { lazy, Suspense, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMonitorRuns } from '../hooks/use-monitors';
import { ChangesView } from './ChangesView';
import { DeliveryLog } from './DeliveryLog';
import { HealingPlans } from './HealingPlans';
import { MonitorHeader } from './MonitorHeader';
import { MonitorSettings } from './MonitorSettings';
import { RunsTimeline } from './RunsTimeline';

// Recharts loads with the chart, after the page's words.
const RunsChart = lazy(() => import('./RunsChart'));

/** One monitor: its runs (chart and timeline), a run's changes, deliveries and settings. */
export function MonitorView({ monitor }: { monitor: Monitor }) {
  const runs = useMonitorRuns(monitor.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = runs.data?.find((run) => run.id === chosen) ?? runs.data?.[0] ?? null;
  return (
    <div className="grid gap-6">
      <MonitorHeader monitor={monitor} />
      {runs.isError && (
        <p role="alert" className="text-sm text-red-700">
          Runs unavailable: {runs.error.message}
        </p>
      )}
      {runs.data && runs.data.length > 0 && (
        <Suspense fallback={<div className="h-56 rounded-xl border" aria-hidden="true" />}>
          <RunsChart runs={runs.data} />
        </Suspense>
      )}
      <Tabs defaultValue="changes">
        <TabsList className="h-auto flex-wrap justify-start gap-1">
          <TabsTrigger value="changes" className="flex-none">
            Changes
          </TabsTrigger>
          <TabsTrigger value="deliveries" className="flex-none">
            Deliveries
          </TabsTrigger>
          <TabsTrigger value="settings" className="flex-none">
            Settings
          </TabsTrigger>
        </TabsList>
        <TabsContent value="changes" className="mt-4">
          <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
            {runs.data && runs.data.length > 0 ? (
              <RunsTimeline runs={runs.data} selected={selected?.id ?? null} onSelect={setChosen} />
            ) : (
              <p className="text-sm text-muted-foreground">No runs yet: press Run now.</p>
            )}
            <div className="grid min-w-0 content-start gap-4">
              {selected && <HealingPlans run={selected} />}
              <ChangesView monitorId={monitor.id} run={selected} />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="deliveries" className="mt-4">
          <DeliveryLog monitor={monitor} />
        </TabsContent>
        <TabsContent value="settings" className="mt-4">
          <MonitorSettings monitor={monitor} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
