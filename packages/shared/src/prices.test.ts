import { describe, expect, it } from 'vitest';
import {
  billedGb,
  billingLineItems,
  DEFAULT_PRICE_TABLE,
  mergePrices,
  PriceOverridesSchema,
  projectMonthly,
  requestCost,
} from './prices.js';

describe('the price table', () => {
  it("prices a call by its tokens, or by its model's base figure when it reports none", () => {
    expect(requestCost(DEFAULT_PRICE_TABLE, 'gpt-4', 1000, 500)).toBeCloseTo(0.045, 12);
    expect(requestCost(DEFAULT_PRICE_TABLE, 'unknown-model', 10, 0)).toBeCloseTo(0.0001, 12);
    expect(requestCost(DEFAULT_PRICE_TABLE, 'bert-ner', 0, 0)).toBe(0.001);
    expect(requestCost(DEFAULT_PRICE_TABLE, 'unknown-model', 0, 0)).toBe(0.001);
  });

  it('takes overrides model by model and keeps the rest', () => {
    const overrides = PriceOverridesSchema.parse({
      effective_from: '2026-06-01',
      cost_per_token: { 'my-model': 0.00002 },
    });
    const table = mergePrices(DEFAULT_PRICE_TABLE, overrides);
    expect(table.effective_from).toBe('2026-06-01');
    expect(table.cost_per_token['my-model']).toBe(0.00002);
    expect(table.cost_per_token['gpt-4']).toBe(0.00003);
    expect(() => PriceOverridesSchema.parse({ ai_per_1000_tokens: -1 })).toThrow();
    expect(() => PriceOverridesSchema.parse({ typo: 1 })).toThrow();
  });

  it('bills storage by whole GB, rounded up', () => {
    expect(billedGb(0)).toBe(0);
    expect(billedGb(1)).toBe(1);
    expect(billedGb(1024 ** 3)).toBe(1);
    expect(billedGb(1024 ** 3 + 1)).toBe(2);
  });

  it('adds line items into subtotal and total: AI at 0.08 per 1,000 tokens, storage at 0.125', () => {
    const bill = billingLineItems(DEFAULT_PRICE_TABLE, { tokens: 12_345, storageBytes: 5 });
    expect(bill.line_items.map((item) => item.total)).toEqual([0.9876, 0.125]);
    expect(bill.subtotal).toBe(1.1126);
    expect(bill.total).toBe(1.1126);
  });

  it('projects the month: a day ×30, a week ×4.33, storage once', () => {
    expect(projectMonthly('day', 0.1, 0.125)).toBe(3.125);
    expect(projectMonthly('week', 1, 0.125)).toBe(4.455);
    expect(projectMonthly('month', 2, 0.125)).toBe(2.125);
  });
});
