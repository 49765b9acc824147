import { randomUUID } from 'node:crypto';
import {
  addressKindOf,
  csvRecords,
  jsonRecords,
  type JsonRecords,
} from '@gleaner/agent/data-records';
import type { CapturedItem } from '@gleaner/shared';
import type { PageResult } from '@gleaner/scraper';

/** A response is JSON by its declared type (application/json, or any `+json` type). */
export function isJsonResponse(page: Pick<PageResult, 'contentType'>): boolean {
  return addressKindOf(page.contentType) === 'json';
}

function recordItems(found: JsonRecords, url: string, selector: string): CapturedItem[] {
  const timestamp = new Date().toISOString();
  return found.records.map((record) => ({
    id: randomUUID(),
    type: 'record',
    content: record,
    selector,
    timestamp,
    confidence: 1,
    url,
  }));
}

/**
 * A JSON address's records as captured items (type `record`, one per object of its longest
 * list); null when it holds no object, so the page is read as text like any other.
 */
export function jsonItems(text: string, url: string): CapturedItem[] | null {
  const found = jsonRecords(text);
  return found ? recordItems(found, url, `json:${found.where}`) : null;
}

/**
 * An address that is data, not a web page, read as what it is whatever the plan: a JSON
 * document's records, a CSV file's rows (by its type, or its name when served as plain text),
 * a plain-text file's text as one item. Null for a web page, or data holding no records.
 */
export function dataFileItems(
  page: Pick<PageResult, 'contentType' | 'html' | 'url'>,
): CapturedItem[] | null {
  switch (addressKindOf(page.contentType, page.url)) {
    case 'json':
      return jsonItems(page.html, page.url);
    case 'csv': {
      const found = csvRecords(page.html);
      return found ? recordItems(found, page.url, 'csv') : null;
    }
    case 'text': {
      const text = page.html.trim();
      if (!text) return null;
      const timestamp = new Date().toISOString();
      return [
        {
          id: randomUUID(),
          type: 'text',
          content: text,
          selector: 'text',
          timestamp,
          confidence: 1,
          url: page.url,
        },
      ];
    }
    default:
      return null;
  }
}
