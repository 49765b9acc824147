import {
  avg,
  decline,
  first,
  groupTop,
  n,
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
 * Round fifteen, held out: a district council's weekly list of planning applications — a
 * reference ('26/01432/HOU'), the site's address, the ward, the proposal in words, the kind of
 * application, the day it was received (ISO), the decision ('Pending' while open), the day it was
 * decided day first with dots ('21.10.2026', '—' while pending), the fee ('£258', 'No fee' for
 * listed-building consent), objections as a count or 'None', and the consultation ('Closed', or
 * 'Open until 28 Nov'). Written after round fourteen's rules, before any answer to it was looked
 * at.
 */
const application = (
  reference: string,
  address: string,
  ward: string,
  proposal: string,
  type: string,
  received: string,
  decision: string,
  decided: string,
  fee: number,
  objections: number,
  consultation: string,
): Rec => ({
  reference,
  address,
  ward,
  proposal,
  type,
  received,
  decision,
  decided,
  fee: fee === 0 ? 'No fee' : `£${fee}`,
  objections: objections === 0 ? 'None' : String(objections),
  consultation,
});

const HOU = 'Householder';
const FUL = 'Full';
const LBC = 'Listed building';
const COU = 'Change of use';
// prettier-ignore
const records: Rec[] = [
  application('26/01402/HOU', '14 Elm Road', 'Northfield', 'Single-storey rear extension', HOU, '2026-09-08', 'Approved', '20.10.2026', 258, 0, 'Closed'),
  application('26/01417/FUL', 'Land east of Mill Lane', 'Riverside', 'Erection of 9 dwellings with access', FUL, '2026-09-11', 'Refused', '06.11.2026', 5780, 23, 'Closed'),
  application('26/01425/LBC', 'The Old Rectory, Church Street', 'Castle', 'Replacement of sash windows', LBC, '2026-09-15', 'Approved', '27.10.2026', 0, 1, 'Closed'),
  application('26/01432/HOU', '7 Castle View', 'Castle', 'Loft conversion with rear dormer', HOU, '2026-09-22', 'Refused', '03.11.2026', 258, 6, 'Closed'),
  application('26/01440/COU', '22 High Street', 'Castle', 'Shop to café (Class E to sui generis)', COU, '2026-09-29', 'Approved', '09.11.2026', 578, 2, 'Closed'),
  application('26/01458/HOU', '3 Elm Road', 'Northfield', 'Two-storey side extension', HOU, '2026-10-02', 'Pending', '—', 258, 4, 'Closed'),
  application('26/01463/FUL', 'Unit 4, Riverside Trading Estate', 'Riverside', 'New warehouse and 20 parking spaces', FUL, '2026-10-06', 'Pending', '—', 4624, 0, 'Open until 18 Nov'),
  application('26/01471/HOU', '88 Northfield Avenue', 'Northfield', 'Garden room and decking', HOU, '2026-10-09', 'Approved', '12.11.2026', 258, 0, 'Closed'),
  application('26/01486/LBC', 'Castle Mews Cottage', 'Castle', 'Internal alterations to kitchen', LBC, '2026-10-14', 'Withdrawn', '—', 0, 0, 'Closed'),
  application('26/01490/COU', 'Former Red Lion, Quay Street', 'Riverside', 'Pub to four flats', COU, '2026-10-20', 'Pending', '—', 1156, 14, 'Open until 25 Nov'),
  application('26/01502/HOU', '41 Meadow Close', 'Northfield', 'Front porch', HOU, '2026-10-27', 'Approved', '16.11.2026', 258, 0, 'Closed'),
  application('26/01517/FUL', 'Northfield Primary School', 'Northfield', 'Two classroom extension', FUL, '2026-11-03', 'Pending', '—', 2312, 3, 'Open until 1 Dec'),
  application('26/01524/HOU', '9 Elm Road', 'Northfield', 'Replacement garage', HOU, '2026-11-05', 'Pending', '—', 258, 9, 'Open until 3 Dec'),
  application('26/01530/COU', '5 Quay Street', 'Riverside', 'Office to dental surgery', COU, '2026-11-10', 'Pending', '—', 578, 1, 'Open until 8 Dec'),
];

const R = 'reference';
const fee = (r: Rec) => (r.fee === 'No fee' ? 0 : n(r.fee));
const objections = (r: Rec) => (r.objections === 'None' ? 0 : n(r.objections));
/** '20.10.2026' → '2026-10-20'; null for '—'. */
const decided = (r: Rec) => {
  const [d, m, y] = String(r.decided).split('.');
  return y ? `${y}-${m}-${d}` : null;
};
export const planning: EvalTable = {
  name: 'planning',
  heldOut: true,
  records,
  questions: [
    {
      question: 'How many applications were refused?',
      expected: num(where(records, 'decision', 'Refused').length),
    },
    {
      question: 'Which applications in Castle ward were approved?',
      expected: set(R, names(where(where(records, 'ward', 'Castle'), 'decision', 'Approved'), R)),
    },
    {
      question: 'applications with no objections',
      expected: set(
        R,
        names(
          records.filter((r) => objections(r) === 0),
          R,
        ),
      ),
    },
    {
      question: 'Which application had the most objections?',
      expected: record(
        first(
          [...records].sort((a, b) => objections(b) - objections(a)),
          R,
        ),
      ),
    },
    {
      question: 'average fee for householder applications',
      expected: num(avg(where(records, 'type', HOU).map(fee))),
    },
    { question: 'What do the fees add up to?', expected: num(sum(records.map(fee))) },
    {
      question: 'applications received in October',
      expected: set(
        R,
        names(
          records.filter((r) => String(r.received).startsWith('2026-10')),
          R,
        ),
      ),
    },
    {
      question: 'Which ward has the most applications?',
      expected: { top: groupTop(records, 'ward', (g) => g.length) },
    },
    {
      question: 'pending applications in Riverside',
      expected: set(R, names(where(where(records, 'ward', 'Riverside'), 'decision', 'Pending'), R)),
    },
    {
      question: 'How many applications have more than 5 objections?',
      expected: num(records.filter((r) => objections(r) > 5).length),
    },
    {
      question: 'applications decided before November',
      expected: set(
        R,
        names(
          records.filter((r) => (decided(r) ?? '9999') < '2026-11-01'),
          R,
        ),
      ),
    },
    {
      question: 'What share of applications were approved?',
      expected: num(where(records, 'decision', 'Approved').length / records.length),
    },
    {
      question: 'change of use applications',
      expected: set(R, names(where(records, 'type', COU), R)),
    },
    {
      question: 'Which application was received first?',
      expected: record(
        first(
          [...records].sort((a, b) => String(a.received).localeCompare(String(b.received))),
          R,
        ),
      ),
    },
    {
      question: 'How many objections were there in Northfield altogether?',
      expected: num(sum(where(records, 'ward', 'Northfield').map(objections))),
    },
    {
      question: 'Which applications were withdrawn?',
      expected: set(R, names(where(records, 'decision', 'Withdrawn'), R)),
    },
    {
      question: 'applications on Elm Road',
      expected: set(
        R,
        names(
          records.filter((r) => String(r.address).includes('Elm Road')),
          R,
        ),
      ),
    },
    {
      question: 'applications still open for consultation',
      expected: set(
        R,
        names(
          records.filter((r) => String(r.consultation).startsWith('Open')),
          R,
        ),
      ),
    },
    {
      question: 'Which ward had the most objections?',
      expected: { top: groupTop(records, 'ward', (g) => sum(g.map(objections))) },
    },
    {
      question: 'refused householder applications',
      expected: set(R, names(where(where(records, 'type', HOU), 'decision', 'Refused'), R)),
    },
    {
      question: 'Which is the most expensive application?',
      expected: record(
        first(
          [...records].sort((a, b) => fee(b) - fee(a)),
          R,
        ),
      ),
    },
    { question: 'Who is the case officer for 26/01432/HOU?', expected: decline },
  ],
};
