import type { ValueMatch } from '@gleaner/agent';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.js';
import type { JobColumns } from './discover-columns.js';

/** Values found at most: a question names a handful. */
const MAX_MATCHES = 40;

/**
 * The records' text values (and list items) equal to a phrase of the question, ignoring case,
 * with how many records hold each: 'books by Jane Austen' finds author = 'Jane Austen' whatever
 * the number of authors, without loading them. One pass over the job's records reads only the
 * text and list columns; the phrases travel as one array parameter.
 */
export async function findValues(
  db: Db,
  jobId: string,
  shape: JobColumns,
  phrases: string[],
): Promise<ValueMatch[]> {
  if (phrases.length === 0 || shape.columns.length === 0) return [];
  const wanted = sql.param(phrases);
  if (shape.plain) {
    const rows = await rowsOf<{ value: string; records: string }>(
      db,
      sql`select content #>> '{}' as value, count(*) as records from scraped_data
          where job_id = ${jobId}::uuid and lower(content #>> '{}') = any(${wanted}::text[])
          group by 1 limit ${MAX_MATCHES}`,
    );
    const key = shape.columns[0]?.key ?? 'content';
    return rows.map((r) => ({ column: key, value: r.value, records: Number(r.records) }));
  }
  const texts = shape.columns.filter(
    (c) => c.kind === 'category' || c.kind === 'text' || c.kind === 'boolean',
  );
  const lists = shape.columns.filter((c) => c.kind === 'list');
  const sources: SQL[] = [
    ...texts.map((c) => sql`select ${c.key}::text as key, d.content ->> ${c.key}::text as value`),
    ...lists.map(
      (c) => sql`select ${c.key}::text as key, item as value from jsonb_array_elements_text(
        case when jsonb_typeof(d.content -> ${c.key}::text) = 'array' then d.content -> ${c.key}::text else '[]'::jsonb end) as item`,
    ),
  ];
  if (sources.length === 0) return [];
  const rows = await rowsOf<{ key: string; value: string; records: string }>(
    db,
    sql`select f.key, f.value, count(distinct d.id) as records
        from scraped_data d cross join lateral (${sql.join(sources, sql` union all `)}) as f
        where d.job_id = ${jobId}::uuid and jsonb_typeof(d.content) = 'object'
          and lower(f.value) = any(${wanted}::text[])
        group by 1, 2 limit ${MAX_MATCHES}`,
  );
  return rows.map((r) => ({ column: r.key, value: r.value, records: Number(r.records) }));
}
