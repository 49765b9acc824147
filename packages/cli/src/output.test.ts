import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { recordCsvRow } from './output.js';

describe('record CSV rows', () => {
  it('writes numbers as numbers, a list as a; b, and guards only text that could start a formula', () => {
    const line = recordCsvRow(['name', 'change', 'note', 'tags', 'missing'], {
      name: '=HYPERLINK("http://evil")',
      change: -1,
      note: '-1+2',
      tags: ['a', 'b'],
      missing: null,
    });
    expect(line.endsWith('\r\n')).toBe(true);
    expect(parse(line)).toEqual([[`'=HYPERLINK("http://evil")`, '-1', `'-1+2`, 'a; b', '']]);
  });
});
