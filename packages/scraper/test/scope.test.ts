import { describe, expect, it } from 'vitest';
import { createScope } from '../src/crawl/scope.js';
import { scanPage } from '../src/crawl/page-scan.js';

describe('crawl scope', () => {
  const check = (scope: Parameters<typeof createScope>[1], url: string) =>
    createScope(['https://www.example.com/shop/'], scope)(new URL(url));

  it('keeps the same site, subdomains included, by default', () => {
    const options = { scope: 'same-site' as const, include: [], exclude: [] };
    expect(check(options, 'https://example.com/a')).toBe(true);
    expect(check(options, 'https://blog.example.com/a')).toBe(true);
    expect(check(options, 'https://example.org/a')).toBe(false);
    expect(check({ ...options, scope: 'same-host' }, 'https://blog.example.com/a')).toBe(false);
  });

  it('matches include and exclude globs on the path, or the whole URL', () => {
    const options = {
      scope: 'same-site' as const,
      include: ['/shop/**'],
      exclude: ['**/*?sort=*', 'https://www.example.com/shop/old/**'],
    };
    expect(check(options, 'https://www.example.com/shop/books/1')).toBe(true);
    expect(check(options, 'https://www.example.com/blog/1')).toBe(false);
    expect(check(options, 'https://www.example.com/shop/books?sort=price')).toBe(false);
    expect(check(options, 'https://www.example.com/shop/old/1')).toBe(false);
  });
});

describe('page scan', () => {
  it('finds links, pagination and chrome in one pass', () => {
    const scan =
      scanPage(`<html><head><title> Shop </title><meta name="description" content="Books">
      <base href="/base/"><link rel="next" href="?page=2"></head><body>
      <nav><a href="/about">About</a></nav>
      <article><a href="book-1">Book 1</a></article>
      <ul class="pagination"><li><a href="?page=3">3</a></li></ul>
      <a class="next-link" href="/more">More books</a></body></html>`);
    expect(scan).toMatchObject({ title: 'Shop', description: 'Books', baseHref: '/base/' });
    expect(scan.links.map((link) => [link.href, link.pagination, link.chrome])).toEqual([
      ['?page=2', true, false],
      ['/about', false, true],
      ['book-1', false, false],
      ['?page=3', true, false],
      ['/more', true, false],
    ]);
  });
});
