import {
  COST_WINDOW_HOURS,
  modelCallsCost,
  publishedSpend,
  roundDollars,
  type CostWindow,
  type ModelCostRow,
  type Spend,
} from '@gleaner/shared';
import { spendSince, type CostControl } from '../usage/spend.js';
import type { SystemViewer } from './viewer.js';

interface CostRow {
  model: string;
  mine: boolean;
  requests: string;
  input_tokens: string;
  output_tokens: string;
  untokened: string;
  avg_ms: number | null;
  succeeded: string;
}

export interface ModelCosts {
  since: Date;
  models: ModelCostRow[];
  othersRequests: number;
  /** The viewer's own spend in the window: model calls and pages read. */
  spent: Spend;
}

/**
 * Per model, from modal_usage_logs over the window: requests, tokens, cost, average time and
 * success rate. A person's own calls by model; everyone else's only as a count. Calls are priced
 * by the price table (as `spendOf` prices them), not by the figure stored with each call, so
 * the viewer's rows add up to the model-call part of what they spent.
 */
export async function modelCosts(
  deps: CostControl,
  viewer: SystemViewer,
  window: CostWindow,
): Promise<ModelCosts> {
  const { database, prices } = deps;
  const since = new Date(Date.now() - COST_WINDOW_HOURS[window] * 3_600_000);
  const [rows, [spent]] = await Promise.all([
    database.query<CostRow>(
      `select model, (user_id is not distinct from $2::uuid) as mine,
            count(*) as requests,
            coalesce(sum(input_tokens), 0) as input_tokens,
            coalesce(sum(output_tokens), 0) as output_tokens,
            count(*) filter (where input_tokens + output_tokens = 0) as untokened,
            avg(processing_time_ms)::float8 as avg_ms,
            count(*) filter (where success) as succeeded
       from modal_usage_logs
      where "timestamp" >= $1
      group by model, mine
      order by model`,
      [since.toISOString(), viewer.userId],
    ),
    spendSince(deps, viewer.userId, [since]),
  ]);
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
    entry.cost += modelCallsCost(prices, [
      {
        model: row.model,
        tokens: Number(row.input_tokens) + Number(row.output_tokens),
        untokened: Number(row.untokened),
      },
    ]);
    entry.timeTotal += (row.avg_ms ?? 0) * requests;
    entry.succeeded += Number(row.succeeded);
    byModel.set(row.model, entry);
  }
  const models = [...byModel.values()].map(({ timeTotal, succeeded, ...row }) => ({
    ...row,
    cost: roundDollars(row.cost),
    avgTimeMs: row.requests > 0 ? Math.round(timeTotal / row.requests) : 0,
    successRate: row.requests > 0 ? succeeded / row.requests : 0,
  }));
  return {
    since,
    models,
    othersRequests,
    spent: publishedSpend(spent?.spend ?? { model_calls: 0, pages: 0, total: 0 }),
  };
}
