/**
 * Scores the built-in agent on saved real sites (../shared/data): plain requests in, plans out,
 * the plans applied across the saved pages (following their pagination), and the records compared
 * with the ground truth. Nothing here tells the agent about these sites.
 *
 *   npm run eval:agent
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'cheerio';
import { z } from 'zod';
import { analysePage, applyRecordSpec, parseRequest, plan, planDetail } from '../src/index.js';
import type { AgentRecordSpec, RecordRow } from '../src/index.js';
import {
  SavedSite,
  TARGET_F1,
  corpusLine,
  day,
  emptyScores,
  list,
  number,
  price,
  record,
  report,
  results,
  score,
  stock,
  text,
  url,
} from './eval/scoring.js';
import type { FieldMap, Gold } from './eval/scoring.js';
import { loadCorpus, runCase } from './eval/corpus.js';
import type { CaseResult } from './eval/corpus.js';

const DATA = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/data');

function crawlList(
  site: SavedSite,
  startUrl: string,
  requestText: string,
): { rows: RecordRow[]; pages: string[]; spec: AgentRecordSpec | null; fields: string[] } {
  const html = site.page(startUrl);
  if (!html) throw new Error(`no saved page for ${startUrl}`);
  const request = parseRequest(requestText);
  const extraction = plan(request, analysePage(html, startUrl), html, startUrl);
  const spec = extraction.recordSpec;
  const rows: RecordRow[] = [];
  const pages: string[] = [];
  let pageUrl: string | null = startUrl;
  const limit = extraction.pagination ? (extraction.pagination.maxPages ?? 200) : 1;
  while (pageUrl && pages.length < limit && !pages.includes(pageUrl) && spec) {
    const page = site.page(pageUrl);
    if (!page) break;
    pages.push(pageUrl);
    rows.push(...applyRecordSpec(page, pageUrl, spec).map((item) => item.content as RecordRow));
    const selector = extraction.pagination?.selector;
    const href = selector ? load(page)(selector).first().attr('href') : undefined;
    pageUrl = href ? new URL(href, pageUrl).href : null;
  }
  return { rows, pages, spec, fields: extraction.fields.map((field) => field.name) };
}

const PagesSchema = z.record(
  z.string(),
  z.looseObject({
    page_type: z.string().optional(),
    records: z.array(z.record(z.string(), z.unknown())).optional(),
    next_page: z.string().nullable().optional(),
  }),
);

function goldChain(
  pages: z.infer<typeof PagesSchema>,
  start: string,
  keyOf: (url: string) => string,
): Gold[] {
  const gold: Gold[] = [];
  const seen = new Set<string>();
  let key: string | null = keyOf(start);
  for (
    let page = key ? pages[key] : undefined;
    key && page && !seen.has(key);
    page = key ? pages[key] : undefined
  ) {
    seen.add(key);
    gold.push(...(page.records ?? []));
    key = page.next_page ? keyOf(page.next_page) : null;
  }
  return gold;
}

function evalQuotes(): void {
  const folder = join(DATA, 'quotes');
  const site = new SavedSite(folder);
  const pages = PagesSchema.parse(
    JSON.parse(readFileSync(join(folder, 'ground-truth/pages.json'), 'utf8')),
  );
  const fields: FieldMap[] = [
    { gold: 'text', ours: ['text', 'quote'], normalise: text },
    { gold: 'author', ours: ['author'], normalise: text },
    { gold: 'tags', ours: ['tags'], normalise: list },
  ];
  for (const [name, start] of [
    ['quotes (list pages)', 'https://quotes.toscrape.com/'],
    ['quotes (/tableful/ table layout)', 'https://quotes.toscrape.com/tableful/'],
  ] as const) {
    const run = crawlList(
      site,
      start,
      `Get all quotes with author and tags from ${start}, every page`,
    );
    const scores = emptyScores();
    score(
      scores,
      run.rows,
      goldChain(pages, start, (value) => value),
      fields,
      fields[0] as FieldMap,
      start,
    );
    report(
      'toscrape',
      name,
      scores,
      `${run.pages.length} pages, container ${run.spec?.container ?? 'none'}, fields ${run.fields.join(', ')}`,
    );
  }
}

function evalShop(): void {
  const folder = join(DATA, 'shop');
  const site = new SavedSite(folder);
  const pages = PagesSchema.parse(
    JSON.parse(readFileSync(join(folder, 'ground-truth/pages.json'), 'utf8')),
  );
  const origin = 'http://shop.example';
  const fields: FieldMap[] = [
    { gold: 'name', ours: ['name', 'title'], normalise: text },
    { gold: 'price', ours: ['price'], normalise: price },
    { gold: 'instock', ours: ['availability'], normalise: stock },
  ];
  const key: FieldMap = { gold: 'url', ours: ['url'], normalise: url };
  const nameKey = fields[0] as FieldMap;
  const roots = Object.keys(pages).filter(
    (path) => pages[path]?.page_type === 'product_list' && !path.includes('?'),
  );
  const scores = emptyScores();
  const containers = new Set<string>();
  let pageCount = 0;
  for (const path of roots) {
    const start = `${origin}${path}`;
    const run = crawlList(
      site,
      start,
      `Get the product name, price and availability from ${start}, every page`,
    );
    pageCount += run.pages.length;
    containers.add(run.spec?.container ?? 'none');
    const gold = goldChain(
      pages,
      path,
      (value) => new URL(value, origin).pathname + new URL(value, origin).search,
    );
    // Records are matched by their link when the plan kept it, else by name.
    score(
      scores,
      run.rows,
      gold,
      fields,
      run.rows.some((row) => 'url' in row) ? key : nameKey,
      start,
    );
  }
  report(
    'toscrape',
    'shop (category listings)',
    scores,
    `${roots.length} categories, ${pageCount} pages, containers ${[...containers].join(' | ')}`,
  );
}

function evalBooks(): void {
  const folder = join(DATA, 'books-detail');
  const site = new SavedSite(folder);
  const listGold = z
    .record(
      z.string(),
      z.object({ site_url: z.string(), records: z.array(z.record(z.string(), z.unknown())) }),
    )
    .parse(JSON.parse(readFileSync(join(folder, 'list-ground-truth.json'), 'utf8')));
  for (const [path, entry] of Object.entries(listGold)) {
    const html = site.page(`http://saved.example${path}`);
    if (!html) continue;
    const pageUrl = entry.site_url;
    const request = parseRequest(
      `Get the title, price, rating and availability of every book on ${pageUrl}`,
    );
    const extraction = plan(request, analysePage(html, pageUrl), html, pageUrl);
    const rows = extraction.recordSpec
      ? applyRecordSpec(html, pageUrl, extraction.recordSpec).map(
          (item) => item.content as RecordRow,
        )
      : [];
    const fields: FieldMap[] = [
      { gold: 'title', ours: ['title'], normalise: text },
      { gold: 'price', ours: ['price'], normalise: price },
      { gold: 'rating', ours: ['rating'], normalise: number },
      { gold: 'availability', ours: ['availability'], normalise: stock },
    ];
    const scores = emptyScores();
    score(scores, rows, entry.records, fields, fields[0] as FieldMap, pageUrl);
    report(
      'toscrape',
      'books-detail (list page)',
      scores,
      `container ${extraction.recordSpec?.container ?? 'none'}, fields ${extraction.fields.map((field) => field.name).join(', ')}`,
    );
  }

  const detailGold = z
    .record(z.string(), z.object({ record: z.record(z.string(), z.unknown()) }))
    .parse(JSON.parse(readFileSync(join(folder, 'ground-truth.json'), 'utf8')));
  const request = parseRequest(
    'Follow each book and get the title, price, UPC, availability, number available, rating, category, description, product type and number of reviews',
  );
  const entries = Object.entries(detailGold);
  const [firstPath, first] = entries[0] ?? [];
  if (!firstPath || !first) return;
  const firstHtml = site.page(`http://saved.example${firstPath}`);
  if (!firstHtml) return;
  // Planned once on the first detail page, then applied to all of them, as a crawl would.
  const detail = planDetail(firstHtml, String(first.record.url), request.fields);
  const fields: FieldMap[] = [
    { gold: 'title', ours: ['title'], normalise: text },
    { gold: 'price', ours: ['price'], normalise: price },
    { gold: 'upc', ours: ['upc'], normalise: text },
    { gold: 'availability', ours: ['availability'], normalise: stock },
    { gold: 'num_available', ours: ['number_available', 'num_available'], normalise: number },
    { gold: 'rating', ours: ['rating'], normalise: number },
    { gold: 'category', ours: ['category'], normalise: text },
    { gold: 'description', ours: ['description'], normalise: text },
    { gold: 'product_type', ours: ['product_type'], normalise: text },
    { gold: 'num_reviews', ours: ['number_of_reviews'], normalise: number },
  ];
  const scores = emptyScores();
  for (const [path, entry] of entries) {
    const html = site.page(`http://saved.example${path}`);
    if (!html) continue;
    const pageUrl = String(entry.record.url);
    const rows = applyRecordSpec(html, pageUrl, detail.recordSpec).map((item) => ({
      ...(item.content as RecordRow),
      __url: pageUrl,
    }));
    score(
      scores,
      rows,
      [{ ...entry.record, __url: pageUrl }],
      fields,
      { gold: '__url', ours: ['__url'], normalise: url },
      pageUrl,
    );
  }
  report(
    'toscrape',
    'books-detail (detail pages)',
    scores,
    `${entries.length} pages, fields ${detail.fields.map((field) => field.name).join(', ')}${detail.missingFields.length ? `, missing ${detail.missingFields.join(', ')}` : ''}`,
  );
}

/** Plans once on the first detail page, applies the plan to every page, one record per page. */
function evalDetailPages(
  name: string,
  site: SavedSite,
  pages: { url: string; gold: Gold }[],
  requestText: string,
  fields: FieldMap[],
): void {
  const first = pages[0];
  const firstHtml = first ? site.page(first.url) : null;
  if (!first || !firstHtml) return;
  const request = parseRequest(requestText);
  const detail = planDetail(firstHtml, first.url, request.fields);
  const scores = emptyScores();
  for (const { url: pageUrl, gold } of pages) {
    const html = site.page(pageUrl);
    if (!html) continue;
    const rows = applyRecordSpec(html, pageUrl, detail.recordSpec).map((item) => ({
      ...(item.content as RecordRow),
      __url: pageUrl,
    }));
    score(
      scores,
      rows,
      [{ ...gold, __url: pageUrl }],
      fields,
      { gold: '__url', ours: ['__url'], normalise: url },
      pageUrl,
    );
  }
  const missing = detail.missingFields.length ? `, missing ${detail.missingFields.join(', ')}` : '';
  report(
    'toscrape',
    name,
    scores,
    `${pages.length} pages, fields ${detail.fields.map((field) => field.name).join(', ')}${missing}`,
  );
}

