import { COST_WINDOW_HOURS, type CostWindow, type ModelCostRow } from '@gleaner/shared';
import type { Database } from '../../db/database.js';
import type { SystemViewer } from './viewer.js';

interface CostRow {
  model: string;
  mine: boolean;
  requests: string;
  input_tokens: string;
  output_tokens: string;
  cost: number | null;
  avg_ms: number | null;
  succeeded: string;
}

export interface ModelCosts {
  since: Date;
  models: ModelCostRow[];
  othersRequests: number;
}

/**
 * Per model, from modal_usage_logs over the window: requests, tokens, cost, average time and
 * success rate. A person's own calls by model; everyone else's only as a count.
 */
export async function modelCosts(
  database: Database,
  viewer: SystemViewer,
  window: CostWindow,
): Promise<ModelCosts> {
  const since = new Date(Date.now() - COST_WINDOW_HOURS[window] * 3_600_000);
  const rows = await database.query<CostRow>(
    `select model, (user_id is not distinct from $2::uuid) as mine,
            count(*) as requests,
            coalesce(sum(input_tokens), 0) as input_tokens,
            coalesce(sum(output_tokens), 0) as output_tokens,
            sum(estimated_cost)::float8 as cost,
            avg(processing_time_ms)::float8 as avg_ms,
            count(*) filter (where success) as succeeded
       from modal_usage_logs
      where "timestamp" >= $1
      group by model, mine
      order by model`,
    [since.toISOString(), viewer.userId],
  );
  const all = viewer.scope === 'all';
  const byModel = new Map<string, ModelCostRow & { timeTotal: number; succeeded: number }>();
  let othersRequests = 0;
  for (const row of rows) {
    const requests = Number(row.requests);
    if (!all && !row.mine) {
      othersRequests += requests;
      continue;
    }
    const entry = byModel.get(row.model) ?? {
      model: row.model,
      requests: 0,
      inputTokens: 0,
      outputTokens: 0,
      cost: 0,
      avgTimeMs: 0,
      successRate: 0,
      timeTotal: 0,
      succeeded: 0,
    };
    entry.requests += requests;
    entry.inputTokens += Number(row.input_tokens);
    entry.outputTokens += Number(row.output_tokens);
    entry.cost += row.cost ?? 0;
    entry.timeTotal += (row.avg_ms ?? 0) * requests;
    entry.succeeded += Number(row.succeeded);
    byModel.set(row.model, entry);
  }
  const models = [...byModel.values()].map(({ timeTotal, succeeded, ...row }) => ({
    ...row,
    avgTimeMs: row.requests > 0 ? Math.round(timeTotal / row.requests) : 0,
    successRate: row.requests > 0 ? succeeded / row.requests : 0,
  }));
  return { since, models, othersRequests };
}
