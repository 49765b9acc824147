import { CSV_COLUMNS } from '@gleaner/shared';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPlan, startShopSite, type ShopSite } from './fixtures/shop-site.js';
import { backends } from './support/backends.js';
import { JOB_ENV, eventually, signedInUser, waitForStatus } from './support/job-helpers.js';
import { seedItemsJob, seedRecordsJob, type SeedItem } from './support/seed-results.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** RFC 4180 reading, to check the export cell by cell. */
const parseCsv = (text: string): string[][] => parse(text);

const tricky = [
  'Plain',
  'Comma, inside',
  'Quote "inside"',
  '=HYPERLINK("http://evil")',
  'Semi; colon',
  '+1 plus',
  '@at',
  '-minus',
];

describe.each(backends)('exports on %s', (kind) => {
  let server: TestServer;
  let site: ShopSite;
  let user: { token: string; userId: string };
  let jobId: string;
  beforeAll(async () => {
    [server, site] = await Promise.all([
      startTestServer(kind, { env: JOB_ENV }),
      startShopSite({ pages: 2, perPage: 4, nameOf: (i) => tricky[i] ?? `P${i}` }),
    ]);
    user = await signedInUser(server);
    const created = await server.call('POST', '/api/jobs', {
      token: user.token,
      body: { url: `${site.url}/list/1`, plan: shopPlan, options: { maxPages: 5 } },
    });
    jobId = (created.body as { job: { id: string } }).job.id;
    await server.call('POST', `/api/start-job/${jobId}`, { token: user.token });
    await waitForStatus(server, jobId, { token: user.token }, ['completed']);
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  async function download(body: unknown, id = jobId) {
    const response = await fetch(`${server.url}/api/jobs/${id}/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { response, text: await response.text() };
  }

  it('exports JSON with exported_at, total_items and every item as captured', async () => {
    const { response, text } = await download({ format: 'json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="gleaner-job-[0-9a-f]{8}-\d{4}-\d\d-\d\d\.json"$/,
    );
    const parsed = JSON.parse(text) as {
      exported_at: string;
      total_items: number;
      data: {
        id: string;
        type: string;
        content: { name: string; price: number };
        selector: string;
        timestamp: string;
        confidence: number;
      }[];
    };
    expect(Number.isNaN(Date.parse(parsed.exported_at))).toBe(false);
    expect(parsed.total_items).toBe(8);
    expect(parsed.data.map((d) => d.content.name)).toEqual(tricky);
    expect(parsed.data[0]).toMatchObject({
      type: 'record',
      selector: 'li.product',
      content: { name: 'Plain', price: 10.5 },
    });
  });

  it('exports records as CSV with one column per field, quoted and neutralised cell by cell', async () => {
    const { response, text } = await download({ format: 'csv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/filename="gleaner-job-.*\.csv"/);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['name', 'price', 'url']);
    expect(rows).toHaveLength(9);
    const expected = tricky.map((name, i) => [
      /^[=+\-@]/.test(name) ? `'${name}` : name,
      String(10 + i + 0.5),
      `${site.url}/product/${i + 1}`,
    ]);
    expect(rows.slice(1)).toEqual(expected);
    expect(text).toContain('"Comma, inside"');
    expect(text).toContain('"Quote ""inside"""');
  });

  it('exports the item shape with the spec columns when asked', async () => {
    const { text } = await download({ format: 'csv', shape: 'items' });
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['ID', 'Type', 'Content', 'Selector', 'Timestamp', 'Confidence']);
    expect(rows).toHaveLength(9);
    const first = rows[1]!;
    expect(first[1]).toBe('record');
    expect(JSON.parse(first[2]!)).toEqual({
      name: 'Plain',
      price: 10.5,
      url: `${site.url}/product/1`,
    });
    expect(first[3]).toBe('li.product');
    expect(Number(first[5])).toBeGreaterThan(0);
  });

  it('streams 100,000 items whole and in order, as JSON and as record CSV', async () => {
    const count = 100_000;
    const big = await seedRecordsJob(server.database, { userId: user.userId }, count);

    const json = await download({ format: 'json' }, big);
    expect(json.response.status).toBe(200);
    const file = JSON.parse(json.text) as {
      total_items: number;
      data: { content: { name: string; price: number } }[];
    };
    expect(file.total_items).toBe(count);
    expect(file.data).toHaveLength(count);
    const outOfOrder = file.data.findIndex((item, i) => item.content.name !== `Product ${i + 1}`);
    expect(outOfOrder).toBe(-1);
    expect(file.data.at(-1)?.content).toMatchObject({ name: 'Product 100000', price: 100000.5 });

    const csv = await download({ format: 'csv' }, big);
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(['name', 'price', 'url']);
    expect(rows).toHaveLength(count + 1);
    expect(rows[1]).toEqual(['Product 1', '1.5', 'https://shop.example/product/1']);
    expect(rows[count]).toEqual([
      'Product 100000',
      '100000.5',
      'https://shop.example/product/100000',
    ]);
  }, 120_000);

  it('gives every item a row in the records layout: nested values as JSON, other items after the fields', async () => {
    const at = '2026-03-04T05:06:07.000Z';
    const items: SeedItem[] = [
      {
        type: 'record',
        selector: 'li.product',
        confidence: 0.9,
        timestamp: at,
        content: { name: 'Lamp', price: 12, url: { href: '/p/1', label: 'x' } },
      },
      {
        type: 'record',
        selector: 'li.product',
        confidence: 0.8,
        timestamp: at,
        content: { name: 'Tags', price: null, url: ['a', 'b'] },
      },
      {
        type: 'text',
        selector: 'p',
        confidence: 0.5,
        timestamp: at,
        content: 'No products on this page',
      },
      {
        type: 'link',
        selector: 'a',
        confidence: 0.6,
        timestamp: at,
        content: { href: '/next', text: 'Next' },
      },
    ];
    const { jobId: mixed } = await seedItemsJob(server.database, { userId: user.userId }, items);

    const rows = parseCsv((await download({ format: 'csv' }, mixed)).text);
    expect(rows[0]).toEqual(['name', 'price', 'url', 'Type', 'Content']);
    expect(rows.slice(1)).toEqual([
      ['Lamp', '12', '{"href":"/p/1","label":"x"}', 'record', ''],
      ['Tags', '', 'a; b', 'record', ''],
      ['', '', '', 'text', 'No products on this page'],
      ['', '', '', 'link', '{"href":"/next","text":"Next"}'],
    ]);
    const json = JSON.parse((await download({ format: 'json' }, mixed)).text) as {
      total_items: number;
    };
    expect(rows).toHaveLength(json.total_items + 1);
  });

  it('guards text cells that could start a formula, and writes numbers as they are', async () => {
    const at = '2026-03-04T05:06:07.000Z';
    const record = (content: Record<string, unknown>): SeedItem => ({
      type: 'record',
      selector: 'li.product',
      confidence: 0.9,
      timestamp: at,
      content,
    });
    const { jobId: signed } = await seedItemsJob(server.database, { userId: user.userId }, [
      record({ name: '-1+2', price: -1, url: '=cmd' }),
      record({ name: '-1', price: -0.25, url: '@SUM(A1)' }),
    ]);
    const rows = parseCsv((await download({ format: 'csv' }, signed)).text);
    expect(rows).toEqual([
      ['name', 'price', 'url'],
      ["'-1+2", '-1', "'=cmd"],
      ["'-1", '-0.25', "'@SUM(A1)"],
    ]);
  });

  it('fills the ID and Timestamp cells of the item layout from the stored items', async () => {
    const at = '2026-05-06T07:08:09.000Z';
    const { jobId: seeded, ids } = await seedItemsJob(server.database, { userId: user.userId }, [
      { type: 'text', selector: 'h1', confidence: 0.75, timestamp: at, content: '@home' },
    ]);
    const rows = parseCsv((await download({ format: 'csv', shape: 'items' }, seeded)).text);
    expect(rows).toEqual([
      ['ID', 'Type', 'Content', 'Selector', 'Timestamp', 'Confidence'],
      [ids[0], 'text', "'@home", 'h1', at, '0.75'],
    ]);
  });

  it('exports a job that captured nothing as a header-only CSV and an empty JSON list', async () => {
    const { jobId: empty } = await seedItemsJob(server.database, { userId: user.userId }, []);
    const csv = await download({ format: 'csv' }, empty);
    expect(csv.response.status).toBe(200);
    expect(parseCsv(csv.text)).toEqual([[...CSV_COLUMNS]]);
    const records = await download({ format: 'csv', shape: 'records' }, empty);
    expect(parseCsv(records.text)).toEqual([['name', 'price', 'url']]);
    const json = JSON.parse((await download({ format: 'json' }, empty)).text) as unknown;
    expect(json).toEqual({ exported_at: expect.any(String) as string, total_items: 0, data: [] });
  });

  it('uses the spec columns by default when the plan had records but none were found', async () => {
    const at = '2026-07-08T09:10:11.000Z';
    const { jobId: plain, ids } = await seedItemsJob(server.database, { userId: user.userId }, [
      { type: 'text', selector: 'h1', confidence: 0.7, timestamp: at, content: 'Out of stock' },
    ]);
    const rows = parseCsv((await download({ format: 'csv' }, plain)).text);
    expect(rows).toEqual([[...CSV_COLUMNS], [ids[0], 'text', 'Out of stock', 'h1', at, '0.7']]);
  });

  it('exports a running job as it stands: total_items is what the file holds', async () => {
    const slow = await startShopSite({ pages: 8, perPage: 3, delayMs: 250 });
    try {
      const created = await server.call('POST', '/api/jobs', {
        token: user.token,
        body: { url: `${slow.url}/list/1`, plan: shopPlan, options: { maxPages: 20 } },
      });
      const running = (created.body as { job: { id: string } }).job.id;
      await server.call('POST', `/api/start-job/${running}`, { token: user.token });
      await eventually(async () => {
        const res = await server.call('GET', `/api/job-status/${running}`, { token: user.token });
        const job = (res.body as { job: { totalResults: number } }).job;
        return job.totalResults > 0 ? true : undefined;
      });
      const file = JSON.parse((await download({ format: 'json' }, running)).text) as {
        total_items: number;
        data: unknown[];
      };
      expect(file.total_items).toBeGreaterThan(0);
      expect(file.data).toHaveLength(file.total_items);
      await server.call('POST', `/api/cancel-job/${running}`, { token: user.token });
    } finally {
      await slow.close();
    }
  });

  it('exports items of pages far into a crawl (item order numbers past 32 bits)', async () => {
    const at = '2026-09-10T11:12:13.000Z';
    const { jobId: deep } = await seedItemsJob(server.database, { userId: user.userId }, [
      { type: 'record', selector: 'li', confidence: 0.9, timestamp: at, content: { name: 'A' } },
      { type: 'record', selector: 'li', confidence: 0.9, timestamp: at, content: { name: 'B' } },
    ]);
    // Page 9,000 of a 10,000-page crawl: its items are numbered page × 1,000,000 + position.
    await server.database.query(
      'update scraped_data set seq = seq + 9000000000 where job_id = $1',
      [deep],
    );
    const json = await download({ format: 'json' }, deep);
    expect(json.response.status).toBe(200);
    const file = JSON.parse(json.text) as { total_items: number; data: { content: unknown }[] };
    expect(file.data.map((item) => item.content)).toEqual([{ name: 'A' }, { name: 'B' }]);
    expect(file.total_items).toBe(2);
    const rows = parseCsv((await download({ format: 'csv' }, deep)).text);
    expect(rows.map((row) => row[0])).toEqual(['name', 'A', 'B']);
  });

  it('refuses an unknown format with 400', async () => {
    const { response, text } = await download({ format: 'xml' });
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toEqual({ success: false, error: 'format must be "json" or "csv"' });
  });
});
