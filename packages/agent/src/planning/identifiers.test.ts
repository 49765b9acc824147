/**
 * "SKU", "product code", "id": on a page that has none, the code it does show under another name
 * (an ASIN, an item or part number, a style number, a GTIN in the structured data), said to be so.
 */
import { describe, expect, it } from 'vitest';
import { analysePage } from '../analysis/analyse-page.js';
import { parseRequest } from '../request/parse-request.js';
import { page, rowsFor } from '../../test/plan-rows.js';
import { plan } from './plan.js';

const planOn = (request: string, html: string, url: string) =>
  plan(parseRequest(`${request} ${url}`), analysePage(html, url), html, url);

const BOOK =
  page(`<div id="dp"><h1 id="title"><span id="productTitle">The Quiet Garden</span> <span id="productSubtitle">Hardcover – March 2, 2021</span></h1>
<div id="byline"><span class="author">by <a href="/e/ann-lee">Ann Lee</a> <span class="contribution">(Author)</span></span></div>
<div id="price"><span class="a-price"><span class="a-offscreen">$18.40</span></span> <span class="a-text-price">List: $26.00</span></div>
<div id="detailBullets"><ul>
<li><span class="a-text-bold">Publisher &#x200F; : &#x200E;</span> <span>Greenleaf Press</span></li>
<li><span class="a-text-bold">ISBN-13 &#x200F; : &#x200E;</span> <span>978-1234567897</span></li>
<li><span class="a-text-bold">ASIN &#x200F; : &#x200E;</span> <span>B08XYZ1234</span></li></ul></div></div>`);

describe('identifiers by any name', () => {
  it('answers "sku" with the ASIN a book page shows, says so, and reads the title without its format line and the byline without its role', () => {
    const extraction = planOn(
      'title, author, price, publisher and sku of this book',
      BOOK,
      'https://store.example/dp/B08XYZ1234',
    );
    expect(extraction.sampleRows[0]).toMatchObject({
      title: 'The Quiet Garden',
      author: 'Ann Lee',
      price: 18.4,
      publisher: 'Greenleaf Press',
      sku: 'B08XYZ1234',
    });
    expect(extraction.fields.find((field) => field.name === 'sku')?.where).toMatch(/ASIN/);
  });

  it('answers it with an item number, a part number on each card, or a style number in a details list', () => {
    const auction = page(
      `<div class="vi"><h1 class="x-item-title"><span>Vintage Brass Compass</span></h1><div class="x-price-primary"><span>US $45.00</span></div><div class="x-shipping">US $8.50 Standard Shipping</div><div class="details"><div class="row"><span>eBay item number:</span><span class="bold">314159265358</span></div></div></div>`,
    );
    expect(
      rowsFor('title, price and sku', auction, 'https://auction.example/itm/1')[0],
    ).toMatchObject({ title: 'Vintage Brass Compass', price: 45, sku: '314159265358' });
    const parts = [
      ['Brake Pad Set', '44-100', 35.99],
      ['Oil Filter', '15-208', 8.49],
      ['Air Filter', '17-801', 14.99],
    ] as const;
    const list = page(
      `<ul class="parts">${parts
        .map(
          ([name, code, price], index) =>
            `<li class="part"><a class="part-name" href="/p/${index}">${name}</a><div class="part-no">Part # ${code}</div><span class="cost">$${price}</span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('all parts with name, sku and price', list, 'https://parts.example/b')).toEqual(
      parts.map(([name, sku, price]): unknown => expect.objectContaining({ name, sku, price })),
    );
    const shirt = page(
      `<div class="pdp"><h1 class="pdp-title">Linen Shirt</h1><div class="pdp-price">$68.00</div><ul class="pdp-details"><li>100% linen</li><li>Machine wash</li><li>Style No. LS-2041-WHT</li></ul></div>`,
    );
    expect(rowsFor('the name, price and sku', shirt, 'https://shirts.example/l')[0]).toMatchObject({
      name: 'Linen Shirt',
      price: 68,
      sku: 'LS-2041-WHT',
    });
  });

  it("prefers the shop's own article number to the EAN everyone shares, in another language", () => {
    const mill = page(
      `<div class="produkt"><h1>Kaffeemühle Classic</h1><div class="preis">1.049,00 €</div><ul class="daten"><li>EAN: 4006381333931</li><li>Art.-Nr.: KM-2210</li></ul></div>`,
      'de',
    );
    expect(rowsFor('get the name, price and sku', mill, 'https://laden.example/p/2')[0]).toEqual({
      name: 'Kaffeemühle Classic',
      price: 1049,
      price_currency: 'EUR',
      sku: 'KM-2210',
    });
  });

  it('answers a product code from the GTIN a page marks up when it has no SKU', () => {
    const cups = page(
      `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Espresso Cups (Set of 4)</h1><span itemprop="gtin13">5012345678900</span><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="24.00">£24.00</span><meta itemprop="priceCurrency" content="GBP"></div></div>`,
    );
    const extraction = planOn('name, price and product code', cups, 'https://cups.example/set');
    const code = extraction.fields.find((field) => /code/.test(field.name));
    expect(code?.where).toMatch(/gtin13/);
    expect(extraction.sampleRows[0]).toMatchObject({ [code?.name ?? 'code']: '5012345678900' });
  });
});
