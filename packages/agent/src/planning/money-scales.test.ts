/**
 * Listings that write money short: a property site's "$1.2M" and "$850K", a funding table's
 * "£2.5m". A person reads the amount with its scale; other figures beside them keep theirs.
 * Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

describe('money written with its scale', () => {
  it("a property site's cards: '$1.2M', '$850K' and '$649,000' in one list", () => {
    const homes: [string, string, number][] = [
      ['4 Elm Road', '$1.2M', 1200000],
      ['9 Ash Avenue', '$850K', 850000],
      ['1 Oak Court', '$649,000', 649000],
    ];
    const html = page(
      `<div class="results">${homes
        .map(
          ([name, price], index) =>
            `<div class="card"><h3><a href="/h/${index}">${name}</a></h3><b class="p">${price}</b><span class="facts">3 bd · 2 ba</span></div>`,
        )
        .join('')}</div>`,
    );
    expect(rowsFor('all homes with title and price', html, 'https://homes.example/')).toEqual(
      homes.map(([title, , price]): unknown => expect.objectContaining({ title, price })),
    );
  });

  it("a start-up directory's table: raised '£2.5m', '€900k', employees as counts", () => {
    const firms: [string, string, number, string][] = [
      ['Loomwork', '£2.5m', 2500000, '14'],
      ['Tidepool', '€900k', 900000, '6'],
      ['Quarry', '$12M', 12000000, '40'],
    ];
    const html = page(
      `<table class="startups"><thead><tr><th>Company</th><th>Raised</th><th>Employees</th></tr></thead><tbody>${firms
        .map(
          ([name, raised, , staff], index) =>
            `<tr><td><a href="/s/${index}">${name}</a></td><td>${raised}</td><td>${staff}</td></tr>`,
        )
        .join('')}</tbody></table>`,
    );
    const rows = rowsFor('every company with raised and employees', html, 'https://vc.example/');
    expect(rows).toEqual(
      firms.map(([company, , raised, staff]): unknown =>
        expect.objectContaining({ company, raised, employees: Number(staff) }),
      ),
    );
  });

  it('must not change: a rental card\'s "2B" and a price per square metre', () => {
    const flats: [string, string, string][] = [
      ['Flat 2B, Mill House', '£1,150 pcm', '£14 m²'],
      ['Flat 4K, Quay Court', '£1,400 pcm', '£16 m²'],
    ];
    const html = page(
      `<ul class="lets">${flats
        .map(
          ([name, rent, area], index) =>
            `<li class="let"><a href="/l/${index}">${name}</a><span class="rent">${rent}</span><span class="rate">${area}</span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('all flats with name and rent', html, 'https://lets.example/')).toEqual([
      expect.objectContaining({ name: 'Flat 2B, Mill House', rent: 1150 }),
      expect.objectContaining({ name: 'Flat 4K, Quay Court', rent: 1400 }),
    ]);
  });
});
