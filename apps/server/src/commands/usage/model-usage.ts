import { modelCallsCost, requestCost, type PriceTable } from '@gleaner/shared';
import type { Database } from '../../db/database.js';

/** A person's model calls of one model on one UTC day, as summed by the database. */
export interface ModelDayRow {
  model: string;
  day: string;
  requests: number;
  inputTokens: number;
  outputTokens: number;
  succeeded: number;
  timeMs: number;
  /** Calls that reported no tokens, priced at the model's base figure. */
  untokened: number;
  /** The most tokens one call of the model used that day. */
  maxTokens: number;
}

interface RawRow {
  model: string;
  day: string;
  requests: string;
  input_tokens: string;
  output_tokens: string;
  succeeded: string;
  time_ms: string;
  untokened: string;
  max_tokens: string;
}

/** Sums modal_usage_logs per model and UTC day since `since`, for one person. */
export async function modelUsageByDay(
  database: Database,
  userId: string,
  since: Date,
): Promise<ModelDayRow[]> {
  const rows = await database.query<RawRow>(
    `select model, to_char("timestamp" at time zone 'UTC', 'YYYY-MM-DD') as day,
            count(*) as requests,
            coalesce(sum(input_tokens), 0) as input_tokens,
            coalesce(sum(output_tokens), 0) as output_tokens,
            count(*) filter (where success) as succeeded,
            coalesce(sum(processing_time_ms), 0) as time_ms,
            count(*) filter (where input_tokens + output_tokens = 0) as untokened,
            coalesce(max(input_tokens + output_tokens), 0) as max_tokens
       from modal_usage_logs
      where user_id = $1 and "timestamp" >= $2
      group by model, day
      order by day, model`,
    [userId, since.toISOString()],
  );
  return rows.map((row) => ({
    model: row.model,
    day: row.day,
    requests: Number(row.requests),
    inputTokens: Number(row.input_tokens),
    outputTokens: Number(row.output_tokens),
    succeeded: Number(row.succeeded),
    timeMs: Number(row.time_ms),
    untokened: Number(row.untokened),
    maxTokens: Number(row.max_tokens),
  }));
}

/** What the rows cost at the table's prices (the one formula, `modelCallsCost`). */
export function costOf(prices: PriceTable, row: ModelDayRow): number {
  return modelCallsCost(prices, [
    { model: row.model, tokens: row.inputTokens + row.outputTokens, untokened: row.untokened },
  ]);
}

/** The dearest single call among the rows. */
export function dearestRequest(
  prices: PriceTable,
  rows: readonly ModelDayRow[],
): { model: string; cost: number } | null {
  let dearest: { model: string; cost: number } | null = null;
  for (const row of rows) {
    const byTokens = row.maxTokens > 0 ? requestCost(prices, row.model, row.maxTokens, 0) : 0;
    const byBase = row.untokened > 0 ? requestCost(prices, row.model, 0, 0) : 0;
    const cost = Math.max(byTokens, byBase);
    if (!dearest || cost > dearest.cost) dearest = { model: row.model, cost };
  }
  return dearest;
}
