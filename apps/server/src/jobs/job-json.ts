import { randomUUID } from 'node:crypto';
import { jsonRecords } from '@gleaner/agent';
import type { CapturedItem } from '@gleaner/shared';
import type { PageResult } from '@gleaner/scraper';

/** A response is JSON by its declared type (application/json, or any `+json` type). */
export function isJsonResponse(page: Pick<PageResult, 'contentType'>): boolean {
  const type = page.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * A JSON address's records as captured items (type `record`, one per object of its longest
 * list); null when it holds no object, so the page is read as text like any other.
 */
export function jsonItems(text: string, url: string): CapturedItem[] | null {
  const found = jsonRecords(text);
  if (!found) return null;
  const timestamp = new Date().toISOString();
  return found.records.map((record) => ({
    id: randomUUID(),
    type: 'record',
    content: record,
    selector: `json:${found.where}`,
    timestamp,
    confidence: 1,
    url,
  }));
}
