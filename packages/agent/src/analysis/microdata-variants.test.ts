/**
 * A results page that marks only some of its items with microdata gives every item, each with
 * its own name and price, not only the marked ones. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const bikes = [
  ['Ridgeback Speed 2019', 'Leeds · 54cm frame', 320, true],
  ['Brompton M6L', 'York · folding', 875, false],
  ['Trek FX 3', 'Harrogate · 56cm frame', 410, true],
  ['Genesis Croix de Fer', 'Leeds · 52cm frame', 640, false],
] as const;

const card = (
  [name, meta, price, marked]: readonly [string, string, number, boolean],
  index: number,
) =>
  marked
    ? `<div class="result" itemscope itemtype="https://schema.org/Product"><h3 itemprop="name"><a href="/b/${index}">${name}</a></h3><p class="meta">${meta}</p><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="GBP"><span class="amount" itemprop="price" content="${price}.00">£${price}</span></div></div>`
    : `<div class="result"><h3><a href="/b/${index}">${name}</a></h3><p class="meta">${meta}</p><div><span class="amount">£${price}</span></div></div>`;

describe('microdata on some items only', () => {
  it('a used-bike listing: two of four cards marked as Products', () => {
    const html = page(`<h1>Used bikes</h1><div class="results">${bikes.map(card).join('')}</div>`);
    expect(
      rowsFor('every bike with its name, price and link', html, 'https://bikes.example/used'),
    ).toEqual(
      bikes.map(([name, , price], index): unknown =>
        expect.objectContaining({ name, price, link: `https://bikes.example/b/${index}` }),
      ),
    );
  });

  it('keeps reading the structured data when every item is marked', () => {
    const html = page(
      `<div class="results">${bikes.map((bike, index) => card([bike[0], bike[1], bike[2], true], index)).join('')}</div>`,
    );
    expect(
      rowsFor('every bike with its name and price', html, 'https://bikes.example/used'),
    ).toEqual(bikes.map(([name, , price]): unknown => expect.objectContaining({ name, price })));
  });
});
