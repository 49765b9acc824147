import { CSV_COLUMNS } from '@gleaner/shared';

/** A captured item as the panel holds it (spec section 3). */
export interface PanelItem {
  id: string;
  type: string;
  content: unknown;
  selector: string;
  timestamp: string;
  confidence: number;
  url?: string;
}

/** RFC 4180 quoting; cells that a spreadsheet would run as a formula get a leading '. */
function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}

export function csvCell(value: unknown): string {
  let text = cellText(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function isRecord(item: PanelItem): item is PanelItem & { content: Record<string, unknown> } {
  return item.type === 'record' && typeof item.content === 'object' && item.content !== null;
}

/**
 * CSV of the items: one column per field when they are all records (in the plan's order when
 * known: stored records do not keep their key order), else the spec's columns.
 */
export function toCsv(items: PanelItem[], fieldOrder: string[] = []): string {
  const lines: string[] = [];
  if (items.length > 0 && items.every(isRecord)) {
    const fields = [
      ...new Set([...fieldOrder, ...items.flatMap((item) => Object.keys(item.content))]),
    ].filter((field) => items.some((item) => field in item.content));
    lines.push(fields.map(csvCell).join(','));
    for (const item of items) {
      lines.push(fields.map((field) => csvCell(item.content[field] ?? '')).join(','));
    }
  } else {
    lines.push(CSV_COLUMNS.join(','));
    for (const item of items) {
      lines.push(
        [item.id, item.type, item.content, item.selector, item.timestamp, item.confidence]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Spec JSON export: exported_at, total_items, data. */
export function toJson(items: PanelItem[]): string {
  return JSON.stringify(
    { exported_at: new Date().toISOString(), total_items: items.length, data: items },
    null,
    2,
  );
}

export function exportFileName(format: 'json' | 'csv'): string {
  return `captured-data-${new Date().toISOString().slice(0, 10)}.${format}`;
}
