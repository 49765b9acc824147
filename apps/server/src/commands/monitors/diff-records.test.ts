import { describe, expect, it } from 'vitest';
import { diffRecords, fieldChanges } from './diff-records.js';
import { pageDiff } from './page-diff.js';

const map = (rows: Record<string, unknown>[]) => new Map(rows.map((row) => [String(row.url), row]));

describe('diffing records by key', () => {
  it('counts new, changed (with each field before and after), removed and same', () => {
    const before = map([
      { url: 'a', price: 1 },
      { url: 'b', price: 2 },
      { url: 'c', price: 3 },
    ]);
    const after = map([
      { url: 'a', price: 1 },
      { url: 'b', price: 5 },
      { url: 'd', price: 4 },
    ]);
    const { changes, counts } = diffRecords(before, after);
    expect(counts).toEqual({ new: 1, changed: 1, removed: 1, same: 1 });
    expect(changes).toEqual([
      {
        status: 'changed',
        key: 'b',
        before: { url: 'b', price: 2 },
        after: { url: 'b', price: 5 },
        fields: [{ field: 'price', before: 2, after: 5 }],
      },
      { status: 'new', key: 'd', before: null, after: { url: 'd', price: 4 }, fields: [] },
      { status: 'removed', key: 'c', before: { url: 'c', price: 3 }, after: null, fields: [] },
    ]);
  });

  it('reads everything as new the first time', () => {
    expect(diffRecords(new Map(), map([{ url: 'a' }, { url: 'b' }])).counts).toEqual({
      new: 2,
      changed: 0,
      removed: 0,
      same: 0,
    });
  });

  it('sees a field that appeared or went, and lists (tags) compared by value', () => {
    expect(fieldChanges({ a: 1, tags: ['x', 'y'] }, { tags: ['x', 'y'], b: 2 })).toEqual([
      { field: 'a', before: 1, after: null },
      { field: 'b', before: null, after: 2 },
    ]);
  });

  it('writes a git-style unified diff of a page, or none when it is the same', () => {
    expect(pageDiff('http://x/a', 'one\ntwo', 'one\ntwo')).toBeNull();
    const patch = pageDiff('http://x/a', 'one\ntwo\nthree', 'one\n2\nthree') ?? '';
    expect(patch).toContain('--- http://x/a\tlast run');
    expect(patch).toContain('+++ http://x/a\tthis run');
    expect(patch).toContain('-two\n+2');
  });
});
