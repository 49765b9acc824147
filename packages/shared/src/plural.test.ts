import { describe, expect, it } from 'vitest';
import { countOf, groupedDigits, nounFor, pluralOf } from './plural.js';

describe('countOf', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    const cases: [number, string, string][] = [
      [1, 'result', '1 result'],
      [0, 'result', '0 results'],
      [2, 'result', '2 results'],
      [1.5, 'page', '1.5 pages'],
      [-1, 'day', '-1 day'],
      [1200, 'entry', '1,200 entries'],
      [3, 'match', '3 matches'],
      [2, 'process', '2 processes'],
      [1, 'entry', '1 entry'],
      [4, 'day', '4 days'],
    ];
    for (const [count, noun, said] of cases) expect(countOf(count, noun)).toBe(said);
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(7, 'person', 'people')).toBe('7 people');
    expect(nounFor(1, 'this', 'these')).toBe('this');
    expect(nounFor(0, 'this', 'these')).toBe('these');
  });

  it('forms regular plurals', () => {
    expect(['page', 'entry', 'key', 'box', 'batch', 'dish', 'bus'].map(pluralOf)).toEqual([
      'pages',
      'entries',
      'keys',
      'boxes',
      'batches',
      'dishes',
      'buses',
    ]);
  });
});

describe('groupedDigits', () => {
  it('groups by thousands as countOf does, without Intl', () => {
    for (const count of [0, 7, 999, 1000, 5000, 128000, 1234567, -45000, 12.5, 1234.75])
      expect(groupedDigits(count)).toBe(
        count.toLocaleString('en-US', { maximumFractionDigits: 20 }),
      );
  });
});
