/**
 * An item page's rating that no class names: stars drawn as icons whose box gives the value to
 * a screen reader, or a figure beside a star. A rating in another item's card is not the item's.
 * Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const ICON =
  '<svg viewBox="0 0 20 20" class="icon"><path d="M10 1l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z"/></svg>';

describe("an item page's rating shown without a class to name it", () => {
  it('a garden shop: five star icons in a box labelled for screen readers', () => {
    const html = page(
      `<div class="pdp"><h1>Cedar Raised Bed 120 cm</h1><div class="pdp__meta"><span role="img" aria-label="Rated 4.5 out of 5">${ICON.repeat(5)}</span> <a href="#reviews">38 reviews</a></div><p class="pdp__price">£89.00</p><p>Untreated cedar, slotted together in minutes with no tools.</p></div>`,
    );
    expect(
      rowsFor('name, price and rating of this product', html, 'https://garden.example/p/bed'),
    ).toEqual([
      expect.objectContaining({ name: 'Cedar Raised Bed 120 cm', price: 89, rating: 4.5 }),
    ]);
  });

  it("an app's page: the score written beside a star", () => {
    const html = page(
      `<div class="app"><h1>Tide Times</h1><div class="facts"><div><b>4.7 ★</b><small>2K reviews</small></div><div><b>100K+</b><small>Downloads</small></div></div><p>Tide tables for every harbour in the country, offline.</p></div>`,
    );
    expect(rowsFor('name and rating of this app', html, 'https://apps.example/tide-times')).toEqual(
      [{ name: 'Tide Times', rating: 4.7 }],
    );
  });

  it("gives no rating from the other products' cards beside an item that has none", () => {
    const html = page(
      `<div class="pdp"><h1>Cedar Planter 40 cm</h1><p class="pdp__price">£34.00</p><p>A small planter for herbs.</p></div><section class="related"><h2>You may also like</h2>${[
        1, 2, 3,
      ]
        .map(
          (index) =>
            `<div class="tile"><a href="/p/${index}">Planter ${index}</a><span role="img" aria-label="Rated 4.${index} out of 5">${ICON}</span><span>£${20 + index}.00</span></div>`,
        )
        .join('')}</section>`,
    );
    const [row] = rowsFor(
      'name and rating of this product',
      html,
      'https://garden.example/p/planter',
    ) as Record<string, unknown>[];
    expect(row?.name).toBe('Cedar Planter 40 cm');
    expect(row?.rating ?? null).toBeNull();
  });
});
