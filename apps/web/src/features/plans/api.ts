import { PricesReplySchema, type PricesReply } from '@gleaner/shared';
import { apiRequest } from '@/lib/api';

/** The price table in force on the server, and the measured size of a stored item. */
export async function fetchPrices(): Promise<PricesReply> {
  let result;
  try {
    result = await apiRequest('/usage/prices', PricesReplySchema);
  } catch {
    throw new Error('The server could not be reached');
  }
  if (!result.ok)
    throw new Error(result.error ?? `Could not load prices (status ${result.status})`);
  return result.data;
}
