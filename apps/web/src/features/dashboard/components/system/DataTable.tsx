import type { ReactNode } from 'react';

interface DataTableProps {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[]; className?: string }[];
  empty: string;
}

/** A compact figures table that scrolls inside its box on a narrow screen. */
export function DataTable({ caption, headers, rows, empty }: DataTableProps) {
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
        {empty}
      </p>
    );
  }
  return (
    <div className="max-w-full overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={`border-t ${row.className ?? ''}`}>
              {row.cells.map((cell, index) => (
                <td key={index} className="px-2 py-1.5 align-top tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
