import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'result')).toBe('1 result');
    expect(countOf(0, 'item')).toBe('0 items');
    expect(countOf(1200, 'entry', 'entries')).toBe('1,200 entries');
  });
});
