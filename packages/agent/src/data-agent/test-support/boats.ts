import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(6);

const boat = (
  name: string,
  harbour: string,
  lengthM: number,
  weightKg: number,
  comfort: number,
  crew: boolean,
  built: string,
  speed: number,
  safety: string,
) => ({
  boat: name,
  harbour,
  length_m: lengthM,
  weight_kg: weightKg,
  comfort_score: comfort,
  crewing: crew ? 'Yes' : 'No',
  built,
  average_speed: speed,
  safety_class: safety,
});

/**
 * Boats to charter: a shape none of the eval's tables has. Lengths and weights are bare figures
 * whose unit is in the header (length_m, weight_kg), a score named in two words, a column whose name holds an aggregate word (average_speed), a letter grade named in two words (safety_class), and a yes/no
 * column named by a noun that questions say as a verb ('boats that crew' → crewing).
 */
export const boats: TestTable = {
  records: [
    boat('Sea Breeze', 'Split', 12.5, 8200, 7, true, '2015-05-01', 18, 'A'),
    boat('Blue Heron', 'Split', 9.8, 4300, 5, false, '2009-03-12', 12, 'B'),
    boat('Kestrel', 'Hvar', 15.2, 12600, 9, true, '2019-06-20', 25, 'A'),
    boat('Morning Star', 'Hvar', 8.4, 2900, 4, false, '2004-08-02', 10, 'C'),
    boat('Aurora', 'Korcula', 18.9, 21000, 8, true, '2021-04-15', 28, 'A'),
    boat('Little Gull', 'Korcula', 6.2, 1400, 3, false, '1998-07-30', 8, 'B'),
  ],
  columns: [
    column('boat', 'text'),
    column('harbour', 'category', { distinct: 3 }),
    column('length_m', 'number', { min: 6.2, max: 18.9 }),
    column('weight_kg', 'number', { min: 1400, max: 21000 }),
    column('comfort_score', 'number', { min: 3, max: 9 }),
    column('crewing', 'category', { distinct: 2, examples: ['Yes', 'No'] }),
    column('built', 'date'),
    column('average_speed', 'number', { min: 8, max: 28 }),
    column('safety_class', 'category', { distinct: 3, examples: ['A', 'B', 'C'] }),
  ],
};
