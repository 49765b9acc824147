import { createHash } from 'node:crypto';
import type { CapturedItem, LiveResult } from '@gleaner/shared';
import { normaliseUrl } from '@gleaner/scraper';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/database.js';
import type { jobPages } from '../../db/schema.js';
import type { JobRuntime } from '../../jobs/job-runtime.js';
import type { DiscoveredLink, PageValidators } from '../../jobs/page-processor.js';
import { presentLiveResult } from '../../presenters/job.js';
import { countUsage } from './usage.js';

/** Room for this many items per page in `scraped_data.seq` (page seq × this + position). */
export const ITEMS_PER_PAGE_SLOT = 1_000_000;
const MAX_KEPT_ERRORS = 100;

/** What a chunk knows of each of its pages. */
export type PageRef = Pick<typeof jobPages.$inferSelect, 'url' | 'kind' | 'depth' | 'seq'>;
export type DepthLink = DiscoveredLink & { depth: number };

export type PageResult =
  | {
      page: PageRef;
      ok: true;
      items: CapturedItem[];
      links: DepthLink[];
      /** How the page was read, which prices it. */
      engine: 'http' | 'browser';
      /** A monitor's run keeps what the next run asks with, and what a 304 carries over. */
      remember?: RememberedOutcome;
    }
  | { page: PageRef; ok: false; message: string; refused: boolean };

export interface RememberedOutcome {
  validators: PageValidators;
  links: DiscoveredLink[];
  /** The page answered 304 and its items are the last run's. */
  notModified: boolean;
}

/** A stable id per job, page and position, so a retried page inserts nothing twice. */
export function itemId(jobId: string, url: string, position: number): string {
  return stableId(`${jobId}\n${url}\n${position}`);
}

/**
 * The id of an item: by page and position, or, when the plan names a record's key field (its
 * own page's address), by that key. A record met on two lists is then stored once, and the
 * record a detail page gives (keyed by the page's own address) completes the list's record of
 * the same item instead of standing beside it.
 */
function idOf(
  jobId: string,
  item: CapturedItem,
  page: PageRef,
  position: number,
  recordKey: string | null,
): string {
  const content = item.content;
  let key: unknown;
  if (recordKey && item.type === 'record' && content && typeof content === 'object')
    key = page.kind === 'detail' ? page.url : (content as Record<string, unknown>)[recordKey];
  return (typeof key === 'string' && recordId(jobId, key)) || itemId(jobId, page.url, position);
}

