import { describe, expect, it } from 'vitest';
import { calculateMonthlyCost, PRICING_PLANS, USAGE_PLANS } from './plans.js';
import { DEFAULT_PRICE_TABLE } from './prices.js';

describe('plans and the usage calculator', () => {
  it("keeps both of the spec's readings: Pro at $29 (Most Popular) and at $20, Enterprise and Teams", () => {
    expect(PRICING_PLANS.map((p) => [p.name, p.price, p.mostPopular])).toEqual([
      ['Free', '$0', false],
      ['Pro', '$29', true],
      ['Enterprise', 'Custom', false],
    ]);
    expect(USAGE_PLANS.map((p) => [p.name, p.price, p.tokens, p.storageGb])).toEqual([
      ['Free', '$0', 10_000, 1],
      ['Pro', '$20', 100_000, 100],
      ['Teams', '£50', 200_000, 200],
    ]);
  });

  it('prices tokens and whole GB of storage, records at their measured size, and picks the cheapest plan that fits', () => {
    const base = { pages: 500, records: 0, tokens: 50_000, storageGb: 0.5 };
    expect(calculateMonthlyCost(DEFAULT_PRICE_TABLE, base, null)).toMatchObject({
      aiCost: 4,
      storageCost: 0.125,
      monthlyCost: 4.125,
      plan: { name: 'Pro' },
    });
    // 1,000,000 records of 1,024 bytes ≈ 0.95 GB more: 1.45 GB is billed as 2 GB.
    const withRecords = calculateMonthlyCost(
      DEFAULT_PRICE_TABLE,
      { ...base, records: 1_000_000, tokens: 10_000 },
      1024,
    );
    expect(withRecords).toMatchObject({ aiCost: 0.8, storageCost: 0.25, monthlyCost: 1.05 });
    expect(withRecords.plan?.name).toBe('Pro');
    expect(
      calculateMonthlyCost(DEFAULT_PRICE_TABLE, { ...base, tokens: 10_000, storageGb: 1 }, null)
        .plan?.name,
    ).toBe('Free');
    expect(
      calculateMonthlyCost(DEFAULT_PRICE_TABLE, { ...base, tokens: 200_001 }, null).plan,
    ).toBeNull();
  });
});
