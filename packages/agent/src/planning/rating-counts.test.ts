/**
 * A product grid's "4.5 (1,234)": a score with the number of reviews it is made of, in one
 * element or in two beside each other. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const products = [
  ['Oak Desk', '$249.00', '4.5', '1,234', 1234],
  ['Pine Shelf', '$89.99', '4.1', '87', 87],
  ['Walnut Table', '$1,299.00', '4.8', '2,001', 2001],
] as const;

const grid = (score: (rating: string, count: string) => string) =>
  page(
    `<div class="grid">${products
      .map(
        ([name, price, rating, count], index) =>
          `<a class="card" href="/p/${index}"><img src="/i/${index}.jpg" alt=""><h3>${name}</h3><span class="price">${price}</span>${score(rating, count)}</a>`,
      )
      .join('')}</div>`,
  );

const expected = products.map(([name, , rating, , count]): unknown =>
  expect.objectContaining({ name, rating: Number(rating), number_of_reviews: count }),
);

describe('a rating with its review count in brackets', () => {
  it('reads the score and the count from one element, and from two side by side', () => {
    const request = 'all products with name, price, rating and number of reviews';
    const one = grid((rating, count) => `<span class="rating">${rating} (${count})</span>`);
    expect(rowsFor(request, one, 'https://furniture.example/desks')).toEqual(expected);
    const two = grid(
      (rating, count) =>
        `<span class="rating">${rating}</span> <span class="count">(${count})</span>`,
    );
    expect(rowsFor(request, two, 'https://furniture.example/desks')).toEqual(expected);
  });

  it('must not change: a size with its stock in brackets is no rating', () => {
    const html = page(
      `<ul class="sizes">${[
        ['Trail Boot', '9 (3)'],
        ['Road Shoe', '10 (12)'],
        ['Sandal', '8 (1)'],
      ]
        .map(
          ([name, size], index) =>
            `<li class="shoe"><a href="/s/${index}">${name}</a> <span class="size">${size}</span></li>`,
        )
        .join('')}</ul>`,
    );
    const rows = rowsFor('all shoes with name and size', html, 'https://shoes.example/');
    expect(rows[0]).toMatchObject({ name: 'Trail Boot', size: '9 (3)' });
    expect(rows[0]).not.toHaveProperty('rating');
  });
});
