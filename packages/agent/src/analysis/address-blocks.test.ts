/**
 * A postal address set on lines of its own (`<br>` between them) is one value: asked for the
 * address, a person reads the whole block, not its first line. A block holding more than the
 * address (a phone line under it) keeps its lines apart. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('an address block on lines of its own', () => {
  it("a dental group's practices: an <address> of three lines beside the phone", () => {
    const practices = [
      ['Kirkgate Dental', '3 Kirkgate', 'Wakefield', 'WF1 1HY', '01924 496 010'],
      ['Minster Smiles', '19 Goodramgate', 'York', 'YO1 7LS', '01904 496 011'],
      ['Dockside Dental', '40 Humber Street', 'Hull', 'HU1 1TU', '01482 496 012'],
    ];
    const html = page(
      `<section class="practices">${practices
        .map(
          ([name, street, town, postcode, phone], index) =>
            `<div class="practice"><h3><a href="/practice/${index}">${name}</a></h3><address>${street}<br>${town}<br>${postcode}</address><p class="tel">${phone}</p></div>`,
        )
        .join('')}</section>`,
    );
    expect(
      rowsFor('practices with name, address and phone', html, 'https://dental.example/'),
    ).toEqual(
      practices.map(([name, street, town, postcode, phone]): unknown =>
        expect.objectContaining({ name, address: `${street} ${town} ${postcode}`, phone }),
      ),
    );
  });

  it('a lettings grid: an unnamed block of two lines reads as an address by its shape', () => {
    const lets = [
      ['Flat 2B Harbour View', '2 Quay Street', 'Bristol BS1 4DJ', '£1,150 pcm'],
      ['Loft 4K Mill Yard', '18 Weaver Lane', 'Leeds LS9 8AB', '£925 pcm'],
      ['Garden Flat', '7 Elm Grove', 'Bath BA2 6PD', '£1,300 pcm'],
    ];
    const html = page(
      `<div class="grid">${lets
        .map(
          ([title, street, town, rent], index) =>
            `<div class="tile"><a href="/let/${index}"><h2>${title}</h2></a><div>${street}<br>${town}</div><strong>${rent}</strong></div>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('lettings with title, address and rent', html, 'https://lets.example/')).toEqual(
      lets.map(([title, street, town]): unknown =>
        expect.objectContaining({ title, address: `${street} ${town}` }),
      ),
    );
  });

  it('keeps apart a block whose lines hold more than the address: a phone line under it', () => {
    const shops = [
      ['Quay Cycles', '2 Quay Street', '0117 496 0100'],
      ['Wheel Yard', '18 Weaver Lane', '0113 496 0101'],
      ['Spoke & Chain', '7 Elm Grove', '01225 496 010'],
    ];
    const html = page(
      `<div class="shops">${shops
        .map(
          ([name, street, phone], index) =>
            `<div class="shop"><h3><a href="/s/${index}">${name}</a></h3><p class="contact">${street}<br>${phone}</p></div>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('shops with name, address and phone', html, 'https://bikes.example/')).toEqual(
      shops.map(([name, address, phone]): unknown =>
        expect.objectContaining({ name, address, phone }),
      ),
    );
  });
});
