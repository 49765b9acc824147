import { describe, expect, it } from 'vitest';
import type { PanelItem } from './captured-export';
import { capturedJobs, sourceOf } from './captured-jobs';

const item = (id: string, jobId: string | undefined, url: string): PanelItem => ({
  id,
  type: 'record',
  content: { name: id },
  selector: 'li',
  timestamp: '2026-11-28T00:00:00.000Z',
  confidence: 0.9,
  url,
  ...(jobId ? { jobId } : {}),
});

describe('captured jobs', () => {
  it('names each job by its first page and count, in the order they arrived', () => {
    const items = [
      item('a', 'aaaaaaaa-1111', 'https://books.example/shelf?page=1'),
      item('b', 'aaaaaaaa-1111', 'https://books.example/shelf?page=2'),
      item('c', undefined, 'https://news.example/'),
      item('d', 'bbbbbbbb-2222', 'https://jobs.example/board'),
    ];
    expect(capturedJobs(items)).toEqual([
      { key: 'aaaaaaaa-1111', label: 'Job aaaaaaaa · books.example/shelf · 2 items', count: 2 },
      { key: 'page-scrapes', label: 'Page scrapes · news.example · 1 item', count: 1 },
      { key: 'bbbbbbbb-2222', label: 'Job bbbbbbbb · jobs.example/board · 1 item', count: 1 },
    ]);
    expect(items.filter((i) => sourceOf(i) === 'bbbbbbbb-2222').map((i) => i.id)).toEqual(['d']);
  });
});
