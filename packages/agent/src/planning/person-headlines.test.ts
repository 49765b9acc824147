/**
 * A review list whose reviewer's name is the bold line heading each review, with no class:
 * asked for the reviewer, the name is the reviewer, not a 'title'. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const reviews = [
  ['Marta Kowalski', '12 March 2025', 5, 'Lovely fish stew and kind staff; we will be back soon.'],
  ['Tom Reyes', '3 March 2025', 3, 'Good food but the wait for a table was far too long.'],
  ['Ines Duarte', '28 February 2025', 4, 'The chowder was superb, the dessert a little dull.'],
] as const;

describe("a person's name heading each record", () => {
  it("a restaurant's reviews: the reviewer in <b>, then the date, stars and text", () => {
    const html = page(
      `<h1>Harbour Kitchen</h1><section class="reviews"><h2>What guests say</h2>${reviews
        .map(
          ([name, date, stars, text]) =>
            `<div class="review"><b>${name}</b> <span class="when">${date}</span><div class="stars" aria-label="${stars} out of 5">${'★'.repeat(stars)}</div><p>${text}</p></div>`,
        )
        .join('')}</section>`,
    );
    const rows = rowsFor(
      'every review with reviewer, rating and text',
      html,
      'https://harbour.example/reviews',
    );
    expect(rows).toEqual(
      reviews.map(([reviewer, , rating, text]): unknown => ({
        reviewer,
        rating,
        text,
      })),
    );
  });

  it('leaves a headline that is no person unread as the author', () => {
    const books = [
      ['The Salt Road', '£8.99'],
      ['Winter Orchard', '£12.50'],
      ['Under Glass', '£9.99'],
    ];
    const html = page(
      `<ul class="books">${books.map(([title, price], index) => `<li><h3><a href="/b/${index}">${title}</a></h3><span class="price">${price}</span></li>`).join('')}</ul>`,
    );
    const rows = rowsFor('books with author and price', html, 'https://books.example/new') as {
      author?: unknown;
    }[];
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.author === undefined || row.author === null)).toBe(true);
  });
});
