/**
 * A list whose cards say one field two ways ("Agent: <a>…</a>" in some, a classed agent box in
 * others) gives every card's value; a label whose value is a link is read as a pair. Pages
 * written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const homes = [
  ['5 Friary Court, Killarney', '€145,000', 'Coghlan Estates', 'label'],
  ['16 Deerpark Avenue, Castleknock', '€1,300,000', 'Castle Homes', 'label'],
  ['Ard Aulinn, Mungret', '€330,000', 'GL Auctioneers', 'box'],
  ['2 Church Lane, Gorey', '€275,000', 'CD Auctioneers', 'box'],
  ['Tatestown, Navan', '€410,000', 'Reilly Property', 'separated'],
] as const;

describe('a field labelled in some cards and classed in others', () => {
  it("a property search's results: the agent after 'Agent:' (once after a drawn '|') or in an agent box", () => {
    const html = page(
      `<h1>Homes for sale</h1><div class="results">${homes
        .map(
          ([title, price, agent, how], index) =>
            `<div class="home"><h3><a href="/h/${index}">${title}</a></h3><strong class="price">${price}</strong>${
              how !== 'box'
                ? `<ul class="links"><li><a href="/save/${index}">Save</a></li><li>${how === 'separated' ? '<span class="sep">|</span>' : ''}Agent: <a href="/agents/${index}">${agent}</a></li></ul>`
                : `<div class="agent-box"><span class="agent-name"><a href="/agents/${index}">${agent}</a></span></div>`
            }</div>`,
        )
        .join('')}</div>`,
    );
    expect(
      rowsFor('homes for sale with title, price and agent', html, 'https://homes.example/sale'),
    ).toEqual(homes.map(([title, , agent]): unknown => expect.objectContaining({ title, agent })));
  });

  it('reads a field only ever labelled, its value a link', () => {
    const books = [
      ['The Salt Road', 'Canongate'],
      ['Winter Orchard', 'Faber'],
      ['Under Glass', 'Picador'],
    ];
    const html = page(
      `<ul class="books">${books
        .map(
          ([title, publisher], index) =>
            `<li class="book"><h3><a href="/b/${index}">${title}</a></h3><p>Publisher: <a href="/p/${index}">${publisher}</a></p><p class="price">£9.99</p></li>`,
        )
        .join('')}</ul>`,
    );
    expect(
      rowsFor('books with title, publisher and price', html, 'https://books.example/new'),
    ).toEqual(
      books.map(([title, publisher]): unknown => expect.objectContaining({ title, publisher })),
    );
  });
});
