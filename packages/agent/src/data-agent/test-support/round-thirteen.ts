import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(5);

/** A riding school's ponies: an age in years and a weight in kilograms, as figures. */
export const ponies: TestTable = {
  records: [
    { pony: 'Bramley', age: '4 years', weight: '280 kg', colour: 'Bay' },
    { pony: 'Nutmeg', age: '12 years', weight: '310 kg', colour: 'Chestnut' },
    { pony: 'Pebble', age: '9 years', weight: '250 kg', colour: 'Grey' },
    { pony: 'Duke', age: '17 years', weight: '390 kg', colour: 'Bay' },
    { pony: 'Willow', age: '6 years', weight: '300 kg', colour: 'Palomino' },
  ],
  columns: [
    column('pony', 'text'),
    column('age', 'number', { unit: 'years', min: 4, max: 17 }),
    column('weight', 'number', { unit: 'kg', min: 250, max: 390 }),
    column('colour', 'category', {
      distinct: 4,
      examples: ['Bay', 'Chestnut', 'Grey', 'Palomino'],
    }),
  ],
};

/** A tool hire shop's stock, each tool out on hire or in store. */
export const tools: TestTable = {
  records: [
    { tool: 'Cement mixer', status: 'Hired', day_rate: '£28' },
    { tool: 'Floor sander', status: 'In store', day_rate: '£35' },
    { tool: 'Pressure washer', status: 'Hired', day_rate: '£22' },
    { tool: 'Tile cutter', status: 'In store', day_rate: '£18' },
    { tool: 'Scaffold tower', status: 'Hired', day_rate: '£45' },
  ],
  columns: [
    column('tool', 'text'),
    column('status', 'category', { distinct: 2, examples: ['Hired', 'In store'] }),
    column('day_rate', 'number', { unit: '£', min: 18, max: 45 }),
  ],
};
