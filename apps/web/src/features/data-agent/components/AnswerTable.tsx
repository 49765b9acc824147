import type { DataAgentTable } from '@gleaner/shared';
import { contentText } from '@/lib/format';

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number')
    return value.toLocaleString('en-GB', {
      maximumFractionDigits: Number.isInteger(value) ? 0 : 3,
    });
  // A list as the CSV export writes it, "a; b"; other objects as JSON.
  return contentText(value);
};

/** The table of an answer; wide tables scroll inside their box, never the page. */
export function AnswerTable({ table }: { table: DataAgentTable }) {
  if (table.rows.length === 0)
    return <p className="text-xs text-muted-foreground">No rows matched.</p>;
  return (
    <div className="max-h-72 overflow-auto rounded-md border bg-card">
      <table className="w-full text-left text-xs" aria-label="Answer table">
        <thead className="sticky top-0 bg-muted">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r} className="border-t">
              {row.map((value, c) => (
                <td
                  key={c}
                  className={`max-w-60 truncate px-2 py-1 ${typeof value === 'number' ? 'text-right tabular-nums' : ''}`}
                  title={cellText(value)}
                >
                  {cellText(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
