import type { PagesRead } from '@gleaner/shared';
import type { Database } from '../../db/database.js';

export interface ScrapingUsage {
  jobs: number;
  /** Pages read (in all, over HTTP and in Chromium) and items stored per UTC day (YYYY-MM-DD). */
  days: Map<string, { pages: number; read: PagesRead; items: number }>;
}

/**
 * What a person scraped since `since`, from the rows themselves: jobs created, pages finished
 * (job_pages) and items stored (scraped_data), one-page scrapes included.
 */
export async function scrapingByDay(
  database: Database,
  userId: string,
  since: Date,
): Promise<ScrapingUsage> {
  const params = [userId, since.toISOString()];
  const [jobs, pages, items] = await Promise.all([
    database.query<{ n: string }>(
      `select count(*) as n from scrape_jobs where user_id = $1 and created_at >= $2`,
      params,
    ),
    database.query<{ day: string; engine: string; n: string }>(
      `select to_char(p.finished_at at time zone 'UTC', 'YYYY-MM-DD') as day,
              coalesce(p.engine, 'http') as engine, count(*) as n
         from job_pages p join scrape_jobs j on j.id = p.job_id
        where j.user_id = $1 and p.status = 'done' and p.finished_at >= $2
        group by day, engine`,
      params,
    ),
    database.query<{ day: string; n: string }>(
      `select to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
         from scraped_data d join scrape_jobs j on j.id = d.job_id
        where j.user_id = $1 and d.created_at >= $2
        group by day`,
      params,
    ),
  ]);
  const days = new Map<string, { pages: number; read: PagesRead; items: number }>();
  const at = (day: string) => {
    const entry = days.get(day) ?? { pages: 0, read: { http: 0, browser: 0 }, items: 0 };
    days.set(day, entry);
    return entry;
  };
  for (const row of pages) {
    const entry = at(row.day);
    entry.pages += Number(row.n);
    entry.read[row.engine === 'browser' ? 'browser' : 'http'] += Number(row.n);
  }
  for (const row of items) at(row.day).items += Number(row.n);
  return { jobs: Number(jobs[0]?.n ?? 0), days };
}
