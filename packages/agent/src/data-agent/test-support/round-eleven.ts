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
