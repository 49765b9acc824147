/**
 * A ranking table whose first column is headed "#" over 1, 2, 3…: a person asking for the rank
 * reads that column. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';

const table = (head: string[], rows: string[][]) =>
  page(
    `<table class="board"><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows
      .map(
        ([first, name, ...rest]) =>
          `<tr><td>${first}</td><td><a href="/e/${name}">${name}</a></td>${rest.map((cell) => `<td>${cell}</td>`).join('')}</tr>`,
      )
      .join('')}</tbody></table>`,
  );

describe('a column headed "#" that counts the records', () => {
  it("a league table's '#' column is the rank, from any first place", () => {
    const html = table(
      ['#', 'Club', 'Played', 'Points'],
      [
        ['11', 'Rovers', '30', '41'],
        ['12', 'Albion', '30', '39'],
        ['13', 'United', '30', '38'],
      ],
    );
    expect(
      rowsFor('every club with rank, club and points', html, 'https://league.example/table?p=2'),
    ).toEqual([
      expect.objectContaining({ rank: 11, club: 'Rovers', points: 41 }),
      expect.objectContaining({ rank: 12, club: 'Albion', points: 39 }),
      expect.objectContaining({ rank: 13, club: 'United', points: 38 }),
    ]);
  });

  it("must not change: a '#' column of order numbers is no rank", () => {
    const html = table(
      ['#', 'Customer', 'Total'],
      [
        ['10234', 'Ann Lee', '$40.00'],
        ['10871', 'Bo Kim', '$12.50'],
        ['11002', 'Cy Roe', '$99.00'],
      ],
    );
    const [first] = rowsFor(
      'every order with customer and total',
      html,
      'https://shop.example/orders',
    ) as Record<string, unknown>[];
    expect(first).toMatchObject({ customer: 'Ann Lee', total: 40 });
    expect(first).not.toHaveProperty('rank');
  });
});
