/**
 * Prices as a person reads them: the item's current price among several amounts (a former price,
 * related items, shipping, a saving, an instalment), a price for a period, and amounts written
 * by the page's own conventions.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const one = (request: string, html: string, url: string) => rowsFor(request, html, url)[0];

describe('the price a person reads', () => {
  it("takes the item's current price, not its list price, related items', shipping or an instalment", () => {
    const shoe = page(`<div class="pdp"><h1>Trail Runner 2</h1>
<div class="pricing"><span class="was-label">Was</span> <span class="list-price">$129.99</span> <span class="now-price">$99.99</span></div>
<div class="bnpl">or 4 interest-free payments of $24.99</div><div class="ship">Shipping: $5.95</div></div>
<section class="recs"><h2>You may also like</h2><div class="tile"><a href="/p/1">Trail Runner 1</a><span class="price">$79.99</span></div><div class="tile"><a href="/p/2">Road Racer</a><span class="price">$119.99</span></div></section>`);
    expect(
      one('the name and price of this product', shoe, 'https://shoes.example/p/tr2'),
    ).toMatchObject({
      name: 'Trail Runner 2',
      price: 99.99,
    });
    const keyboard = page(
      `<div class="listing"><h1>Mechanical Keyboard</h1><div class="row"><span>Shipping</span> <span>$12.00</span></div><div class="row"><span>Price</span> <span class="value">$129.00</span></div><div>You save $20.00</div></div>`,
    );
    expect(one('the title and price', keyboard, 'https://market.example/kb')).toMatchObject({
      price: 129,
    });
    const phone = page(
      `<div class="buy"><h1>Phone 15</h1><div class="pricing"><span class="monthly">$41.62/mo.</span> <span class="full">or $999</span></div></div>`,
    );
    expect(one('the product name and price', phone, 'https://phones.example/p15')).toMatchObject({
      price: 999,
    });
  });

  it('reads a price struck out by style as the old one, before or after the current', () => {
    const lamps = [
      ['Desk Lamp', 19.99, 29.99],
      ['Floor Lamp', 49, 65],
      ['Clip Lamp', 12.5, null],
    ] as const;
    for (const struckFirst of [false, true]) {
      const html = page(
        `<div class="results">${lamps
          .map(([name, now, was], index) => {
            const current = `<span>$${now.toFixed(2)}</span>`;
            const old = was ? `<span style="text-decoration: line-through">$${was}</span>` : '';
            return `<div class="card"><h3><a href="/l/${index}">${name}</a></h3><p>${struckFirst ? old + current : current + old}</p></div>`;
          })
          .join('')}</div>`,
      );
      expect(rowsFor('all lamps with name and price', html, 'https://lamps.example/')).toEqual(
        lamps.map(([name, price]): unknown => expect.objectContaining({ name, price })),
      );
    }
  });

  it('reads a rent as a price with its period, kept as shown, and amounts by the conventions of their currency', () => {
    const homes = page(
      `<div class="homes">${['$1,250/mo', '$2,100/mo']
        .map(
          (rent, index) =>
            `<div class="home-card"><a class="addr" href="/h/${index}">${index + 12} Oak St</a><div class="rent">${rent}</div><div class="beds">2 bds</div></div>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('all homes with address and rent', homes, 'https://homes.example/')).toEqual([
      expect.objectContaining({ address: '12 Oak St', rent: 1250, rent_text: '$1,250/mo' }),
      expect.objectContaining({ address: '13 Oak St', rent: 2100, rent_text: '$2,100/mo' }),
    ]);
    const pesos = page(
      `<div class="grid">${['$ 24.990', '$ 9.990', 'CLP 185.000.000']
        .map(
          (price, index) =>
            `<div class="tile"><a class="name" href="/p/${index}">Item ${index}</a><span class="precio">${price}</span></div>`,
        )
        .join('')}</div>`,
      'es-CL',
    );
    expect(
      rowsFor('all products with name and price', pesos, 'https://tienda.example/').map(
        (row) => (row as { price: unknown }).price,
      ),
    ).toEqual([24990, 9990, 185000000]);
    const euros = page(
      `<div class="list">${['1.234,56 €', '39,90 €', 'Gratis', "CHF 2'150.–"]
        .map(
          (price, index) =>
            `<div class="artikel"><a class="titel" href="/a/${index}">Artikel ${index}</a><span class="preis">${price}</span></div>`,
        )
        .join('')}</div>`,
      'de',
    );
    expect(
      rowsFor('all items with name and price', euros, 'https://laden.example/').map(
        (row) => (row as { price: unknown }).price,
      ),
    ).toEqual([1234.56, 39.9, 0, 2150]);
    // What the page said beside the number: "Gratis" is 0, and says so.
    expect(
      rowsFor('all items with name and price', euros, 'https://laden.example/')[2],
    ).toMatchObject({ price: 0, price_text: 'Gratis' });
  });
});

describe('a price range in structured data', () => {
  const ldJson = (data: object) =>
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...data })}</script>`;

  it("reads a concert's AggregateOffer as the range it is, not its lowest figure", () => {
    const html = page(
      `${ldJson({
        '@type': 'MusicEvent',
        name: 'The Lanterns — Autumn Tour',
        startDate: '2026-10-17T19:30',
        location: { '@type': 'Place', name: 'Corn Exchange' },
        offers: {
          '@type': 'AggregateOffer',
          lowPrice: '120',
          highPrice: '180',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        },
      })}<div class="event"><h1>The Lanterns — Autumn Tour</h1><p>Corn Exchange, Saturday 17 October</p><a class="btn" href="/tickets/lanterns">Find tickets</a></div>`,
    );
    expect(
      one('the event name, venue and price', html, 'https://tix.example/e/lanterns-autumn'),
    ).toMatchObject({
      name: 'The Lanterns — Autumn Tour',
      price: '$120–$180',
      price_currency: 'USD',
    });
    // Each end asked for by name is still that end's figure.
    expect(
      one('name, price min and price max', html, 'https://tix.example/e/lanterns-autumn'),
    ).toMatchObject({ price_min: 120, price_max: 180 });
  });

  it("reads a tour's priceSpecification minPrice / maxPrice in euros as a range", () => {
    const html = page(
      `${ldJson({
        '@type': 'Product',
        name: 'Harbour kayak tour',
        offers: {
          '@type': 'Offer',
          url: 'https://kayak.example/tours/harbour',
          priceSpecification: {
            '@type': 'PriceSpecification',
            minPrice: 45,
            maxPrice: 60.5,
            priceCurrency: 'EUR',
          },
        },
      })}<main><h1>Harbour kayak tour</h1><p>Two hours along the old harbour wall. Price depends on the season.</p></main>`,
    );
    expect(one('tour name and price', html, 'https://kayak.example/tours/harbour')).toMatchObject({
      name: 'Harbour kayak tour',
      price: '€45.00–€60.50',
      price_currency: 'EUR',
    });
  });

  it('keeps one figure as a number when both ends of the offer are the same', () => {
    const html = page(
      `${ldJson({
        '@type': 'Product',
        name: 'Enamel mug',
        offers: { '@type': 'AggregateOffer', lowPrice: 14, highPrice: 14, priceCurrency: 'GBP' },
      })}<main><h1>Enamel mug</h1><p>A camping mug in three colours.</p></main>`,
    );
    expect(one('name and price', html, 'https://mugs.example/p/enamel-mug')).toMatchObject({
      name: 'Enamel mug',
      price: 14,
      price_currency: 'GBP',
    });
  });
});