/** The id of the record named by `address` (its key field, or its detail page's address). */
export function recordId(jobId: string, address: string): string | null {
  const normalised = address === '' ? null : normaliseUrl(address);
  return normalised ? stableId(`${jobId}\nrecord\n${normalised}`) : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const textArray = (values: (string | null)[]) => sql`${sql.param(values)}::text[]`;

/**
 * Stores the results of several pages in one statement, so atomically and in one round trip
 * however many pages, items and links it holds (arrays, not a parameter per value):
 * - pages still pending are marked done or failed; a page finished by an earlier attempt adds
 *   nothing, so a retried chunk duplicates nothing;
 * - the items of the pages marked done are inserted, keyed by job, page and position;
 * - links those pages found join the frontier, numbered on from the job's page count and never
 *   beyond `maxPages` (the job row is locked first, which serialises writers of one job);
 * - the job's counters move, and the first errors are kept;
 * - with `maxItems` (a plan's data points per job), items past it are not stored.
 * Then one signal tells watchers what the batch added. Answers the job's items stored so far.
 */
export async function storePageResults(
  runtime: JobRuntime,
  jobId: string,
  ownerId: string | null,
  maxPages: number,
  results: PageResult[],
  maxItems: number | null = null,
  recordKey: string | null = null,
): Promise<number | null> {
  if (results.length === 0) return null;
  const { db } = runtime.database;
  const now = new Date().toISOString();
  const successes = results.flatMap((r) => (r.ok ? [r] : []));
  const failures = results.flatMap((r) => (r.ok ? [] : [r]));
  const all = successes.flatMap((r) =>
    r.items.map((item, position) => ({
      item,
      page: r.page.url,
      id: idOf(jobId, item, r.page, position, recordKey),
      seq: r.page.seq * ITEMS_PER_PAGE_SLOT + position,
    })),
  );
  // One row per id in a statement: a record on two lists of one batch is one record, and a
  // detail page read in the batch that lists its item completes it there.
  const byId = new Map<string, (typeof all)[number]>();
  for (const row of all) {
    const earlier = byId.get(row.id);
    if (!earlier) byId.set(row.id, row);
    else if (isObject(earlier.item.content) && isObject(row.item.content))
      earlier.item = { ...earlier.item, content: { ...earlier.item.content, ...row.item.content } };
  }
  const items = [...byId.values()];
  // Links already known to be in the frontier never reach the database.
  const byUrl = new Map<string, { link: DepthLink; page: string }>();
  for (const r of successes)
    for (const link of r.links)
      if (!byUrl.has(link.url)) byUrl.set(link.url, { link, page: r.page.url });
  const links = runtime.knownPages
    .unknown(jobId, [...byUrl.keys()])
    .flatMap((url) => byUrl.get(url) ?? []);
  const [stored] = await rowsOf<{
    claimed: string[];
    failed: string[];
    added: number;
    room: number;
    inserted: string[];
    total_results: number;
  }>(
    db,
    storeBatchStatement({
      jobId,
      maxPages,
      maxItems,
      now,
      successes: successes.map((r) => ({
        url: r.page.url,
        engine: r.engine,
        remember: r.remember,
      })),
      failures,
      items,
      links,
    }),
  );
  if (!stored) return null;

  // Cut short by the page limit, some links are in no frontier: only remember them otherwise.
  if (stored.added < stored.room)
    runtime.knownPages.remember(
      jobId,
      links.map((l) => l.link.url),
    );
  const claimed = new Set(stored.claimed);
  const failed = new Set(stored.failed);
  // Only what was stored is shown and counted: items past the data point limit, and records
  // already stored from another list, were not.
  const inserted = new Set(stored.inserted);
  const ids = new Map(items.map((row) => [`${row.page}\n${row.seq}`, row.id]));
  // In stored order, as another process reads them back by range.
  const ranges: [number, number][] = [];
  const live: LiveResult[] = [];
  for (const r of successes.toSorted((x, y) => x.page.seq - y.page.seq)) {
    if (!claimed.has(r.page.url) || r.items.length === 0) continue;
    const base = r.page.seq * ITEMS_PER_PAGE_SLOT;
    let kept = 0;
    r.items.forEach((item, position) => {
      const id = ids.get(`${r.page.url}\n${base + position}`) ?? '';
      if (!inserted.has(id)) return;
      kept += 1;
      live.push(presentLiveResult({ ...item, id }));
    });
    if (kept > 0) ranges.push([base, base + r.items.length - 1]);
  }
  if (ownerId && claimed.size > 0)
    await countUsage(db, ownerId, { pages: claimed.size, items: live.length });
  if (claimed.size > 0 || failed.size > 0)
    await runtime.signals.publish({ type: 'job_progress', jobId, results: ranges, live });
  return stored.total_results;
}

interface BatchRows {
  jobId: string;
  maxPages: number;
  maxItems: number | null;
  now: string;
  successes: { url: string; engine: 'http' | 'browser'; remember?: RememberedOutcome }[];
  failures: Extract<PageResult, { ok: false }>[];
  items: { item: CapturedItem; page: string; id: string; seq: number }[];
  links: { link: DepthLink; page: string }[];
}

/**
 * The batch's one statement. Parts with nothing to do are left out: PostgreSQL plans the whole
 * text on every call (a few milliseconds on PGlite for all of it) and would still scan for
 * failed pages that are not there.
 */
function storeBatchStatement({
  jobId,
  maxPages,
  maxItems,
  now,
  successes,
  failures,
  items,
  links,
}: BatchRows): SQL {
  const column = <T>(rows: T[], pick: (row: T) => unknown) => sql.param(rows.map(pick));
  const parts: SQL[] = [
    sql`job as (select total_pages, total_results from scrape_jobs where id = ${jobId}::uuid for update)`,
    successes.some((r) => r.remember)
      ? sql`claimed as (
          update job_pages p set status = 'done', finished_at = ${now}::timestamptz,
            engine = s.engine, etag = s.etag, last_modified = s.last_modified,
            links = s.links::jsonb, not_modified = s.not_modified
          from unnest(
            ${textArray(successes.map((r) => r.url))},
            ${textArray(successes.map((r) => r.engine))},
            ${textArray(successes.map((r) => r.remember?.validators.etag ?? null))},
            ${textArray(successes.map((r) => r.remember?.validators.lastModified ?? null))},
            ${textArray(successes.map((r) => (r.remember ? JSON.stringify(r.remember.links) : null)))},
            ${column(successes, (r) => r.remember?.notModified ?? false)}::boolean[]
          ) as s(url, engine, etag, last_modified, links, not_modified)
          where p.job_id = ${jobId}::uuid and p.status = 'pending' and p.url = s.url
          returning p.url
        )`
      : sql`claimed as (
          update job_pages p set status = 'done', finished_at = ${now}::timestamptz, engine = s.engine
          from unnest(
            ${textArray(successes.map((r) => r.url))},
            ${textArray(successes.map((r) => r.engine))}
          ) as s(url, engine)
          where p.job_id = ${jobId}::uuid and p.status = 'pending' and p.url = s.url
          returning p.url
        )`,
    failures.length > 0
      ? sql`failed as (
          update job_pages p set status = f.status, error = f.message, finished_at = ${now}::timestamptz
          from unnest(
            ${textArray(failures.map((r) => r.page.url))},
            ${textArray(failures.map((r) => (r.refused ? 'skipped' : 'failed')))},
            ${textArray(failures.map((r) => r.message))}
          ) as f(url, status, message)
          where p.job_id = ${jobId}::uuid and p.url = f.url and p.status = 'pending'
          returning p.url, f.message
        )`
      : sql`failed as (select null::text as url, null::text as message where false)`,
  ];
  if (items.length > 0)
    parts.push(sql`items as (
      insert into scraped_data (id, job_id, type, selector, content, confidence, metadata, url, seq)
      select r.id, ${jobId}::uuid, r.type, r.selector, r.content::jsonb, r.confidence,
        r.metadata::jsonb, r.url, r.seq
      from unnest(
        ${column(items, (r) => r.id)}::uuid[],
        ${textArray(items.map((r) => r.item.type))},
        ${textArray(items.map((r) => r.item.selector))},
        ${textArray(items.map((r) => (r.item.content === null ? null : JSON.stringify(r.item.content))))},
        ${column(items, (r) => r.item.confidence)}::float8[],
        ${textArray(items.map((r) => JSON.stringify({ timestamp: r.item.timestamp })))},
        ${textArray(items.map((r) => r.item.url))},
        ${column(items, (r) => r.seq)}::bigint[],
        ${textArray(items.map((r) => r.page))}
      ) as r(id, type, selector, content, confidence, metadata, url, seq, page)
      where r.page in (select url from claimed)
      ${maxItems === null ? sql`` : sql`order by r.seq limit greatest(0, ${maxItems}::int - (select total_results from job))`}
      -- A record met again keeps its place; what the detail page adds completes it.
      on conflict (id) do update set content = scraped_data.content || excluded.content
        where jsonb_typeof(scraped_data.content) = 'object'
          and jsonb_typeof(excluded.content) = 'object'
      returning id, (xmax = 0) as fresh
    )`);
  if (links.length > 0)
    parts.push(
      sql`fresh as (
        select c.url, c.depth, c.kind, row_number() over (order by c.ord) as n
        from unnest(
          ${textArray(links.map((l) => l.link.url))},
          ${column(links, (l) => l.link.depth)}::int[],
          ${textArray(links.map((l) => l.link.kind))},
          ${textArray(links.map((l) => l.page))}
        ) with ordinality as c(url, depth, kind, page, ord)
        -- A probe per link (the limit keeps it one): "not exists" was planned as a scan of the
        -- job's whole frontier, which grows with the crawl.
        left join lateral (
          select true as hit from job_pages p
          where p.job_id = ${jobId}::uuid and p.url = c.url
          limit 1
        ) known on true
        where c.page in (select url from claimed) and known.hit is null
        order by c.ord
        limit greatest(0, ${maxPages}::int - (select total_pages from job))
      )`,
      sql`inserted as (
        insert into job_pages (job_id, url, depth, kind, seq)
        select ${jobId}::uuid, url, depth, kind, (select total_pages from job) + n - 1 from fresh
        on conflict do nothing
        returning 1
      )`,
    );
  const itemCount = items.length > 0 ? sql`(select count(*) from items where fresh)` : sql`0`;
  const addedCount = links.length > 0 ? sql`(select count(*) from inserted)` : sql`0`;
  return sql`with ${sql.join(parts, sql`, `)}
    update scrape_jobs set
      processed_pages = processed_pages + (select count(*) from claimed) + (select count(*) from failed),
      total_results = total_results + ${itemCount},
      total_pages = total_pages + ${addedCount},
      -- Keep the first errors only: a long crawl of a broken site must not grow the row without end.
      errors = case
        when jsonb_array_length(errors) >= ${MAX_KEPT_ERRORS}::int or not exists (select 1 from failed)
          then errors
        else errors || (
          select jsonb_agg(jsonb_build_object('url', url, 'message', message, 'timestamp', ${now}::text))
          from failed
        )
      end
    where id = ${jobId}::uuid
    returning
      (select coalesce(array_agg(url), '{}') from claimed) as claimed,
      (select coalesce(array_agg(url), '{}') from failed) as failed,
      ${addedCount}::int as added,
      ${maxPages}::int - (select total_pages from job) as room,
      ${items.length > 0 ? sql`(select coalesce(array_agg(id::text), '{}') from items where fresh)` : sql`'{}'::text[]`} as inserted,
      total_results`;
}
