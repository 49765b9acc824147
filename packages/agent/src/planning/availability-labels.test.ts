/**
 * "Available" set in its own element before "In stock (7 available)": the word is the label of
 * the value after it, though it has the shape of a value itself. A person reads the value. A
 * stock line of two words or more ("In stock") is a value, whatever follows it.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const products: [string, number][] = [
  ['Oak chair', 7],
  ['Pine table', 2],
  ['Ash shelf', 12],
];

describe('a stock word before the stock line', () => {
  it('a shop grid: a label span and a value span in each card', () => {
    const html = page(
      `<div class="grid">${products
        .map(
          ([name, stock], index) =>
            `<div class="product"><h3><a href="/p/${index}">${name}</a></h3><p class="price">£10.00</p><div class="availability"><span class="availability-label">Available</span><span class="value">In stock (${stock} available)</span></div></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('products with name, price and availability', html, 'https://shop.example/'),
    ).toEqual(
      products.map(([name, stock]): unknown =>
        expect.objectContaining({ name, availability: `In stock (${stock} available)` }),
      ),
    );
  });

  it("a product's page: the word classed 'available', the line beside it", () => {
    const html = page(
      `<div class="product-page"><h1>Oak chair</h1><p class="price">£49.00</p><div class="stock"><span class="available">Available</span> <span>In stock (7 available)</span></div><p>Solid oak, hand finished.</p></div>`,
    );
    expect(
      rowsFor('name, price and availability of this product', html, 'https://shop.example/p/1'),
    ).toEqual([
      {
        name: 'Oak chair',
        price: 49,
        price_currency: 'GBP',
        availability: 'In stock (7 available)',
      },
    ]);
  });

  it('keeps "In stock" as the value when a delivery line follows it', () => {
    const html = page(
      `<div class="grid">${products
        .map(
          ([name, days], index) =>
            `<div class="product"><h3><a href="/p/${index}">${name}</a></h3><p class="price">£10.00</p><p class="stock">In stock</p><p class="ship">Only ${days} left</p></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('products with name, price and availability', html, 'https://shop.example/'),
    ).toEqual(
      products.map(([name]): unknown =>
        expect.objectContaining({ name, availability: 'In stock' }),
      ),
    );
  });
});