function evalQuotesMore(): void {
  const folder = join(DATA, 'quotes');
  const site = new SavedSite(folder);
  const pages = PagesSchema.parse(
    JSON.parse(readFileSync(join(folder, 'ground-truth/pages.json'), 'utf8')),
  );
  const authors = Object.entries(pages)
    .filter(([key, page]) => page.page_type === 'author_detail' && key.endsWith('/'))
    .map(([key, page]) => ({
      url: key,
      gold: z.object({ record: z.record(z.string(), z.unknown()) }).parse(page).record,
    }));
  evalDetailPages(
    'quotes (author pages)',
    site,
    authors,
    'Follow each author and get the name, born date, born location and description',
    [
      { gold: 'name', ours: ['name'], normalise: text },
      { gold: 'born_date', ours: ['born_date'], normalise: day },
      { gold: 'born_location', ours: ['born_location'], normalise: text },
      { gold: 'description', ours: ['description'], normalise: text },
    ],
  );
  // Tag listings: planned on each tag's first page, then followed page by page.
  const fields: FieldMap[] = [
    { gold: 'text', ours: ['text', 'quote'], normalise: text },
    { gold: 'author', ours: ['author'], normalise: text },
    { gold: 'tags', ours: ['tags'], normalise: list },
  ];
  const starts = Object.keys(pages).filter(
    (key) => /\/tag\/[^/]+\/$/.test(key) && !key.includes('/tableful/'),
  );
  const scores = emptyScores();
  let pageCount = 0;
  for (const start of starts) {
    const run = crawlList(
      site,
      start,
      `Get all quotes with author and tags from ${start}, every page`,
    );
    pageCount += run.pages.length;
    score(
      scores,
      run.rows,
      goldChain(pages, start, (value) => value),
      fields,
      fields[0] as FieldMap,
      start,
    );
  }
  report('toscrape', 'quotes (tag listings)', scores, `${starts.length} tags, ${pageCount} pages`);
}

