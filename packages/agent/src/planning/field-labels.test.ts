/**
 * A label is never part of its value, whatever the label's word, when the page shows it is one:
 * a colon, an element of its own, the same opening on every record, or the field's own name.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('labels read past', () => {
  it('reads "Company: Loews" on every card as Loews, and any other word so written', () => {
    const jobs = [
      ['Data Analyst', 'Loews', 'New York, NY'],
      ['Site Engineer', 'Turner & Co', 'Austin, TX'],
      ['Nurse Practitioner', 'Mercy Health', 'Toledo, OH'],
    ];
    const html = page(
      `<ul class="results">${jobs
        .map(
          ([title, company, place], index) =>
            `<li class="result-card"><h2><a href="/jobs/${index}">${title}</a></h2><div class="meta"><div class="company">Company: ${company}</div><div class="loc">Location: ${place}</div></div><p class="snippet">Join our team.</p></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor('every job with title, company and location', html, 'https://jobs.example/search'),
    ).toEqual(
      jobs.map(([title, company, location]): unknown =>
        expect.objectContaining({ title, company, location }),
      ),
    );
  });

  it('reads past a label set in its own element, with no colon ("<b>Tel.</b> …", "<span class=lbl>Owner</span> …")', () => {
    const shops = [
      ['Bright Dental', 'Acme Group', '(555) 201-3344'],
      ['City Optics', 'Vision Co', '(555) 201-9000'],
      ['North Vets', 'PetCare Ltd', '(555) 203-1111'],
    ];
    const html = page(
      `<div class="listing">${shops
        .map(
          ([name, owner, phone]) =>
            `<article class="biz"><h3 class="biz-name">${name}</h3><p class="biz-owner"><span class="lbl">Owner</span> ${owner}</p><p class="biz-tel"><strong>Tel.</strong> ${phone}</p></article>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('all businesses with name, owner and phone', html, 'https://dir.example/list'),
    ).toEqual(shops.map(([name, owner, phone]) => ({ name, owner, phone })));
  });

  it('reads the field\'s own name opening one item\'s text as its label ("SKU MKI6X2/A"), and "Item #:"', () => {
    const stand = page(
      `<div class="product"><h1 class="product-name">Aluminium Laptop Stand</h1><div class="product-sku">SKU MKI6X2/A</div><span class="price">$49.00</span></div>`,
    );
    expect(
      rowsFor('get the product name, price and sku', stand, 'https://shop.example/p/stand')[0],
    ).toMatchObject({ name: 'Aluminium Laptop Stand', price: 49, sku: 'MKI6X2/A' });
    const shoe = page(
      `<div class="pdp"><h1>Trail Runner 2</h1><span class="now-price">$99.99</span><div class="sku-line">Item #: TR2-BLK-10</div></div>`,
    );
    expect(rowsFor('name, price and sku', shoe, 'https://shoes.example/p/tr2')[0]).toMatchObject({
      sku: 'TR2-BLK-10',
    });
  });

  it('keeps a colon that is part of a title, and names lines by the label they open with ("Where: …", "When: …")', () => {
    const film = page(
      `<div class="film"><h1>Dune: Part Two</h1><p class="director">Director: Denis Villeneuve</p></div>`,
    );
    expect(
      rowsFor('the title and director of the film', film, 'https://films.example/dune2')[0],
    ).toEqual({ title: 'Dune: Part Two', director: 'Denis Villeneuve' });
    const events = [
      ['Poetry Slam', 'The Loft', 'May 2, 2026', '2026-05-02'],
      ['Film Club', 'Room 4B', 'May 9, 2026', '2026-05-09'],
      ['Book Swap', 'Main Library', 'May 16, 2026', '2026-05-16'],
    ];
    const html = page(
      `<div class="events">${events
        .map(
          ([name, venue, day], index) =>
            `<div class="event-card"><h3><a href="/e/${index}">${name}</a></h3><p>Where: ${venue}</p><p>When: ${day}</p></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('all events with name, venue and date', html, 'https://club.example/events'),
    ).toEqual(
      events.map(([name, venue, , date]): unknown =>
        expect.objectContaining({ name, venue, date }),
      ),
    );
  });

  it('keeps the words before a colon that each record writes differently ("Alphabet: Waymo")', () => {
    const units = [
      ['Alphabet: Waymo', 'Mountain View'],
      ['Siemens: Healthineers', 'Erlangen'],
      ['Meta: Reality Labs', 'Menlo Park'],
      ['Amazon: Web Services', 'Seattle'],
    ];
    const html = page(
      `<ul class="units">${units
        .map(
          ([company, city], index) =>
            `<li class="unit"><h3><a href="/u/${index}">Unit ${index + 1}</a></h3><span class="company">${company}</span><span class="city">${city}</span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('every unit with its company and city', html, 'https://units.example/')).toEqual(
      units.map(([company, city]): unknown => expect.objectContaining({ company, city })),
    );
  });
  it('keeps a clock time whole: the colon in "9:00" ends no label ("Mon–Sat 9:00–17:30")', () => {
    const shops = [
      ['Corner Bakery', 'Mon–Sat 9:00–17:30'],
      ['Harbour Books', 'Mon–Sat 9:00–18:00'],
      ['Lantern Café', 'Mon–Sat 9:00–16:00'],
    ];
    const html = page(
      `<section class="shops">${shops
        .map(
          ([name, hours], index) =>
            `<article class="shop"><h2><a href="/s/${index}">${name}</a></h2><p class="hours">${hours}</p></article>`,
        )
        .join('')}</section>`,
    );
    expect(rowsFor('every shop with its name and hours', html, 'https://town.example/')).toEqual(
      shops.map(([name, hours]): unknown => expect.objectContaining({ name, hours })),
    );
    // A label before the clock time is still read past.
    const labelled = html.replace(/<p class="hours">/g, '<p class="hours">Hours: ');
    expect(
      rowsFor('every shop with its name and hours', labelled, 'https://town.example/'),
    ).toEqual(shops.map(([name, hours]): unknown => expect.objectContaining({ name, hours })));
  });
});
