import { describe, expect, it } from 'vitest';
import type { RecordSpec } from '@gleaner/shared';
import { extractRecords, parseNumber, parsePrice, parseRating } from '../src/index.js';
import { fixture } from './fixtures.js';

const spec: RecordSpec = {
  container: 'li.product',
  fields: [
    { name: 'title', selector: 'h3 a', attribute: 'title', kind: 'text' },
    { name: 'url', selector: 'h3 a', kind: 'url' },
    { name: 'image', selector: 'img', kind: 'image' },
    { name: 'price', selector: '.price', kind: 'price' },
    { name: 'rating', selector: '.star-rating, .rating', kind: 'rating' },
    { name: 'stock', selector: '.stock', kind: 'number' },
    { name: 'date', selector: 'time', kind: 'date' },
    { name: 'tags', selector: '.tag', kind: 'text', multiple: true },
  ],
};

describe('extractRecords', () => {
  const items = extractRecords(
    fixture('products.html'),
    'https://shop.example/catalogue/page-1.html',
    spec,
  );

  it('returns one record per container with every value kind normalised', () => {
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({
      type: 'record',
      selector: 'li.product',
      url: 'https://shop.example/catalogue/page-1.html',
      content: {
        title: 'A Light in the Attic',
        url: 'https://shop.example/catalogue/a-light-in-the-attic/index.html',
        image: 'https://shop.example/media/attic.jpg',
        price: 51.77,
        rating: 3,
        stock: 22,
        date: '2024-03-05',
        tags: ['poetry', 'classics'],
      },
    });
    expect(items[1]?.content).toMatchObject({
      title: 'Tipping the Velvet',
      image: 'https://shop.example/media/velvet.jpg',
      price: 1234.5,
      rating: 4.5,
      stock: 3,
      date: '2024-03-07',
      tags: ['fiction'],
    });
  });

  it('keeps missing and unreadable values as null or text and lowers confidence', () => {
    const third = items[2];
    expect(third?.content).toMatchObject({
      price: null,
      rating: 4,
      image: null,
      stock: null,
      date: 'someday',
      tags: null,
    });
    expect(items[0]?.confidence).toBe(1);
    expect(third?.confidence).toBeLessThan(0.7);
    expect(third?.confidence).toBeGreaterThan(0.3);
  });

  it('counts star icons when a rating has no text', () => {
    const stars =
      '<i class="fa fa-star"></i>'.repeat(3) +
      '<i class="fa fa-star-half-o"></i><i class="fa fa-star-o"></i>';
    const records = extractRecords(`<div class="r">${stars}</div>`, 'https://x.example/', {
      container: '.r',
      fields: [{ name: 'rating', selector: '', kind: 'rating' }],
    });
    expect(records[0]?.content).toEqual({ rating: 3.5 });
  });

  it('reads the container itself when the field selector is empty', () => {
    const records = extractRecords('<p class="price">€ 12,50</p>', 'https://x.example/', {
      container: '.price',
      fields: [{ name: 'price', selector: '', kind: 'price' }],
    });
    expect(records[0]?.content).toEqual({ price: 12.5 });
  });

  it("leaves a list's own headings ('For the sauce:') out of its items", () => {
    const html = `<div class="r"><ul><li>For the onions:</li><li>2 onions</li><li>1 tbsp butter</li>
      <li>For the sliders:</li><li>12 rolls</li><li>6 slices beef</li></ul></div>`;
    const [record] = extractRecords(html, 'https://x.example/', {
      container: 'div.r',
      fields: [{ name: 'ingredients', selector: 'li', kind: 'text', multiple: true }],
    });
    expect(record?.content).toEqual({
      ingredients: ['2 onions', '1 tbsp butter', '12 rolls', '6 slices beef'],
    });
  });

  it('reads one record per structured entity when the spec names a type', () => {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: ['Lamp', 'Desk'].map((name, index) => ({
        '@type': 'ListItem',
        item: {
          '@type': 'Product',
          name,
          offers: { price: `${index + 10}.50`, priceCurrency: 'EUR' },
        },
      })),
    };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(list)}</script></head><body></body></html>`;
    const records = extractRecords(html, 'https://shop.example/c', {
      container: 'html',
      entities: { type: 'Product' },
      fields: [
        { name: 'name', selector: '', kind: 'text', data: { type: 'Product', path: 'name' } },
        {
          name: 'price',
          selector: '',
          kind: 'price',
          data: { type: 'Product', path: 'offers.price' },
        },
      ],
    });
    expect(records.map((record) => record.content)).toEqual([
      { name: 'Lamp', price: 10.5 },
      { name: 'Desk', price: 11.5 },
    ]);
    expect(records[0]?.selector).toBe('structured data: Product');
  });

  it('reads one line of an element whose values are loose text between line breaks', () => {
    const html = `<div class="ev"><p><a href="/e/1"><b>The Lanterns</b></a><br>Brudenell Social Club<br>Leeds</p></div>`;
    const [record] = extractRecords(html, 'https://gigs.example/', {
      container: 'div.ev',
      fields: [
        { name: 'venue', selector: 'p', kind: 'text', line: 2 },
        { name: 'city', selector: 'p', kind: 'text', line: 3 },
        { name: 'missing', selector: 'p', kind: 'text', line: 9 },
      ],
    });
    expect(record?.content).toEqual({
      venue: 'Brudenell Social Club',
      city: 'Leeds',
      missing: null,
    });
  });

  it('reads a rating stated out of its scale above star glyphs, and only such a statement', () => {
    const html = `<div class="r" title="4,6 von 5 Sternen"><span class="stars">★★★★★</span></div>
      <div class="r" title="Top 10 picks"><span class="stars">★★★★</span></div>`;
    const records = extractRecords(html, 'https://shop.example/', {
      container: 'div.r',
      fields: [{ name: 'rating', selector: 'span.stars', kind: 'rating' }],
    });
    expect(records.map((record) => record.content)).toEqual([{ rating: 4.6 }, { rating: 4 }]);
  });

  it('reads the words of separate blocks apart, as a reader sees them', () => {
    const [record] = extractRecords(
      '<div class="job"><ul class="req"><li>SQL</li><li>Python</li></ul><p class="note">Remote<br>Full-time</p></div>',
      'https://jobs.example/',
      {
        container: 'div.job',
        fields: [
          { name: 'skills', selector: 'ul.req', kind: 'text' },
          { name: 'note', selector: 'p.note', kind: 'text' },
        ],
      },
    );
    expect(record?.content).toEqual({ skills: 'SQL Python', note: 'Remote Full-time' });
  });

  it("reads the page's main content and its plain author meta tag when a field asks for them", () => {
    const paragraphs = Array.from(
      { length: 4 },
      (_, index) =>
        `<p>Paragraph ${index + 1} of the story tells how the harbour bridge vote went and what comes next for the old docks.</p>`,
    ).join('');
    const html = `<html><head><meta name="author" content="Priya Natarajan"></head><body>
      <nav><a href="/">Home</a><a href="/news">News</a></nav>
      <article><h1>Bridge approved</h1>${paragraphs}</article>
      <footer>© The Daily Quay</footer></body></html>`;
    const [record] = extractRecords(html, 'https://news.example/a/1', {
      container: 'body',
      fields: [
        { name: 'body', selector: '', kind: 'text', content: 'main' },
        { name: 'author', selector: '', kind: 'text', data: { type: 'OpenGraph', path: 'author' } },
      ],
    });
    const content = record?.content as { body: string; author: string };
    expect(content.author).toBe('Priya Natarajan');
    expect(content.body).toContain('Paragraph 1 of the story');
    expect(content.body).toContain('Paragraph 4 of the story');
    expect(content.body).not.toContain('© The Daily Quay');
  });

  it('reads a date drawn in spans with nothing between them as words apart', () => {
    const html = `<div class="e"><div class="d"><span>Fri</span><span>12</span><span>Dec</span></div></div>
      <div class="e"><div class="d"><span>Sat</span><span>13</span><span>Dec</span><span>2025</span></div></div>`;
    const records = extractRecords(html, 'https://gigs.example/', {
      container: 'div.e',
      fields: [{ name: 'date', selector: 'div.d', kind: 'date' }],
    });
    expect(records.map((record) => record.content)).toEqual([
      { date: 'Fri 12 Dec' },
      { date: '2025-12-13' },
    ]);
  });

  it('reads cents written small after the units as decimals', () => {
    const html = `<div class="p"><span class="price"><span class="int">19</span><sup class="dec">99</sup>&nbsp;€</span></div>
      <div class="p"><span class="price">$1,299<sup>00</sup></span></div>
      <div class="p"><span class="price">£8<sup>*</sup></span></div>`;
    const records = extractRecords(html, 'https://shop.example/', {
      container: 'div.p',
      fields: [{ name: 'price', selector: 'span.price', kind: 'price' }],
    });
    expect(records.map((record) => record.content)).toEqual([
      { price: 19.99 },
      { price: 1299 },
      { price: 8 },
    ]);
  });

  it('leaves a separator sign drawn at the edge of a value out of it', () => {
    const html = `<ul class="facts"><li>Terraced House<span class="pipe">|</span></li><li>• Garden</li><li>North | South</li></ul>`;
    const [record] = extractRecords(html, 'https://homes.example/', {
      container: 'ul.facts',
      fields: [{ name: 'facts', selector: 'li', kind: 'text', multiple: true }],
    });
    expect(record?.content).toEqual({ facts: ['Terraced House', 'Garden', 'North | South'] });
  });

  it('returns nothing for an invalid selector instead of throwing', () => {
    expect(
      extractRecords('<p></p>', 'https://x.example/', {
        container: 'p[',
        fields: [{ name: 'a', selector: '', kind: 'text' }],
      }),
    ).toEqual([]);
  });
});

describe('value parsers', () => {
  it.each([
    ['£51.77', 51.77],
    ['1,234.50', 1234.5],
    ['1.234,50 €', 1234.5],
    ['USD 1 299', 1299],
    ['Free shipping', 0],
  ])('price %s', (text, expected) => expect(parsePrice(text)).toBe(expected));

  it('reads numbers and ratings in their common forms', () => {
    expect(parseNumber('1,234,567 views')).toBe(1234567);
    expect(parseNumber('12.4k')).toBe(12400);
    expect(parseNumber('3.2M views')).toBe(3200000);
    expect(parseNumber('4.5m tall')).toBe(4.5);
    expect(parseNumber('5 kg')).toBe(5);
    expect(parseNumber('none')).toBeNull();
    expect(parseRating('star-rating Five')).toBe(5);
    expect(parseRating('Rated 8/10')).toBe(8);
    expect(parseRating('★★☆☆☆')).toBe(2);
    expect(parseRating('great')).toBeNull();
  });
});