function evalShopProducts(): void {
  const folder = join(DATA, 'shop');
  const site = new SavedSite(folder);
  const pages = PagesSchema.parse(
    JSON.parse(readFileSync(join(folder, 'ground-truth/pages.json'), 'utf8')),
  );
  const origin = 'http://shop.example';
  const products = Object.entries(pages)
    .filter(([, page]) => page.page_type === 'product_detail')
    .map(([path, page]) => ({
      url: `${origin}${path}`,
      gold: z.object({ record: z.record(z.string(), z.unknown()) }).parse(page).record,
    }));
  evalDetailPages(
    'shop (product pages)',
    site,
    products,
    'Follow each product and get the name, price, availability, rating and description',
    [
      { gold: 'name', ours: ['name'], normalise: text },
      { gold: 'price', ours: ['price'], normalise: price },
      { gold: 'instock', ours: ['availability'], normalise: stock },
      { gold: 'rating', ours: ['rating'], normalise: number },
      { gold: 'description', ours: ['description'], normalise: text },
    ],
  );
}

const args = parseArgs({
  options: {
    data: { type: 'string' },
    corpus: { type: 'string', multiple: true },
    site: { type: 'string' },
    verbose: { type: 'boolean', short: 'v' },
  },
}).values;

/** The real-page corpora (lists/, details/): every case planned and run as the CLI would. */
async function evalRealPages(data: string, corpus: string): Promise<CaseResult[]> {
  const folder = join(data, corpus);
  const cases = loadCorpus(folder).filter(([site]) => !args.site || site.includes(args.site));
  if (cases.length === 0) return [];
  console.log(`\n== ${corpus}/ (${cases.length} pages)`);
  const done: CaseResult[] = [];
  for (const [site, entry] of cases) {
    const result = await runCase(corpus, site, folder, entry);
    done.push(result);
    const fields = Object.entries(result.perField).map(
      ([name, stat]) => [name, stat] as [string, { correct: number; total: number }],
    );
    const unmapped = Object.entries(result.mapping)
      .filter(([, column]) => column === null)
      .map(([name]) => name);
    record(
      corpus,
      site,
      {
        expected: result.expectedRecords,
        actual: result.extractedRecords,
        matched: result.matchedRecords,
        gold: result.goldCells,
        predicted: result.predictedCells,
        correct: result.correctCells,
      },
      `${result.planMs.toFixed(0)} ms to plan ${(result.pageBytes / 1024).toFixed(0)} KiB${unmapped.length ? `; no column for ${unmapped.join(', ')}` : ''}`,
      fields,
      !args.verbose,
    );
    const last = results[results.length - 1];
    if (!args.verbose && last)
      console.log(
        `  ${site.padEnd(34)} F1 ${last.fieldF1.toFixed(3)}  P ${last.fieldP.toFixed(3)}  R ${last.fieldR.toFixed(3)}  records ${result.matchedRecords}/${result.expectedRecords} of ${result.extractedRecords}  ${result.planMs.toFixed(0)} ms`,
      );
    if (args.verbose) {
      console.log(`  plan: ${result.summary}`);
      console.log(`  columns: ${JSON.stringify(result.mapping)}`);
      for (const warning of result.warnings) console.log(`  warning: ${warning}`);
      for (const mistake of result.mistakes) console.log(`  wrong ${mistake}`);
    }
  }
  return done;
}

