import {
  PlanFilterSchema,
  type DataAgentOverviewReply,
  type DataAgentRowsReply,
  type PlanFilter,
} from '@gleaner/shared';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db } from '../../db/database.js';
import { BadRequestError } from '../../errors.js';
import { columnSql, filterSql } from './column-sql.js';
import type { JobColumns } from './discover-columns.js';

const FiltersSchema = z.array(PlanFilterSchema).max(20);

function parseFilters(text: string | undefined): PlanFilter[] {
  if (!text) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BadRequestError('filters must be a JSON array of {column, op, value}');
  }
  const parsed = FiltersSchema.safeParse(json);
  if (!parsed.success)
    throw new BadRequestError('filters must be a JSON array of {column, op, value}');
  return parsed.data;
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One filter on a built-in column or a content field, as SQL. */
function conditionOf(filter: PlanFilter, shape: JobColumns): SQL {
  if (filter.column === '$type') {
    if (filter.op === 'eq') return sql`type = ${String(filter.value)}::text`;
    if (filter.op === 'neq') return sql`type <> ${String(filter.value)}::text`;
  }
  if (filter.column === '$confidence' && typeof filter.value === 'number') {
    const upper = typeof filter.value2 === 'number' ? filter.value2 : filter.value;
    if (filter.op === 'gte') return sql`confidence >= ${filter.value}`;
    if (filter.op === 'lte') return sql`confidence <= ${filter.value}`;
    if (filter.op === 'between') return sql`confidence between ${filter.value} and ${upper}`;
  }
  const column = shape.columns.find((c) => c.key === filter.column);
  if (!column) throw new BadRequestError(`This job has no column named ${filter.column}`);
  return filterSql(filter, column, columnSql(column, shape.plain));
}

function orderOf(sort: string | undefined, dir: 'asc' | 'desc', shape: JobColumns): SQL {
  const way = dir === 'desc' ? sql`desc` : sql`asc`;
  switch (sort) {
    case undefined:
    case '':
      return sql`seq`;
    case '$type':
      return sql`type ${way}, seq`;
    case '$selector':
      return sql`selector ${way}, seq`;
    case '$confidence':
      return sql`confidence ${way}, seq`;
    case '$created':
      return sql`created_at ${way}, seq`;
  }
  const column = shape.columns.find((c) => c.key === sort);
  if (!column) throw new BadRequestError(`This job has no column named ${sort}`);
  const e = columnSql(column, shape.plain);
  const value =
    column.kind === 'number' ? e.number : column.kind === 'date' ? e.date : sql`lower(${e.text})`;
  return sql`${value} ${way} nulls last, seq`;
}

/**
 * A page of a job's items, searched, filtered and sorted in the database over the JSONB content,
 * so a job of 100,000 items opens as fast as one of 100 (the index on job_id, seq serves the
 * default order).
 */
export async function jobRows(
  db: Db,
  jobId: string,
  shape: JobColumns,
  query: {
    offset: number;
    limit: number;
    sort?: string | undefined;
    dir: 'asc' | 'desc';
    q?: string | undefined;
    filters?: string | undefined;
  },
): Promise<DataAgentRowsReply> {
  const conditions: SQL[] = [sql`job_id = ${jobId}::uuid`];
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${likeLiteral(q)}%`;
    conditions.push(
      sql`(content::text ilike ${pattern}::text or type ilike ${pattern}::text or selector ilike ${pattern}::text)`,
    );
  }
  for (const filter of parseFilters(query.filters)) conditions.push(conditionOf(filter, shape));
  const where = sql.join(conditions, sql` and `);
  const rows = await rowsOf<{
    id: string;
    type: string;
    selector: string;
    confidence: number;
    created_at: Date | string;
    content: unknown;
    matched: string;
  }>(
    db,
    sql`select id, type, selector, confidence, created_at, content, count(*) over () as matched
        from scraped_data where ${where}
        order by ${orderOf(query.sort, query.dir, shape)} limit ${query.limit} offset ${query.offset}`,
  );
  let matched = Number(rows[0]?.matched ?? 0);
  if (rows.length === 0 && query.offset > 0) {
    const [count] = await rowsOf<{ n: string }>(
      db,
      sql`select count(*) as n from scraped_data where ${where}`,
    );
    matched = Number(count?.n ?? 0);
  }
  return {
    success: true,
    matched,
    rows: rows.map(({ matched: _m, created_at, ...row }) => ({
      ...row,
      confidence: Number(row.confidence),
      created_at: new Date(created_at).toISOString(),
    })),
  };
}

/** Counts, average confidence, last update and the items of each type, over the whole job. */
export async function jobOverview(db: Db, jobId: string): Promise<DataAgentOverviewReply> {
  const types = await rowsOf<{
    type: string;
    n: string;
    conf: number | null;
    last: Date | string | null;
  }>(
    db,
    sql`select type, count(*) as n, sum(confidence) as conf, max(created_at) as last
        from scraped_data where job_id = ${jobId}::uuid group by type order by count(*) desc, type`,
  );
  const total = types.reduce((s, t) => s + Number(t.n), 0);
  const confidence = types.reduce((s, t) => s + Number(t.conf ?? 0), 0);
  const last = types
    .map((t) => (t.last ? new Date(t.last).getTime() : 0))
    .reduce((a, b) => Math.max(a, b), 0);
  return {
    success: true,
    totalEntries: total,
    averageConfidence: total > 0 ? confidence / total : null,
    lastUpdated: last > 0 ? new Date(last).toISOString() : null,
    dataTypes: types.map((t) => ({ type: t.type, count: Number(t.n) })),
  };
}
