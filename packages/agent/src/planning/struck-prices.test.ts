/**
 * A product page whose structured data keeps the price from before a sale: the page shows the
 * sale price and strikes the old one out. A person reads the price shown as current.
 * Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const one = (request: string, html: string, url: string) => rowsFor(request, html, url)[0];
const ldJson = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...data })}</script>`;

describe('the price shown as current when structured data keeps the former one', () => {
  it("a tent's microdata says 189.00 in a meta tag; the page shows $149.00 and strikes $189.00", () => {
    const html = page(
      `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Ridge Tent 2P</h1><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="189.00"><meta itemprop="priceCurrency" content="USD"><div class="price-box"><span class="price price--sale">$149.00</span> <s class="price">$189.00</s> <span class="badge">Save 21%</span></div></div></div>`,
    );
    expect(
      one('the product name and price', html, 'https://gear.example/p/ridge-2p'),
    ).toMatchObject({ name: 'Ridge Tent 2P', price: 149 });
  });

  it("a kettle's JSON-LD says 80; the page's 'was' price is 80 and its price 60, in euros", () => {
    const html = page(
      `${ldJson({
        '@type': 'Product',
        name: 'Stovetop Kettle',
        sku: 'KT-2',
        offers: { '@type': 'Offer', price: '80.00', priceCurrency: 'EUR' },
      })}<main class="pdp"><h1>Stovetop Kettle</h1><p class="pricing"><span class="now">60,00 €</span> <span class="was-price">statt 80,00 €</span></p></main>`,
      'de',
    );
    expect(one('name, price and sku', html, 'https://kessel.example/p/kt-2')).toMatchObject({
      name: 'Stovetop Kettle',
      price: 60,
      sku: 'KT-2',
    });
  });

  it('must not change: structured data that says the sale price, or a price shown once', () => {
    const sale = page(
      `${ldJson({
        '@type': 'Product',
        name: 'Trail Shoe',
        offers: { '@type': 'Offer', price: '99.99', priceCurrency: 'USD' },
      })}<h1>Trail Shoe</h1><div><span class="price">$99.99</span> <del>$129.99</del></div>`,
    );
    expect(one('name and price', sale, 'https://shoes.example/p/trail')).toMatchObject({
      price: 99.99,
    });
    const plain = page(
      `${ldJson({
        '@type': 'Product',
        name: 'Desk Fan',
        offers: { '@type': 'Offer', price: '45.00', priceCurrency: 'GBP' },
      })}<h1>Desk Fan</h1><p class="price">£45.00</p><section class="recs"><h2>You may also like</h2><a href="/p/2">Tower Fan</a> <span>£35.00</span></section>`,
    );
    expect(one('name and price', plain, 'https://fans.example/p/desk')).toMatchObject({
      price: 45,
    });
  });
});
