import { DEFAULT_PRICE_TABLE, RECOMMENDATIONS_UNAVAILABLE } from '@gleaner/shared';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.js';
import { costAlertsReply, dearestSingleRequest } from './cost-alerts.js';

/** A drizzle query chain that finds nothing (no budgets of one's own). */
const nothing: unknown = new Proxy(() => undefined, {
  get: (_target, key) =>
    key === 'then' ? (resolve: (rows: unknown[]) => void) => resolve([]) : () => nothing,
});

describe('cost alerts reply', () => {
  it('says recommendations are unavailable, with the spec text, when usage cannot be read', async () => {
    let usageReads = 0;
    const database = {
      db: { select: () => nothing },
      query: (text: string) => {
        // The day's usage (for alerts) reads fine; the week's (for recommendations) fails.
        if (text.includes('group by model, day') && ++usageReads > 1)
          return Promise.reject(new Error('relation "modal_usage_logs" does not exist'));
        return Promise.resolve([]);
      },
    } as unknown as Database;
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const reply = await costAlertsReply(
      { database, prices: DEFAULT_PRICE_TABLE, stripeReady: false, planLimits: false, log },
      '00000000-0000-4000-8000-000000000000',
    );
    expect(reply).toEqual({
      success: true,
      alerts: [],
      recommendations: { available: false, reason: RECOMMENDATIONS_UNAVAILABLE },
    });
    expect(RECOMMENDATIONS_UNAVAILABLE).toBe(
      'Unable to generate recommendations - check usage tracking',
    );
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('the dearest single request', () => {
  const row = (model: string, maxTokens: number, untokened = 0) => ({
    model,
    day: '2026-11-25',
    requests: 1,
    inputTokens: maxTokens,
    outputTokens: 0,
    succeeded: 1,
    timeMs: 10,
    untokened,
    maxTokens,
  });

  it('weighs one-page scrapes, priced by how their page was read, against model calls', () => {
    const prices = DEFAULT_PRICE_TABLE;
    expect(dearestSingleRequest(prices, [], [])).toBeNull();
    // A page rendered in Chromium ($0.001) over 50 gpt-3.5-turbo tokens ($0.0001).
    expect(dearestSingleRequest(prices, [row('gpt-3.5-turbo', 50)], ['http', 'browser'])).toEqual({
      kind: 'page',
      name: 'browser',
      cost: 0.001,
    });
    expect(dearestSingleRequest(prices, [], ['http'])).toEqual({
      kind: 'page',
      name: 'http',
      cost: 0.0001,
    });
    // 1,000 gpt-4 tokens ($0.03) over any page.
    const model = dearestSingleRequest(prices, [row('gpt-4', 1000)], ['browser']);
    expect(model).toMatchObject({ kind: 'model', name: 'gpt-4' });
    expect(model?.cost).toBeCloseTo(0.03, 10);
  });
});
