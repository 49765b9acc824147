import { describe, expect, it } from 'vitest';
import { parseNumber } from './normalise.js';

describe('parseNumber and a letter after the figure', () => {
  it('reads a scale letter only on money, a count with its unit, or a tally alone', () => {
    // "Flat 2B", "2B 1BA": a flat's letter and bedrooms shorthand, not two billion.
    expect(parseNumber('Flat 2B')).toBe(2);
    expect(parseNumber('2B 1BA')).toBe(2);
    expect(parseNumber('2B')).toBe(2);
    expect(parseNumber('Room 4K, second floor')).toBe(4);
    expect(parseNumber('$1.2B')).toBe(1200000000);
    expect(parseNumber('USD 350M')).toBe(350000000);
    expect(parseNumber('2B downloads')).toBe(2000000000);
    expect(parseNumber('by jo · 1.2k points')).toBe(1200);
    expect(parseNumber('(3.4K)')).toBe(3400);
    // An app store's floor of a count: "1M+ downloads", "10K+".
    expect(parseNumber('1M+ downloads')).toBe(1000000);
    expect(parseNumber('10K+')).toBe(10000);
  });
});
