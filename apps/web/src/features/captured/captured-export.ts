import { csvRow, itemsLayout, recordsLayout, type CsvItem, type StoredJob } from '@gleaner/shared';

/** A captured item as the panel holds it (spec section 3), with the page it came from. */
export interface PanelItem extends CsvItem {
  url?: string;
  /** The job that captured it; none for a one-page scrape. */
  jobId?: string;
}

/** A job with more results than the panel holds (the detail call's limit): its whole data is exported by the server. */
export interface LargeJob {
  id: string;
  plan: StoredJob['plan'];
  shown: number;
  total: number;
}

function isRecord(item: PanelItem): item is PanelItem & { content: Record<string, unknown> } {
  return item.type === 'record' && typeof item.content === 'object' && item.content !== null;
}

/**
 * CSV of the items in the server export's layouts: one column per record field when there are
 * records (in the plan's order when known: stored records do not keep their key order), other
 * items after them; else the spec's columns.
 */
export function toCsv(items: PanelItem[], fieldOrder: string[] = []): string {
  const records = items.filter(isRecord);
  const fields = [
    ...new Set([...fieldOrder, ...records.flatMap((item) => Object.keys(item.content))]),
  ].filter((field) => records.some((item) => field in item.content));
  const layout =
    fields.length > 0 ? recordsLayout(fields, records.length < items.length) : itemsLayout;
  return [layout.header(), ...items.map(layout.cells)].map(csvRow).join('');
}

/** Spec JSON export: exported_at, total_items, data. */
/** The spec's export document; a redacted one says so itself, as the server's does. */
export function toJson(items: PanelItem[], redacted = false): string {
  return JSON.stringify(
    {
      exported_at: new Date().toISOString(),
      total_items: items.length,
      ...(redacted ? { redacted: 'personal data masked' } : {}),
      data: items,
    },
    null,
    2,
  );
}

export function exportFileName(format: 'json' | 'csv', redacted = false): string {
  return `captured-data-${new Date().toISOString().slice(0, 10)}${redacted ? '-redacted' : ''}.${format}`;
}
