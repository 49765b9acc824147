import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(6);

const lighthouse = (
  name: string,
  coast: string,
  feet: number,
  firstLit: number,
  keepers: number,
  fee: number,
  visitors: number,
) => ({
  lighthouse: name,
  coast,
  elevation: `${feet} ft`,
  first_lit: firstLit,
  keepers,
  entry_fee: `$${fee}`,
  visitors,
});

/**
 * Lighthouses: a shape no eval table has. How high each stands is headed 'elevation' and written
 * in feet, the year each was first lit goes back to 1698 under a header that names the event
 * ('first_lit'), a count that can be none (keepers), and a count of visitors whose figures fall
 * among the years (1200–2050) but name no event.
 */
export const lighthouses: TestTable = {
  records: [
    lighthouse('Cape Hollow', 'West', 156, 1698, 0, 5, 1200),
    lighthouse('Gull Point', 'West', 88, 1857, 2, 0, 1850),
    lighthouse('North Reef', 'North', 210, 1932, 1, 8, 2050),
    lighthouse('Salt Head', 'East', 64, 1791, 0, 3, 1430),
    lighthouse('Beacon Rock', 'East', 132, 1874, 3, 6, 1610),
    lighthouse('Storm Tower', 'North', 178, 1821, 0, 4, 1999),
  ],
  columns: [
    column('lighthouse', 'text'),
    column('coast', 'category', { distinct: 3 }),
    column('elevation', 'number', { unit: 'ft', min: 64, max: 210 }),
    column('first_lit', 'number', { min: 1698, max: 1932 }),
    column('keepers', 'number', { distinct: 4, min: 0, max: 3 }),
    column('entry_fee', 'number', { unit: '$', min: 0, max: 8 }),
    column('visitors', 'number', { min: 1200, max: 2050 }),
  ],
};
