import { extractRecords } from '@gleaner/scraper';
import type { CapturedItem, RecordSpec, RecordValue } from '@gleaner/shared';

export type RecordRow = Record<string, RecordValue>;

/**
 * Applies a record spec with the scraper's own engine, so a plan is validated exactly as the
 * job will run it (field patterns included).
 */
export function applyRecordSpec(html: string, pageUrl: string, spec: RecordSpec): CapturedItem[] {
  return extractRecords(html, pageUrl, spec);
}

export function rowsOf(items: CapturedItem[]): RecordRow[] {
  return items.map((item) => item.content as RecordRow);
}
