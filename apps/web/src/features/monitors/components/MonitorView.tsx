import type { Monitor } from '@gleaner/shared';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMonitorRuns } from '../hooks/use-monitors';
import { ChangesView } from './ChangesView';
import { DeliveryLog } from './DeliveryLog';
import { HealingPlans } from './HealingPlans';
import { MonitorHeader } from './MonitorHeader';
import { MonitorSettings } from './MonitorSettings';
import { RunsTimeline } from './RunsTimeline';

// Recharts loads with the chart, after the page's words.
const RunsChart = lazy(() => import('./RunsChart'));

type Section = 'changes' | 'deliveries' | 'settings';
const SECTIONS: [Section, string][] = [
  ['changes', 'Changes'],
  ['deliveries', 'Deliveries'],
  ['settings', 'Settings'],
];

/** One monitor: its runs (chart and timeline), a run's changes, deliveries and settings. */
export function MonitorView({ monitor }: { monitor: Monitor }) {
  const runs = useMonitorRuns(monitor.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [section, setSection] = useState<Section>('changes');
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
      {/* Plain buttons rather than the Tabs primitive: it would split shared UI code into
          a chunk of its own and lengthen the landing page's list of chunks (bench:web). */}
      <div role="group" aria-label="Monitor sections" className="flex flex-wrap gap-1">
        {SECTIONS.map(([value, label]) => (
          <Button
            key={value}
            size="sm"
            variant={section === value ? 'default' : 'ghost'}
            aria-pressed={section === value}
            onClick={() => setSection(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      {section === 'changes' && (
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
      )}
      {section === 'deliveries' && <DeliveryLog monitor={monitor} />}
      {section === 'settings' && <MonitorSettings monitor={monitor} />}
    </div>
  );
}
