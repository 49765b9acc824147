import type { CapturedItem, JobPlan } from '@gleaner/shared';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database.js';
import { jobPages, scrapedData } from '../../db/schema.js';
import type { DiscoveredLink, PageKind, PageValidators } from '../../jobs/page-processor.js';
import { ITEMS_PER_PAGE_SLOT, recordId } from './page-results.js';

/**
 * Whether a job's pages are asked for conditionally: a monitor's run remembers each page's
 * validators and links, and asks with those of the monitor's last completed run when that run
 * ran the same plan and options (a healed plan reads every page afresh).
 */
export interface ConditionalSource {
  /** The job of the monitor's last completed run of the same plan; null on a first run. */
  previousJobId: string | null;
}

/** Null for a job that is no monitor's run: its pages are fetched as always. */
export async function conditionalSourceOf(
  db: Db,
  jobId: string,
): Promise<ConditionalSource | null> {
  const [row] = await rowsOf<{ monitored: boolean; previous: string | null }>(
    db,
    sql`
    select
      exists (select 1 from monitor_runs where job_id = ${jobId}::uuid) as monitored,
      (select last.job_id::text
        from monitor_runs this_run
        join scrape_jobs this_job on this_job.id = this_run.job_id
        join monitor_runs last on last.monitor_id = this_run.monitor_id
          and last.status = 'completed' and last.job_id <> this_run.job_id
        join scrape_jobs last_job on last_job.id = last.job_id and last_job.status = 'completed'
          and last_job.plan is not distinct from this_job.plan
          and last_job.options = this_job.options
        where this_run.job_id = ${jobId}::uuid
        order by last.started_at desc
        limit 1) as previous`,
  );
  return row?.monitored ? { previousJobId: row.previous } : null;
}

/** What the last run kept of a page: its validators, its place and the links it led to. */
export interface RememberedPage {
  validators: PageValidators;
  seq: number;
  links: DiscoveredLink[];
}

export async function rememberedPage(
  db: Db,
  previousJobId: string,
  url: string,
): Promise<RememberedPage | null> {
  const [row] = await db
    .select({
      etag: jobPages.etag,
      lastModified: jobPages.lastModified,
      seq: jobPages.seq,
      links: jobPages.links,
    })
    .from(jobPages)
    .where(
      and(eq(jobPages.jobId, previousJobId), eq(jobPages.url, url), eq(jobPages.status, 'done')),
    );
  if (!row || (!row.etag && !row.lastModified)) return null;
  return {
    validators: {
      ...(row.etag ? { etag: row.etag } : {}),
      ...(row.lastModified ? { lastModified: row.lastModified } : {}),
    },
    seq: row.seq,
    links: Array.isArray(row.links) ? (row.links as DiscoveredLink[]) : [],
  };
}

/** What is needed of the page answered 304 and of its job's plan to carry its items over. */
export interface CarriedPage {
  url: string;
  kind: PageKind;
  /** Its place in the last run (its items' seq slot). */
  seq: number;
}

/**
 * The items the last run stored from a page, as this run's own, unread: those in the page's
 * place, and, for a detail page whose record completed a list's (a plan with `recordKey`), its
 * part of that record: the fields its spec reads, taken from the completed record. They
 * complete this run's record of the item as a fresh read would; the list's own fields stay the
 * list page's, read afresh or carried over with it.
 */
export async function carriedItems(
  db: Db,
  previousJobId: string,
  page: CarriedPage,
  plan: JobPlan,
): Promise<CapturedItem[]> {
  const rows = await db
    .select()
    .from(scrapedData)
    .where(
      and(
        eq(scrapedData.jobId, previousJobId),
        gte(scrapedData.seq, page.seq * ITEMS_PER_PAGE_SLOT),
        lt(scrapedData.seq, (page.seq + 1) * ITEMS_PER_PAGE_SLOT),
      ),
    )
    .orderBy(asc(scrapedData.seq));
  const spec = page.kind === 'detail' ? (plan.detailRecordSpec ?? plan.recordSpec) : undefined;
  const completed = spec && plan.recordKey ? recordId(previousJobId, page.url) : null;
  if (!spec || !completed) return rows.map(carried);
  const [record] = await db.select().from(scrapedData).where(eq(scrapedData.id, completed));
  const others = rows.filter((row) => row.id !== completed);
  if (!record || !isObject(record.content)) return others.map(carried);
  const content = record.content;
  const own = Object.fromEntries(
    spec.fields.flatMap((field) =>
      field.name in content ? [[field.name, content[field.name]]] : [],
    ),
  );
  return [
    { ...carried(record), content: own, url: page.url, selector: spec.container },
    ...others.map(carried),
  ];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function carried(row: typeof scrapedData.$inferSelect): CapturedItem {
  const stored = (row.metadata as { timestamp?: unknown } | null)?.timestamp;
  return {
    id: row.id,
    // Written from a CapturedItem by storePageResults, so of its types.
    type: row.type as CapturedItem['type'],
    content: row.content,
    selector: row.selector,
    timestamp: typeof stored === 'string' ? stored : row.createdAt.toISOString(),
    confidence: row.confidence,
    url: row.url,
  };
}
