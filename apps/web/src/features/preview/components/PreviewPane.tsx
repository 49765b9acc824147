import { VIEWER_PRELOAD_MS } from '@gleaner/shared';
import { LoaderIcon, MonitorXIcon } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Button } from '@/components/ui/button';
import type { PagePreviewProps } from './PagePreview';

const loadViewer = () => import('./PagePreview');
const PagePreview = lazy(loadViewer);

/** Spec: the viewer code is preloaded 1 s after the screen appears. */
export function usePreloadViewer() {
  useEffect(() => {
    const timer = setTimeout(() => void loadViewer().catch(() => undefined), VIEWER_PRELOAD_MS);
    return () => clearTimeout(timer);
  }, []);
}

function ViewerFailed() {
  return (
    <div
      role="alert"
      className="grid h-96 place-content-center gap-2 rounded-xl border bg-card p-6 text-center"
    >
      <MonitorXIcon className="mx-auto size-8 text-red-600" aria-hidden="true" />
      <p className="font-semibold">Browser Failed to Load</p>
      <p className="text-sm text-muted-foreground">
        The website viewer component encountered an error.
      </p>
      <Button className="mx-auto" variant="outline" onClick={() => location.reload()}>
        Refresh Page
      </Button>
    </div>
  );
}

/** The page preview, loaded on demand, with the spec's loading and failure states. */
export function PreviewPane(props: PagePreviewProps) {
  return (
    <ErrorBoundary
      fallback={<ViewerFailed />}
      onError={(error) => console.error('Viewer failed', error)}
    >
      <Suspense
        fallback={
          <p
            role="status"
            className="flex h-96 items-center justify-center gap-2 rounded-xl border bg-card text-sm text-muted-foreground"
          >
            <LoaderIcon className="size-4 animate-spin" aria-hidden="true" /> Loading browser...
          </p>
        }
      >
        <PagePreview {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
