/**
 * A card of a property, venue or business shows its name and, on a line of its own, where it
 * is. Nothing names that line an address; its shape does: a house number with a street, a
 * postcode. Asked for the address, a person reads that line, and the name stays the name. Where
 * microdata marks the address, its whole line is the address, not its first part.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('an address read from its shape on a card', () => {
  it("an estate agent's cards: the name in a heading, the address in a bare paragraph", () => {
    const homes = [
      ['The Old Mill', '12 River Street, Leeds LS1 4AB', 350000],
      ['Rose Cottage', '4 Church Lane, York YO1 7HH', 275000],
      ['Garden Flat', '88 High Road, London N2 9PJ', 420000],
    ] as const;
    const html = page(
      `<div class="results">${homes
        .map(
          ([name, address, price], index) =>
            `<div class="property-card"><h2><a href="/property/${index}">${name}</a></h2><p>${address}</p><span class="price">£${price.toLocaleString('en-GB')}</span></div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('properties with name, address and price', html, 'https://homes.example/'),
    ).toEqual(
      homes.map(([name, address, price]): unknown =>
        expect.objectContaining({ name, address, price }),
      ),
    );
  });

  it('a directory of businesses: the address and the phone in unnamed lines under a linked name', () => {
    const firms = [
      ['Blue Door Cafe', '221 Main St, Springfield, IL 62701', '(217) 555-0101'],
      ['Corner Books', '15 Elm Avenue, Portland, OR 97205', '(503) 555-0199'],
      ['Fix-It Garage', '4800 W Grand Ave, Chicago, IL 60639', '(773) 555-0142'],
    ];
    const html = page(
      `<ul class="directory">${firms
        .map(
          ([name, address, phone], index) =>
            `<li class="biz"><div class="biz-head"><a href="/biz/${index}"><span>${name}</span></a></div><div class="biz-info"><div>${address}</div><div>${phone}</div></div></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor('businesses with name, address and phone', html, 'https://local.example/'),
    ).toEqual(
      firms.map(([name, address, phone]): unknown =>
        expect.objectContaining({ name, address, phone }),
      ),
    );
  });

  it('a German list of shops: street before its number, a postcode before the town', () => {
    const shops = [
      ['Kaffeehaus Adler', 'Hauptstraße 5, 10115 Berlin'],
      ['Buchladen Eck', 'Lindenweg 12a, 80331 München'],
      ['Radwerk', 'Am Markt 3, 50667 Köln'],
    ];
    const html = page(
      `<div class="list">${shops
        .map(
          ([name, address], index) =>
            `<article class="entry"><h3>${name}</h3><span class="sub">${address}</span><a href="/e/${index}">Details</a></article>`,
        )
        .join('')}</div>`,
      'de',
    );
    expect(rowsFor('shops with name and address', html, 'https://stadt.example/')).toEqual(
      shops.map(([name, address]): unknown => expect.objectContaining({ name, address })),
    );
  });

  it("a venue directory in microdata: the address is the PostalAddress's whole line, its parts still apart", () => {
    const venues = [
      ['The Old Mill', '12 River Street', 'Leeds'],
      ['Rose Cottage', '4 Church Lane', 'York'],
      ['Garden Flat', '88 High Road', 'London'],
    ];
    const html = page(
      `<div class="results">${venues
        .map(
          ([name, street, city], index) =>
            `<div class="venue" itemscope itemtype="https://schema.org/LocalBusiness"><h2 itemprop="name"><a href="/v/${index}">${name}</a></h2><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">${street}</span>, <span itemprop="addressLocality">${city}</span></div></div>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('venues with name and address', html, 'https://venues.example/')).toEqual(
      venues.map(([name, street, city]): unknown =>
        expect.objectContaining({ name, address: `${street}, ${city}` }),
      ),
    );
    expect(rowsFor('venues with name, street and city', html, 'https://venues.example/')).toEqual(
      venues.map(([name, street, city]): unknown =>
        expect.objectContaining({ name, street, city }),
      ),
    );
  });

  it('reads no address from a line of figures that is no place', () => {
    const walks = [
      ['Riverside Walk', 'A gentle 5 mile loop past 3 old mills'],
      ['Hill Fort Trail', 'Steep 2 hour climb with views over 4 counties'],
      ['Canal Towpath', 'Flat 8 mile path, good for bikes'],
    ];
    const html = page(
      `<div class="list">${walks
        .map(
          ([name, about], index) =>
            `<div class="walk"><h3><a href="/w/${index}">${name}</a></h3><p>${about}</p></div>`,
        )
        .join('')}</div>`,
    );
    const rows = rowsFor('walks with name and address', html, 'https://walks.example/');
    expect(rows).toHaveLength(walks.length);
    for (const row of rows) expect((row as Record<string, unknown>).address ?? null).toBeNull();
  });
});
