import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compoundColumns } from '../src/commands/data-agent/compound-cells.js';
import { discoverColumns } from '../src/commands/data-agent/discover-columns.js';
import { readShape } from '../src/commands/data-agent/value-shapes.js';
import { openTableJob, type TableJob } from './support/data-agent-table.js';

/**
 * Cells of several figures and figures with a period or a sign, on a table no eval table is like:
 * holiday cabins with guests and rooms in one cell ('6 guests · 3 rooms', 'Loft · 1 rooms'), a
 * price 'per night', and the change of a review score written '+0.3' / '−0.2' (a minus sign).
 */
const cabin = (name: string, sleeps: string, price: string, change: string, lake: string) => ({
  cabin: name,
  sleeps_rooms: sleeps,
  price,
  score_change: change,
  lake,
});

const cabins = [
  cabin('Birch Hut', '2 guests · 1 rooms', '€95 per night', '+0.3', 'Saimaa'),
  cabin('Pine Lodge', '6 guests · 3 rooms', '€210 per night', '−0.2', 'Saimaa'),
  cabin('Fern Cabin', '4 guests · 2 rooms', '€140 per night', '0', 'Päijänne'),
  cabin('Moss Loft', 'Loft · 1 rooms', '€80 per night', '+0.1', 'Päijänne'),
  cabin('Alder House', '8 guests · 4 rooms', '€320 per night', '−0.5', 'Inari'),
];

let table: TableJob;
let database: TableJob['database'];
let jobId: string;
let ask: TableJob['ask'];
let names: TableJob['names'];

beforeAll(async () => {
  table = await openTableJob(cabins, 'cabin');
  ({ database, jobId, ask, names } = table);
});
afterAll(() => table.close());

describe('figures with a period or a sign', () => {
  it("'€95 per night', '$1,250/mo' are prices; '+0.3' and '−0.2' are signed figures", () => {
    expect(readShape(['€95 per night', '€210 per night', '€80 per night'], '.')).toMatchObject({
      kind: 'number',
      unit: '€',
      min: 80,
      max: 210,
    });
    expect(readShape(['$1,250/mo', '$980/mo', '$2,100/mo'], '.')).toMatchObject({
      kind: 'number',
      unit: '$',
      min: 980,
      max: 2100,
    });
    expect(readShape(['+0.3', '−0.2', '0', '−0.5'], '.')).toMatchObject({
      kind: 'number',
      min: -0.5,
      max: 0.3,
    });
  });
});

describe('cells of several figures', () => {
  it('each figure is a column named by the header word in its place', () => {
    const columns = compoundColumns(
      'sleeps_rooms',
      cabins.map((c) => c.sleeps_rooms),
      () => false,
    );
    expect(columns.map((c) => [c.key, c.unit, c.min, c.max])).toEqual([
      ['sleeps', 'guests', 2, 8],
      ['rooms', 'rooms', 1, 4],
    ]);
    // A single figure, or text of words, is no compound cell.
    expect(compoundColumns('price', ['€95', '€210', '€80'], () => false)).toEqual([]);
    expect(compoundColumns('lake', ['Saimaa', 'Inari / Lapland', 'Oulu'], () => false)).toEqual([]);
  });

  it('answers with them, with the period and sign read', async () => {
    const { columns } = await discoverColumns(database.db, jobId);
    expect(columns.map((c) => c.key)).toEqual(expect.arrayContaining(['sleeps', 'rooms']));
    expect(names(await ask('cabins with 2 rooms'))).toEqual(['Fern Cabin']);
    expect(names(await ask('cabins for more than 4 guests'))).toEqual([
      'Pine Lodge',
      'Alder House',
    ]);
    expect(names(await ask('cabins under €150 a night'))).toEqual([
      'Birch Hut',
      'Fern Cabin',
      'Moss Loft',
    ]);
    expect(names(await ask('cabins with a negative score change'))).toEqual([
      'Pine Lodge',
      'Alder House',
    ]);
    // The cell itself is still read as written.
    expect((await ask('How many cabins are a Loft?')).table?.rows[0]?.[0]).toBe(1);
  });
});
