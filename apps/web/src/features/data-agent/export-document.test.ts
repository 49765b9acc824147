import { describe, expect, it } from 'vitest';
import { contentFields, entriesCsv, exportDocument } from './export-document';

const row = (content: unknown, type = 'record') => ({
  id: 'x',
  type,
  selector: 'li',
  confidence: 0.9,
  created_at: '2026-01-01T00:00:00.000Z',
  content,
});

describe('export document', () => {
  it('holds the spec metadata and every entry', () => {
    const doc = exportDocument(
      'job-1',
      {
        success: true,
        totalEntries: 2,
        averageConfidence: 0.9,
        lastUpdated: '2026-01-02T00:00:00.000Z',
        dataTypes: [{ type: 'record', count: 2 }],
      },
      [row({ a: 1 }), row({ a: 2 })],
    );
    expect(doc.metadata).toEqual({
      jobId: 'job-1',
      totalEntries: 2,
      lastUpdated: '2026-01-02T00:00:00.000Z',
      dataTypes: ['record'],
    });
    expect(doc.entries).toHaveLength(2);
  });
  it('shows at most five fields of the first entry, none for plain content', () => {
    expect(contentFields([row({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 })])).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(contentFields([row('plain text', 'text')])).toEqual([]);
    expect(
      contentFields([row({ tags: [], text: 'a', author: 'b' })], ['text', 'author', 'tags']),
    ).toEqual(['text', 'author', 'tags']);
  });
  it('writes CSV with the built-in columns then the fields, formulas guarded', () => {
    expect(entriesCsv([row({ name: '=cmd', price: 2 })])).toBe(
      "Type,Selector,Confidence,Created,name,price\r\nrecord,li,0.9,2026-01-01T00:00:00.000Z,'=cmd,2\r\n",
    );
  });
});
