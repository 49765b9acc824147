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
  where,
  whereIn,
  type EvalTable,
  type Rec,
} from '../compute.js';

/**
 * Round five, held out: mountains — heights in metres with a thousands comma ('8,849 m'), a year
 * of first ascent headed 'first_ascent', a range, countries and a count of deaths. Written after
 * round four's rules, before any answer to it was looked at.
 */
const peak = (
  name: string,
  range: string,
  country: string,
  metres: number,
  firstAscent: number,
  deaths: number,
): Rec => ({
  mountain: name,
  range,
  country,
  height: `${metres.toLocaleString('en-GB')} m`,
  first_ascent: firstAscent,
  deaths,
});

const records: Rec[] = [
  peak('Everest', 'Himalaya', 'Nepal', 8849, 1953, 310),
  peak('K2', 'Karakoram', 'Pakistan', 8611, 1954, 96),
  peak('Kangchenjunga', 'Himalaya', 'Nepal', 8586, 1955, 48),
  peak('Lhotse', 'Himalaya', 'Nepal', 8516, 1956, 31),
  peak('Nanga Parbat', 'Himalaya', 'Pakistan', 8126, 1953, 85),
  peak('Aconcagua', 'Andes', 'Argentina', 6961, 1897, 150),
  peak('Denali', 'Alaska Range', 'United States', 6190, 1913, 120),
  peak('Mont Blanc', 'Alps', 'France', 4806, 1786, 1000),
  peak('Matterhorn', 'Alps', 'Switzerland', 4478, 1865, 500),
  peak('Kilimanjaro', 'Kilimanjaro', 'Tanzania', 5895, 1889, 40),
];

const M = 'mountain';
const height = (r: Rec) => col([r], 'height')[0]!;
export const peaks: EvalTable = {
  name: 'peaks',
  // Round five: written before any answer to it was looked at; its misses were then fixed as
  // general rules (superlatives by meaning, years of events, 'first', 'no … left'), so it tunes.
  heldOut: false,
  records,
  questions: [
    {
      question: 'mountains higher than 8,500 m',
      expected: set(
        M,
        names(
          records.filter((r) => height(r) > 8500),
          M,
        ),
      ),
    },
    {
      question: 'What is the tallest mountain in the Alps?',
      expected: record('Mont Blanc'),
    },
    {
      question: 'mountains first climbed in 1953',
      expected: set(M, names(where(records, 'first_ascent', 1953), M)),
    },
    {
      question: 'Which mountain was climbed first?',
      expected: record(first(sortBy(records, 'first_ascent', 1), M)),
    },
    {
      question: 'How many mountains are in Nepal and Pakistan together?',
      expected: num(whereIn(records, 'country', ['Nepal', 'Pakistan']).length),
    },
    {
      question: 'average height of Himalaya mountains',
      expected: num(avg(where(records, 'range', 'Himalaya').map(height))),
    },
    {
      question: 'Which range has the most deaths in total?',
      expected: {
        top: groupTop(records, 'range', (g) => g.reduce((s, r) => s + Number(r.deaths), 0)),
      },
    },
    {
      question: 'mountains with more than 100 deaths',
      expected: set(
        M,
        names(
          records.filter((r) => Number(r.deaths) > 100),
          M,
        ),
      ),
    },
    {
      question: 'the highest mountain in Pakistan',
      expected: record('K2'),
    },
    { question: 'Which mountain is the hardest to climb?', expected: decline },
  ],
};
