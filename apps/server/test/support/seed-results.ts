import type { Database } from '../../src/db/database.js';
import { shopPlan } from '../fixtures/shop-site.js';

export type SeedOwner = { userId: string } | { anonymousKey: string };

/**
 * A completed job holding `count` records of the shop plan's fields (name, price, url), written
 * straight to the database in two statements, for exports far larger than a test crawl makes.
 * Record n (from 1) is "Product n", priced n + 0.5, in order.
 */
export async function seedRecordsJob(
  database: Database,
  owner: SeedOwner,
  count: number,
): Promise<string> {
  const id = await seedJob(database, owner, count);
  await database.query(
    `insert into scraped_data (id, job_id, type, selector, content, confidence, metadata, url, seq)
     select gen_random_uuid(), $1, 'record', 'li.product',
       jsonb_build_object('name', 'Product ' || g, 'price', g + 0.5,
         'url', 'https://shop.example/product/' || g),
       0.9, '{"timestamp":"2026-01-01T00:00:00.000Z"}'::jsonb,
       'https://shop.example/list/' || (g / 20 + 1), g
     from generate_series(1, $2::int) g`,
    [id, count],
  );
  return id;
}

export interface SeedItem {
  type: string;
  content: unknown;
  selector: string;
  confidence: number;
  timestamp: string;
}

/** A completed job of the shop plan holding exactly these items, in this order. */
export async function seedItemsJob(
  database: Database,
  owner: SeedOwner,
  items: SeedItem[],
): Promise<{ jobId: string; ids: string[] }> {
  const jobId = await seedJob(database, owner, items.length);
  const ids: string[] = [];
  for (const [seq, item] of items.entries()) {
    const [row] = await database.query<{ id: string }>(
      `insert into scraped_data (id, job_id, type, selector, content, confidence, metadata, url, seq)
       values (gen_random_uuid(), $1, $2, $3, $4::jsonb, $5, $6::jsonb, 'https://shop.example/', $7)
       returning id`,
      [
        jobId,
        item.type,
        item.selector,
        JSON.stringify(item.content),
        item.confidence,
        JSON.stringify({ timestamp: item.timestamp }),
        seq,
      ],
    );
    if (row) ids.push(row.id);
  }
  return { jobId, ids };
}

/** A completed job of the shop plan that says it holds `count` results. */
async function seedJob(database: Database, owner: SeedOwner, count: number): Promise<string> {
  const [job] = await database.query<{ id: string }>(
    `insert into scrape_jobs (user_id, anonymous_owner, status, instruction, url, plan, options,
       processed_pages, total_pages, total_results, started_at, completed_at)
     values ($1, $2, 'completed', 'every product', 'https://shop.example/', $3::jsonb, '{}'::jsonb,
       $4, $4, $4, now(), now())
     returning id`,
    [
      'userId' in owner ? owner.userId : null,
      'anonymousKey' in owner ? owner.anonymousKey : null,
      JSON.stringify(shopPlan),
      count,
    ],
  );
  if (!job) throw new Error('the seeded job was not created');
  return job.id;
}
