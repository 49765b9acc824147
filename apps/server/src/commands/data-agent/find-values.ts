import type { ValueMatch } from '@gleaner/agent';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.js';
import type { JobColumns } from './discover-columns.js';

/** Values found at most: a question names a handful. */
const MAX_MATCHES = 40;

/**
 * The records' text values (and list items) equal to a phrase of the question, ignoring case,
 * with how many records hold each: 'books by Jane Austen' finds author = 'Jane Austen' whatever
 * the number of authors, without loading them. The phrases travel as one array parameter.
 */
export async function findValues(
  db: Db,
  jobId: string,
  shape: JobColumns,
  phrases: string[],
): Promise<ValueMatch[]> {
  if (phrases.length === 0 || shape.columns.length === 0) return [];
  const textual = shape.columns
    .filter((c) => c.kind !== 'number' && c.kind !== 'date')
    .map((c) => c.key);
  if (textual.length === 0) return [];
  const rows = shape.plain
    ? await rowsOf<{ key: string; value: string; records: string }>(
        db,
        sql`select ${textual[0] ?? 'content'}::text as key, content #>> '{}' as value, count(*) as records
            from scraped_data where job_id = ${jobId}::uuid and lower(content #>> '{}') = any(${sql.param(phrases)}::text[])
            group by 2 limit ${MAX_MATCHES}`,
      )
    : await rowsOf<{ key: string; value: string; records: string }>(
        db,
        sql`select f.key, coalesce(item.value, f.value #>> '{}') as value, count(distinct d.id) as records
            from scraped_data d
            cross join lateral jsonb_each(d.content) as f(key, value)
            left join lateral jsonb_array_elements_text(case when jsonb_typeof(f.value) = 'array' then f.value else '[]'::jsonb end) as item(value) on true
            where d.job_id = ${jobId}::uuid and jsonb_typeof(d.content) = 'object'
              and f.key = any(${sql.param(textual)}::text[])
              and lower(coalesce(item.value, f.value #>> '{}')) = any(${sql.param(phrases)}::text[])
            group by 1, 2 limit ${MAX_MATCHES}`,
      );
  return rows.map((r) => ({ column: r.key, value: r.value, records: Number(r.records) }));
}
