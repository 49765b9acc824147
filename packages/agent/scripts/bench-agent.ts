/**
 * How long the built-in agent takes to plan a page: fetch from memory, analyse, plan the list
 * and the item readings, validate on the page. Prints the median of several runs per page for
 * pages written here at about 1 MB (a long list of cards; one product with a long review list)
 * and, when ../shared/data is beside the project, for its largest saved real pages.
 *
 *   npm run bench:agent [-- --runs 5]
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { planRequest } from '../src/index.js';

const DATA = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/data');
const { runs } = parseArgs({ options: { runs: { type: 'string', default: '5' } } }).values;
const RUNS = Math.max(1, Number(runs));
const TARGET_MS = 1000;

interface BenchPage {
  name: string;
  html: string;
  url: string;
  request: string;
}

/** About 1 MB of product cards in a grid, with navigation, filters and a footer. */
function cardList(): BenchPage {
  const cards: string[] = [];
  for (let i = 0, size = 0; size < 1_000_000; i += 1, size += cards[cards.length - 1]?.length ?? 0)
    cards.push(
      `<div class="col"><div class="card product"><a href="/p/${i}"><img src="/img/${i}.jpg" alt="Item ${i}"></a><h3 class="card-title"><a href="/p/${i}">Item number ${i} with a fairly long descriptive name</a></h3><div class="rating" aria-label="${(i % 5) + 1} out of 5 stars">★★★★☆</div><span class="price">£${(i % 90) + 10}.99</span><p class="stock">In stock</p><ul class="badges"><li>Free delivery</li><li>Eco</li></ul><button>Add to basket</button></div></div>`,
    );
  const nav = Array.from({ length: 60 }, (_, i) => `<li><a href="/c/${i}">Category ${i}</a></li>`);
  return {
    name: 'written: 1 MB grid of product cards',
    url: 'https://shop.example/c/all',
    request: 'every product with its name, price, rating and availability',
    html: `<!doctype html><html lang="en"><head><title>All</title></head><body><header><nav><ul>${nav.join('')}</ul></nav></header><main><h1>All products</h1><div class="grid">${cards.join('')}</div><a rel="next" href="/c/all?page=2">Next</a></main><footer><ul>${nav.join('')}</ul></footer></body></html>`,
  };
}

/** One product, its JSON-LD, a specification table and about 1 MB of reviews below. */
function productWithReviews(): BenchPage {
  const reviews: string[] = [];
  for (
    let i = 0, size = 0;
    size < 1_000_000;
    i += 1, size += reviews[reviews.length - 1]?.length ?? 0
  )
    reviews.push(
      `<div class="review" itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="author">Reviewer ${i}</span><span itemprop="reviewRating">${(i % 5) + 1}/5</span><time datetime="2024-0${(i % 9) + 1}-1${i % 9}">${(i % 9) + 1}/1${i % 9}/2024</time><p itemprop="reviewBody">This is review ${i}. It says a good deal about the product, how it was delivered, how it holds up after a month of daily use and whether it was worth the money.</p></div>`,
    );
  const ld = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Kettle Pro',
    sku: 'KP-1',
    brand: { '@type': 'Brand', name: 'Boil' },
    offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'EUR' },
  });
  return {
    name: 'written: 1 MB product page with reviews',
    url: 'https://shop.example/p/kettle-pro',
    request: 'the product: name, price, brand, sku and weight',
    html: `<!doctype html><html lang="en"><head><title>Kettle Pro</title><script type="application/ld+json">${ld}</script></head><body><main itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Kettle Pro</h1><p class="price">€49.00</p><table><tr><th>Weight</th><td>1.2 kg</td></tr><tr><th>Capacity</th><td>1.7 l</td></tr></table><section class="reviews">${reviews.join('')}</section></main></body></html>`,
  };
}

/** The largest saved real pages, with their own requests. */
function savedPages(count: number): BenchPage[] {
  const pages: (BenchPage & { size: number })[] = [];
  for (const corpus of ['lists', 'details']) {
    const folder = join(DATA, corpus);
    const file = join(folder, 'ground-truth.json');
    if (!existsSync(file)) continue;
    const cases = z
      .record(z.string(), z.looseObject({ request: z.string(), page_url: z.string() }))
      .parse(JSON.parse(readFileSync(file, 'utf8')));
    for (const [name, entry] of Object.entries(cases)) {
      const path = join(folder, name, 'page.html');
      pages.push({
        name: `saved: ${corpus}/${name}`,
        url: entry.page_url,
        request: entry.request,
        html: readFileSync(path, 'utf8'),
        size: statSync(path).size,
      });
    }
  }
  return pages.sort((a, b) => b.size - a.size).slice(0, count);
}

async function timePlan(page: BenchPage): Promise<number[]> {
  const source = {
    fetchPage: (url: string) =>
      url === page.url
        ? Promise.resolve({ html: page.html, url })
        : Promise.reject(new Error('not in the benchmark')),
  };
  const times: number[] = [];
  for (let run = 0; run < RUNS + 1; run += 1) {
    const started = performance.now();
    await planRequest(source, page.url, page.request);
    // The first run warms the JIT and caches; it is not counted.
    if (run > 0) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const pages = [cardList(), productWithReviews(), ...(existsSync(DATA) ? savedPages(6) : [])];
  if (!existsSync(DATA)) console.log(`(no saved pages at ${DATA}; timing the written pages only)`);
  console.log(
    `Planning time per page, median of ${RUNS} runs after one warm-up (target under ${TARGET_MS} ms for 1 MB):`,
  );
  let worstPerMb = 0;
  for (const page of pages) {
    const times = await timePlan(page);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const kib = Buffer.byteLength(page.html) / 1024;
    worstPerMb = Math.max(worstPerMb, median / (kib / 1024));
    console.log(
      `  ${page.name.padEnd(48)} ${kib.toFixed(0).padStart(5)} KiB  median ${median.toFixed(0).padStart(5)} ms  min ${(times[0] ?? 0).toFixed(0).padStart(5)} ms  max ${(times[times.length - 1] ?? 0).toFixed(0).padStart(5)} ms`,
    );
  }
  console.log(`Slowest rate: ${worstPerMb.toFixed(0)} ms per MiB of HTML`);
}

await main();
