import type { ValueMatch } from '@gleaner/agent';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.js';
import type { JobColumns } from './discover-columns.js';
import { stateCodes } from './state-abbreviations.js';

/** Values found at most: a question names a handful. */
const MAX_MATCHES = 40;
/** Values holding one word of the question at most: 'King' in a few authors' names. */
const MAX_PART_MATCHES = 40;

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The value sources of a job's records: its text and category columns, list items one by one,
 * and the words written in number columns ('Free' among prices).
 */
function valueSources(shape: JobColumns): SQL[] {
  const texts = shape.columns.filter(
    (c) => c.kind === 'category' || c.kind === 'text' || c.kind === 'boolean',
  );
  const numbers = shape.columns.filter((c) => c.kind === 'number');
  const lists = shape.columns.filter((c) => c.kind === 'list');
  return [
    ...texts.map((c) => sql`select ${c.key}::text as key, d.content ->> ${c.key}::text as value`),
    ...numbers.map(
      (c) =>
        sql`select ${c.key}::text as key, d.content ->> ${c.key}::text as value where (d.content ->> ${c.key}::text) !~ '[0-9]'`,
    ),
    ...lists.map(
      (c) => sql`select ${c.key}::text as key, item as value from jsonb_array_elements_text(
        case when jsonb_typeof(d.content -> ${c.key}::text) = 'array' then d.content -> ${c.key}::text else '[]'::jsonb end) as item`,
    ),
  ];
}

/**
 * The records' text values (and list items) equal to a phrase of the question, ignoring case,
 * with how many records hold each: 'books by Jane Austen' finds author = 'Jane Austen' whatever
 * the number of authors, without loading them. One pass over the job's records reads only the
 * text and list columns; the phrases travel as one array parameter. `parts` are names the
 * question capitalises: values holding one as a whole word come back with `part` set
 * ('Nigella' → 'Nigella Lawson').
 */
