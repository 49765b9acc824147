import { LoaderIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useStreamingJob } from '@/features/jobs/hooks/use-streaming-job';
import { useWorkspace } from '../hooks/use-workspace';

const LandingWorkspace = lazy(() => import('./LandingWorkspace'));

function Failed() {
  return (
    <p role="alert" className="mx-auto max-w-6xl px-4 py-6 text-sm text-red-700 sm:px-6">
      The workspace panels failed to load. Please refresh the page and try again.
    </p>
  );
}

/**
 * The landing route ships without the panels; they load when the agent starts, a person signs
 * in, or this browser's last job has captured data to show (after a reload, say).
 */
export function LandingAgentArea() {
  const { state } = useWorkspace();
  const { user } = useAuth();
  const last = useStreamingJob(null)?.job;
  const captured = last && last.status !== 'processing' && last.totalResults > 0;
  if (!user && !captured && !state.chatStarted && state.agentState === 'idle') return null;
  return (
    <ErrorBoundary fallback={<Failed />}>
      <Suspense
        fallback={
          <p
            role="status"
            className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-6 text-sm text-muted-foreground sm:px-6"
          >
            <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading the workspace…
          </p>
        }
      >
        <LandingWorkspace />
      </Suspense>
    </ErrorBoundary>
  );
}
