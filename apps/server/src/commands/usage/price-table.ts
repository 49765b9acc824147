import { DEFAULT_PRICE_TABLE, mergePrices, type PriceTable } from '@gleaner/shared';
import type { Env } from '../../env.js';

/** The price table in force: the spec's figures with the operator's PRICE_TABLE overrides. */
export function priceTableOf(env: Pick<Env, 'PRICE_TABLE'>): PriceTable {
  return mergePrices(DEFAULT_PRICE_TABLE, env.PRICE_TABLE);
}
