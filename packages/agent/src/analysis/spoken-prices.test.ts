/**
 * Shop cards that draw the price in pieces hidden from screen readers, or show it only in a
 * badge's label, say the whole price in aria-label: that is the price. Pages written here, not
 * copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const teas = [
  ['Sencha Kyoto', '8', '.50', 8.5],
  ['Gyokuro Asahi', '14', '.00', 14],
  ['Bancha Autumn', '5', '.25', 5.25],
] as const;

describe('a price said in aria-label', () => {
  it("a tea shop's tiles: the figures in aria-hidden pieces, the price in the label", () => {
    const html = page(
      `<h1>Green teas</h1><ul class="grid">${teas
        .map(
          ([name, units, cents], index) =>
            `<li class="tile"><a href="/t/${index}"><img src="/i/${index}.jpg" alt=""><h2>${name}</h2></a><div class="cost" aria-label="Price: £${units}${cents}"><span aria-hidden="true">£</span><span aria-hidden="true">${units}</span><span aria-hidden="true">${cents}</span></div><button>Add</button></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor('every tea with its name, price and link', html, 'https://tea.example/green'),
    ).toEqual(
      teas.map(([name, , , price], index): unknown =>
        expect.objectContaining({ name, price, link: `https://tea.example/t/${index}` }),
      ),
    );
  });

  it('an empty badge whose label is the price', () => {
    const html = page(
      `<ul class="grid">${teas
        .map(
          ([name, units, cents], index) =>
            `<li class="tile"><a href="/t/${index}"><h2>${name}</h2></a><span class="amount" aria-label="£${units}${cents} per 100g"></span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('every tea with its name and price', html, 'https://tea.example/green')).toEqual(
      teas.map(([name, , , price]): unknown => expect.objectContaining({ name, price })),
    );
  });

  it('leaves a label that is no price, beside a price shown, to the shown price', () => {
    const html = page(
      `<ul class="grid">${teas
        .map(
          ([name, units, cents], index) =>
            `<li class="tile"><a href="/t/${index}"><h2>${name}</h2></a><span class="price" aria-label="Current price">£${units}${cents}</span></li>`,
        )
        .join('')}</ul>`,
    );
    expect(rowsFor('every tea with its name and price', html, 'https://tea.example/green')).toEqual(
      teas.map(([name, , , price]): unknown => expect.objectContaining({ name, price })),
    );
  });
});
