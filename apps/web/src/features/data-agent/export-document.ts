import {
  csvRow,
  csvValue,
  type DataAgentOverviewReply,
  type DataAgentRow,
  type StoredJob,
} from '@gleaner/shared';

/** Spec section 3, export document (job data): metadata and entries. */
export interface ExportDocument {
  metadata: {
    jobId: string;
    totalEntries: number;
    lastUpdated: string | null;
    dataTypes: string[];
  };
  entries: DataAgentRow[];
}

export function exportDocument(
  jobId: string,
  overview: DataAgentOverviewReply,
  entries: DataAgentRow[],
): ExportDocument {
  return {
    metadata: {
      jobId,
      totalEntries: entries.length,
      lastUpdated: overview.lastUpdated,
      dataTypes: overview.dataTypes.map((t) => t.type),
    },
    entries,
  };
}

/**
 * The content fields shown as columns: up to five, from the first entry's content (spec), in the
 * order the job's plan names them when it does (stored JSON does not keep key order).
 */
/** The record fields a job's plan names, in its order. */
export const planFields = (job: StoredJob | undefined) =>
  [job?.plan?.recordSpec, job?.plan?.detailRecordSpec].flatMap(
    (spec) => spec?.fields.map((f) => f.name) ?? [],
  );

export function contentFields(
  entries: readonly DataAgentRow[],
  order: readonly string[] = [],
  max = 5,
): string[] {
  const content = entries[0]?.content;
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return [];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.keys(content)
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, max);
}

const field = (row: DataAgentRow, key: string): unknown =>
  typeof row.content === 'object' && row.content !== null && !Array.isArray(row.content)
    ? (row.content as Record<string, unknown>)[key]
    : undefined;

/** CSV of entries: Type, Selector, Confidence, Created, then each content field (or Content). */
export function entriesCsv(entries: readonly DataAgentRow[]): string {
  const fields = [
    ...new Set(
      entries.flatMap((e) =>
        typeof e.content === 'object' && e.content && !Array.isArray(e.content)
          ? Object.keys(e.content)
          : [],
      ),
    ),
  ];
  const header = [
    'Type',
    'Selector',
    'Confidence',
    'Created',
    ...(fields.length ? fields : ['Content']),
  ];
  const rows = entries.map((e) => [
    e.type,
    e.selector,
    e.confidence,
    e.created_at,
    ...(fields.length ? fields.map((f) => csvValue(field(e, f))) : [csvValue(e.content)]),
  ]);
  return [header, ...rows].map((cells) => csvRow(cells)).join('');
}

/** Saves text as a file in the browser. */
export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const fileStamp = () => new Date().toISOString().replace(/[:.]/g, '-');
