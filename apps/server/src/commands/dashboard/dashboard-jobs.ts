import {
  DASHBOARD_PAGE_SIZE,
  type DashboardJobTab,
  type DashboardSummaryReply,
  type StoredJob,
} from '@gleaner/shared';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conversations, scrapeJobs } from '../../db/schema.js';
import { presentStoredJob } from '../../presenters/job.js';

/** The stored statuses behind each dashboard tab ('Pending' is a created job not yet run). */
const TAB_STATUSES: Readonly<Record<Exclude<DashboardJobTab, 'all'>, string[]>> = {
  pending: ['created'],
  active: ['processing'],
  completed: ['completed'],
  failed: ['failed'],
};

function tabCondition(userId: string, tab: DashboardJobTab): SQL | undefined {
  const own = eq(scrapeJobs.userId, userId);
  if (tab === 'all') return own;
  return and(own, inArray(scrapeJobs.status, TAB_STATUSES[tab] as never[]));
}

/** The four cards and the tab counts, over every job of the person (not only one page). */
export async function dashboardSummary(
  db: Db,
  userId: string,
): Promise<Omit<DashboardSummaryReply, 'success'>> {
  const rows = await db
    .select({
      status: scrapeJobs.status,
      n: count(),
      results: sql<string>`coalesce(sum(${scrapeJobs.totalResults}), 0)`,
    })
    .from(scrapeJobs)
    .where(eq(scrapeJobs.userId, userId))
    .groupBy(scrapeJobs.status);
  const counts: Record<DashboardJobTab, number> = {
    all: 0,
    pending: 0,
    active: 0,
    completed: 0,
    failed: 0,
  };
  let totalResults = 0;
  for (const row of rows) {
    counts.all += row.n;
    totalResults += Number(row.results);
    for (const [tab, statuses] of Object.entries(TAB_STATUSES)) {
      if (statuses.includes(row.status)) counts[tab as DashboardJobTab] += row.n;
    }
  }
  const [talk] = await db
    .select({ n: count() })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  return { counts, totalResults, conversations: talk?.n ?? 0 };
}

/** One page (100) of the person's jobs on a tab, newest first. */
export async function dashboardJobs(
  db: Db,
  userId: string,
  tab: DashboardJobTab,
  page: number,
): Promise<{ jobs: StoredJob[]; total: number }> {
  const where = tabCondition(userId, tab);
  const rows = await db
    .select()
    .from(scrapeJobs)
    .where(where)
    .orderBy(desc(scrapeJobs.createdAt), desc(scrapeJobs.id))
    .limit(DASHBOARD_PAGE_SIZE)
    .offset((page - 1) * DASHBOARD_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(scrapeJobs).where(where);
  return { jobs: rows.map(presentStoredJob), total: total?.n ?? 0 };
}
