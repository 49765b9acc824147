import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawl, normaliseUrl } from '../src/index.js';
import type { CrawlPageResult, CrawlState } from '../src/index.js';
import { fixture } from './fixtures.js';
import { html, page, startServer } from './server.js';
import type { FixtureServer } from './server.js';

let server: FixtureServer;

beforeAll(async () => {
  server = await startServer(
    {
      '/robots.txt': (_q, response) =>
        void response.writeHead(200, { 'content-type': 'text/plain' }).end(fixture('robots.txt')),
      '/sitemap.xml': (_q, response) =>
        void response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0"?><urlset><url><loc>${server.origin}/from-sitemap</loc></url></urlset>`,
          ),
      '/': html(
        page(
          'Home',
          [
            '/a',
            '/a#top',
            '/a?utm_source=news&fbclid=1',
            'b',
            'http://other.example/x',
            '/private/p',
            '/list?page=1',
          ],
          '<nav><a href="/about">About</a></nav>',
        ),
      ),
      '/a': html(page('A', ['/a/1', '/'])),
      '/a/1': html(page('A1', ['/a/1/x'])),
      '/a/1/x': html(page('A1x')),
      '/b': html(page('B', ['/a'])),
      '/about': html(page('About')),
      '/from-sitemap': html(page('From sitemap')),
      '/private/p': html(page('Private')),
      '/list': (request, response, url) => {
        const n = Number(url.searchParams.get('page') ?? '1');
        const next = n < 4 ? `<a rel="next" href="/list?page=${n + 1}">Next</a>` : '';
        const books = [1, 2]
          .map(
            (i) =>
              `<article class="book"><a href="/book/${n}-${i}">Book ${n}-${i}</a><span class="price">£${n}.${i}0</span></article>`,
          )
          .join('');
        void html(page(`List ${n}`, [], `${books}<ul class="pager">${next}</ul>`))(
          request,
          response,
          url,
        );
      },
      '/slow': (request, response, url) => {
        const n = Number(url.searchParams.get('n') ?? '0');
        const links = [1, 2, 3].map((i) => `/slow?n=${n * 3 + i}`).filter(() => n < 10);
        setTimeout(() => void html(page(`Slow ${n}`, links))(request, response, url), 40);
      },
    },
    (request, response, url) => void html(page(`Page ${url.pathname}`))(request, response, url),
  );
});
afterAll(async () => server.close());

const fetch = {
  allowPrivateHosts: true,
  retryBaseDelayMs: 10,
  maxConcurrencyPerHost: 4,
  respectRobots: false,
};

async function collect(iterable: AsyncIterable<CrawlPageResult>): Promise<CrawlPageResult[]> {
  const results: CrawlPageResult[] = [];
  for await (const result of iterable) results.push(result);
  return results;
}

