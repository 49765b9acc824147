import { LoaderIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';

const Dashboard = lazy(() => import('./components/EnhancedDataDashboard'));

/**
 * The AI Analysis tab's content, loaded only when the tab is opened: the landing and dashboard
 * bundles do not carry the table, JSON viewer or agent.
 */
export function EnhancedDataDashboard() {
  return (
    <Suspense
      fallback={
        <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
          <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading AI Analysis…
        </p>
      }
    >
      <Dashboard />
    </Suspense>
  );
}
