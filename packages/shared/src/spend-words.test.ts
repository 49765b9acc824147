import { describe, expect, it } from 'vitest';
import { dollarsText } from './job-estimate.js';
import { spendParts, spendTexts, spentLabel } from './spend-words.js';

describe('spend words', () => {
  it('labels each window in words', () => {
    expect(spentLabel('day')).toBe('Spent in the last 24 hours');
    expect(spentLabel('week')).toBe('Spent in the last 7 days');
    expect(spentLabel('month')).toBe('Spent in the last 30 days');
  });

  it('writes the total by dollarsText with the decimals its parts need, never a small amount as nothing', () => {
    const spend = { model_calls: 0.000085, pages: 0.0002, total: 0.000285 };
    expect(spendTexts(spend).total).toBe(dollarsText(0.000285, 0.000085, 0.0002));
    expect(spendTexts(spend).total).toBe('$0.000285');
    expect(spendParts(spend)).toBe('model calls $0.000085 + pages read $0.000200');
    expect(spendTexts({ model_calls: 0, pages: 0.0001, total: 0.0001 }).total).toBe('$0.0001');
    expect(spendTexts({ model_calls: 1.5, pages: 0.0004, total: 1.5004 })).toEqual({
      total: '$1.50',
      model_calls: '$1.50',
      pages: '$0.0004',
    });
  });
});
