/**
 * A shop's list where only some items are on sale: the current price sits in one element on
 * the cards on sale and in another on the rest. A person reads each card's current price.
 * Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

type Item = [name: string, now: string, was: string | null];
const items: Item[] = [
  ['Wool Scarf', '20.00', '35.00'],
  ['Felt Hat', '15.00', null],
  ['Leather Gloves', '12.00', '18.00'],
  ['Cotton Socks', '8.00', null],
];
const prices = (rows: unknown[]) => rows.map((row) => (row as { price: unknown }).price);

const list = (card: (now: string, was: string | null) => string) =>
  page(
    `<ul class="products">${items
      .map(
        ([name, now, was], index) =>
          `<li class="product"><a class="title" href="/p/${index}">${name}</a>${card(now, was)}</li>`,
      )
      .join('')}</ul>`,
  );

describe('the current price of every card when only some are on sale', () => {
  it('a special price on the cards on sale and a normal price on the rest', () => {
    const html = list(
      (now, was) =>
        `<div class="price-box">${
          was
            ? `<span class="special-price"><span class="price">$${now}</span></span><span class="old-price"><span class="price">$${was}</span></span>`
            : `<span class="normal-price"><span class="price">$${now}</span></span>`
        }</div>`,
    );
    expect(prices(rowsFor('all products with name and price', html, 'https://a.example/'))).toEqual(
      [20, 15, 12, 8],
    );
  });

  it('a sale price before or after the regular one, which is the only price off sale', () => {
    for (const saleFirst of [true, false]) {
      const html = list((now, was) => {
        const sale = `<span class="sale-price">€${now}</span>`;
        const regular = `<span class="regular-price">€${was ?? now}</span>`;
        return `<div class="prices">${was ? (saleFirst ? sale + regular : regular + sale) : regular}</div>`;
      });
      const rows = rowsFor('all products with name and price', html, 'https://b.example/');
      expect(prices(rows)).toEqual([20, 15, 12, 8]);
      expect(rows[0]).toMatchObject({ name: 'Wool Scarf', price_currency: 'EUR' });
    }
  });

  it('must not change: a card without a price stays without one, never its monthly figure', () => {
    const html = page(
      `<ul class="products">${[
        ['Sofa', '$899.00', '$75/mo'],
        ['Armchair', null, '$40/mo'],
        ['Footstool', '$129.00', '$11/mo'],
      ]
        .map(
          ([name, price, monthly], index) =>
            `<li class="product"><a class="title" href="/p/${index}">${name}</a>${price ? `<span class="price">${price}</span>` : '<span class="note">Call for price</span>'}<span class="finance">${monthly}</span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(prices(rowsFor('all products with name and price', html, 'https://c.example/'))).toEqual(
      [899, null, 129],
    );
  });
});