describe('crawl', () => {
  it('normalises URLs: fragments, default ports, tracking parameters, parameter order', () => {
    expect(normaliseUrl('HTTP://Example.COM:80/a?b=2&a=1&utm_source=x#frag')).toBe(
      'http://example.com/a?a=1&b=2',
    );
    expect(normaliseUrl('https://example.com:443/?gclid=1')).toBe('https://example.com/');
    expect(normaliseUrl('mailto:x@example.com')).toBeNull();
  });

  it('follows links once each, in scope, obeying robots.txt and reading the sitemap', async () => {
    const results = await collect(
      crawl({
        startUrls: [`${server.origin}/`],
        maxDepth: 1,
        fetch: { ...fetch, respectRobots: true, hostDelayMs: 0 },
      }),
    );
    const urls = results.map((result) => result.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${server.origin}/`,
        `${server.origin}/a`,
        `${server.origin}/b`,
        `${server.origin}/from-sitemap`,
        `${server.origin}/about`,
      ]),
    );
    expect(urls).not.toContain(`${server.origin}/a/1`);
    expect(server.requests.filter((path) => path.startsWith('/a?') || path === '/a')).toEqual([
      '/a',
    ]);
    expect(server.requests).not.toContain('/private/p');
    const privatePage = results.find((result) => result.url.endsWith('/private/p'));
    expect(privatePage?.skipped?.code).toBe('ROBOTS_DISALLOWED');
    expect(privatePage?.error).toBeUndefined();
    const home = results.find((result) => result.url === `${server.origin}/`);
    expect(home?.items[0]).toMatchObject({ type: 'metadata', content: { title: 'Home' } });
    expect(home?.discovered).toEqual(
      expect.arrayContaining([`${server.origin}/a`, `${server.origin}/b`]),
    );
    expect(home?.discovered).not.toContain('http://other.example/x');
    const last = results[results.length - 1];
    expect(last?.progress).toMatchObject({ processed: results.length, skipped: 1, failed: 0 });
  });

  it('stops at maxPages and maxDepth', async () => {
    const limited = await collect(
      crawl({ startUrls: [`${server.origin}/`], maxPages: 3, useSitemaps: false, fetch }),
    );
    expect(limited).toHaveLength(3);
    const shallow = await collect(
      crawl({ startUrls: [`${server.origin}/a`], maxDepth: 1, useSitemaps: false, fetch }),
    );
    expect(shallow.map((result) => result.url).sort()).toEqual([
      `${server.origin}/`,
      `${server.origin}/a`,
      `${server.origin}/a/1`,
    ]);
    expect(shallow.find((result) => result.url.endsWith('/a/1'))?.depth).toBe(1);
  });

  it('follows pagination only and extracts records on every page', async () => {
    const results = await collect(
      crawl({
        startUrls: [`${server.origin}/list`],
        follow: 'pagination',
        maxDepth: 10,
        useSitemaps: false,
        recordSpec: {
          container: 'article.book',
          fields: [
            { name: 'title', selector: 'a', kind: 'text' },
            { name: 'url', selector: 'a', kind: 'url' },
            { name: 'price', selector: '.price', kind: 'price' },
          ],
        },
        fetch,
      }),
    );
    expect(results.map((result) => result.url)).toEqual(
      [1, 2, 3, 4].map((n) => `${server.origin}/list${n === 1 ? '' : `?page=${n}`}`),
    );
    const records = results.flatMap((result) => result.items);
    expect(records).toHaveLength(8);
    expect(records[7]?.content).toEqual({
      title: 'Book 4-2',
      url: `${server.origin}/book/4-2`,
      price: 4.2,
    });
  });

  it('follows links picked by selectors, and include/exclude globs', async () => {
    const detail = await collect(
      crawl({
        startUrls: [`${server.origin}/list`],
        follow: 'detail',
        maxDepth: 1,
        useSitemaps: false,
        linkSelectors: { detail: 'article.book a' },
        fetch,
      }),
    );
    expect(detail.map((result) => new URL(result.url).pathname).sort()).toEqual([
      '/book/1-1',
      '/book/1-2',
      '/list',
    ]);
    const globbed = await collect(
      crawl({
        startUrls: [`${server.origin}/`],
        maxDepth: 3,
        useSitemaps: false,
        include: ['/', '/a', '/a/**'],
        exclude: ['**/x'],
        fetch,
      }),
    );
    expect(globbed.map((result) => new URL(result.url).pathname).sort()).toEqual([
      '/',
      '/a',
      '/a/1',
    ]);
  });

  it('can be cancelled and resumed without repeating finished pages', async () => {
    const controller = new AbortController();
    const first = crawl({
      startUrls: [`${server.origin}/slow?n=0`],
      maxPages: 30,
      maxDepth: 5,
      useSitemaps: false,
      signal: controller.signal,
      fetch,
    });
    const seen: string[] = [];
    for await (const result of first) {
      seen.push(result.url);
      if (seen.length === 5) controller.abort();
    }
    const state: CrawlState = JSON.parse(JSON.stringify(first.state())) as CrawlState;
    expect(state.processed).toBe(seen.length);
    expect(state.pending.length).toBeGreaterThan(0);
    const second = crawl({
      startUrls: [`${server.origin}/slow?n=0`],
      maxPages: 30,
      maxDepth: 5,
      useSitemaps: false,
      resumeFrom: state,
      fetch,
    });
    for await (const result of second) seen.push(result.url);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  it('cancels in-flight pages when the caller stops iterating early', async () => {
    const crawler = crawl({
      startUrls: [`${server.origin}/slow?n=0`],
      maxPages: 30,
      maxDepth: 5,
      useSitemaps: false,
      concurrency: 4,
      fetch,
    });
    let count = 0;
    for await (const result of crawler) {
      expect(result.error).toBeUndefined();
      if (++count === 3) break;
    }
    const state = crawler.state();
    expect(state.processed).toBe(3);
    expect(state.pending.length).toBeGreaterThan(0);
  });
});
