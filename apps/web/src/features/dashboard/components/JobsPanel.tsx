import type { DashboardJobTab } from '@gleaner/shared';
import { LoaderIcon, RefreshCwIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { dashboardKeys } from '../api';
import { useDashboardSummary } from '../hooks/use-dashboard-data';
import { AiAnalysisSlot } from './AiAnalysisSlot';
import { ConversationsList } from './ConversationsList';
import { JobList } from './JobList';
import { SystemTab } from './system/SystemTab';

// Monitors load when their tab opens.
const MonitorsTab = lazy(() => import('@/features/monitors/components/MonitorsTab'));

const JOB_TABS: { tab: DashboardJobTab; label: string }[] = [
  { tab: 'all', label: 'All' },
  { tab: 'pending', label: 'Pending' },
  { tab: 'active', label: 'Active' },
  { tab: 'completed', label: 'Completed' },
  { tab: 'failed', label: 'Failed' },
];

/** 'Your Scraping Jobs': Refresh and the eight tabs, System first and by default. */
export function JobsPanel() {
  const client = useQueryClient();
  const summary = useDashboardSummary();
  const fetching = useIsFetching({ queryKey: dashboardKeys.all }) > 0;
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return (
    <section aria-labelledby="jobs-panel" className="min-w-0 rounded-xl border bg-card shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id="jobs-panel" className="text-sm font-semibold">
          Your Scraping Jobs
        </h2>
        <Button
          size="sm"
          variant="ghost"
          disabled={fetching}
          onClick={() => void client.invalidateQueries({ queryKey: dashboardKeys.all })}
        >
          <RefreshCwIcon className={fetching ? 'animate-spin' : ''} aria-hidden="true" />
          Refresh
        </Button>
      </header>
      <Tabs defaultValue="system" className="p-4">
        <TabsList className="h-auto flex-wrap justify-start gap-1">
          <TabsTrigger value="system" className="flex-none">
            System
          </TabsTrigger>
          {JOB_TABS.map(({ tab, label }) => (
            <TabsTrigger key={tab} value={tab} className="flex-none">
              {label}
              {count(summary.data?.counts[tab])}
            </TabsTrigger>
          ))}
          <TabsTrigger value="conversations" className="flex-none">
            Conversations{count(summary.data?.conversations)}
          </TabsTrigger>
          <TabsTrigger value="analysis" className="flex-none">
            AI Analysis
          </TabsTrigger>
          <TabsTrigger value="monitors" className="flex-none">
            Monitors
          </TabsTrigger>
        </TabsList>
        <TabsContent value="system" className="mt-4">
          <SystemTab />
        </TabsContent>
        {JOB_TABS.map(({ tab }) => (
          <TabsContent key={tab} value={tab} className="mt-4">
            <JobList tab={tab} active />
          </TabsContent>
        ))}
        <TabsContent value="conversations" className="mt-4">
          <ConversationsList active />
        </TabsContent>
        <TabsContent value="analysis" className="mt-4">
          <AiAnalysisSlot />
        </TabsContent>
        <TabsContent value="monitors" className="mt-4">
          <Suspense
            fallback={
              <p
                role="status"
                className="flex items-center gap-2 py-6 text-sm text-muted-foreground"
              >
                <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading monitors…
              </p>
            }
          >
            <MonitorsTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </section>
  );
}
