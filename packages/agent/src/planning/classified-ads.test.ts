/**
 * Classifieds sites call each listing an "ad" ("ad-card", "ad-view", "ad-price"), as ad
 * networks call the boxes they fill. A block so named that shows a heading or a link to the
 * site's own pages is a listing and its values are the item's; one holding a frame and no such
 * content is an advert's slot, and what it shows is not the page's.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('listings a classifieds site names "ad"', () => {
  it("a listing's own page whose every block is classed ad-…, beside an advert's frame", () => {
    const html = page(
      `<div class="ad-view"><h1>Mountain bike</h1><div class="ad-price">€250</div><div class="ad-location">Dublin 8</div><div class="ad-description"><p>Good condition, collection only. Barely used, new tyres last year.</p></div></div><div class="ad-slot"><iframe src="https://ads.example/slot/1"></iframe></div>`,
    );
    expect(
      rowsFor(
        'title, price, location and description of this listing',
        html,
        'https://market.example/ad/1',
      ),
    ).toEqual([
      {
        title: 'Mountain bike',
        price: 250,
        price_currency: 'EUR',
        location: 'Dublin 8',
        description: 'Good condition, collection only. Barely used, new tyres last year.',
      },
    ]);
  });

  it('a listing page in two columns whose outer block alone has "ad" in its id', () => {
    const html = page(
      `<div id="ad-main" class="row"><div class="col gallery"><img src="/i/1.jpg" alt="Piano"></div><div class="col"><h1 class="title">Yamaha upright piano</h1><div class="price-box"><span class="price">€1,450</span></div><p>Well kept upright, tuned last spring. Buyer collects.</p></div></div>`,
    );
    expect(
      rowsFor('title and price of this piano', html, 'https://market.example/ad/48213'),
    ).toEqual([{ title: 'Yamaha upright piano', price: 1450, price_currency: 'EUR' }]);
  });

  it("still passes over an advert's slot: a frame and a price in a box classed ad-box", () => {
    const html = page(
      `<div class="product"><h1>Oak chair</h1><p class="lead">Solid oak, hand finished in our workshop.</p><div class="ad-box"><iframe src="https://ads.example/slot/2"></iframe><span class="price">£9.99</span></div><div class="price">£149.00</div></div>`,
    );
    expect(rowsFor('name and price of this product', html, 'https://shop.example/p/1')).toEqual([
      { name: 'Oak chair', price: 149, price_currency: 'GBP' },
    ]);
  });
});
