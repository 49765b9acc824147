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
  whereIn,
  type EvalTable,
  type Rec,
} from '../compute.js';

/** Held out (round two): restaurants with a rating, a review count, a bill in euros and a yes/no. */
const place = (
  name: string,
  cuisine: string,
  neighbourhood: string,
  rating: number,
  reviews: number,
  bill: number,
  delivery: boolean,
  opened: string,
): Rec => ({
  name,
  cuisine,
  neighbourhood,
  rating,
  reviews,
  average_bill: `€${bill}`,
  delivery: delivery ? 'Yes' : 'No',
  opened,
});

const records: Rec[] = [
  place('Trattoria Nonna', 'Italian', 'Shoreditch', 4.6, 1840, 32, true, '2015-04-12'),
  place('Pasta Fresca', 'Italian', 'Soho', 4.0, 920, 24, true, '2019-09-01'),
  place('Il Forno', 'Italian', 'Camden', 4.3, 610, 28, false, '2021-02-20'),
  place('Bangkok Street', 'Thai', 'Shoreditch', 4.0, 1320, 22, true, '2017-06-15'),
  place('Lotus Garden', 'Thai', 'Soho', 4.4, 760, 30, false, '2012-11-03'),
  place('Sakura', 'Japanese', 'Soho', 4.8, 2210, 55, false, '2010-03-22'),
  place('Ramen Ya', 'Japanese', 'Camden', 4.2, 1050, 19, true, '2022-08-08'),
  place('Dishoom', 'Indian', 'Shoreditch', 4.7, 5400, 35, true, '2014-10-01'),
  place('Masala Hut', 'Indian', 'Brixton', 4.0, 480, 18, true, '2023-05-30'),
  place('Le Petit Bistro', 'French', 'Soho', 4.5, 890, 48, false, '2016-01-18'),
  place('Taco Loco', 'Mexican', 'Brixton', 3.9, 650, 21, true, '2020-07-04'),
  place('Burger Barn', 'American', 'Shoreditch', 3.7, 1500, 17, true, '2018-12-12'),
];

const N = 'name';
const bill = (r: Rec) => col([r], 'average_bill')[0]!;
export const restaurants: EvalTable = {
  name: 'restaurants',
  heldOut: false,
  records,
  questions: [
    {
      question: 'restaurants rated 4.5 or above',
      expected: set(
        N,
        names(
          records.filter((r) => Number(r.rating) >= 4.5),
          N,
        ),
      ),
    },
    {
      question: 'How many restaurants have a rating of 4?',
      expected: num(where(records, 'rating', 4).length),
    },
    {
      question: 'best rated Italian restaurant',
      expected: record(first(sortBy(where(records, 'cuisine', 'Italian'), 'rating', -1), N)),
    },
    {
      question: 'Which neighbourhood has the most restaurants?',
      expected: { top: groupTop(records, 'neighbourhood', (g) => g.length) },
    },
    {
      question: 'restaurants that deliver',
      expected: set(N, names(where(records, 'delivery', 'Yes'), N)),
    },
    {
      question: 'average bill in Shoreditch',
      expected: num(avg(col(where(records, 'neighbourhood', 'Shoreditch'), 'average_bill'))),
    },
    {
      question: 'most reviewed restaurant',
      expected: record(first(sortBy(records, 'reviews', -1), N)),
    },
    {
      question: 'How many reviews do the Thai and Japanese restaurants have together?',
      expected: num(sum(col(whereIn(records, 'cuisine', ['Thai', 'Japanese']), 'reviews'))),
    },
    {
      question: 'newest restaurant',
      expected: record(first(sortByText(records, 'opened', -1), N)),
    },
    { question: 'Do they have vegan options at Dishoom?', expected: decline },
    {
      question: 'restaurants where the average bill is under €30',
      expected: set(
        N,
        names(
          records.filter((r) => bill(r) < 30),
          N,
        ),
      ),
    },
  ],
};
