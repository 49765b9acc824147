import { describe, expect, it } from 'vitest';
import { costPerToken, estimateCost, estimateTokenCount } from './costs.js';

describe('costs', () => {
  it('estimates tokens as max(chars / 4, words / 0.75)', () => {
    expect(estimateTokenCount('')).toBe(0);
    expect(estimateTokenCount('a b c')).toBe(4);
    expect(estimateTokenCount('abcdefghijklmnop')).toBe(4);
  });

  it('prices tokens by model, with the default for unknown models', () => {
    expect(costPerToken('pattern-processor')).toBe(0.000001);
    expect(costPerToken('gpt-4')).toBe(0.00003);
    expect(costPerToken('something-else')).toBe(0.00001);
    expect(estimateCost('pattern-processor', 100, 50)).toBeCloseTo(0.00015, 10);
  });
});
