import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(6);

const club = (
  name: string,
  gp: number,
  w: number,
  l: number,
  otl: number,
  gf: number,
  ga: number,
  arena: number,
  renewed: number,
) => ({
  club: name,
  GP: gp,
  W: w,
  L: l,
  OTL: otl,
  Pts: 2 * w + otl,
  GF: gf,
  GA: ga,
  arena_capacity: arena,
  sponsor_renewals: renewed,
});

/**
 * An ice-hockey standings table: a shape no eval table has. Short headers of one, two and three
 * capitals (W, GF, OTL) and one of a capital and small letters (Pts); an arena's capacity named by
 * the thing ('biggest arena'); a count of renewals asked of as 'more than once'.
 */
export const standings: TestTable = {
  records: [
    club('Ice Hawks', 30, 20, 7, 3, 101, 70, 18_000, 3),
    club('Polar Kings', 30, 18, 9, 3, 95, 80, 12_500, 1),
    club('Lake Wolves', 30, 15, 12, 3, 88, 88, 9_000, 0),
    club('Harbor Seals', 30, 12, 14, 4, 80, 92, 15_200, 2),
    club('Ridge Rams', 30, 9, 17, 4, 70, 99, 7_400, 0),
    club('Valley Owls', 30, 6, 21, 3, 61, 110, 6_100, 1),
  ],
  columns: [
    column('club', 'text'),
    column('GP', 'number', { distinct: 1, min: 30, max: 30 }),
    column('W', 'number', { min: 6, max: 20 }),
    column('L', 'number', { min: 7, max: 21 }),
    column('OTL', 'number', { distinct: 2, min: 3, max: 4 }),
    column('Pts', 'number', { min: 15, max: 43 }),
    column('GF', 'number', { min: 61, max: 101 }),
    column('GA', 'number', { min: 70, max: 110 }),
    column('arena_capacity', 'number', { min: 6100, max: 18000 }),
    column('sponsor_renewals', 'number', { distinct: 4, min: 0, max: 3 }),
  ],
};
