import { countOf } from '@gleaner/shared';
import type { PanelItem } from './captured-export';

/** The key of items captured by one-page scrapes, which belong to no job. */
export const PAGE_SCRAPES = 'page-scrapes';

export interface CapturedJob {
  key: string;
  label: string;
  count: number;
}

/** Where an item came from: its job, or the one-page scrapes. */
export function sourceOf(item: PanelItem): string {
  return item.jobId ?? PAGE_SCRAPES;
}

function placeOf(url: string | undefined): string {
  if (!url) return '';
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname === '/' ? '' : pathname}`;
  } catch {
    return url;
  }
}

/**
 * The jobs whose results the panel holds, in the order they arrived (the newest last), each
 * named by the page it began on and its count, so jobs' columns are never shown mixed.
 */
export function capturedJobs(items: PanelItem[]): CapturedJob[] {
  const byKey = new Map<string, { first: PanelItem; count: number }>();
  for (const item of items) {
    const key = sourceOf(item);
    const entry = byKey.get(key);
    if (entry) entry.count += 1;
    else byKey.set(key, { first: item, count: 1 });
  }
  return [...byKey].map(([key, { first, count }]) => ({
    key,
    label: `${key === PAGE_SCRAPES ? 'Page scrapes' : `Job ${key.slice(0, 8)}`}${placeOf(first.url) ? ` · ${placeOf(first.url)}` : ''} · ${countOf(count, 'item')}`,
    count,
  }));
}
