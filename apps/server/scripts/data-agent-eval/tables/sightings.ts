import {
  avg,
  col,
  decline,
  distinct,
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
 * Round fourteen, held out: a citizen-science wildlife log as a recording site exports it — the
 * species, a count as the observer typed it ('~200', 'c. 40', '3+', '350'), the day and time in one
 * cell ('12 Nov 2026, 07:05'), the site, its coordinates as one 'lat, lng' cell ('53.4740,
 * 0.1530'), the observer by initial and surname, a review status ('Verified', 'Unverified', 'Needs
 * ID') and the habitat. Written after round thirteen's rules, before any answer to it was looked at.
 */
const sighting = (
  species: string,
  count: string,
  observed: string,
  site: string,
  lat: number,
  lng: number,
  observer: string,
  status: string,
  habitat: string,
): Rec => ({
  species,
  count,
  observed,
  site,
  coordinates: `${lat.toFixed(4)}, ${lng.toFixed(4)}`,
  observer,
  status,
  habitat,
});

// prettier-ignore
const records: Rec[] = [
  sighting('Common Starling', '~200', '2 Nov 2026, 16:40', 'Brayford Pool', 53.2285, -0.5461, 'J. Whitfield', 'Verified', 'Urban'),
  sighting('Grey Heron', '1', '3 Nov 2026, 08:10', 'Whisby Pits', 53.1991, -0.624, 'A. Khan', 'Verified', 'Wetland'),
  sighting('Little Egret', '3', '3 Nov 2026, 08:25', 'Whisby Pits', 53.1987, -0.6251, 'A. Khan', 'Verified', 'Wetland'),
  sighting('Eurasian Otter', '2', '5 Nov 2026, 06:55', 'River Witham, Fiskerton', 53.2312, -0.4315, 'M. Osei', 'Needs ID', 'Wetland'),
  sighting('Red Kite', '4', '6 Nov 2026, 12:30', 'Hartsholme Park', 53.2047, -0.5881, 'J. Whitfield', 'Verified', 'Woodland'),
  sighting('Fieldfare', 'c. 40', '8 Nov 2026, 10:05', 'Swanholme Lakes', 53.1972, -0.5825, 'L. Brennan', 'Unverified', 'Grassland'),
  sighting('Roe Deer', '3+', '9 Nov 2026, 07:20', 'Hartsholme Park', 53.2051, -0.5902, 'M. Osei', 'Verified', 'Woodland'),
  sighting('Hedgehog', '1', '9 Nov 2026, 22:15', 'Boultham Park', 53.2163, -0.5618, 'S. Patel', 'Unverified', 'Urban'),
  sighting('Kingfisher', '1', '10 Nov 2026, 09:40', 'River Witham, Fiskerton', 53.2309, -0.4322, 'L. Brennan', 'Verified', 'Wetland'),
  sighting('Pink-footed Goose', '350', '12 Nov 2026, 07:05', 'Gibraltar Point', 53.095, 0.327, 'A. Khan', 'Verified', 'Coastal'),
  sighting('Grey Seal', '27', '12 Nov 2026, 11:30', 'Donna Nook', 53.474, 0.153, 'S. Patel', 'Verified', 'Coastal'),
  sighting('Brent Goose', 'c. 120', '12 Nov 2026, 13:15', 'Gibraltar Point', 53.0961, 0.3255, 'A. Khan', 'Unverified', 'Coastal'),
  sighting('Badger', '2', '14 Nov 2026, 21:50', 'Hartsholme Park', 53.2039, -0.5874, 'J. Whitfield', 'Needs ID', 'Woodland'),
  sighting('Great Spotted Woodpecker', '1', '15 Nov 2026, 10:20', 'Boultham Park', 53.2158, -0.5627, 'S. Patel', 'Verified', 'Urban'),
  sighting('Waxwing', '18', '17 Nov 2026, 14:05', 'Tritton Road retail park', 53.2101, -0.5702, 'L. Brennan', 'Verified', 'Urban'),
  sighting('Short-eared Owl', '2', '18 Nov 2026, 15:45', 'Gibraltar Point', 53.0978, 0.3301, 'S. Patel', 'Needs ID', 'Grassland'),
  sighting('Common Frog', '5', '19 Nov 2026, 19:30', 'Swanholme Lakes', 53.1969, -0.5819, 'S. Patel', 'Unverified', 'Wetland'),
  sighting('Bittern', '1', '21 Nov 2026, 08:00', 'Whisby Pits', 53.1995, -0.6233, 'J. Whitfield', 'Needs ID', 'Wetland'),
];

const S = 'species';
const count = (r: Rec) => n(r.count);
/** The day of the month ('12 Nov 2026, 07:05' → 12); every sighting is in November 2026. */
const day = (r: Rec) => Number(String(r.observed).split(' ')[0]);
/** Minutes after midnight of the time after the comma. */
const minutes = (r: Rec) => {
  const [h, m] = String(r.observed).split(', ')[1]!.split(':').map(Number);
  return h! * 60 + m!;
};
const lat = (r: Rec) => n(String(r.coordinates).split(',')[0]);
export const sightings: EvalTable = {
  name: 'sightings',
  heldOut: true,
  records,
  questions: [
    { question: 'How many sightings are in the log?', expected: num(records.length) },
    {
      question: 'How many sightings were at Gibraltar Point?',
      expected: num(where(records, 'site', 'Gibraltar Point').length),
    },
    {
      question: 'How many sightings are still unverified?',
      expected: num(where(records, 'status', 'Unverified').length),
    },
    {
      question: 'Which sightings need ID?',
      expected: set(S, names(where(records, 'status', 'Needs ID'), S)),
    },
    {
      question: 'Which species was seen in the largest numbers?',
      expected: record(
        first(
          [...records].sort((a, b) => count(b) - count(a)),
          S,
        ),
      ),
    },
    {
      question: 'How many animals were counted at Gibraltar Point in total?',
      expected: num(sum(col(where(records, 'site', 'Gibraltar Point'), 'count'))),
    },
    {
      question: 'What is the total count of all sightings?',
      expected: num(sum(col(records, 'count'))),
    },
    {
      question: 'sightings of more than 20 individuals',
      expected: set(
        S,
        names(
          records.filter((r) => count(r) > 20),
          S,
        ),
      ),
    },
    {
      question: 'Who recorded the most sightings?',
      expected: { top: groupTop(records, 'observer', (g) => g.length) },
    },
    {
      question: 'Which habitat had the most sightings?',
      expected: { top: groupTop(records, 'habitat', (g) => g.length) },
    },
    {
      question: 'What was the most recent sighting?',
      expected: record(
        first(
          [...records].sort((a, b) => day(b) - day(a)),
          S,
        ),
      ),
    },
    {
      question: 'What was the earliest sighting?',
      expected: record(
        first(
          [...records].sort((a, b) => day(a) - day(b)),
          S,
        ),
      ),
    },
    {
      question: 'sightings after 15 November',
      expected: set(
        S,
        names(
          records.filter((r) => day(r) > 15),
          S,
        ),
      ),
    },
    {
      question: 'Which sightings were made after 9 pm?',
      expected: set(
        S,
        names(
          records.filter((r) => minutes(r) > 21 * 60),
          S,
        ),
      ),
    },
    {
      question: 'What is the average count at Hartsholme Park?',
      expected: num(avg(col(where(records, 'site', 'Hartsholme Park'), 'count'))),
    },
    {
      question: 'Was a kingfisher seen?',
      expected: set(S, names(where(records, S, 'Kingfisher'), S)),
    },
    {
      question: 'list the woodland sightings',
      expected: set(S, names(where(records, 'habitat', 'Woodland'), S)),
    },
    {
      question: 'How many verified sightings were at coastal sites?',
      expected: num(
        records.filter((r) => r.status === 'Verified' && r.habitat === 'Coastal').length,
      ),
    },
    {
      question: 'Which sighting was the furthest north?',
      expected: record(
        first(
          [...records].sort((a, b) => lat(b) - lat(a)),
          S,
        ),
      ),
    },
    {
      question: 'How many different species were recorded?',
      expected: num(distinct(records, S).length),
    },
    {
      question: 'Which sightings did L. Brennan record?',
      expected: set(S, names(where(records, 'observer', 'L. Brennan'), S)),
    },
    { question: 'Which bird has the largest wingspan?', expected: decline },
  ],
};
