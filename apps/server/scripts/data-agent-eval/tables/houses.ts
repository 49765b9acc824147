import {
  avg,
  col,
  decline,
  first,
  groupTop,
  names,
  num,
  record,
  set,
  sortBy,
  sortByText,
  sum,
  where,
  type EvalTable,
  type Rec,
} from '../compute.js';

/** Held out (round two): houses for sale, with square feet, a yes/no garden and an energy band. */
const house = (
  address: string,
  town: string,
  price: number,
  bedrooms: number,
  bathrooms: number,
  sqft: number,
  garden: boolean,
  listed: string,
  epc: string,
): Rec => ({
  address,
  town,
  price: `£${price.toLocaleString('en-GB')}`,
  bedrooms,
  bathrooms,
  floor_area: `${sqft.toLocaleString('en-GB')} sq ft`,
  garden: garden ? 'Yes' : 'No',
  listed,
  epc_rating: epc,
});

const records: Rec[] = [
  house('12 Royal Crescent', 'Bath', 1_250_000, 5, 3, 2_900, true, '2025-04-02', 'D'),
  house('4 Pulteney Road', 'Bath', 625_000, 3, 2, 1_350, true, '2025-05-11', 'C'),
  house('27 Widcombe Hill', 'Bath', 480_000, 2, 1, 950, false, '2025-03-20', 'C'),
  house('9 Clifton Vale', 'Bristol', 540_000, 3, 1, 1_200, true, '2025-05-28', 'D'),
  house('88 Gloucester Road', 'Bristol', 395_000, 2, 1, 820, false, '2025-02-14', 'C'),
  house('3 Redland Grove', 'Bristol', 875_000, 4, 2, 1_900, true, '2025-06-01', 'B'),
  house('15 High Street', 'Frome', 310_000, 2, 1, 780, false, '2025-01-30', 'E'),
  house('Orchard Cottage', 'Frome', 455_000, 3, 2, 1_150, true, '2025-04-18', 'D'),
  house('7 Mill Lane', 'Frome', 520_000, 4, 2, 1_500, true, '2025-05-05', 'C'),
  house('21 Castle Street', 'Wells', 365_000, 3, 1, 1_000, false, '2025-03-08', 'D'),
  house('The Old Rectory', 'Wells', 1_100_000, 6, 4, 3_400, true, '2025-05-20', 'E'),
  house('2 Chamberlain Street', 'Wells', 289_000, 2, 1, 700, false, '2025-06-03', 'B'),
];

const A = 'address';
const price = (r: Rec) => col([r], 'price')[0]!;
const area = (r: Rec) => col([r], 'floor_area')[0]!;
export const houses: EvalTable = {
  name: 'houses',
  heldOut: false,
  records,
  questions: [
    {
      question: 'houses with 4 bedrooms',
      expected: set(A, names(where(records, 'bedrooms', 4), A)),
    },
    {
      question: 'How many houses have a garden?',
      expected: num(where(records, 'garden', 'Yes').length),
    },
    {
      question: 'houses under £500k',
      expected: set(
        A,
        names(
          records.filter((r) => price(r) < 500_000),
          A,
        ),
      ),
    },
    { question: 'largest house', expected: record(first(sortBy(records, 'floor_area', -1), A)) },
    {
      question: 'houses bigger than 100 m²',
      expected: set(
        A,
        names(
          records.filter((r) => area(r) * 0.0929 > 100),
          A,
        ),
      ),
    },
    {
      question: 'most recently listed house',
      expected: record(first(sortByText(records, 'listed', -1), A)),
    },
    {
      question: 'average price of houses in Bath',
      expected: num(avg(col(where(records, 'town', 'Bath'), 'price'))),
    },
    {
      question: 'Which town has the highest average price?',
      expected: { top: groupTop(records, 'town', (g) => avg(col(g, 'price'))) },
    },
    {
      question: 'houses with an EPC rating of C',
      expected: set(A, names(where(records, 'epc_rating', 'C'), A)),
    },
    { question: 'Is there a house with a swimming pool?', expected: decline },
    {
      question: 'How many bathrooms do the houses in Bath have together?',
      expected: num(sum(col(where(records, 'town', 'Bath'), 'bathrooms'))),
    },
  ],
};
