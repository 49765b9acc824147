import type { Database } from '../../db/database.js';

export interface StorageUsage {
  total_bytes: number;
  conversation_bytes: number;
  scraped_data_bytes: number;
  file_upload_bytes: number;
}

/**
 * Bytes a person's data takes, measured in the database as the text of each stored row
 * (conversations; captured items with their selector, URL, content and metadata). Gleaner keeps
 * no uploaded files yet, so that kind is 0 rather than a guess.
 */
export async function storageUsage(database: Database, userId: string): Promise<StorageUsage> {
  const [row] = await database.query<{ conversation: string; scraped: string }>(
    `select
       (select coalesce(sum(octet_length(user_message) + octet_length(ai_response)
                 + coalesce(octet_length(workflow_actions::text), 0)), 0)
          from conversations where user_id = $1) as conversation,
       (select coalesce(sum(octet_length(d.type) + octet_length(d.selector) + octet_length(d.url)
                 + coalesce(octet_length(d.content::text), 0)
                 + coalesce(octet_length(d.metadata::text), 0)), 0)
          from scraped_data d join scrape_jobs j on j.id = d.job_id
         where j.user_id = $1) as scraped`,
    [userId],
  );
  const conversation_bytes = Number(row?.conversation ?? 0);
  const scraped_data_bytes = Number(row?.scraped ?? 0);
  return {
    total_bytes: conversation_bytes + scraped_data_bytes,
    conversation_bytes,
    scraped_data_bytes,
    file_upload_bytes: 0,
  };
}

/**
 * The average stored size of the latest 1,000 items of anyone, measured as storageUsage counts
 * it, for the plans calculator; null before anything is stored.
 */
export async function measuredItemSize(
  database: Database,
): Promise<{ bytes_per_item: number | null; items: number }> {
  const [row] = await database.query<{ bytes: number | null; items: string }>(
    `select avg(bytes)::float8 as bytes, count(*) as items from (
       select octet_length(type) + octet_length(selector) + octet_length(url)
              + coalesce(octet_length(content::text), 0)
              + coalesce(octet_length(metadata::text), 0) as bytes
         from scraped_data order by created_at desc limit 1000) latest`,
  );
  const items = Number(row?.items ?? 0);
  return { bytes_per_item: items > 0 ? Math.round(row?.bytes ?? 0) : null, items };
}
