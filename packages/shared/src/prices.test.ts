import { describe, expect, it } from 'vitest';
import {
  billedGb,
  billingLineItems,
  DEFAULT_PRICE_TABLE,
  mergePrices,
  modelCallsCost,
  pagesCost,
  PriceOverridesSchema,
  projectMonthly,
  requestCost,
  spendOf,
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

  it('adds line items into subtotal and total: AI at 0.08 per 1,000 tokens, pages by how read, storage at 0.125', () => {
    const bill = billingLineItems(DEFAULT_PRICE_TABLE, {
      tokens: 12_345,
      storageBytes: 5,
      pages: { http: 30, browser: 4 },
    });
    expect(bill.line_items).toEqual([
      {
        description: 'AI processing (tokens)',
        quantity: 12_345,
        unit_price: 0.00008,
        total: 0.9876,
      },
      { description: 'Pages read over HTTP', quantity: 30, unit_price: 0.0001, total: 0.003 },
      { description: 'Pages rendered in Chromium', quantity: 4, unit_price: 0.001, total: 0.004 },
      {
        description: 'Storage (GB-month, rounded up)',
        quantity: 1,
        unit_price: 0.125,
        total: 0.125,
      },
    ]);
    expect(bill.subtotal).toBe(1.1196);
    expect(bill.total).toBe(1.1196);
  });

  it('counts what was spent as model calls plus pages read, one formula for every cost', () => {
    const usage = {
      // 1,500 gpt-4 tokens at 0.00003, and two bert-ner calls without tokens at their base 0.001.
      models: [
        { model: 'gpt-4', tokens: 1500, untokened: 0 },
        { model: 'bert-ner', tokens: 0, untokened: 2 },
      ],
      // 20 pages over HTTP at 0.0001 and 3 rendered in Chromium at 0.001.
      pages: { http: 20, browser: 3 },
    };
    const spent = spendOf(DEFAULT_PRICE_TABLE, usage);
    expect(spent.model_calls).toBeCloseTo(0.047, 12);
    expect(spent.pages).toBeCloseTo(0.005, 12);
    expect(spent.total).toBeCloseTo(0.052, 12);
    expect(modelCallsCost(DEFAULT_PRICE_TABLE, usage.models)).toBe(spent.model_calls);
    expect(pagesCost(DEFAULT_PRICE_TABLE, usage.pages)).toBe(spent.pages);
    // Pages alone, with no model call, are spending too.
    expect(spendOf(DEFAULT_PRICE_TABLE, { models: [], pages: { http: 0, browser: 5 } }).total).toBe(
      0.005,
    );
    expect(spendOf(DEFAULT_PRICE_TABLE, { models: [], pages: { http: 0, browser: 0 } })).toEqual({
      model_calls: 0,
      pages: 0,
      total: 0,
    });
    // An operator's page prices are the ones counted.
    const dearPages = mergePrices(DEFAULT_PRICE_TABLE, {
      cost_per_page: { http: 0.5, browser: 2 },
    });
    expect(spendOf(dearPages, usage).pages).toBe(16);
  });

  it('projects the month: a day ×30, a week ×4.33, storage once', () => {
    expect(projectMonthly('day', 0.1, 0.125)).toBe(3.125);
    expect(projectMonthly('week', 1, 0.125)).toBe(4.455);
    expect(projectMonthly('month', 2, 0.125)).toBe(2.125);
  });
});
