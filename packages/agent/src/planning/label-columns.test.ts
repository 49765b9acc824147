/**
 * Cards whose facts are label and value pairs in an order of each card's own, some missing:
 * a person reads each fact by its label. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

type Facts = [label: string, value: string][];

const cards = (facts: Facts[], pairs: (facts: Facts) => string, title: (index: number) => string) =>
  page(
    `<div class="results">${facts
      .map(
        (card, index) =>
          `<article class="listing"><h2><a href="/l/${index}">${title(index)}</a></h2>${pairs(card)}</article>`,
      )
      .join('')}</div>`,
  );

describe('facts read by their labels when each card orders them its own way', () => {
  it("a letting site's cards: a definition list with rent, bedrooms and area", () => {
    const flats: Facts[] = [
      [
        ['Rent', '€1,200'],
        ['Bedrooms', '2'],
        ['Area', '65 m²'],
      ],
      [
        ['Bedrooms', '3'],
        ['Rent', '€1,650'],
        ['Area', '90 m²'],
      ],
      [
        ['Area', '40 m²'],
        ['Rent', '€900'],
      ],
      [
        ['Rent', '€2,100'],
        ['Area', '120 m²'],
        ['Bedrooms', '4'],
      ],
    ];
    const html = cards(
      flats,
      (card) =>
        `<dl>${card.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join('')}</dl>`,
      (index) => `Flat ${index + 1}`,
    );
    expect(
      rowsFor('all flats with title, rent, bedrooms and area', html, 'https://lets.example/'),
    ).toEqual([
      expect.objectContaining({ title: 'Flat 1', rent: 1200, bedrooms: 2, area: '65 m²' }),
      expect.objectContaining({ title: 'Flat 2', rent: 1650, bedrooms: 3, area: '90 m²' }),
      expect.objectContaining({ title: 'Flat 3', rent: 900, bedrooms: null, area: '40 m²' }),
      expect.objectContaining({ title: 'Flat 4', rent: 2100, bedrooms: 4, area: '120 m²' }),
    ]);
  });

  it("a used-car list: spans of a label and a value in list items, and a table's rows", () => {
    const cars: Facts[] = [
      [
        ['Year', '2019'],
        ['Mileage', '45,000 mi'],
        ['Fuel', 'Diesel'],
      ],
      [
        ['Fuel', 'Petrol'],
        ['Year', '2021'],
      ],
      [
        ['Mileage', '88,000 mi'],
        ['Fuel', 'Hybrid'],
        ['Year', '2016'],
      ],
    ];
    const layouts = [
      (card: Facts) =>
        `<ul class="facts">${card.map(([label, value]) => `<li><span class="k">${label}</span> <span class="v">${value}</span></li>`).join('')}</ul>`,
      (card: Facts) =>
        `<table>${card.map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`).join('')}</table>`,
    ];
    for (const layout of layouts) {
      const html = cards(cars, layout, (index) => `Car ${index + 1}`);
      const rows = rowsFor(
        'all cars with title, year, mileage and fuel',
        html,
        'https://cars.example/',
      );
      expect(rows).toEqual([
        expect.objectContaining({ title: 'Car 1', year: 2019, fuel: 'Diesel' }),
        expect.objectContaining({ title: 'Car 2', year: 2021, fuel: 'Petrol' }),
        expect.objectContaining({ title: 'Car 3', year: 2016, fuel: 'Hybrid' }),
      ]);
      expect((rows[1] as { mileage?: unknown }).mileage ?? null).toBeNull();
    }
  });

  it('must not change: facts in one order on every card, and a list of tags', () => {
    const books: Facts[] = [
      [
        ['Author', 'Ann Lee'],
        ['Pages', '320'],
      ],
      [
        ['Author', 'Bo Kim'],
        ['Pages', '210'],
      ],
      [
        ['Author', 'Cy Roe'],
        ['Pages', '400'],
      ],
    ];
    const html = cards(
      books,
      (card) =>
        `<dl>${card.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join('')}</dl><p class="tags">${[
          'fiction',
          'prize',
        ]
          .map((tag) => `<a class="tag" href="/t/${tag}">${tag}</a>`)
          .join(' ')}</p>`,
      (index) => `Book ${index + 1}`,
    );
    expect(
      rowsFor('all books with title, author, pages and tags', html, 'https://books.example/'),
    ).toEqual([
      expect.objectContaining({
        title: 'Book 1',
        author: 'Ann Lee',
        pages: 320,
        tags: ['fiction', 'prize'],
      }),
      expect.objectContaining({ title: 'Book 2', author: 'Bo Kim', pages: 210 }),
      expect.objectContaining({ title: 'Book 3', author: 'Cy Roe', pages: 400 }),
    ]);
  });
});
