import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(5);

/**
 * A skate shop's boards, whose kinds include a hyphenated one ('E-skateboard'): 'skateboards'
 * said of the shop's boards is every kind of them.
 */
export const skateboards: TestTable = {
  records: [
    { board: 'Boosted Mini', type: 'E-skateboard', price: '£799', in_stock: 'Yes' },
    { board: 'Sector 9 Ledger', type: 'Longboard', price: '£149', in_stock: 'No' },
    { board: 'Globe Big Blazer', type: 'Cruiser', price: '£95', in_stock: 'Yes' },
    { board: 'Santa Cruz Classic', type: 'Street', price: '£70', in_stock: 'Yes' },
    { board: 'Landyachtz Dinghy', type: 'Cruiser', price: '£120', in_stock: 'No' },
  ],
  columns: [
    column('board', 'text'),
    column('type', 'category', {
      distinct: 4,
      examples: ['E-skateboard', 'Longboard', 'Cruiser', 'Street'],
    }),
    column('price', 'number', { unit: '£', min: 70, max: 799 }),
    column('in_stock', 'category', { distinct: 2, examples: ['Yes', 'No'] }),
  ],
};

/** A scooter hire's fleet: kinds written 'Kick scooter', 'E-scooter' and 'Balance bike'. */
export const scooters: TestTable = {
  records: [
    { model: 'Micro Maxi', type: 'Kick scooter', day_rate: '£8' },
    { model: 'Xiaomi 4 Pro', type: 'E-scooter', day_rate: '£25' },
    { model: 'Envy Prodigy', type: 'Stunt scooter', day_rate: '£10' },
    { model: 'Frog Tadpole', type: 'Balance bike', day_rate: '£6' },
    { model: 'Segway Ninebot', type: 'E-scooter', day_rate: '£22' },
  ],
  columns: [
    column('model', 'text'),
    column('type', 'category', {
      distinct: 4,
      examples: ['Kick scooter', 'E-scooter', 'Stunt scooter', 'Balance bike'],
    }),
    column('day_rate', 'number', { unit: '£', min: 6, max: 25 }),
  ],
};

/** A greengrocer's board: a price per item, whether it is in season, and where it is from. */
export const produce: TestTable = {
  records: [
    { item: 'Bramley apples', price: '£1.20', in_season: 'Yes', origin: 'Kent' },
    { item: 'Conference pears', price: '£1.50', in_season: 'Yes', origin: 'Kent' },
    { item: 'Asparagus', price: '£3.00', in_season: 'No', origin: 'Peru' },
    { item: 'Strawberries', price: '£2.50', in_season: 'No', origin: 'Spain' },
    { item: 'Leeks', price: '£0.90', in_season: 'Yes', origin: 'Norfolk' },
  ],
  columns: [
    column('item', 'text'),
    column('price', 'number', { unit: '£', min: 0.9, max: 3 }),
    column('in_season', 'category', { distinct: 2, examples: ['Yes', 'No'] }),
    column('origin', 'category', { distinct: 4, examples: ['Kent', 'Peru', 'Spain', 'Norfolk'] }),
  ],
};

/** A ski area's runs: how far each drops ('vertical') beside how long it is, both in metres. */
export const runs: TestTable = {
  records: [
    { run: 'Blue Fox', vertical: '320 m', length: '2,400 m', grade: 'Blue' },
    { run: 'Black Wall', vertical: '610 m', length: '1,300 m', grade: 'Black' },
    { run: 'Valley Road', vertical: '150 m', length: '3,900 m', grade: 'Green' },
    { run: 'Red Gully', vertical: '450 m', length: '1,800 m', grade: 'Red' },
    { run: 'Nursery', vertical: '40 m', length: '350 m', grade: 'Green' },
  ],
  columns: [
    column('run', 'text'),
    column('vertical', 'number', { unit: 'm', min: 40, max: 610 }),
    column('length', 'number', { unit: 'm', min: 350, max: 3900 }),
    column('grade', 'category', { distinct: 4, examples: ['Blue', 'Black', 'Green', 'Red'] }),
  ],
};

/** A via ferrata guide's routes, measured only by how far each climbs. */
export const ferratas: TestTable = {
  records: [
    { route: 'Brigata Tridentina', climb: '600 m', grade: 'C' },
    { route: 'Ivano Dibona', climb: '450 m', grade: 'B' },
    { route: 'Punta Anna', climb: '800 m', grade: 'D' },
    { route: 'Col dei Bos', climb: '350 m', grade: 'C' },
    { route: 'Averau', climb: '120 m', grade: 'B' },
  ],
  columns: [
    column('route', 'text'),
    column('climb', 'number', { unit: 'm', min: 120, max: 800 }),
    column('grade', 'category', { distinct: 4, examples: ['C', 'B', 'D'] }),
  ],
};

/** A decorating shop's paints: tins of several sizes, each priced. */
export const tins: TestTable = {
  records: [
    { paint: 'Dulux Pure Brilliant White', tin_size: '5 L', price: '£32' },
    { paint: 'Crown Magnolia', tin_size: '2.5 L', price: '£21' },
    { paint: 'Farrow & Ball Elephant’s Breath', tin_size: '2.5 L', price: '£58' },
    { paint: 'Valspar Duck Egg', tin_size: '5 L', price: '£45' },
    { paint: 'Johnstone’s Trade White', tin_size: '10 L', price: '£49' },
  ],
  columns: [
    column('paint', 'text'),
    column('tin_size', 'number', { unit: 'L', min: 2.5, max: 10, distinct: 3 }),
    column('price', 'number', { unit: '£', min: 21, max: 58 }),
  ],
};

/** A choir's concerts this season: a name, a day, a venue and a ticket price. */
export const concerts: TestTable = {
  records: [
    { concert: 'Spring Gala', date: '2026-03-21', venue: 'Town Hall', price: '£15' },
    { concert: 'Messiah from Scratch', date: '2026-04-11', venue: 'St Mary’s', price: '£10' },
    { concert: 'Summer Serenade', date: '2026-06-27', venue: 'Town Hall', price: '£18' },
    { concert: 'Carols by Candlelight', date: '2026-12-12', venue: 'St Mary’s', price: '£12' },
    { concert: 'Autumn Songbook', date: '2026-10-03', venue: 'Arts Centre', price: '£15' },
  ],
  columns: [
    column('concert', 'text'),
    column('date', 'date'),
    column('venue', 'category', {
      distinct: 3,
      examples: ['Town Hall', 'St Mary’s', 'Arts Centre'],
    }),
    column('price', 'number', { unit: '£', min: 10, max: 18, distinct: 4 }),
  ],
};
