import { countOf } from '@gleaner/shared';
import { DatabaseIcon } from 'lucide-react';
import { useState } from 'react';
import { fetchDatabase } from '../../api';
import { useSystemPart } from '../../hooks/use-system-part';
import { formatBytes } from '../../system-format';
import { Unavailable } from '../Unavailable';
import { DataTable } from './DataTable';
import { SystemCard } from './SystemCard';
import { SystemDialog } from './SystemDialog';

/** Since when the operation counts run, so a 0 beside old rows reads as what it is. */
function countersText(kind: 'pglite' | 'postgres', since: string | null): string {
  const rows = 'Rows and size per table now;';
  if (!since)
    return `${rows} inserts, updates, deletes and scans since the statistics were last reset.`;
  const when = new Date(since).toLocaleString();
  return kind === 'pglite'
    ? `${rows} inserts, updates, deletes and scans since the server started (${when}): the embedded database starts these counts afresh at each start.`
    : `${rows} inserts, updates, deletes and scans since the statistics were reset (${when}).`;
}

/** Per table: rows, size and operation counts from the database's own statistics. */
export function DatabasePart() {
  const [open, setOpen] = useState(false);
  const stats = useSystemPart('database', fetchDatabase);
  const data = stats.data?.available ? stats.data : null;
  return (
    <>
      <SystemCard
        title="Database"
        icon={<DatabaseIcon className="size-4" aria-hidden="true" />}
        value={data ? formatBytes(data.sizeBytes) : stats.isPending ? '…' : 'Unavailable'}
        detail={
          data
            ? `${data.kind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'}, ${countOf(data.tables.length, 'table')}`
            : 'Open for the reason'
        }
        onOpen={() => {
          setOpen(true);
          void stats.refetch();
        }}
      />
      <SystemDialog
        title="Database"
        description={
          data
            ? countersText(data.kind, data.countersSince)
            : 'Rows, size and inserts, updates, deletes and scans per table.'
        }
        open={open}
        onOpenChange={setOpen}
        refreshing={stats.isFetching}
        onRefresh={() => void stats.refetch()}
      >
        {stats.isError && (
          <Unavailable reason={stats.error.message} onRetry={() => void stats.refetch()} />
        )}
        {stats.data && !stats.data.available && (
          <Unavailable reason={stats.data.reason} onRetry={() => void stats.refetch()} />
        )}
        {data && (
          <DataTable
            caption="Database tables"
            headers={['Table', 'Rows', 'Size', 'Inserts', 'Updates', 'Deletes', 'Scans']}
            empty="No tables yet."
            rows={data.tables.map((table) => ({
              key: `${table.schema}.${table.name}`,
              cells: [
                <span className="font-medium whitespace-nowrap">
                  {table.schema === 'public' ? table.name : `${table.schema}.${table.name}`}
                </span>,
                `${table.rowsEstimated ? '≈' : ''}${table.rows.toLocaleString()}`,
                formatBytes(table.sizeBytes),
                table.inserts.toLocaleString(),
                table.updates.toLocaleString(),
                table.deletes.toLocaleString(),
                (table.seqScans + table.indexScans).toLocaleString(),
              ],
            }))}
          />
        )}
      </SystemDialog>
    </>
  );
}
