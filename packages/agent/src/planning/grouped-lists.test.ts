/**
 * Layouts common on real shops and job boards: records whose class lists vary with their state,
 * sections with a heading and one record, struck-out old prices, labels for screen readers.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const items = ['Kettle', 'Teapot', 'Mug', 'Saucer', 'Tray', 'Jug', 'Bowl', 'Plate'];

/** Cards whose classes carry their state: "sale", "instock" / "outofstock". */
const STATEFUL_CARDS = page(
  `<ul class="products">${items
    .map((name, index) => {
      const sale = index % 3 === 1;
      const state = index === 5 ? 'outofstock' : 'instock';
      const price = sale
        ? `<del><span class="amount">$${20 + index}.00</span></del> <ins><span class="amount">$${10 + index}.00</span></ins>`
        : `<span class="amount">$${10 + index}.00</span>`;
      return `<li class="product type-product post-${100 + index} ${state} ${sale ? 'sale ' : ''}product-type-simple"><a href="/product/${name.toLowerCase()}"><h2 class="product-title">${name}</h2><span class="price">${price}</span></a><a class="button" href="?add-to-cart=${index}">Add to cart</a></li>`;
    })
    .join('')}</ul>`,
);

/** A job board grouped by department, the last department with one opening. */
const DEPARTMENTS: [string, string[]][] = [
  ['Engineering', ['Backend Engineer', 'Site Reliability Engineer', 'Frontend Engineer']],
  ['Sales', ['Account Executive', 'Sales Representative']],
  ['Design', ['Product Designer']],
];
const JOB_BOARD = page(
  `<div id="openings">${DEPARTMENTS.map(
    ([department, titles], section) =>
      `<section class="department"><h3>${department}</h3>${titles
        .map(
          (title, index) =>
            `<div class="opening"><a href="/jobs/${section * 10 + index}">${title}</a><span class="location">${index % 2 ? 'London' : 'Remote'}</span></div>`,
        )
        .join('')}</section>`,
  ).join('')}</div>`,
);

describe('lists as real sites write them', () => {
  it('keeps records whose class lists differ by state together, and reads the current price', () => {
    const rows = rowsFor(
      'products with name, price, original price and link',
      STATEFUL_CARDS,
      'https://shop.example/shop/',
    );
    expect(rows).toHaveLength(items.length);
    expect(rows.map((row) => (row as Record<string, unknown>).name)).toEqual(items);
    // Teapot is on sale: $11 now, $21 before; Kettle is not, and has no former price.
    expect(rows[1]).toMatchObject({ name: 'Teapot', price: 11, original_price: 21 });
    expect(rows[0]).toMatchObject({ name: 'Kettle', price: 10, original_price: null });
    expect(rows[0]).toMatchObject({ link: 'https://shop.example/product/kettle' });
  });

  it('reads the department from the heading above each opening, the lone one included', () => {
    const rows = rowsFor(
      'all jobs with title, department, location and link',
      JOB_BOARD,
      'https://jobs.example/acme',
    );
    expect(rows).toEqual([
      expect.objectContaining({ title: 'Backend Engineer', department: 'Engineering' }),
      expect.objectContaining({ title: 'Site Reliability Engineer', department: 'Engineering' }),
      expect.objectContaining({ title: 'Frontend Engineer', department: 'Engineering' }),
      expect.objectContaining({ title: 'Account Executive', department: 'Sales' }),
      expect.objectContaining({ title: 'Sales Representative', department: 'Sales' }),
      expect.objectContaining({
        title: 'Product Designer',
        department: 'Design',
        location: 'Remote',
        link: 'https://jobs.example/jobs/20',
      }),
    ]);
  });

  it('does not invent a department for a list without section headings', () => {
    const rows = rowsFor(
      'products with name and category',
      STATEFUL_CARDS,
      'https://shop.example/shop/',
    );
    expect(rows.every((row) => (row as Record<string, unknown>).category == null)).toBe(true);
  });

  it('reads prices rather than the labels written for screen readers, and the struck old price apart', () => {
    const html = page(
      `<ul class="grid">${items
        .map((name, index) => {
          const sale = index % 4 === 0;
          return `<li class="grid__item"><div class="card"><h3 class="card__heading"><a class="full-link" href="/products/${name.toLowerCase()}">${name}</a></h3><div class="price${sale ? ' price--on-sale' : ''}"><div class="price__regular"><span class="visually-hidden">Regular price</span><span class="price-item price-item--regular">$${10 + index}.00 USD</span></div><div class="price__sale"><span class="visually-hidden">Regular price</span><span><s class="price-item price-item--regular">${sale ? `$${30 + index}.00 USD` : ''}</s></span><span class="visually-hidden">Sale price</span><span class="price-item price-item--sale">$${10 + index}.00 USD</span></div></div></div></li>`;
        })
        .join('')}</ul>`,
    );
    const rows = rowsFor(
      'products with name, price and original price',
      html,
      'https://store.example/collections/all',
    );
    expect(rows).toHaveLength(items.length);
    expect(rows[0]).toMatchObject({ name: 'Kettle', price: 10, original_price: 30 });
    expect(rows[1]).toMatchObject({ name: 'Teapot', price: 11, original_price: null });
  });

  it('reads the day of a programme from its group rows, and the cells by their headers', () => {
    const html =
      page(`<table class="programme"><thead><tr><th>Time</th><th>Event</th><th>Venue</th></tr></thead><tbody>
<tr><th colspan="3">Saturday 12 April 2025</th></tr>
<tr><td>10:00</td><td><a href="/e/1">Opening concert</a></td><td>Main hall</td></tr>
<tr><td>14:00</td><td><a href="/e/2">Poetry reading</a></td><td>Library</td></tr>
<tr><th colspan="3">Sunday 13 April 2025</th></tr>
<tr><td>11:00</td><td><a href="/e/4">Farmers market</a></td><td>Square</td></tr>
</tbody></table>`);
    const rows = rowsFor('events with name, date, time and venue', html, 'https://fest.example/');
    expect(rows).toEqual([
      { name: 'Opening concert', date: '2025-04-12', time: '10:00', venue: 'Main hall' },
      { name: 'Poetry reading', date: '2025-04-12', time: '14:00', venue: 'Library' },
      { name: 'Farmers market', date: '2025-04-13', time: '11:00', venue: 'Square' },
    ]);
  });
});
