import {
  spendOf,
  type ModelCalls,
  type PagesRead,
  type PriceTable,
  type Spend,
} from '@gleaner/shared';
import type { Database } from '../../db/database.js';

export interface CostControl {
  database: Database;
  prices: PriceTable;
}

/** What a person used and spent since one moment. */
export interface WindowSpend {
  models: ModelCalls[];
  pages: PagesRead;
  spend: Spend;
}

/** The person's model calls in each window, summed per model. */
async function modelCallsSince(database: Database, userId: string, since: readonly Date[]) {
  const rows = await database.query<{ model: string; tokens: string[]; untokened: string[] }>(
    `select model,
            array[${since.map((_, i) => `coalesce(sum(input_tokens + output_tokens) filter (where "timestamp" >= $${i + 2}), 0)::text`).join(', ')}] as tokens,
            array[${since.map((_, i) => `(count(*) filter (where "timestamp" >= $${i + 2} and input_tokens + output_tokens = 0))::text`).join(', ')}] as untokened
       from modal_usage_logs
      where user_id = $1 and "timestamp" >= $${since.length + 1}
      group by model`,
    [userId, ...since.map((date) => date.toISOString())],
  );
  return since.map((_, i) =>
    rows.map((row) => ({
      model: row.model,
      tokens: Number(row.tokens[i]),
      untokened: Number(row.untokened[i]),
    })),
  );
}

/** Pages the person's jobs finished reading in each window, by how each was read. */
async function pagesSince(database: Database, userId: string, since: readonly Date[]) {
  const rows = await database.query<{ engine: string; pages: string[] }>(
    `select coalesce(p.engine, 'http') as engine,
            array[${since.map((_, i) => `(count(*) filter (where p.finished_at >= $${i + 2}))::text`).join(', ')}] as pages
       from job_pages p join scrape_jobs j on j.id = p.job_id
      where j.user_id = $1 and p.status = 'done' and p.finished_at >= $${since.length + 1}
      group by 1`,
    [userId, ...since.map((date) => date.toISOString())],
  );
  return since.map((_, i) => {
    const pages: PagesRead = { http: 0, browser: 0 };
    for (const row of rows)
      pages[row.engine === 'browser' ? 'browser' : 'http'] += Number(row.pages[i]);
    return pages;
  });
}

/**
 * What a person used and spent since each moment (one query per kind of use for all of them):
 * model calls and pages read, priced by `spendOf`. Every cost shown or checked (usage summary,
 * budget alert, job estimate, hard budget stop) is read through here.
 */
export async function spendSince(
  { database, prices }: CostControl,
  userId: string,
  since: readonly Date[],
): Promise<WindowSpend[]> {
  const [models, pages] = await Promise.all([
    modelCallsSince(database, userId, since),
    pagesSince(database, userId, since),
  ]);
  return since.map((_, i) => {
    const usage = { models: models[i] ?? [], pages: pages[i] ?? { http: 0, browser: 0 } };
    return { ...usage, spend: spendOf(prices, usage) };
  });
}
