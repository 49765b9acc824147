import type {
  AggregateFn,
  DataAgentCell,
  DataAgentTable,
  DataColumn,
  QueryPlan,
} from '@gleaner/shared';
import { sql, type SQL } from 'drizzle-orm';
import { unitDef } from '@gleaner/agent/units';
import { rowsOf, type Db } from '../../db/database.js';
import { BadRequestError } from '../../errors.js';
import { FLOOR_TEXT, columnSql, filterSql } from './column-sql.js';
import type { JobColumns } from './discover-columns.js';

/** Rows a listing returns when the question set no number: the answer says how many matched. */
export const LIST_ROWS = 50;
/** Groups or distinct values returned at most. */
export const GROUP_ROWS = 100;
/** Columns shown for listed records. */
const LIST_COLUMNS = 8;

export interface QueryResult {
  table: DataAgentTable;
  /** Figures the sentence is written from. */
  facts: {
    matched: number;
    total: number;
    value?: number | null;
    values?: [number | null, number | null];
    counts?: [number, number];
    groups?: number;
    /** Records whose figure is written as a floor ('10M+'): the figure computed is a floor too. */
    floors?: number;
  };
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const cell = (v: unknown): DataAgentCell =>
  v === null || v === undefined
    ? null
    : typeof v === 'object'
      ? JSON.stringify(v)
      : (v as DataAgentCell);

/** Runs a validated plan as parameterised SQL over one job's stored records. */
export async function runQuery(
  db: Db,
  jobId: string,
  plan: QueryPlan,
  shape: JobColumns,
  /** The column naming a record, shown first in listed records. */
  nameKey?: string,
  /** The column of the records' own references ('26/01432/HOU'), shown after the name. */
  referenceKey?: string,
): Promise<QueryResult> {
  const byKey = new Map(shape.columns.map((c) => [c.key, c]));
  const col = (key: string): DataColumn => {
    const found = byKey.get(key);
    if (!found) throw new BadRequestError(`This job has no column named ${key}`);
    return found;
  };
  const expr = (key: string) => columnSql(col(key), shape.plain);
  const base = shape.plain
    ? sql`job_id = ${jobId}::uuid`
    : sql`job_id = ${jobId}::uuid and jsonb_typeof(content) = 'object'`;
  const where = sql.join(
    [base, ...plan.filters.map((f) => filterSql(f, col(f.column), expr(f.column)))],
    sql` and `,
  );
  const metricSql = (fn: AggregateFn, key: string | null): SQL => {
    if (fn === 'count' || !key) return sql`count(*)`;
    if (col(key).kind !== 'number')
      throw new BadRequestError(`The column ${key} holds no numbers to compute with`);
    // 'the highest ticket price' over '£25–£40': a range's upper figure; a pair's two figures
    // added ('2–1' is 3 goals) when the plan says both.
    const n = plan.metric.both
      ? sql`(${expr(key).number} + ${expr(key).upper})`
      : fn === 'max'
        ? expr(key).upper
        : expr(key).number;
    const fns: Record<Exclude<AggregateFn, 'count' | 'median'>, SQL> = {
      sum: sql`sum`,
      avg: sql`avg`,
      min: sql`min`,
      max: sql`max`,
    };
    const figure =
      fn === 'median'
        ? sql`percentile_cont(0.5) within group (order by ${n})`
        : sql`${fns[fn]}(${n})`;
    // 'How many hours …' of minutes: the figure in the unit asked.
    const from = unitDef(col(key).unit);
    const to = unitDef(plan.metric.unit);
    if (!from || !to || from.dimension !== to.dimension || from.offset || to.offset) return figure;
    return from.factor === to.factor
      ? figure
      : sql`(${figure}) * ${from.factor}::numeric / ${to.factor}::numeric`;
  };
  const metricName =
    plan.metric.fn === 'count' || !plan.metric.column
      ? 'records'
      : `${plan.metric.fn} ${plan.metric.column}`;
  const [totals] = await rowsOf<{ total: string }>(
    db,
    sql`select count(*) as total from scraped_data where ${base}`,
  );
  const total = Number(totals?.total ?? 0);

  switch (plan.operation) {
    case 'list': {
      // The record's name first, then what it was sorted and filtered by, then the rest.
      const wanted = [
        ...(nameKey && byKey.has(nameKey) ? [nameKey] : []),
        // '26/01432/HOU' beside the address that names it: the reference a person finds it by.
        ...(nameKey && referenceKey && byKey.has(referenceKey) ? [referenceKey] : []),
        ...(plan.sort && byKey.has(plan.sort.column) ? [plan.sort.column] : []),
        ...plan.filters.map((f) => f.column),
        ...shape.columns.map((c) => c.key),
      ];
      const keys = [...new Set(wanted)].slice(0, LIST_COLUMNS);
      let order = sql`seq`;
      if (plan.sort) {
        const sortCol = col(plan.sort.column);
        const e = expr(sortCol.key);
        const value =
          sortCol.kind === 'number'
            ? plan.sort.direction === 'desc'
              ? e.upper
              : e.number
            : sortCol.kind === 'date'
              ? e.date
              : sql`lower(${e.text})`;
        order = sql`${value} ${plan.sort.direction === 'asc' ? sql`asc` : sql`desc`} nulls last, seq`;
      }
      const limit = plan.limit ?? LIST_ROWS;
      const rows = await rowsOf<{ content: unknown; matched: string }>(
        db,
        sql`select content, count(*) over () as matched from scraped_data where ${where} order by ${order} limit ${limit}`,
      );
      const matched = Number(rows[0]?.matched ?? 0);
      const table = {
        columns: keys,
        rows: rows.map((r) =>
          shape.plain
            ? [cell(r.content)]
            : // A column read from another's cell ('state days left') shows that cell.
              keys.map((k) =>
                cell((r.content as Record<string, unknown>)[byKey.get(k)?.read?.part?.of ?? k]),
              ),
        ),
      };
      return {
        table,
        facts: { matched: plan.limit ? Math.min(matched, plan.limit) : matched, total },
      };
    }
    case 'aggregate': {
      // '10M+' installs: a figure written as a floor makes what it adds up to a floor as well.
      const key = plan.metric.fn === 'count' ? null : plan.metric.column;
      const floors = key
        ? sql`count(*) filter (where ${expr(key).text} ~ ${FLOOR_TEXT}::text)`
        : sql`0`;
      const [row] = await rowsOf<{ value: unknown; matched: string; floors: string }>(
        db,
        sql`select ${metricSql(plan.metric.fn, plan.metric.column)} as value, count(*) as matched, ${floors} as floors from scraped_data where ${where}`,
      );
      const value = num(row?.value);
      const matched = Number(row?.matched ?? 0);
      const floored = Number(row?.floors ?? 0);
      return {
        table: { columns: [metricName, 'matching records'], rows: [[value, matched]] },
        facts: { matched, total, value, ...(floored > 0 ? { floors: floored } : {}) },
      };
    }
    case 'group':
    case 'distinct':
    case 'share': {
      const key = plan.groupBy;
      if (!key) {
        // The share of all records that match.
        const [row] = await rowsOf<{ matched: string }>(
          db,
          sql`select count(*) as matched from scraped_data where ${where}`,
        );
        const matched = Number(row?.matched ?? 0);
        const share = total > 0 ? matched / total : null;
        return {
          table: {
            columns: ['matching records', 'all records', 'share'],
            rows: [[matched, total, share]],
          },
          facts: { matched, total, value: share },
        };
      }
      const g = col(key);
      const e = expr(key);
      const from =
        g.kind === 'list'
          ? sql`scraped_data cross join lateral jsonb_array_elements_text(case when jsonb_typeof(${e.json}) = 'array' then ${e.json} else '[]'::jsonb end) as item(value)`
          : sql`scraped_data`;
      const groupValue = g.kind === 'list' ? sql`item.value` : e.text;
      const metric =
        plan.operation === 'distinct'
          ? sql`count(*)`
          : metricSql(plan.metric.fn, plan.metric.column);
      const desc =
        plan.operation === 'distinct' ? true : (plan.sort?.direction ?? 'desc') === 'desc';
      const limit = plan.limit ?? GROUP_ROWS;
      const rows = await rowsOf<{
        g: string;
        n: string;
        value: unknown;
        groups: string;
        whole: unknown;
      }>(
        db,
        sql`select ${groupValue} as g, count(*) as n, ${metric} as value, count(*) over () as groups, sum(${metric}) over () as whole
            from ${from} where ${where} and ${groupValue} is not null and ${groupValue} <> ''
            group by 1 order by 3 ${desc ? sql`desc` : sql`asc`} nulls last, 1 limit ${limit}`,
      );
      const groups = Number(rows[0]?.groups ?? 0);
      const matched = rows.reduce((s, r) => s + Number(r.n), 0);
      if (plan.operation === 'distinct') {
        return {
          table: { columns: [key, 'records'], rows: rows.map((r) => [r.g, Number(r.n)]) },
          facts: { matched, total, groups },
        };
      }
      if (plan.operation === 'share') {
        return {
          table: {
            columns: [key, metricName, 'share'],
            rows: rows.map((r) => [
              r.g,
              num(r.value),
              num(r.whole) ? (num(r.value) ?? 0) / (num(r.whole) ?? 1) : null,
            ]),
          },
          facts: { matched, total, groups },
        };
      }
      // A count is already the records column: no second one.
      const counted = plan.metric.fn === 'count' || !plan.metric.column;
      return {
        table: {
          columns: counted ? [key, 'records'] : [key, metricName, 'records'],
          rows: rows.map((r) => (counted ? [r.g, Number(r.n)] : [r.g, num(r.value), Number(r.n)])),
        },
        facts: { matched, total, groups, value: num(rows[0]?.value) },
      };
    }
    case 'compare': {
      if (!plan.compare) throw new BadRequestError('A comparison needs a column and two values');
      const c = col(plan.compare.column);
      const e = expr(c.key);
      const [a, b] = plan.compare.values;
      const one = async (value: string) => {
        const side = filterSql(
          { column: c.key, op: c.kind === 'list' ? 'contains' : 'eq', value },
          c,
          e,
        );
        const [row] = await rowsOf<{ value: unknown; n: string }>(
          db,
          sql`select ${metricSql(plan.metric.fn, plan.metric.column)} as value, count(*) as n from scraped_data where ${where} and ${side}`,
        );
        return { value: num(row?.value), n: Number(row?.n ?? 0) };
      };
      const [left, right] = await Promise.all([one(a), one(b)]);
      const difference =
        left.value !== null && right.value !== null ? left.value - right.value : null;
      return {
        table: {
          columns: [c.key, metricName, 'records'],
          rows: [
            [a, left.value, left.n],
            [b, right.value, right.n],
            ['difference', difference, null],
          ],
        },
        facts: {
          matched: left.n + right.n,
          total,
          values: [left.value, right.value],
          counts: [left.n, right.n],
          value: difference,
        },
      };
    }
  }
}
