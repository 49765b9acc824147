import {
  avg,
  decline,
  first,
  groupTop,
  names,
  num,
  record,
  set,
  sum,
  where,
  type EvalTable,
  type Rec,
} from '../compute.js';

/**
 * Round nine, held out: a museum's register of objects lent out, as its collections site lists
 * them — an object's title and an accession number ('1954.112'), the borrowing institution and
 * its city, the month a loan goes out and the month it is due back written in full ('March
 * 2026'), an insurance value either whole or with a written scale ('$850,000', '$1.2 million'),
 * how many pieces the loan holds in words ('one', 'six'), a condition word, whether a courier
 * travels with it 'Yes' / 'No', and the medium. Written after round eight's rules, before any
 * answer to it was looked at.
 */
const loan = (
  object: string,
  accession: string,
  borrower: string,
  city: string,
  out: string,
  back: string,
  insured: number,
  pieces: number,
  condition: string,
  courier: boolean,
  medium: string,
): Rec => ({
  object,
  accession_no: accession,
  borrower,
  city,
  loan_out: out,
  due_back: back,
  insurance_value:
    insured >= 1_000_000
      ? `$${(insured / 1_000_000).toString()} million`
      : `$${insured.toLocaleString('en-US')}`,
  pieces: WORDS[pieces],
  condition,
  courier: courier ? 'Yes' : 'No',
  medium,
});

const WORDS = ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const RIJKS = 'Rijksmuseum';
const records: Rec[] = [
  loan(
    'Portrait of a Merchant',
    '1954.112',
    RIJKS,
    'Amsterdam',
    'March 2026',
    'September 2026',
    4_500_000,
    1,
    'Good',
    true,
    'Oil on canvas',
  ),
  loan(
    'Harbour at Dusk',
    '1961.007',
    'Musée d’Orsay',
    'Paris',
    'April 2026',
    'August 2026',
    2_750_000,
    1,
    'Good',
    true,
    'Oil on canvas',
  ),
  loan(
    'Set of Tea Bowls',
    '1978.330',
    'V&A',
    'London',
    'April 2026',
    'January 2027',
    180_000,
    6,
    'Fair',
    false,
    'Porcelain',
  ),
  loan(
    'Seated Dancer',
    '1990.045',
    RIJKS,
    'Amsterdam',
    'May 2026',
    'November 2026',
    1_200_000,
    1,
    'Good',
    true,
    'Bronze',
  ),
  loan(
    'Wedding Robe',
    '1932.210',
    'Kyoto National Museum',
    'Kyoto',
    'June 2026',
    'December 2026',
    850_000,
    1,
    'Fragile',
    true,
    'Silk',
  ),
  loan(
    'Studies of Hands',
    '1987.118',
    'Kunsthalle',
    'Hamburg',
    'June 2026',
    'October 2026',
    320_000,
    4,
    'Good',
    false,
    'Chalk on paper',
  ),
  loan(
    'Pair of Candlesticks',
    '2003.061',
    'V&A',
    'London',
    'September 2026',
    'March 2027',
    95_000,
    2,
    'Good',
    false,
    'Silver',
  ),
  loan(
    'River Landscape',
    '1949.502',
    'National Gallery of Art',
    'Washington',
    'October 2026',
    'February 2027',
    3_100_000,
    1,
    'Fair',
    true,
    'Oil on panel',
  ),
  loan(
    'Map of the Coast',
    '1970.019',
    RIJKS,
    'Amsterdam',
    'November 2026',
    'May 2027',
    410_000,
    3,
    'Fragile',
    false,
    'Ink on vellum',
  ),
  loan(
    'Head of a Girl',
    '1999.233',
    'Kunsthalle',
    'Hamburg',
    'January 2027',
    'June 2027',
    1_650_000,
    1,
    'Good',
    true,
    'Marble',
  ),
  loan(
    'Garden Tiles',
    '2011.004',
    'MAK',
    'Vienna',
    'February 2027',
    'July 2027',
    60_000,
    8,
    'Fair',
    false,
    'Glazed earthenware',
  ),
];

const O = 'object';
const insured = (r: Rec) => {
  const text = String(r.insurance_value);
  const figure = Number(/[\d.,]+/.exec(text)![0].replace(/,/g, ''));
  return text.includes('million') ? figure * 1_000_000 : figure;
};
const pieces = (r: Rec) => WORDS.indexOf(String(r.pieces));
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** 'March 2026' as '2026-03', which sorts as it reads. */
const month = (value: unknown) => {
  const [name, year] = String(value).split(' ');
  return `${year}-${String(MONTHS.indexOf(name!) + 1).padStart(2, '0')}`;
};
export const museumLoans: EvalTable = {
  name: 'museum-loans',
  // Round nine: written before any answer to it was looked at; never tuned on.
  heldOut: true,
  records,
  questions: [
    {
      question: 'How many objects are going to the Rijksmuseum?',
      expected: num(where(records, 'borrower', RIJKS).length),
    },
    {
      question: 'What is the total insurance value of all our loans?',
      expected: num(sum(records.map(insured))),
    },
    {
      question: 'Which object is insured for the most?',
      expected: record(
        first(
          [...records].sort((a, b) => insured(b) - insured(a)),
          O,
        ),
      ),
    },
    {
      question: 'loans that need a courier',
      expected: set(O, names(where(records, 'courier', 'Yes'), O)),
    },
    {
      question: 'How many pieces are we lending altogether?',
      expected: num(sum(records.map(pieces))),
    },
    {
      question: 'Which institution borrows the most from us?',
      expected: { top: groupTop(records, 'borrower', (g) => g.length) },
    },
    {
      question: 'Which objects go out in April 2026?',
      expected: set(O, names(where(records, 'loan_out', 'April 2026'), O)),
    },
    {
      question: 'loans due back before 2027',
      expected: set(
        O,
        names(
          records.filter((r) => month(r.due_back) < '2027-01'),
          O,
        ),
      ),
    },
    {
      question: 'average insurance value',
      expected: num(avg(records.map(insured))),
    },
    {
      question: 'objects in fragile condition',
      expected: set(O, names(where(records, 'condition', 'Fragile'), O)),
    },
    {
      question: 'What percentage of loans travel with a courier?',
      expected: num(where(records, 'courier', 'Yes').length / records.length),
    },
    {
      question: 'loans insured for more than $1 million',
      expected: set(
        O,
        names(
          records.filter((r) => insured(r) > 1_000_000),
          O,
        ),
      ),
    },
    {
      question: 'Which loan comes back first?',
      expected: record(
        first(
          [...records].sort((a, b) => month(a.due_back).localeCompare(month(b.due_back))),
          O,
        ),
      ),
    },
    { question: 'Who is the curator in charge of each loan?', expected: decline },
  ],
};
