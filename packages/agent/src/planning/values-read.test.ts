/**
 * Values as a person reads them, on page shapes the other fixture files do not have: labels in a
 * spec table or a definition list, prices marked up as <del>/<ins> or with "Compare at", a rent
 * on an item page, codes named "Model", "MPN", "UPC", "ISBN-10" or "Listing ID", bylines by an
 * author link alone, a format subtitle in an h2 on cards, counts in review links, an event's
 * "Date & time" / "Location" rows, a role in a caption, a mail link drawn as an image, a table
 * whose row headers are links with a total row, and amounts in Chilean pesos or French euros.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const one = (request: string, html: string, url: string) => rowsFor(request, html, url)[0];

describe('labels are never part of their value', () => {
  it('reads past a label cell of a spec table and a label before a colon outside its element', () => {
    const drill = page(
      `<div class="product-main"><h1>Cordless Drill 18V</h1><p class="amount">$89.00</p><table class="specs"><tr><td>Brand</td><td>Torque Pro</td></tr><tr><td>SKU:</td><td>TP-18-DR</td></tr><tr><td>Weight</td><td>1.4 kg</td></tr></table></div>`,
    );
    expect(one('name, brand, price and sku', drill, 'https://tools.example/drill')).toMatchObject({
      name: 'Cordless Drill 18V',
      brand: 'Torque Pro',
      price: 89,
      sku: 'TP-18-DR',
    });
    const firms = [
      ['Harbor Logistics', 'Loews', 'Boston'],
      ['Green Fields', 'Acme Farms', 'Fresno'],
      ['Metro Print', 'Inkwell Inc', 'Denver'],
    ];
    const html = page(
      `<div class="cards">${firms
        .map(
          ([name, company, city], index) =>
            `<section class="entry"><h4><a href="/f/${index}">${name}</a></h4><p><em>Company</em>: ${company}</p><p><em>City</em>: ${city}</p></section>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('every entry with name, company and city', html, 'https://d.example/')).toEqual(
      firms.map(([name, company, city]): unknown =>
        expect.objectContaining({ name, company, city }),
      ),
    );
  });
});

describe("the main item's current price", () => {
  it('reads <del> as the old price and <ins> as the current, past a related item and a monthly plan', () => {
    const kettle = page(`<div class="summary"><h1 class="product_title">Glass Kettle</h1>
<p class="price"><del><span class="amount">$59.00</span></del> <ins><span class="amount">$44.00</span></ins></p>
<p class="klarna">From $11.00/month with Pay Later</p></div>
<section class="related"><h2>Related products</h2><ul><li><a href="/p/mug">Mug</a><span class="amount">$9.00</span></li><li><a href="/p/tray">Tray</a><span class="amount">$24.00</span></li></ul></section>`);
    expect(one('the product name and price', kettle, 'https://home.example/kettle')).toMatchObject({
      name: 'Glass Kettle',
      price: 44,
    });
    const sofa = page(
      `<div class="product"><h1>Linen Sofa</h1><div class="prices"><span class="compare">Compare at $1,899.00</span><span class="sale">Sale price $1,299.00</span></div><p>Free delivery over $500</p></div>`,
    );
    expect(one('name and price', sofa, 'https://furn.example/sofa')).toMatchObject({
      name: 'Linen Sofa',
      price: 1299,
    });
  });

  it("reads a flat's rent on its own page as a price for a period, kept as shown", () => {
    const flat = page(
      `<div class="property"><h1>2 bed flat, Elm Road</h1><div class="rent-line"><strong>$1,250/mo</strong></div><ul class="facts"><li>2 bedrooms</li><li>Deposit $1,250</li></ul></div>`,
    );
    expect(one('the address and rent', flat, 'https://lets.example/elm')).toMatchObject({
      rent: 1250,
      rent_text: '$1,250/mo',
    });
  });
});

describe('identifiers by any name', () => {
  it('answers sku with a model number, an MPN, a UPC or an ISBN-10, whichever the page has', () => {
    const cases = [
      ['Model', 'WX-550B'],
      ['MPN', 'A1B2-7788'],
      ['UPC', '012345678905'],
      ['ISBN-10', '0306406152'],
    ] as const;
    for (const [label, code] of cases) {
      const html = page(
        `<div class="item-page"><h1>Thing ${label}</h1><span class="cost">$20.00</span><dl class="attrs"><dt>Colour</dt><dd>Blue</dd><dt>${label}</dt><dd>${code}</dd></dl></div>`,
      );
      expect(one('name, price and sku', html, `https://x.example/${label}`)).toMatchObject({
        sku: code,
      });
    }
  });

  it("answers a listing's id with the Listing ID a house page shows", () => {
    const house = page(
      `<div class="listing-detail"><h1>14 Birch Lane</h1><div class="price">$425,000</div><p class="small">Listing ID: 88123456</p></div>`,
    );
    expect(one('address, price and id', house, 'https://homes.example/l/1')).toMatchObject({
      price: 425000,
      id: '88123456',
    });
  });
});

describe('facts without a label', () => {
  it('reads the author from an author link alone, and the title of each card without its format', () => {
    const posts = [
      ['How we cut our build time', 'Priya Nair'],
      ['Notes on caching', 'Tom Berg'],
      ['A year of Rust', 'Lea Roux'],
    ];
    const blog = page(
      `<div class="posts">${posts
        .map(
          ([title, author], index) =>
            `<article class="post"><h2><a href="/blog/${index}">${title}</a></h2><div class="meta"><a rel="author" href="/people/${index}">${author}</a> · <time datetime="2025-03-0${index + 1}">March ${index + 1}, 2025</time></div><p>Summary text here.</p></article>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('all posts with title and author', blog, 'https://blog.example/')).toEqual(
      posts.map(([title, author]): unknown => expect.objectContaining({ title, author })),
    );
    const books = [
      ['Dune', 'Mass Market Paperback', 'Frank Herbert'],
      ['Emma', 'Hardcover', 'Jane Austen'],
      ['Beloved', 'Kindle Edition', 'Toni Morrison'],
    ];
    const shelf = page(
      `<div class="shelf">${books
        .map(
          ([title, format, author], index) =>
            `<div class="book-card"><h2><a href="/b/${index}">${title} (${format})</a></h2><div class="contrib">by ${author}</div><span class="p">$${10 + index}.99</span></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('all books with title, author and price', shelf, 'https://books.example/'),
    ).toEqual(
      books.map(([title, , author]): unknown => expect.objectContaining({ title, author })),
    );
  });

  it('reads "Published by …" as the publisher and a vendor as the seller', () => {
    const book = page(
      `<div class="book-page"><h1>Tide Tables</h1><p class="by">by Ruth Ames</p><p class="imprint">Published by Saltmarsh Books, 2019</p></div>`,
    );
    expect(one('title, author and publisher', book, 'https://b.example/tide')).toMatchObject({
      title: 'Tide Tables',
      author: 'Ruth Ames',
      publisher: 'Saltmarsh Books',
    });
    const candle = page(
      `<div class="product-single"><h1>Cedar Candle</h1><span class="money">$18.00</span><p class="vendor">Wick &amp; Co</p></div>`,
    );
    expect(one('title, price and seller', candle, 'https://c.example/cedar')).toMatchObject({
      title: 'Cedar Candle',
      seller: 'Wick & Co',
    });
  });

  it('reads the person in the byline as the author when the structured data names the site itself', () => {
    const story = `<!doctype html><html lang="en"><head><title>Ferry fares to rise | Harbor Times</title>
<meta property="og:site_name" content="The Harbor Times">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Ferry fares to rise in spring","author":{"@type":"Organization","name":"Harbor Times"},"datePublished":"2026-02-03"}</script>
</head><body><nav><a href="/">Home</a></nav><main><article><h1>Ferry fares to rise in spring</h1><div class="meta">Story by <a href="/staff/jo-park">Jo Park</a>, transport reporter</div><p>Fares on the island routes go up by 6% in April.</p><p>The operator blamed fuel costs.</p></article></main></body></html>`;
    expect(
      one('the headline and author', story, 'https://harbortimes.example/ferry'),
    ).toMatchObject({
      author: 'Jo Park',
    });
  });

  it('counts reviews from the link that says so and replies beside a user name with digits', () => {
    const threads = [
      ['Best budget mic?', 'mike_1985', 23],
      ['Tuning a snare', 'drummer42', 7],
      ['Cable noise help', 'ann2001', 112],
    ] as const;
    const forum = page(
      `<ul class="threads">${threads
        .map(
          ([title, user, replies], index) =>
            `<li class="thread"><a class="t" href="/t/${index}">${title}</a><span class="by">started by <a href="/u/${user}">${user}</a></span><a class="r" href="/t/${index}#replies">${replies} replies</a></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor('all threads with title and number of replies', forum, 'https://forum.example/'),
    ).toEqual(
      threads.map(([title, , replies]): unknown =>
        expect.objectContaining({ title, number_of_replies: replies }),
      ),
    );
    const item = page(
      `<div class="pdp"><h1>Wool Scarf</h1><div class="rating"><span class="stars">4.5 out of 5</span> <a href="#reviews">(1,204 reviews)</a></div><span class="money">$35.00</span></div>`,
    );
    expect(one('name, price and number of reviews', item, 'https://s.example/scarf')).toMatchObject(
      {
        name: 'Wool Scarf',
        number_of_reviews: 1204,
      },
    );
  });

  it('answers venue and date from "Date & time" and "Location" rows in divs', () => {
    const gig = page(
      `<div class="event-page"><h1>Harbour Lights Festival</h1><div class="info"><div class="info-row"><div class="k">Date &amp; time</div><div class="v">Saturday, 12 September 2026</div></div><div class="info-row"><div class="k">Location</div><div class="v">Pier 9 Warehouse</div></div></div></div>`,
    );
    expect(one('the event name, venue and date', gig, 'https://ev.example/hl')).toMatchObject({
      name: 'Harbour Lights Festival',
      venue: 'Pier 9 Warehouse',
      date: '2026-09-12',
    });
  });

  it('reads the role in a caption under a name, and the address of a mail link drawn as an image', () => {
    const team = [
      ['Rosa Diaz', 'Managing Partner', 'rosa@firm.example'],
      ['Omar Haddad', 'Senior Associate', 'omar@firm.example'],
      ['Ines Costa', 'Paralegal', 'ines@firm.example'],
    ];
    const html = page(
      `<div class="people">${team
        .map(
          ([name, role, mail]) =>
            `<figure class="person"><img src="/p.jpg" alt=""><figcaption><b>${name}</b><br><i>${role}</i><br><a href="mailto:${mail}?subject=Hello"><img src="/mail.svg" alt="mail"></a></figcaption></figure>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('all people with name, role and email', html, 'https://firm.example/')).toEqual(
      team.map(([name, role, email]) => ({ name, role, email })),
    );
  });

  it('gives one record per row of a table whose row headers are links, without its total row', () => {
    const table = page(
      `<table class="stats"><caption>Branches</caption><thead><tr><th>Branch</th><th>Staff</th><th>Revenue</th><th>Opened</th></tr></thead><tbody>
<tr><th><a href="/b/leeds">Leeds</a></th><td>42</td><td>$1.2M</td><td>2001</td></tr>
<tr><th><a href="/b/york">York</a></th><td>17</td><td>$0.4M</td><td>2010</td></tr>
<tr><th><a href="/b/hull">Hull</a></th><td>25</td><td>$0.7M</td><td>2015</td></tr></tbody>
<tfoot><tr><th>Total</th><td>84</td><td>$2.3M</td><td></td></tr></tfoot></table>`,
    );
    expect(rowsFor('staff and opened year of each branch', table, 'https://co.example/')).toEqual([
      expect.objectContaining({ branch: 'Leeds', staff: 42 }),
      expect.objectContaining({ branch: 'York', staff: 17 }),
      expect.objectContaining({ branch: 'Hull', staff: 25 }),
    ]);
  });
});

describe("numbers by the page's conventions", () => {
  it('reads pesos on an item page and French euros with a narrow space, keeping what was shown', () => {
    const bike = page(
      `<div class="ficha"><h1>Bicicleta Urbana</h1><div class="precio-actual">$24.990</div><div class="envio">Despacho gratis</div></div>`,
      'es-CL',
    );
    // "$" on a Chilean page is the peso, and "24.990" twenty-four thousand of them.
    expect(one('name and price', bike, 'https://tienda.example/bici')).toMatchObject({
      name: 'Bicicleta Urbana',
      price: 24990,
      price_currency: 'CLP',
    });
    const chairs = page(
      `<div class="liste">${['1\u202f234,56\u00a0€', '89,00\u00a0€', 'Gratuit']
        .map(
          (price, index) =>
            `<div class="produit"><a class="nom" href="/c/${index}">Chaise ${index}</a><span class="prix">${price}</span></div>`,
        )
        .join('')}</div>`,
      'fr',
    );
    const rows = rowsFor('all products with name and price', chairs, 'https://boutique.example/');
    expect(rows.map((row) => (row as { price: unknown }).price)).toEqual([1234.56, 89, 0]);
    expect(rows[2]).toMatchObject({ price_text: 'Gratuit' });
  });
});
