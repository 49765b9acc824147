/**
 * The data agent at 100,000 records (`-- --records N`, `-- --postgres URL` for PostgreSQL): time
 * to the first page of the records table, a sorted and filtered page, the job overview, and a
 * few questions, each the median of five runs, on an in-memory PGlite by default.
 */
import { askDataAgent } from '../src/commands/data-agent/ask-data-agent.js';
import { discoverColumns } from '../src/commands/data-agent/discover-columns.js';
import { jobOverview, jobRows } from '../src/commands/data-agent/job-rows.js';
import { openDatabase } from '../src/db/database.js';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const records = Number(arg('--records') ?? 100_000);
const database = await openDatabase({ url: arg('--postgres'), dataDir: 'memory://' });

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2] ?? 0;
}

try {
  const [job] = await database.query<{ id: string }>(
    `insert into scrape_jobs (status, instruction, url, options, processed_pages, total_pages, total_results, started_at, completed_at)
     values ('completed', 'bench', 'https://bench.example/', '{}'::jsonb, 1, 1, $1, now(), now()) returning id`,
    [records],
  );
  if (!job) throw new Error('no job');
  const seeded = performance.now();
  await database.query(
    `insert into scraped_data (id, job_id, type, selector, content, confidence, metadata, url, seq)
     select gen_random_uuid(), $1, 'record', 'li.product',
       jsonb_build_object('name', 'Product ' || g, 'price', '£' || (g % 500) || '.' || lpad((g % 100)::text, 2, '0'),
         'category', (array['Books','Music','Games','Garden','Toys'])[g % 5 + 1], 'rating', g % 5 + 1),
       0.5 + (g % 50) / 100.0, '{}'::jsonb, 'https://bench.example/', g
     from generate_series(1, $2::int) g`,
    [job.id, records],
  );
  console.log(
    `seeded ${records.toLocaleString()} records in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const db = database.db;
  const shape = await discoverColumns(db, job.id);
  const page = (query: Parameters<typeof jobRows>[3]) => async () =>
    jobRows(db, job.id, await discoverColumns(db, job.id), query);
  const filters = JSON.stringify([
    { column: 'category', op: 'eq', value: 'Games' },
    { column: 'price', op: 'lt', value: 100 },
  ]);
  const results: [string, number][] = [
    ['first 100 rows (table opens)', await median(page({ offset: 0, limit: 100, dir: 'asc' }))],
    ['page 500 of 100 rows', await median(page({ offset: 50_000, limit: 100, dir: 'asc' }))],
    [
      'sorted by price, filtered, searched',
      await median(
        page({ offset: 0, limit: 100, sort: 'price', dir: 'desc', filters, q: 'product 1' }),
      ),
    ],
    ['overview (counts, confidence, types)', await median(() => jobOverview(db, job.id))],
  ];
  const deps = { db, log: { error: () => undefined } };
  for (const question of [
    'average price per category',
    'top 5 most expensive products',
    'how many Games under £20',
  ]) {
    results.push([
      `ask: ${question}`,
      await median(() => askDataAgent(deps, { jobId: job.id, question, userId: null })),
    ]);
  }
  void shape;
  for (const [label, ms] of results)
    console.log(`${label.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms`);
} finally {
  await database.close();
}
