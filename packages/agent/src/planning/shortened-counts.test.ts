/**
 * Counts shortened the way social and code sites write them ("1.2k points", "3.4K views",
 * "2M downloads") are the whole figure a person reads: 1,200, never 1.2 or 12. A scale letter
 * counts only tight after the figure and ending its word: "2 Beds" is two.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('counts shortened with k and M', () => {
  it("a package's page: reviews and views beside their units, read by the unit", () => {
    const html = page(
      `<article><h1>Tiny DB</h1><div class="meta"><span>1.2k reviews</span> <span>3.4K views</span></div><p>A small database for embedded use, written in C.</p><p>It keeps one file per table and needs no server.</p></article>`,
    );
    expect(
      rowsFor('name, reviews and views of this package', html, 'https://pkg.example/p/tiny'),
    ).toEqual([{ name: 'Tiny DB', reviews: 1200, views: 3400 }]);
  });

  it("a link board's facts line holding both counts: each read before its own unit", () => {
    const posts: [string, string, number, string, number][] = [
      ['A tiny database in C', '1.2k', 1200, '340', 340],
      ['Queues without a broker', '2M', 2000000, '12k', 12000],
      ['Left-pad, ten years on', '845', 845, '3.4K', 3400],
    ];
    const html = page(
      `<ul class="posts">${posts
        .map(
          ([title, points, , comments], index) =>
            `<li class="post"><h3><a href="/p/${index}">${title}</a></h3><p class="facts">by jo · ${points} points · ${comments} comments</p></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor('posts with title, points and comments', html, 'https://links.example/'),
    ).toEqual(
      posts.map(([title, , points, , comments]): unknown =>
        expect.objectContaining({ title, points, comments }),
      ),
    );
  });

  it('reads no scale into a unit that opens with one of its letters', () => {
    const homes: [string, number, number][] = [
      ['Mill Cottage', 2, 1],
      ['Harbour View', 3, 2],
      ['The Old School', 4, 2],
    ];
    const html = page(
      `<ul class="homes">${homes
        .map(
          ([name, beds, baths], index) =>
            `<li class="home"><h3><a href="/h/${index}">${name}</a></h3><p class="facts">Detached · ${beds} Bedrooms · ${baths} Bathrooms · 1.2k sq ft</p></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor('homes with name, bedrooms and bathrooms', html, 'https://homes.example/'),
    ).toEqual(
      homes.map(([name, bedrooms, bathrooms]): unknown =>
        expect.objectContaining({ name, bedrooms, bathrooms }),
      ),
    );
  });
});
