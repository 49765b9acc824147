import type { DataAgentRow, DataColumn, PlanFilter } from '@gleaner/shared';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useDebounced } from '../hooks/use-debounced';
import { useJobRows } from '../hooks/use-analysis-data';
import { useAnnotations } from '../hooks/use-annotations';
import { AnnotatedCell } from './AnnotatedCell';
import { ColumnFilter } from './ColumnFilter';
import { tableColumns, type ColumnMeta } from './table-columns';
import { TableToolbar } from './TableToolbar';

interface Props {
  jobId: string;
  fields: string[];
  columns: DataColumn[];
  types: string[];
}

const PAGE_SIZES = [100, 500];
const ROW_HEIGHT = 36;

/**
 * The job's items as a table. Paging, sorting, search and filters run on the server over the
 * stored JSONB, so a 100,000-item job opens as quickly as a small one; the rows of a page are
 * virtualised, so 500 of them scroll smoothly.
 */
export function RecordsTable({ jobId, fields, columns, types }: Props) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Record<string, PlanFilter[]>>({});
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 100);
  const [visibility, setVisibility] = useState<VisibilityState>({});
  const [selection, setSelection] = useState<RowSelectionState>({});
  const notes = useAnnotations(jobId);
  const q = useDebounced(search);
  const allFilters = useDebounced(Object.values(filters).flat());
  const sort = sorting[0];
  const defs = useMemo(() => tableColumns(fields, columns), [fields, columns]);
  const rows = useJobRows(jobId, {
    offset: page * pageSize,
    limit: pageSize,
    ...(sort
      ? {
          sort: (defs.find((d) => d.id === sort.id)?.meta as ColumnMeta | undefined)?.serverKey,
          dir: sort.desc ? 'desc' : 'asc',
        }
      : {}),
    ...(q ? { q } : {}),
    ...(allFilters.length ? { filters: JSON.stringify(allFilters) } : {}),
  });
  const data = useMemo(() => rows.data?.rows ?? [], [rows.data]);
  const matched = rows.data?.matched ?? 0;
  const pages = Math.max(1, Math.ceil(matched / pageSize));

  // TanStack Table's instance is read afresh on every render, as it is meant to be.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<DataAgentRow>({
    data,
    columns: defs,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableRowSelection: true,
    state: { sorting, columnVisibility: visibility, rowSelection: selection },
    onSortingChange: (next) => {
      setSorting(next);
      setPage(0);
    },
    onColumnVisibilityChange: setVisibility,
    onRowSelectionChange: setSelection,
  });

  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: data.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const visible = table.getVisibleLeafColumns();
  const items = virtual.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const selectedRows = data.filter((row) => selection[row.id]);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <TableToolbar
        table={table}
        jobId={jobId}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(0);
        }}
        selected={selectedRows}
      />
      <div
        ref={scroller}
        className="max-h-[520px] overflow-auto rounded-lg border"
        aria-busy={rows.isFetching}
      >
        <table className="w-full min-w-max text-left text-sm" aria-label="Records">
          <thead className="sticky top-0 z-10 bg-muted">
            <tr>
              <th className="w-8 px-2 py-2">
                <input
                  type="checkbox"
                  aria-label="Select all rows on this page"
                  checked={table.getIsAllRowsSelected()}
                  onChange={table.getToggleAllRowsSelectedHandler()}
                />
              </th>
              {table.getFlatHeaders().map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    className="px-2 py-2 align-top font-medium"
                    style={{ width: header.getSize() }}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                    }
                  >
                    <button
                      type="button"
                      className="flex items-center gap-1 whitespace-nowrap disabled:cursor-default"
                      disabled={!header.column.getCanSort()}
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      {sorted === 'asc' && <ArrowUpIcon className="size-3" aria-hidden="true" />}
                      {sorted === 'desc' && <ArrowDownIcon className="size-3" aria-hidden="true" />}
                    </button>
                    <div className="mt-1">
                      <ColumnFilter
                        meta={header.column.columnDef.meta as ColumnMeta}
                        value={filters[header.id] ?? []}
                        choices={header.id === '$type' ? types : undefined}
                        onChange={(next) => {
                          setFilters((all) => ({ ...all, [header.id]: next }));
                          setPage(0);
                        }}
                      />
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {padTop > 0 && <tr style={{ height: padTop }} aria-hidden="true" />}
            {items.map((item) => {
              const row = table.getRowModel().rows[item.index];
              if (!row) return null;
              return (
                <tr
                  key={row.id}
                  className="border-t data-[selected=true]:bg-accent/60"
                  data-selected={row.getIsSelected()}
                  style={{ height: ROW_HEIGHT }}
                >
                  <td className="px-2">
                    <input
                      type="checkbox"
                      aria-label="Select row"
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                  {row.getVisibleCells().map((cell) => {
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    const cellId = `${row.id}:${cell.column.id}`;
                    return (
                      <td key={cell.id} className="max-w-80 truncate px-1">
                        <AnnotatedCell
                          cellId={cellId}
                          annotations={notes.byCell.get(cellId) ?? []}
                          onSave={notes.save}
                          onRemove={notes.remove}
                        >
                          {content}
                        </AnnotatedCell>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {padBottom > 0 && <tr style={{ height: padBottom }} aria-hidden="true" />}
            {data.length === 0 && !rows.isPending && (
              <tr>
                <td
                  colSpan={visible.length + 1}
                  className="px-2 py-8 text-center text-sm text-muted-foreground"
                >
                  {rows.isError
                    ? `Records are unavailable: ${rows.error.message}`
                    : 'No records match. Clear the search or the filters to see them all.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {matched.toLocaleString()} matching · page {page + 1} of {pages}
          {rows.isFetching ? ' · loading…' : ''}
        </span>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-1">
            Rows
            <select
              className="rounded border bg-card px-1 py-0.5"
              value={pageSize}
              onChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size}>{size}</option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="rounded border px-2 py-0.5 disabled:opacity-50"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </button>
          <button
            type="button"
            className="rounded border px-2 py-0.5 disabled:opacity-50"
            disabled={page + 1 >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </button>
        </div>
      </div>
    </div>
  );
}
