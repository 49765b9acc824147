import {
  avg,
  col,
  date,
  decline,
  first,
  groupTop,
  names,
  num,
  record,
  set,
  sortBy,
  sortByText,
  where,
  whereIn,
  type EvalTable,
  type Rec,
} from '../compute.js';

/** Held out (round two): flights with a departure time, minutes in the header, stops and a fare. */
const flight = (
  number: string,
  airline: string,
  origin: string,
  destination: string,
  departure: string,
  minutes: number,
  stops: number,
  price: number,
): Rec => ({
  flight: number,
  airline,
  origin,
  destination,
  departure,
  duration_min: minutes,
  stops,
  price: `£${price}`,
});

const records: Rec[] = [
  flight('FR123', 'Ryanair', 'London', 'Lisbon', '2025-05-28T06:40', 165, 0, 59),
  flight('FR456', 'Ryanair', 'London', 'Rome', '2025-06-02T09:15', 150, 0, 74),
  flight('FR789', 'Ryanair', 'Manchester', 'Lisbon', '2025-06-05T13:00', 170, 0, 88),
  flight('U2101', 'easyJet', 'London', 'Geneva', '2025-05-30T07:20', 95, 0, 112),
  flight('U2202', 'easyJet', 'Bristol', 'Lisbon', '2025-06-10T16:45', 160, 0, 69),
  flight('BA500', 'British Airways', 'London', 'New York', '2025-06-01T11:00', 480, 0, 420),
  flight('BA710', 'British Airways', 'London', 'Lisbon', '2025-06-12T08:05', 160, 0, 145),
  flight('TP1337', 'TAP', 'London', 'Lisbon', '2025-06-03T18:30', 155, 0, 98),
  flight('LH921', 'Lufthansa', 'London', 'Rome', '2025-06-07T10:10', 290, 1, 180),
  flight('LH400', 'Lufthansa', 'Manchester', 'New York', '2025-06-15T12:35', 620, 1, 510),
  flight('EK2', 'Emirates', 'London', 'Dubai', '2025-06-20T14:15', 415, 0, 380),
  flight('U2303', 'easyJet', 'Manchester', 'Rome', '2025-06-08T06:00', 175, 0, 81),
];

const F = 'flight';
const price = (r: Rec) => col([r], 'price')[0]!;
export const flights: EvalTable = {
  name: 'flights',
  heldOut: false,
  records,
  questions: [
    {
      question: 'flights under £100',
      expected: set(
        F,
        names(
          records.filter((r) => price(r) < 100),
          F,
        ),
      ),
    },
    { question: 'flights with 1 stop', expected: set(F, names(where(records, 'stops', 1), F)) },
    { question: 'shortest flight', expected: record(first(sortBy(records, 'duration_min', 1), F)) },
    {
      question: 'flights longer than 3 hours',
      expected: set(
        F,
        names(
          records.filter((r) => Number(r.duration_min) > 180),
          F,
        ),
      ),
    },
    {
      question: 'cheapest flight to Lisbon',
      expected: record(first(sortBy(where(records, 'destination', 'Lisbon'), 'price', 1), F)),
    },
    {
      question: 'Which airline has the lowest average price?',
      expected: { top: groupTop(records, 'airline', (g) => avg(col(g, 'price')), 1) },
    },
    {
      question: 'flights departing after 1 June 2025',
      expected: set(
        F,
        names(
          date(records, 'departure', (d) => d.slice(0, 10) > '2025-06-01'),
          F,
        ),
      ),
    },
    { question: 'latest flight', expected: record(first(sortByText(records, 'departure', -1), F)) },
    {
      question: 'How many flights do Ryanair and easyJet operate together?',
      expected: num(whereIn(records, 'airline', ['Ryanair', 'easyJet']).length),
    },
    { question: 'What meal is served on FR123?', expected: decline },
    {
      question: 'average duration of flights from London',
      expected: num(avg(col(where(records, 'origin', 'London'), 'duration_min'))),
    },
  ],
};
