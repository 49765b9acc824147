import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { scrapedData } from '../../db/schema.js';
import type { RecordRow } from './record-keys.js';

/**
 * What a run captured, as the monitor compares it: its records, or, for a job that captured no
 * records (an article, a page), each page's text, compared page by page.
 */
export type RunCapture =
  { mode: 'records'; rows: RecordRow[] } | { mode: 'pages'; rows: RecordRow[] };

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (content && typeof content === 'object' && 'text' in content) {
    const text = content.text;
    if (typeof text === 'string') return text;
  }
  return JSON.stringify(content);
}

export async function loadRunCapture(db: Db, jobId: string): Promise<RunCapture> {
  const items = await db
    .select({ type: scrapedData.type, content: scrapedData.content, url: scrapedData.url })
    .from(scrapedData)
    .where(eq(scrapedData.jobId, jobId))
    .orderBy(asc(scrapedData.seq));
  const records = items.filter(
    (item) => item.type === 'record' && item.content && typeof item.content === 'object',
  );
  if (records.length > 0 || items.length === 0)
    return { mode: 'records', rows: records.map((item) => item.content as RecordRow) };
  const pages = new Map<string, string[]>();
  for (const item of items) {
    const lines = pages.get(item.url) ?? [];
    lines.push(textOf(item.content));
    pages.set(item.url, lines);
  }
  return {
    mode: 'pages',
    rows: [...pages].map(([url, lines]) => ({ url, text: lines.join('\n') })),
  };
}
