/**
 * "2B 1BA" on a rental card is two bedrooms and one bathroom, "Flat 2B" a flat's letter: a
 * scale letter multiplies only money, a count followed by its unit, or a tally shown alone.
 * Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('a letter after a figure that is no scale', () => {
  it("a rental site's cards: bedrooms written as '2B 1BA'", () => {
    const homes: [string, string, number][] = [
      ['Mill Cottage', '2B 1BA', 2],
      ['Harbour View', '3B 2BA', 3],
      ['The Old School', '1B 1BA', 1],
    ];
    const html = page(
      `<ul class="rentals">${homes
        .map(
          ([name, facts], index) =>
            `<li class="rental"><h3><a href="/r/${index}">${name}</a></h3><span class="beds">${facts}</span><span class="rent">$1,${index}50/mo</span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('rentals with name and bedrooms', html, 'https://rent.example/')).toEqual(
      homes.map(([name, , bedrooms]): unknown => expect.objectContaining({ name, bedrooms })),
    );
  });

  it("a letting agent's table: a beds column written '2B'", () => {
    const homes: [string, string, number][] = [
      ['14 Alder Court', '2B', 2],
      ['3 Mill Lane', '4B', 4],
      ['9 Quay Street', '1B', 1],
    ];
    const html = page(
      `<table class="lets"><thead><tr><th>Address</th><th>Beds</th><th>Rent</th></tr></thead><tbody>${homes
        .map(
          ([address, beds], index) =>
            `<tr><td><a href="/l/${index}">${address}</a></td><td>${beds}</td><td>£${index + 9}00 pcm</td></tr>`,
        )
        .join('')}</tbody></table>`,
    );
    expect(rowsFor('lets with address and beds', html, 'https://lets.example/')).toEqual(
      homes.map(([address, , beds]): unknown => expect.objectContaining({ address, beds })),
    );
  });

  it('still reads a shortened count before its unit, and money shortened after its currency', () => {
    const firms: [string, string, number, string, number][] = [
      ['Tiny DB Ltd', '$1.2B', 1200000000, '2M downloads', 2000000],
      ['Left Pad plc', '$350M', 350000000, '1.5k downloads', 1500],
      ['Queue Lite Inc', '$2B', 2000000000, '3B downloads', 3000000000],
    ];
    const html = page(
      `<ul class="firms">${firms
        .map(
          ([name, value, , downloads], index) =>
            `<li class="firm"><h3><a href="/f/${index}">${name}</a></h3><span class="val">${value}</span> <span class="dl">${downloads}</span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('firms with name and downloads', html, 'https://firms.example/')).toEqual(
      firms.map(([name, , , , downloads]): unknown => expect.objectContaining({ name, downloads })),
    );
  });
});
