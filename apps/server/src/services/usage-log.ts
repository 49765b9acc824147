import { estimateCost } from '@gleaner/shared';
import type { Db } from '../db/database.js';
import { modelUsageLogs } from '../db/schema.js';

export interface UsageEntry {
  userId: string | null;
  model: string;
  requestType: string;
  processingTimeMs: number;
  inputTokens: number;
  outputTokens: number;
  success: boolean;
}

/** Records one agent or model call for usage, cost and monitoring. */
export async function logModelUsage(db: Db, entry: UsageEntry): Promise<void> {
  await db.insert(modelUsageLogs).values({
    ...entry,
    processingTimeMs: Math.round(entry.processingTimeMs),
    estimatedCost: estimateCost(entry.model, entry.inputTokens, entry.outputTokens),
  });
}