function timing(cases: CaseResult[]): void {
  if (cases.length === 0) return;
  const perPage = cases.map((result) => result.planMs).sort((a, b) => a - b);
  const mean = perPage.reduce((sum, ms) => sum + ms, 0) / perPage.length;
  const big = cases.filter((result) => result.pageBytes >= 500 * 1024);
  const worstBig = Math.max(0, ...big.map((result) => result.planMs));
  console.log(
    `\nTime to plan a page (fetch from memory, analyse, plan, try detail links): mean ${mean.toFixed(0)} ms, median ${(perPage[Math.floor(perPage.length / 2)] ?? 0).toFixed(0)} ms, slowest ${(perPage[perPage.length - 1] ?? 0).toFixed(0)} ms; pages of 500 KiB or more: ${big.length}, slowest ${worstBig.toFixed(0)} ms`,
  );
}

async function main(): Promise<void> {
  const data = args.data ? resolve(args.data) : DATA;
  if (!existsSync(data)) {
    console.log(
      `The saved sites are not here (${data}); nothing to evaluate. They live beside the project in ../shared/data.`,
    );
    return;
  }
  const corpora = args.corpus ?? ['toscrape', 'lists', 'details'];
  console.log(`Evaluating the built-in agent on ${data}`);
  if (corpora.includes('toscrape') && existsSync(join(data, 'quotes'))) {
    evalQuotes();
    evalQuotesMore();
    evalShop();
    evalShopProducts();
    evalBooks();
  }
  const real: CaseResult[] = [];
  for (const corpus of corpora.filter((name) => name !== 'toscrape'))
    real.push(...(await evalRealPages(data, corpus)));
  timing(real);
  console.log('\nField F1 per corpus:');
  const lines = [...new Set(results.map((result) => result.corpus))].map((corpus) =>
    corpusLine(
      corpus,
      results.filter((result) => result.corpus === corpus),
    ),
  );
  const overall = lines.reduce((sum, line) => sum + line.mean, 0) / Math.max(1, lines.length);
  console.log(`  overall mean of the corpora: ${overall.toFixed(3)}`);
  // Nothing in the agent is fitted to these files (no weights or thresholds are learned from
  // them), so holding a site out changes nothing: the figures above are the held-out figures.
  console.log(
    `  leave-one-site-out: ${lines.map((line, index) => `${[...new Set(results.map((result) => result.corpus))][index] ?? ''} ${line.mean.toFixed(3)}`).join(', ')}; overall ${overall.toFixed(3)} (the agent learns nothing from these files, so each site is already unseen)`,
  );
  const below = results.filter((result) => result.fieldF1 < TARGET_F1);
  console.log(
    `\n${results.length} runs, ${below.length ? `${below.length} below the ${TARGET_F1} field-F1 bar` : `all at or above the ${TARGET_F1} field-F1 bar`}`,
  );
}

await main();
