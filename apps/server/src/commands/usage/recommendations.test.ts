import { describe, expect, it } from 'vitest';
import { recommendationsFor, type WeekStats } from './recommendations.js';

const quiet: WeekStats = {
  requests: 100,
  cost: 0.1,
  successRate: 1,
  avgTimeMs: 500,
  byModel: [
    { model: 'a', cost: 0.05, requests: 50, avgTimeMs: 500 },
    { model: 'b', cost: 0.05, requests: 50, avgTimeMs: 500 },
  ],
  weeklyBudget: 25,
};
const first = (week: Partial<WeekStats>) =>
  recommendationsFor({ ...quiet, ...week }).map((text) => text.split(' ').slice(0, 2).join(' '));

describe('recommendations at the spec thresholds', () => {
  it('says nothing for a week of no calls or inside every threshold', () => {
    expect(recommendationsFor({ ...quiet, requests: 0, cost: 0, byModel: [] })).toEqual([]);
    expect(recommendationsFor(quiet)).toEqual([]);
  });

  it('flags each threshold just past it, and not at it', () => {
    expect(first({ cost: 0.5 })).toEqual([]);
    expect(first({ cost: 0.5001 })).toEqual(['Average cost']);
    expect(first({ requests: 100_000, cost: 50.01 })).toEqual(["This week's", 'You have']);
    expect(first({ successRate: 0.9 })).toEqual([]);
    expect(first({ successRate: 0.89 })).toEqual(['Model calls']);
    expect(first({ avgTimeMs: 30_001 })).toEqual(['Model calls']);
    expect(first({ requests: 10_000, cost: 20.01 })).toEqual(['You have']);
    expect(
      first({
        byModel: [
          { model: 'a', cost: 0.061, requests: 50, avgTimeMs: 500 },
          { model: 'b', cost: 0.039, requests: 50, avgTimeMs: 500 },
        ],
      }),
    ).toEqual(['a accounts']);
    expect(
      first({
        byModel: [
          { model: 'bert-ner', cost: 0.05, requests: 50, avgTimeMs: 10_001 },
          { model: 'b', cost: 0.05, requests: 50, avgTimeMs: 500 },
        ],
      }),
    ).toEqual(['bert-ner takes']);
  });
});
