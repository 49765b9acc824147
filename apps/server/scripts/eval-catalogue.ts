/**
 * The showcase, measured: a shop's front page (categories, subcategories, paginated lists;
 * `../shared/data/shop`, 1,000 products) and a sentence, planned and run as a job by the built
 * app on PGlite, as a person would from the chat. Prints, per request, whether `/api/plan`
 * answered (never a 500), the plan's summary, pages read, records kept, products found of the
 * 1,000, duplicates, and how many have the right name, price and rating.
 *
 *   npm run eval:catalogue [-- --build]
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureBuilt, firstLine, root, startApp } from './bench-app.js';

const shop = resolve(root, '../shared/data/shop');
const REQUESTS = [
  'Get every product name and price',
  'all products with their title, price and star rating, every page',
];
const headers = {
  'content-type': 'application/json',
  'x-gleaner-anonymous-id': 'eval-catalogue-01',
};

interface Product {
  name: string;
  url: string;
  price: string;
  rating: number;
}

function amountOf(price: string): number {
  return Number(price.replace(/[^\d.]/g, ''));
}

async function call<T>(
  base: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function waitForEnd(
  base: string,
  id: string,
): Promise<{ status: string; processedPages: number; errors: unknown[] }> {
  let lastSaid = Date.now();
  for (;;) {
    const { body } = await call<{
      job: { status: string; processedPages: number; errors: unknown[] };
    }>(base, `/api/job-status/${id}`);
    if (['completed', 'failed', 'cancelled'].includes(body.job.status)) return body.job;
    if (Date.now() - lastSaid > 10_000) {
      lastSaid = Date.now();
      console.log(`  … ${body.job.status}, ${body.job.processedPages} pages read`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function main(): Promise<void> {
  if (!existsSync(shop)) {
    console.log(`../shared/data/shop is missing: nothing to measure (${shop})`);
    return;
  }
  ensureBuilt();
  const products = JSON.parse(
    readFileSync(join(shop, 'ground-truth/products.json'), 'utf8'),
  ) as Product[];
  const byPath = new Map(products.map((product) => [product.url, product]));
  const site = spawn(process.execPath, [join(shop, '../serve.mjs'), shop, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await firstLine(site, /listening on (http:\/\/\S+)/);
  const app = await startApp({
    ALLOW_PRIVATE_HOSTS: 'true',
    SCRAPE_MAX_PER_HOST: '16',
    SCRAPE_RESPECT_ROBOTS: 'false',
  });
  try {
    for (const instruction of REQUESTS) {
      const started = performance.now();
      const planned = await call<{ plan?: { summary: string }; error?: string }>(
        app.base,
        '/api/plan',
        {
          url: `${origin}/`,
          instruction,
        },
      );
      const created = await call<{ job?: { id: string }; error?: string }>(app.base, '/api/jobs', {
        url: `${origin}/`,
        instruction,
      });
      if (!created.body.job) {
        console.log(`"${instruction}": job refused (${created.status}): ${created.body.error}`);
        continue;
      }
      const id = created.body.job.id;
      console.log(
        `"${instruction}": job ${id} planned in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      await call(app.base, `/api/start-job/${id}`, {});
      const job = await waitForEnd(app.base, id);
      const exported = await call<{ data: { content: Record<string, unknown> }[] }>(
        app.base,
        `/api/jobs/${id}/export`,
        { format: 'json' },
      );
      const records = exported.body.data.map((item) => item.content);
      const seen = new Set<string>();
      let duplicates = 0;
      let right = 0;
      let ratings = 0;
      for (const record of records) {
        const link = Object.values(record).find(
          (value): value is string => typeof value === 'string' && /\/product\/\d+$/.test(value),
        );
        const path = link ? new URL(link).pathname : '';
        const truth =
          byPath.get(path) ?? products.find((p) => p.name === (record.name ?? record.title));
        if (!truth) continue;
        if (seen.has(truth.url)) {
          duplicates += 1;
          continue;
        }
        seen.add(truth.url);
        const name = record.name ?? record.title;
        if (name === truth.name && record.price === amountOf(truth.price)) right += 1;
        const rating = Object.entries(record).find(([key]) => /rating/.test(key))?.[1];
        if (rating === truth.rating) ratings += 1;
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`"${instruction}"`);
      console.log(
        `  /api/plan ${planned.status}: ${planned.body.plan?.summary ?? planned.body.error}`,
      );
      console.log(
        `  job ${job.status} in ${seconds} s: ${job.processedPages} pages, ${records.length} records, ` +
          `${seen.size}/1000 products, ${duplicates} duplicates, ${right}/1000 name and price right` +
          (/rating/.test(instruction) ? `, ${ratings}/1000 ratings right` : '') +
          (job.errors.length ? `, ${job.errors.length} page errors` : ''),
      );
    }
  } finally {
    await app.stop();
    site.kill();
  }
}

await main();
