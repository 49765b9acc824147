import type { BrowserSession } from '@gleaner/shared';
import { GlobeIcon, MonitorPlayIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { truncate } from '@/lib/format';
import { fetchSessions } from '../../api';
import { useSystemPart } from '../../hooks/use-system-part';
import { formatMs } from '../../system-format';
import { Unavailable } from '../Unavailable';
import { DataTable } from './DataTable';
import { LiveSessionDialog } from './LiveSessionDialog';
import { SystemCard } from './SystemCard';
import { SystemDialog } from './SystemDialog';

const TONE = { active: 'blue', completed: 'green', failed: 'red' } as const;

/** The Chromium pages of your jobs, open now and recent; an active one can be watched live. */
export function BrowserSessionsPart() {
  const [open, setOpen] = useState(false);
  const [watching, setWatching] = useState<BrowserSession | null>(null);
  const sessions = useSystemPart('sessions', fetchSessions);
  const data = sessions.data?.available ? sessions.data : null;
  const active = data?.sessions.filter((session) => session.status === 'active').length ?? 0;
  return (
    <>
      <SystemCard
        title="Browser Sessions"
        icon={<GlobeIcon className="size-4" aria-hidden="true" />}
        value={data ? `${active} active` : sessions.isPending ? '…' : 'Unavailable'}
        detail={
          data
            ? `${data.sessions.length - active} recent${data.scope === 'own' ? `; others: ${data.others.active} active` : ''}`
            : 'Open for the reason'
        }
        onOpen={() => {
          setOpen(true);
          void sessions.refetch();
        }}
      />
      <SystemDialog
        title="Browser Sessions"
        description="Chromium pages your jobs have open on any worker, and the last ones that closed."
        open={open}
        onOpenChange={setOpen}
        refreshing={sessions.isFetching}
        onRefresh={() => void sessions.refetch()}
      >
        {sessions.isError && (
          <Unavailable reason={sessions.error.message} onRetry={() => void sessions.refetch()} />
        )}
        {sessions.data && !sessions.data.available && (
          <Unavailable reason={sessions.data.reason} onRetry={() => void sessions.refetch()} />
        )}
        {data && (
          <div className="grid gap-2">
            <DataTable
              caption="Browser sessions"
              headers={['URL', 'Status', 'Duration', 'Elements found', 'Last activity', '']}
              empty="No browser sessions. Pages that need JavaScript open one while a job reads them."
              rows={data.sessions.map((session) => ({
                key: session.id,
                cells: [
                  <span className="block min-w-48 break-all" title={session.url}>
                    {truncate(session.url, 60)}
                  </span>,
                  <Badge tone={TONE[session.status]}>{session.status}</Badge>,
                  formatMs(session.duration),
                  session.elementsFound ?? '—',
                  new Date(session.lastActivity).toLocaleTimeString(),
                  session.status === 'active' ? (
                    <Button size="sm" variant="outline" onClick={() => setWatching(session)}>
                      <MonitorPlayIcon aria-hidden="true" />
                      Watch
                    </Button>
                  ) : null,
                ],
              }))}
            />
            {data.scope === 'own' && (
              <p className="text-xs text-muted-foreground">
                Your jobs&apos; pages only. Other people: {data.others.active} active,{' '}
                {data.others.recent} recent.
              </p>
            )}
          </div>
        )}
      </SystemDialog>
      <LiveSessionDialog session={watching} onClose={() => setWatching(null)} />
    </>
  );
}
