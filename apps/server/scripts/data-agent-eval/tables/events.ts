import {
  col,
  date,
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
  sortBy,
  type EvalTable,
  type Rec,
} from '../compute.js';

/** Tuning: events on days, with a price that may read 'Free', a capacity and a sold-out flag. */
const event = (
  title: string,
  venue: string,
  city: string,
  day: string,
  type: string,
  price: number,
  capacity: number,
  soldOut: boolean,
): Rec => ({
  event: title,
  venue,
  city,
  date: day,
  type,
  price: price === 0 ? 'Free' : `£${price.toFixed(2)}`,
  capacity,
  sold_out: soldOut,
});

const records: Rec[] = [
  event('Arctic Monkeys Live', 'O2 Arena', 'London', '2025-03-14', 'Concert', 85, 20000, true),
  event('Jazz in the Park', 'Hyde Park', 'London', '2025-07-06', 'Festival', 0, 8000, false),
  event('Web Summit Europe', 'ExCeL', 'London', '2025-05-20', 'Conference', 450, 12000, false),
  event('Berlin Techno Night', 'Berghain', 'Berlin', '2025-03-29', 'Concert', 30, 1500, true),
  event('Berlin Marathon Expo', 'Tempelhof', 'Berlin', '2025-09-19', 'Exhibition', 0, 25000, false),
  event('Data Council', 'Estrel', 'Berlin', '2025-04-10', 'Conference', 600, 2000, false),
  event(
    'Primavera Sound',
    'Parc del Forum',
    'Barcelona',
    '2025-06-04',
    'Festival',
    250,
    60000,
    true,
  ),
  event(
    'Barcelona Design Week',
    'Disseny Hub',
    'Barcelona',
    '2025-06-18',
    'Exhibition',
    15,
    3000,
    false,
  ),
  event(
    'Coldplay Stadium Tour',
    'Camp Nou',
    'Barcelona',
    '2025-08-02',
    'Concert',
    120,
    90000,
    true,
  ),
  event('Paris Book Fair', 'Grand Palais', 'Paris', '2025-04-11', 'Exhibition', 12, 10000, false),
  event(
    'Rock en Seine',
    'Domaine de Saint-Cloud',
    'Paris',
    '2025-08-22',
    'Festival',
    180,
    40000,
    false,
  ),
  event('PyCon France', 'Palais des Congrès', 'Paris', '2025-10-30', 'Conference', 90, 1200, false),
];

const E = 'event';
export const events: EvalTable = {
  name: 'events',
  heldOut: false,
  records,
  questions: [
    {
      question: 'events after June 2025',
      expected: set(
        E,
        names(
          date(records, 'date', (d) => d > '2025-06-30'),
          E,
        ),
      ),
    },
    { question: 'the latest event', expected: record(first(sortByText(records, 'date', -1), E)) },
    {
      question: 'most recent concert',
      expected: record(first(sortByText(where(records, 'type', 'Concert'), 'date', -1), E)),
    },
    {
      question: 'How many events are in March 2025?',
      expected: num(date(records, 'date', (d) => d.startsWith('2025-03')).length),
    },
    {
      question: 'earliest event in Berlin',
      expected: record(first(sortByText(where(records, 'city', 'Berlin'), 'date', 1), E)),
    },
    {
      question: 'events with a capacity over 5,000',
      expected: set(
        E,
        names(
          records.filter((r) => Number(r.capacity) > 5000),
          E,
        ),
      ),
    },
    { question: 'free events', expected: set(E, names(where(records, 'price', 'Free'), E)) },
    {
      question: 'How many concerts and festivals are there in total?',
      expected: num(whereIn(records, 'type', ['Concert', 'Festival']).length),
    },
    {
      question: 'Which city has the most events?',
      expected: { top: groupTop(records, 'city', (g) => g.length) },
    },
    {
      question: 'total capacity of conferences',
      expected: num(sum(col(where(records, 'type', 'Conference'), 'capacity'))),
    },
    {
      question: 'events that are sold out',
      expected: set(E, names(where(records, 'sold_out', true), E)),
    },
    { question: 'Who is headlining Primavera Sound?', expected: decline },
    {
      question: 'events that are not sold out in Paris',
      expected: set(E, names(where(where(records, 'sold_out', false), 'city', 'Paris'), E)),
    },
    // Second round of phrasings, written after the first round passed.
    {
      question: 'How many events cost more than £100?',
      expected: num(records.filter((r) => (col([r], 'price')[0] ?? 0) > 100).length),
    },
    {
      question: 'cheapest concert',
      expected: record(first(sortBy(where(records, 'type', 'Concert'), 'price', 1), E)),
    },
    {
      question: 'Which events are on 2025-04-11?',
      expected: set(E, names(where(records, 'date', '2025-04-11'), E)),
    },
    { question: 'What is the parking like at the O2 Arena?', expected: decline },
  ],
};
