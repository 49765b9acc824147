import type { BrowserSession } from '@gleaner/shared';
import { ExternalLinkIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useLiveScreenshot } from '../../hooks/use-live-screenshot';
import { formatMs } from '../../system-format';

interface LiveSessionDialogProps {
  session: BrowserSession | null;
  onClose: () => void;
}

/**
 * An active browser page, watched: a screenshot every 5 s while this is open. When the page
 * finishes, it says so and keeps showing the last screenshot.
 */
export function LiveSessionDialog({ session, onClose }: LiveSessionDialogProps) {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const live = useLiveScreenshot(session?.id ?? null, autoRefresh);
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            Live browser session
            {live.ended ? (
              <Badge tone="grey">FINISHED</Badge>
            ) : (
              <Badge tone="red" className="animate-pulse">
                LIVE
              </Badge>
            )}
          </DialogTitle>
          <DialogDescription className="break-all">
            {session && (
              <a
                href={session.url}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 text-primary hover:underline"
              >
                {session.url}
                <ExternalLinkIcon className="size-3 shrink-0" aria-hidden="true" />
              </a>
            )}
          </DialogDescription>
        </DialogHeader>
        {session && (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span>Duration: {formatMs(session.duration)}</span>
            <span>Elements found: {session.elementsFound ?? 'not read yet'}</span>
          </p>
        )}
        {live.ended ? (
          <p role="status" className="rounded-lg border bg-muted/40 px-3 py-2 text-sm">
            This page has finished: the job is done with it.{' '}
            {live.data
              ? 'Below is the last screenshot taken of it.'
              : 'No screenshot was taken while it was open.'}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void live.refetch()}
              disabled={live.isFetching}
            >
              <RefreshCwIcon className={live.isFetching ? 'animate-spin' : ''} aria-hidden="true" />
              Refresh
            </Button>
            <Button
              size="sm"
              variant={autoRefresh ? 'default' : 'outline'}
              aria-pressed={autoRefresh}
              onClick={() => setAutoRefresh(!autoRefresh)}
            >
              Auto-refresh: {autoRefresh ? 'ON' : 'OFF'}
            </Button>
          </div>
        )}
        <div className="grid h-[500px] place-items-center overflow-auto rounded-lg border bg-muted/40">
          {live.data ? (
            <img
              src={live.data.url}
              alt={`Screenshot of ${session?.url ?? 'the page'}`}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <p className="px-4 text-center text-sm text-muted-foreground">
              {live.isFetching ? 'Taking a screenshot…' : 'No screenshot available'}
              {live.error && !live.ended && !live.isFetching && (
                <span className="mt-1 block text-xs">{live.error.message}</span>
              )}
            </p>
          )}
        </div>
        {live.error && !live.ended && live.data && (
          <p role="status" className="text-xs text-muted-foreground">
            Showing the last screenshot: {live.error.message}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
