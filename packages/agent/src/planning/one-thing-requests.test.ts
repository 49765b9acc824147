/**
 * Requests that name the fields first and the one thing they belong to after them, in the
 * person's own noun ("bathrooms of the flat", "mileage of this motor"), and a rent asked for by
 * that word where the page marks it only as a price.
 */
import { describe, expect, it } from 'vitest';
import { site, wrongCells } from '../../test/page-cells.js';

describe('fields of one thing named after them', () => {
  const flat = site(
    '<meta property="og:title" content="2 bed flat, Mill Lane">',
    `<main class="listing"><h1 class="listing__title">2 bed flat to rent, Mill Lane, Leeds LS6</h1><p class="listing__price">£1,250 pcm</p><dl class="key-facts"><dt>Bedrooms</dt><dd>2</dd><dt>Bathrooms</dt><dd>1</dd><dt>Furnishing</dt><dd>Unfurnished</dd></dl><section class="description"><h2>Description</h2><p>A bright flat near the park, with a garden.</p></section></main>`,
  );

  it('a letting page: the bathrooms of the flat, and its rent read from the price', () => {
    const url = 'https://lets.example/flat/12';
    expect(wrongCells('bathrooms of the flat', flat, url, [{ bathrooms: 1 }])).toEqual([]);
    // The heading says "to rent"; the rent is the amount beside it.
    expect(
      wrongCells('rent and bedrooms of this flat', flat, url, [
        { rent: 1250, rent_text: '£1,250 pcm', bedrooms: 2 },
      ]),
    ).toEqual([]);
  });

  it('a used car in a spec table, called by a word no vocabulary lists', () => {
    const motor = site(
      '',
      `<main><div class="listing"><h1>2017 Ford Fiesta 1.0 Zetec</h1><div class="listing-price">$9,450</div><table class="spec"><tr><th>Mileage</th><td>48,200 miles</td></tr><tr><th>Engine size</th><td>1.0 L</td></tr><tr><th>Gearbox</th><td>Manual</td></tr></table></div><aside class="dealer"><h2>Seller</h2><p>Brookside Motors</p></aside></main>`,
    );
    expect(
      wrongCells('gearbox and price of this motor', motor, 'https://cars.example/ad/77', [
        { gearbox: 'Manual', price: 9450 },
      ]),
    ).toEqual([]);
  });
});
