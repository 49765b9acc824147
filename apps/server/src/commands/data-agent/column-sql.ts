import type { DataColumn, PlanFilter } from '@gleaner/shared';
import { sql, type SQL } from 'drizzle-orm';
import { BadRequestError } from '../../errors.js';

/**
 * SQL for a column's value in a scraped_data row. Keys and values always travel as parameters;
 * only these fixed shapes are written into the statement.
 */
export interface ColumnSql {
  /** The value as text (null when absent). */
  text: SQL;
  /** The value as a number: JSON numbers as they are, text like '£1,299.50' by its digits. */
  number: SQL;
  /** The value as a date, when it starts with an ISO day. */
  date: SQL;
  /** The value as JSON (lists). */
  json: SQL;
}

const NUMBER_IN_TEXT = '-?[0-9]+(?:[.][0-9]+)?';

export function columnSql(column: DataColumn, plain: boolean): ColumnSql {
  const json = plain ? sql`content` : sql`(content -> ${column.key}::text)`;
  const text = plain ? sql`(content #>> '{}')` : sql`(content ->> ${column.key}::text)`;
  return {
    json,
    text,
    number: sql`(case when jsonb_typeof(${json}) = 'number' then (${text})::numeric
      else substring(replace(${text}, ',', '') from ${NUMBER_IN_TEXT}::text)::numeric end)`,
    date: sql`(case when ${text} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' then left(${text}, 10)::date end)`,
  };
}

const COMPARE: Record<'gt' | 'gte' | 'lt' | 'lte', SQL> = {
  gt: sql`>`,
  gte: sql`>=`,
  lt: sql`<`,
  lte: sql`<=`,
};

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One filter of a plan as a condition; a filter that does not fit its column is a 400. */
export function filterSql(filter: PlanFilter, column: DataColumn, expr: ColumnSql): SQL {
  const { op } = filter;
  if (op === 'eq' || op === 'neq') {
    if (column.kind === 'number' && typeof filter.value === 'number') {
      return op === 'eq'
        ? sql`${expr.number} = ${filter.value}::numeric`
        : sql`${expr.number} is distinct from ${filter.value}::numeric`;
    }
    if (column.kind === 'list') {
      const has = sql`coalesce(${expr.json} @> jsonb_build_array(${String(filter.value)}::text), false)`;
      return op === 'eq' ? has : sql`not ${has}`;
    }
    const same = sql`lower(${expr.text}) = lower(${String(filter.value)}::text)`;
    return op === 'eq' ? same : sql`coalesce(not (${same}), true)`;
  }
  if (op === 'in') {
    const values = filter.values ?? [filter.value];
    if (column.kind === 'number' && values.every((v) => typeof v === 'number'))
      return sql`${expr.number} = any(${sql.param(values)}::numeric[])`;
    const texts = values.map((v) => String(v).toLowerCase());
    if (column.kind === 'list')
      return sql`exists (select 1 from jsonb_array_elements_text(case when jsonb_typeof(${expr.json}) = 'array' then ${expr.json} else '[]'::jsonb end) as item(value) where lower(item.value) = any(${sql.param(texts)}::text[]))`;
    return sql`lower(${expr.text}) = any(${sql.param(texts)}::text[])`;
  }
  if (op === 'contains') {
    if (column.kind === 'list')
      return sql`coalesce(${expr.json} @> jsonb_build_array(${String(filter.value)}::text), false)`;
    return sql`${expr.text} ilike ${`%${likeLiteral(String(filter.value))}%`}::text`;
  }
  const ordered = (v: string | number | undefined): SQL => {
    if (column.kind === 'number' && typeof v === 'number') return sql`${v}::numeric`;
    if (column.kind === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v))
      return sql`${v}::date`;
    throw new BadRequestError(`The column ${column.key} cannot be compared with ${String(v)}`);
  };
  const value = column.kind === 'date' ? expr.date : expr.number;
  if (op === 'between')
    return sql`${value} between ${ordered(filter.value)} and ${ordered(filter.value2 ?? filter.value)}`;
  return sql`${value} ${COMPARE[op]} ${ordered(filter.value)}`;
}
