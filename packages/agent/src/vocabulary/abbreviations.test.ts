/**
 * Headers and labels written short ("Pts", "Qty", "Yr", "Avg", "Pos", "Min") answer the field
 * the request writes out. Pages written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { page, rowsFor } from '../../test/plan-rows.js';
import { abbreviates } from './abbreviations.js';

describe('words written short', () => {
  it('reads the usual ways of shortening a word', () => {
    expect(abbreviates('pts', 'points')).toBe(true);
    expect(abbreviates('qty', 'quantity')).toBe(true);
    expect(abbreviates('yr', 'year')).toBe(true);
    expect(abbreviates('avg', 'average')).toBe(true);
    expect(abbreviates('pos', 'position')).toBe(true);
    expect(abbreviates('min', 'minutes')).toBe(true);
    expect(abbreviates('wt', 'weight')).toBe(true);
    expect(abbreviates('no', 'number')).toBe(true);
  });

  it('does not read a short word that only begins another as its shortening', () => {
    expect(abbreviates('age', 'agent')).toBe(false);
    expect(abbreviates('com', 'company')).toBe(false);
    expect(abbreviates('pos', 'points')).toBe(false);
    expect(abbreviates('p', 'points')).toBe(false);
  });

  it("a basketball season's leaders: Yr, Min, Pts and Avg headers, an Age column not asked", () => {
    const players: [string, number, number, number, number, number][] = [
      ['Jordan Pike', 2024, 23, 812, 402, 18.3],
      ['Alex Moreno', 2024, 27, 760, 355, 16.1],
      ['Sam Okoye', 2023, 31, 701, 290, 13.8],
    ];
    const html = page(
      `<h1>Season leaders</h1><table><tr><th>Player</th><th>Yr</th><th>Age</th><th>Min</th><th>Pts</th><th>Avg</th></tr>${players
        .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
        .join('')}</table>`,
    );
    const rows = rowsFor(
      'players with name, year, minutes, points, average and agent',
      html,
      'https://hoops.example/leaders',
    );
    expect(rows).toEqual(
      players.map(([name, year, , minutes, points, average]): unknown =>
        expect.objectContaining({ name, year, minutes, points, average }),
      ),
    );
    expect(rows.every((row) => !(row as Record<string, unknown>)['agent'])).toBe(true);
  });

  it("an order page's definition list: Qty and Wt labels", () => {
    const html = page(
      `<h1>Walnut desk organiser</h1><dl class="order"><dt>Item no.</dt><dd>WD-118</dd><dt>Qty</dt><dd>3</dd><dt>Wt</dt><dd>1.2 kg</dd></dl><p class="price">£24.00</p>`,
    );
    expect(
      rowsFor('the item with its name, quantity and weight', html, 'https://shop.example/o/1042'),
    ).toEqual([
      expect.objectContaining({ name: 'Walnut desk organiser', quantity: '3', weight: '1.2 kg' }),
    ]);
  });

  it("a squad list headed No., asked for each player's number", () => {
    const squad = [
      ['1', 'Sam Okoye', 'Goalkeeper'],
      ['4', 'Jordan Pike', 'Defender'],
      ['9', 'Alex Moreno', 'Forward'],
    ];
    const html = page(
      `<table class="squad"><tr><th>No.</th><th>Player</th><th>Position</th></tr>${squad
        .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
        .join('')}</table>`,
    );
    expect(
      rowsFor('players with name, number and position', html, 'https://club.example/squad'),
    ).toEqual(
      squad.map(([number, name, position]): unknown =>
        expect.objectContaining({ name, number: Number(number), position }),
      ),
    );
  });
});
