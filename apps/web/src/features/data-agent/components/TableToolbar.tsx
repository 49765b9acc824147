import type { DataAgentRow } from '@gleaner/shared';
import type { Table } from '@tanstack/react-table';
import { ColumnsIcon, DownloadIcon, SearchIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { useJobsIdentity } from '@/features/jobs/hooks/use-jobs-identity';
import { fetchAllRows } from '../api';
import { downloadText, entriesCsv, fileStamp } from '../export-document';
import type { ColumnMeta } from './table-columns';

interface Props {
  table: Table<DataAgentRow>;
  jobId: string;
  search: string;
  onSearch: (text: string) => void;
  selected: DataAgentRow[];
}

/** Search, show/hide columns, and export of the selected rows or of all (JSON, CSV). */
export function TableToolbar({ table, jobId, search, onSearch, selected }: Props) {
  const who = useJobsIdentity();
  const save = (rows: DataAgentRow[], format: 'json' | 'csv') => {
    const name = `scraped-data-${fileStamp()}.${format}`;
    if (format === 'json') downloadText(JSON.stringify(rows, null, 2), name, 'application/json');
    else downloadText(entriesCsv(rows), name, 'text/csv');
  };
  const saveAll = (format: 'json' | 'csv') =>
    fetchAllRows(who, jobId).then(
      (rows) => save(rows, format),
      (error: unknown) =>
        toast.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative min-w-0 flex-1 basis-48">
        <SearchIcon
          className="absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          className="pl-8"
          placeholder="Search records…"
          aria-label="Search records"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <ColumnsIcon aria-hidden="true" /> Columns
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {table.getAllLeafColumns().map((column) => (
            <DropdownMenuItem
              key={column.id}
              onSelect={(event) => {
                event.preventDefault();
                column.toggleVisibility();
              }}
            >
              <input
                type="checkbox"
                readOnly
                checked={column.getIsVisible()}
                aria-hidden="true"
                tabIndex={-1}
              />
              {(column.columnDef.meta as ColumnMeta).title}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <DownloadIcon aria-hidden="true" /> Export
            {selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem
            disabled={selected.length === 0}
            onSelect={() => save(selected, 'json')}
          >
            Selected rows as JSON
          </DropdownMenuItem>
          <DropdownMenuItem disabled={selected.length === 0} onSelect={() => save(selected, 'csv')}>
            Selected rows as CSV
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void saveAll('json')}>
            All rows as JSON
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void saveAll('csv')}>All rows as CSV</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