export async function findValues(
  db: Db,
  jobId: string,
  shape: JobColumns,
  phrases: string[],
  parts: string[] = [],
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
  const sources = valueSources(shape);
  if (sources.length === 0) return [];
  const from = sql`scraped_data d cross join lateral (${sql.join(sources, sql` union all `)}) as f`;
  const objects = sql`d.job_id = ${jobId}::uuid and jsonb_typeof(d.content) = 'object'`;
  // Whole values and items of lists written in one cell, in the same one pass.
  const words = itemWords(phrases);
  const items = sql.param(words.map(itemPattern));
  const rows = await rowsOf<{ key: string; value: string; records: string }>(
    db,
    sql`select f.key, f.value, count(distinct d.id) as records from ${from}
        where ${objects} and (lower(f.value) = any(${wanted}::text[])
          or regexp_replace(lower(f.value), ${STATES_VERB}::text, ${'\\1\\2'}::text) = any(${wanted}::text[])
          or (f.value ~ ${ITEM_SEPARATORS}::text and lower(f.value) ~ any(${items}::text[])))
        group by 1, 2 order by bool_or(lower(f.value) = any(${wanted}::text[])) desc
        limit ${MAX_MATCHES + MAX_PART_MATCHES}`,
  );
  const whole = new Set(phrases);
  const found: ValueMatch[] = rows
    .filter((r) => whole.has(r.value.toLowerCase()))
    .slice(0, MAX_MATCHES)
    .map((r) => ({ column: r.key, value: r.value, records: Number(r.records) }));
  const others = rows.filter((r) => !whole.has(r.value.toLowerCase()));
  // 'Needs ID' asked for as 'need ID': the value, found by the words the question writes.
  for (const row of others) {
    const asked = plainVerb(row.value);
    if (asked && whole.has(asked))
      found.push({ column: row.key, value: row.value, records: Number(row.records), part: asked });
  }
  const listed = listItems(others, words);
  // 'python' alone in one record's skills and an item of others': all of them hold it.
  for (const exact of found)
    if (listed.some((i) => i.column === exact.column && i.part === exact.value.toLowerCase()))
      exact.part = exact.value.toLowerCase();
  found.push(...listed.slice(0, MAX_PART_MATCHES));
  // 'postponed' asked of scores written 'P–P': the cells holding the state's code.
  for (const { word, pattern } of stateCodes(phrases)) {
    const coded = await rowsOf<{ key: string; value: string; records: string }>(
      db,
      sql`select f.key, f.value, count(distinct d.id) as records from ${from}
          where ${objects} and lower(f.value) ~ ${pattern}::text
          group by 1, 2 limit ${MAX_PART_MATCHES}`,
    );
    for (const row of coded)
      found.push({ column: row.key, value: row.value, records: Number(row.records), part: word });
  }
  const open = parts.filter((p) => !found.some((f) => f.value.toLowerCase() === p));
  if (open.length === 0) return found;
  const patterns = open.map((p) => `%${likeLiteral(p)}%`);
  const partRows = await rowsOf<{ key: string; value: string; records: string }>(
    db,
    sql`select f.key, f.value, count(distinct d.id) as records from ${from}
        where ${objects} and f.value ilike any(${sql.param(patterns)}::text[])
        group by 1, 2 limit ${MAX_PART_MATCHES}`,
  );
  for (const row of partRows) {
    // The word whole, not inside another ('King' is not in 'Kingsolver'); the longest name
    // first ('Quay Street' before 'Quay').
    const part = [...open]
      .sort((a, b) => b.length - a.length)
      .find((p) =>
        new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(p)}($|[^\\p{L}\\p{N}])`, 'iu').test(
          row.value,
        ),
      );
    if (part) found.push({ column: row.key, value: row.value, records: Number(row.records), part });
  }
  return found;
}

/**
 * A state written as a verb in the third person ('Needs ID', 'Awaits review', 'Requires
 * signature'), asked for of several records as the plain verb ('Which sightings need ID?'):
 * the value with its first word's last 's' taken off. Words ending 'ss' ('Class') keep theirs.
 */
const STATES_VERB = String.raw`^([[:alpha:]]{2,}[^s[:space:]])s(\s)`;
const plainVerb = (value: string): string | null => {
  const lower = value.toLowerCase();
  const plain = lower.replace(/^(\p{L}{2,}[^s\s])s(\s)/u, '$1$2');
  return plain === lower ? null : plain;
};

/** Words of a question looked up as items of lists written in one cell, at most. */
const MAX_ITEM_WORDS = 12;

/** Phrases of two or three words looked up as items, at most ('full shade', 'dark chocolate'). */
const MAX_ITEM_PHRASES = 16;

/**
 * Words of the question that may be an item of a list: one word each, and phrases of two or
 * three words of letters ('Partial shade, Full shade' holds 'full shade' as an item), longest
 * first so a value is found by the most the question says.
 */
const itemWords = (phrases: string[]) => {
  const single = phrases
    .filter((p) => /^[\p{L}\p{N}][\p{L}\p{N}+#.-]*$/u.test(p) && p.length >= 2)
    .slice(0, MAX_ITEM_WORDS);
  const several = phrases
    .filter((p) => /^\p{L}[\p{L}-]+(?: \p{L}[\p{L}-]+){1,2}$/u.test(p))
    .slice(0, MAX_ITEM_PHRASES);
  return [...several, ...single].sort((a, b) => b.length - a.length);
};
/**
 * What stands between items written in one cell: a comma, a semicolon, a middle dot or a bullet
 * ('Contains ads · In-app purchases', 'Wi-Fi • Parking'), each read in SQL and here alike.
 */
const ITEM_SEPARATORS = '[,;·•]';
const itemPattern = (word: string) =>
  String.raw`(^|${ITEM_SEPARATORS})\s*${escapeRegExp(word).replace(/ /g, String.raw`\s+`)}\s*(${ITEM_SEPARATORS}|$)`;

/**
 * Values that are lists written in one cell ('csv, parser, stream', 'Rust, WebAssembly') holding
 * a word of the question as a whole item, as a part of them: 'csv packages' finds the keywords
 * holding 'csv' though the word is written small. A word inside an item ('parser' in
 * 'csv-parser') or a sentence without commas is not an item.
 */
function listItems(
  rows: { key: string; value: string; records: string }[],
  words: string[],
): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const row of rows) {
    const part = words.find((w) => new RegExp(itemPattern(w), 'iu').test(row.value));
    if (part) out.push({ column: row.key, value: row.value, records: Number(row.records), part });
  }
  return out;
}
