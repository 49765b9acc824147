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
  sortByText,
  sum,
  where,
  whereIn,
  type EvalTable,
  type Rec,
} from '../compute.js';

/**
 * Round six, held out: a public library's loans — an item borrowed, who borrowed it, a branch,
 * a format, the day borrowed and the day due (ISO dates), a status word, a fine in pounds and
 * pence ('£0.60') and a count of renewals. Written after round five's rules, before any answer to
 * it was looked at.
 */
const loan = (
  item: string,
  borrower: string,
  branch: string,
  format: string,
  borrowed: string,
  due: string,
  status: string,
  fine: number,
  renewals: number,
): Rec => ({
  item,
  borrower,
  branch,
  format,
  borrowed,
  due,
  status,
  fine: `£${fine.toFixed(2)}`,
  renewals,
});

const records: Rec[] = [
  loan(
    'The Salt Path',
    'Maya Chen',
    'Central',
    'Book',
    '2026-09-28',
    '2026-10-19',
    'Returned',
    0,
    0,
  ),
  loan('Dune', 'Tom Ellis', 'Riverside', 'Book', '2026-10-01', '2026-10-22', 'Overdue', 2.4, 1),
  loan(
    'Paddington 2',
    'Maya Chen',
    'Central',
    'DVD',
    '2026-10-05',
    '2026-10-12',
    'Returned',
    0.6,
    0,
  ),
  loan(
    'Becoming',
    'Aisha Khan',
    'Hillcrest',
    'Audiobook',
    '2026-10-08',
    '2026-10-29',
    'On loan',
    0,
    2,
  ),
  loan('The Hobbit', 'Tom Ellis', 'Central', 'Book', '2026-10-10', '2026-10-31', 'Overdue', 1.8, 0),
  loan(
    'Planet Earth II',
    'Luca Rossi',
    'Riverside',
    'DVD',
    '2026-10-12',
    '2026-10-19',
    'Overdue',
    3.5,
    1,
  ),
  loan(
    'Normal People',
    'Aisha Khan',
    'Central',
    'Book',
    '2026-10-15',
    '2026-11-05',
    'On loan',
    0,
    1,
  ),
  loan(
    'Sapiens',
    'Grace Obi',
    'Hillcrest',
    'Audiobook',
    '2026-10-18',
    '2026-11-08',
    'Returned',
    0,
    3,
  ),
  loan('Educated', 'Luca Rossi', 'Hillcrest', 'Book', '2026-10-20', '2026-11-10', 'On loan', 0, 0),
  loan('Coco', 'Grace Obi', 'Riverside', 'DVD', '2026-10-22', '2026-10-29', 'Returned', 0.9, 0),
  loan('Circe', 'Maya Chen', 'Riverside', 'Book', '2026-10-25', '2026-11-15', 'On loan', 0, 2),
  loan(
    'Atomic Habits',
    'Tom Ellis',
    'Hillcrest',
    'Audiobook',
    '2026-10-27',
    '2026-11-17',
    'Returned',
    0,
    0,
  ),
];

const I = 'item';
const fine = (rows: Rec[]) => col(rows, 'fine');
export const loans: EvalTable = {
  name: 'loans',
  // Round six: written before any answer to it was looked at (14/35 then); its misses were
  // fixed as general rules, so it tunes now.
  heldOut: false,
  records,
  questions: [
    {
      question: 'How many items are overdue?',
      expected: num(where(records, 'status', 'Overdue').length),
    },
    {
      question: 'total fines owed by Tom Ellis',
      expected: num(sum(fine(where(records, 'borrower', 'Tom Ellis')))),
    },
    {
      question: 'Which borrower has the most fines in total?',
      expected: { top: groupTop(records, 'borrower', (g) => sum(fine(g))) },
    },
    {
      question: 'loans due after 1 November',
      expected: set(
        I,
        names(
          records.filter((r) => String(r.due) > '2026-11-01'),
          I,
        ),
      ),
    },
    {
      question: 'DVDs with a fine over £1',
      expected: set(
        I,
        names(
          where(records, 'format', 'DVD').filter((r) => fine([r])[0]! > 1),
          I,
        ),
      ),
    },
    {
      question: 'most recent loan',
      expected: record(first(sortByText(records, 'borrowed', -1), I)),
    },
    {
      question: 'Which item was borrowed first?',
      expected: record(first(sortByText(records, 'borrowed', 1), I)),
    },
    {
      question: 'loans renewed more than once',
      expected: set(
        I,
        names(
          records.filter((r) => Number(r.renewals) > 1),
          I,
        ),
      ),
    },
    {
      question: 'How many books and audiobooks together?',
      expected: num(whereIn(records, 'format', ['Book', 'Audiobook']).length),
    },
    {
      question: 'average fine at the Riverside branch',
      expected: num(avg(fine(where(records, 'branch', 'Riverside')))),
    },
    {
      question: 'loans with no renewals at Central',
      expected: set(
        I,
        names(
          where(records, 'branch', 'Central').filter((r) => r.renewals === 0),
          I,
        ),
      ),
    },
    { question: 'Which book has the most pages?', expected: decline },
  ],
};
