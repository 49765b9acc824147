import { ShieldCheckIcon } from 'lucide-react';
import { fetchSystemStatus } from '../../api';
import { useSystemPart } from '../../hooks/use-system-part';
import { BrowserSessionsPart } from './BrowserSessionsPart';
import { DatabasePart } from './DatabasePart';
import { ModelCostsPart } from './ModelCostsPart';
import { QueuePart } from './QueuePart';
import { SystemStatusCard } from './SystemStatusCard';

/** System Command Center: four sources, each with a detail dialog, and the health checks. */
export function SystemTab() {
  const status = useSystemPart('status', fetchSystemStatus);
  const operator = status.data?.scope === 'all';
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-xs text-muted-foreground">
        <ShieldCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {operator
          ? 'You are an operator (ADMIN_EMAILS): you see every person’s browser sessions, queue rows and model costs.'
          : 'Who sees what: you see your own jobs’ browser sessions, queue rows and model costs, and only counts of everyone else’s. The service’s operators see everything. Database figures are totals for the whole service.'}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <ModelCostsPart />
        <BrowserSessionsPart />
        <DatabasePart />
        <QueuePart />
      </div>
      <SystemStatusCard />
    </div>
  );
}
