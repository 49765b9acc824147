import {
  avg,
  decline,
  first,
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
 * Round eight, held out: a household's electricity bills as a supplier's account page lists them —
 * a billing month written 'Jan 2026' (a month and a year, no day) naming each bill, the energy
 * used '412 kWh', the amount '£118.40', a standing charge in pence a day ('53.2p/day'), a tariff,
 * whether the meter reading was actual or estimated, and how it was paid. Written after round
 * seven's rules, before any answer to it was looked at.
 */
const bill = (
  period: string,
  kwh: number,
  amount: number,
  standing: number,
  tariff: string,
  reading: string,
  paidBy: string,
): Rec => ({
  period,
  usage: `${kwh} kWh`,
  amount: `£${amount.toFixed(2)}`,
  standing_charge: `${standing.toFixed(1)}p/day`,
  tariff,
  reading,
  paid_by: paidBy,
});

const records: Rec[] = [
  bill('Jan 2026', 468, 151.2, 53.2, 'Variable', 'Actual', 'Direct Debit'),
  bill('Feb 2026', 431, 139.85, 53.2, 'Variable', 'Estimated', 'Direct Debit'),
  bill('Mar 2026', 402, 130.1, 53.2, 'Variable', 'Actual', 'Direct Debit'),
  bill('Apr 2026', 344, 99.6, 49.8, 'Fixed', 'Actual', 'Card'),
  bill('May 2026', 298, 87.35, 49.8, 'Fixed', 'Estimated', 'Direct Debit'),
  bill('Jun 2026', 265, 78.9, 49.8, 'Fixed', 'Actual', 'Direct Debit'),
  bill('Jul 2026', 251, 75.4, 49.8, 'Fixed', 'Actual', 'Card'),
  bill('Aug 2026', 277, 82.15, 49.8, 'Fixed', 'Estimated', 'Direct Debit'),
  bill('Sep 2026', 312, 90.05, 51.5, 'EV night', 'Actual', 'Direct Debit'),
  bill('Oct 2026', 389, 104.7, 51.5, 'EV night', 'Actual', 'Direct Debit'),
];

const P = 'period';
const amount = (r: Rec) => n(r.amount);
const usage = (r: Rec) => n(r.usage);
export const bills: EvalTable = {
  name: 'bills',
  // Round eight: written before any answer to it was looked at; never tuned on.
  heldOut: true,
  records,
  questions: [
    {
      question: 'Which month had the highest bill?',
      expected: record(
        first(
          [...records].sort((a, b) => amount(b) - amount(a)),
          P,
        ),
      ),
    },
    {
      question: 'How much did I spend on electricity in total?',
      expected: num(sum(records.map(amount))),
    },
    {
      question: 'average monthly usage',
      expected: num(avg(records.map(usage))),
    },
    {
      question: 'months using more than 400 kWh',
      expected: set(
        P,
        names(
          records.filter((r) => usage(r) > 400),
          P,
        ),
      ),
    },
    {
      question: 'How many bills were estimated?',
      expected: num(where(records, 'reading', 'Estimated').length),
    },
    {
      question: 'bills on the variable tariff',
      expected: set(P, names(where(records, 'tariff', 'Variable'), P)),
    },
    {
      question: 'What did the March 2026 bill come to?',
      expected: num(amount(records.find((r) => r.period === 'Mar 2026')!)),
    },
    {
      question: 'cheapest month',
      expected: record(
        first(
          [...records].sort((a, b) => amount(a) - amount(b)),
          P,
        ),
      ),
    },
    {
      question: 'bills over £100',
      expected: set(
        P,
        names(
          records.filter((r) => amount(r) > 100),
          P,
        ),
      ),
    },
    {
      question: 'What is the highest standing charge?',
      expected: num(Math.max(...records.map((r) => n(r.standing_charge)))),
    },
    {
      question: 'How many bills were paid by card?',
      expected: num(where(records, 'paid_by', 'Card').length),
    },
    {
      question: 'total usage in the summer months June to August 2026',
      expected: num(
        sum(
          records
            .filter((r) => ['Jun 2026', 'Jul 2026', 'Aug 2026'].includes(String(r.period)))
            .map(usage),
        ),
      ),
    },
    { question: "What is the meter's serial number?", expected: decline },
  ],
};
