import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/gleaner.mjs', import.meta.url));

/** A shop written for this test: two list pages of three books, each with a detail page. */
const books = Array.from({ length: 6 }, (_, i) => ({
  title: `Book ${i + 1}`,
  price: 10 + i,
  isbn: `978-${1000 + i}`,
}));
function listPage(page: number): string {
  const items = books
    .slice((page - 1) * 3, page * 3)
    .map(
      (b, j) =>
        `<li class="book"><h3 class="title"><a href="/book/${(page - 1) * 3 + j + 1}">${b.title}</a></h3><p class="price">£${b.price}.00</p></li>`,
    )
    .join('');
  const next = page === 1 ? '<a class="next" href="/list/2">Next</a>' : '';
  return `<!doctype html><html><body><ul class="books">${items}</ul>${next}</body></html>`;
}

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    const list = /^\/list\/(\d)$/.exec(path);
    const book = /^\/book\/(\d)$/.exec(path);
    response.setHeader('content-type', 'text/html');
    if (list) return response.end(listPage(Number(list[1])));
    // A list whose first book links to a page that is gone, and whose last to a host that is not.
    if (path === '/broken')
      return response.end(
        listPage(1)
          .replace('/book/1', '/gone/1')
          .replace('/book/3', 'http://no-such-host.invalid/book/3')
          .replace('<a class="next" href="/list/2">Next</a>', ''),
      );
    const found = book ? books[Number(book[1]) - 1] : undefined;
    if (found)
      return response.end(
        `<!doctype html><html><body><h1>${found.title}</h1><table><tr><th>ISBN</th><td>${found.isbn}</td></tr></table></body></html>`,
      );
    response.statusCode = 404;
    response.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function gleaner(
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...process.env, ALLOW_PRIVATE_HOSTS: 'true' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('gleaner plan and request scrape', () => {
  it('prints the plan as JSON, with the columns matched to the request', async () => {
    const run = await gleaner('plan', `${origin}/list/1`, 'book title and price, every page');
    expect(run.code).toBe(0);
    const plan = JSON.parse(run.stdout) as {
      recordCount: number;
      fields: { name: string }[];
      pagination: unknown;
      missingFields: string[];
    };
    expect(plan.recordCount).toBe(3);
    // The price keeps the currency the page shows it in.
    expect(plan.fields.map((f) => f.name)).toEqual(['title', 'price', 'price_currency']);
    expect(plan.pagination).not.toBeNull();
    expect(plan.missingFields).toEqual([]);
  });

  it('scrapes every page of the list as JSON records with _url', async () => {
    const run = await gleaner('scrape', `${origin}/list/1`, 'book title and price, every page');
    expect(run.code, run.stderr).toBe(0);
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows).toEqual(
      books.map((b, i) => ({
        title: b.title,
        price: b.price,
        price_currency: 'GBP',
        _url: `${origin}/list/${i < 3 ? 1 : 2}`,
      })),
    );
  });

  it('stops after --pages and writes CSV with one column per field', async () => {
    const run = await gleaner(
      'scrape',
      `${origin}/list/1`,
      'book title and price, every page',
      '--pages',
      '1',
      '--format',
      'csv',
    );
    expect(run.code).toBe(0);
    const rows: string[][] = parse(run.stdout);
    expect(rows).toEqual([
      ['title', 'price', 'price_currency'],
      ...books.slice(0, 3).map((b) => [b.title, String(b.price), 'GBP']),
    ]);
  });

  it('follows each record to its detail page for the fields that live there', async () => {
    const run = await gleaner(
      'scrape',
      `${origin}/list/1`,
      'book title, price and the isbn from each book page',
      '--pages',
      '1',
    );
    expect(run.code, run.stderr).toBe(0);
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows.map((row) => [row.title, row.isbn])).toEqual(
      books.slice(0, 3).map((b) => [b.title, b.isbn]),
    );
  });

  it('keeps the list values of a record whose detail page fails, with a warning, and exits 0', async () => {
    const run = await gleaner(
      'scrape',
      `${origin}/broken`,
      'book title, price and the isbn from each book page',
      '--format',
      'json',
    );
    expect(run.code, run.stderr).toBe(0);
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows.map((row) => [row.title, row.price, row.isbn])).toEqual([
      ['Book 1', 10, null],
      ['Book 2', 11, '978-1001'],
      ['Book 3', 12, null],
    ]);
    expect(run.stderr).toMatch(/warning: detail page .*\/gone\/1 skipped: .*404/);
    expect(run.stderr).toMatch(/warning: detail page .*no-such-host\.invalid.* skipped/);
  });

  it('refuses a plan without a request as a usage error', async () => {
    const run = await gleaner('plan', `${origin}/list/1`);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/expected a URL and a request/);
  });
});
