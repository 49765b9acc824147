/**
 * A price's own label ("Price:", "Sale price", "Now") is no part of what the price shows: the
 * number and its currency say it all, and no '_text' column repeats the label. Words that do
 * say more ("from", "/mo", "per 100g", "Free") are kept as shown. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const cards = (prices: string[]) =>
  page(
    `<ul class="grid">${prices
      .map(
        (price, index) =>
          `<li class="card"><h3><a href="/p/${index}">Item ${'ABC'[index]}</a></h3><p class="price">${price}</p></li>`,
      )
      .join('')}</ul>`,
  );

describe("a price's label", () => {
  it('gives no shown text for prices that only carry their label', () => {
    const rows = rowsFor(
      'items with name and price',
      cards(['Price: £8.50', 'Price: £14.00', 'Price: £5.25']),
      'https://shop.example/',
    ) as Record<string, unknown>[];
    expect(rows.map((row) => row['price'])).toEqual([8.5, 14, 5.25]);
    expect(rows.every((row) => !('price_text' in row))).toBe(true);
  });

  it('keeps what says more than the amount', () => {
    const rows = rowsFor(
      'items with name and price',
      cards(['from £9', '£1,250/mo', 'Free']),
      'https://shop.example/',
    ) as Record<string, unknown>[];
    expect(rows.map((row) => row['price_text'])).toEqual(['from £9', '£1,250/mo', 'Free']);
  });
});
