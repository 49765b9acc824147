import { ListOrderedIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { fetchQueue } from '../../api';
import { useSystemPart } from '../../hooks/use-system-part';
import { percent } from '../../system-format';
import { Unavailable } from '../Unavailable';
import { DataTable } from './DataTable';
import { SystemCard } from './SystemCard';
import { SystemDialog } from './SystemDialog';

const TONE = {
  queued: 'grey',
  processing: 'blue',
  retrying: 'yellow',
  completed: 'green',
  failed: 'red',
} as const;

/** pg-boss figures for the chunk queue; retrying and stuck chunks stand out. */
export function QueuePart() {
  const [open, setOpen] = useState(false);
  const queue = useSystemPart('queue', fetchQueue);
  const data = queue.data?.available ? queue.data : null;
  const counts = data?.counts;
  return (
    <>
      <SystemCard
        title="Job Queue"
        icon={<ListOrderedIcon className="size-4" aria-hidden="true" />}
        value={counts ? `${counts.active} active` : queue.isPending ? '…' : 'Unavailable'}
        detail={
          counts
            ? `${counts.queued} queued · ${counts.retrying} retrying · ${counts.completed} completed · ${counts.failed} failed`
            : 'Open for the reason'
        }
        onOpen={() => {
          setOpen(true);
          void queue.refetch();
        }}
      />
      <SystemDialog
        title="Job Queue"
        description="Each row is one chunk of a scraping job in the queue; counts are everyone's."
        open={open}
        onOpenChange={setOpen}
        refreshing={queue.isFetching}
        onRefresh={() => void queue.refetch()}
      >
        {queue.isError && (
          <Unavailable reason={queue.error.message} onRetry={() => void queue.refetch()} />
        )}
        {queue.data && !queue.data.available && (
          <Unavailable reason={queue.data.reason} onRetry={() => void queue.refetch()} />
        )}
        {data && (
          <DataTable
            caption="Queue jobs"
            headers={['Job', 'Type', 'Status', 'Progress', 'Created', 'ETA']}
            empty="No queue jobs of yours. Start a scraping job to see its chunks here."
            rows={data.rows.map((row) => ({
              key: `${row.jobId}:${row.chunk}:${row.created}`,
              className: row.stuck ? 'bg-red-50' : row.status === 'retrying' ? 'bg-amber-50' : '',
              cells: [
                <span className="font-mono whitespace-nowrap" title={row.url}>
                  {row.jobId.slice(0, 8)} #{row.chunk + 1}
                </span>,
                row.type,
                <span className="flex flex-wrap gap-1">
                  <Badge tone={TONE[row.status]}>{row.status}</Badge>
                  {row.stuck && <Badge tone="red">stuck</Badge>}
                  {row.attempts > 1 && <Badge tone="yellow">try {row.attempts}</Badge>}
                </span>,
                percent(row.progress),
                new Date(row.created).toLocaleString(),
                row.eta ? new Date(row.eta).toLocaleTimeString() : '—',
              ],
            }))}
          />
        )}
      </SystemDialog>
    </>
  );
}
