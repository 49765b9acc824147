import type { DataAgentRow, DataColumn } from '@gleaner/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '@/components/ui/badge';
import { FieldValue } from '@/components/FieldValue';
import { contentText, truncate } from '@/lib/format';

/** Spec section 3, table column type: how a column is shown and filtered. */
export type ColumnType = 'number' | 'date' | 'badge' | 'json' | 'text';

export interface ColumnMeta {
  type: ColumnType;
  /** The key the server sorts and filters by ($type… or a content field). */
  serverKey: string;
  title: string;
}

const fieldOf = (row: DataAgentRow, key: string): unknown =>
  typeof row.content === 'object' && row.content !== null && !Array.isArray(row.content)
    ? (row.content as Record<string, unknown>)[key]
    : undefined;

/** A cell's text for sorting and filtering: a list as the CSV export writes it, "a; b". */
const show = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  return contentText(value);
};

function typeOfField(column: DataColumn | undefined): ColumnType {
  if (!column) return 'text';
  if (column.kind === 'number') return 'number';
  if (column.kind === 'date') return 'date';
  if (column.kind === 'list') return 'json';
  if (column.kind === 'category' || column.kind === 'boolean') return 'badge';
  return 'text';
}

/**
 * Up to five fields of the first entry's content, or one Content column when it has none, then
 * Type, Selector, Confidence and Created (spec section 2, AI Analysis tab). The data comes first:
 * the four record columns hold the same few values on most jobs and, placed first, pushed the
 * fields a person scraped for past the right edge of a 1280 px screen (issue 32).
 */
export function tableColumns(fields: string[], known: DataColumn[]): ColumnDef<DataAgentRow>[] {
  const columns: ColumnDef<DataAgentRow>[] = [];
  if (fields.length === 0) {
    columns.push({
      id: 'content',
      header: 'Content',
      accessorFn: (row) => show(row.content),
      cell: (info) => truncate(info.getValue<string>(), 100),
      enableSorting: false,
      meta: { type: 'json', serverKey: 'content', title: 'Content' } satisfies ColumnMeta,
      size: 320,
    });
  }
  for (const key of fields) {
    const type = typeOfField(known.find((c) => c.key === key));
    columns.push({
      id: `field:${key}`,
      header: key,
      accessorFn: (row) => show(fieldOf(row, key)),
      // A list reads as chips, as in Captured Data (issue 28), never as JSON.
      cell: (info) => <FieldValue value={fieldOf(info.row.original, key)} max={100} />,
      meta: { type, serverKey: key, title: key } satisfies ColumnMeta,
      size: type === 'number' ? 110 : 200,
    });
  }
  columns.push(
    {
      id: '$type',
      header: 'Type',
      accessorFn: (row) => row.type,
      cell: (info) => <Badge tone="blue">{info.getValue<string>()}</Badge>,
      meta: { type: 'badge', serverKey: '$type', title: 'Type' } satisfies ColumnMeta,
      size: 110,
    },
    {
      id: '$selector',
      header: 'Selector',
      accessorFn: (row) => row.selector,
      cell: (info) => <code className="text-xs">{truncate(info.getValue<string>(), 30)}</code>,
      meta: { type: 'text', serverKey: '$selector', title: 'Selector' } satisfies ColumnMeta,
      size: 160,
    },
    {
      id: '$confidence',
      header: 'Confidence',
      accessorFn: (row) => row.confidence,
      cell: (info) => info.getValue<number>().toFixed(3),
      meta: { type: 'number', serverKey: '$confidence', title: 'Confidence' } satisfies ColumnMeta,
      size: 110,
    },
    {
      id: '$created',
      header: 'Created',
      accessorFn: (row) => row.created_at,
      cell: (info) => new Date(info.getValue<string>()).toLocaleString(),
      meta: { type: 'date', serverKey: '$created', title: 'Created' } satisfies ColumnMeta,
      size: 180,
    },
  );
  return columns;
}
