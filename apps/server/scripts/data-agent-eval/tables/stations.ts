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
 * Round nine, held out: a city bike-share's stations on one day, as the operator's dashboard
 * exports them — a station name and a code ('BS-104'), a district, docks and bikes free as plain
 * counts, trips with a thousands comma ('1,204'), the average trip written '14m 32s', the change
 * in trips on last week signed '+8.4%' / '-3.1%', an e-bike charging 'Yes' / 'No', a status of
 * words ('In service', 'Out of service') and the month the station opened ('May 2019'). Written
 * after round eight's rules, before any answer to it was looked at.
 */
const station = (
  name: string,
  code: string,
  district: string,
  docks: number,
  bikes: number,
  trips: number,
  trip: string,
  change: number,
  charging: boolean,
  status: string,
  opened: string,
): Rec => ({
  station: name,
  code,
  district,
  docks,
  bikes_available: bikes,
  trips_today: trips.toLocaleString('en-GB'),
  avg_trip: trip,
  vs_last_week: `${change > 0 ? '+' : ''}${change.toFixed(1)}%`,
  ebike_charging: charging ? 'Yes' : 'No',
  status,
  opened,
});

const IN = 'In service';
const OUT = 'Out of service';
const records: Rec[] = [
  station(
    'Riverside Park',
    'BS-104',
    'Old Town',
    24,
    7,
    1204,
    '14m 32s',
    8.4,
    true,
    IN,
    'May 2019',
  ),
  station(
    'Cathedral Square',
    'BS-101',
    'Old Town',
    30,
    12,
    1876,
    '11m 05s',
    2.9,
    true,
    IN,
    'May 2019',
  ),
  station('Fish Market', 'BS-117', 'Harbour', 18, 0, 342, '22m 48s', -12.6, false, OUT, 'Aug 2020'),
  station(
    'Ferry Terminal',
    'BS-118',
    'Harbour',
    36,
    21,
    2310,
    '18m 10s',
    15.2,
    true,
    IN,
    'Aug 2020',
  ),
  station(
    'Lighthouse Walk',
    'BS-122',
    'Harbour',
    15,
    4,
    611,
    '26m 03s',
    -3.1,
    false,
    IN,
    'Jun 2021',
  ),
  station(
    'Library Steps',
    'BS-130',
    'University',
    27,
    9,
    1532,
    '9m 41s',
    5.5,
    false,
    IN,
    'Sep 2021',
  ),
  station(
    'Science Park',
    'BS-131',
    'University',
    21,
    16,
    498,
    '12m 27s',
    -7.8,
    true,
    IN,
    'Sep 2021',
  ),
  station(
    'Student Union',
    'BS-133',
    'University',
    33,
    2,
    1967,
    '8m 55s',
    21.7,
    false,
    IN,
    'Jan 2022',
  ),
  station(
    'Central Station',
    'BS-140',
    'Centre',
    45,
    18,
    3125,
    '13m 19s',
    4.1,
    true,
    IN,
    'Mar 2019',
  ),
  station('Town Hall', 'BS-141', 'Centre', 24, 0, 0, '0m 00s', -100.0, false, OUT, 'Mar 2019'),
  station(
    'Market Street',
    'BS-143',
    'Centre',
    20,
    11,
    1088,
    '10m 36s',
    -1.4,
    false,
    IN,
    'Apr 2023',
  ),
  station('Canal Basin', 'BS-150', 'Eastside', 16, 6, 405, '16m 52s', 9.9, true, IN, 'Oct 2024'),
];

const S = 'station';
const trips = (r: Rec) => n(r.trips_today);
const tripSeconds = (r: Rec) => {
  const [m, s] = String(r.avg_trip).match(/\d+/g)!.map(Number);
  return m! * 60 + s!;
};
const change = (r: Rec) => Number(String(r.vs_last_week).replace('%', ''));
export const stations: EvalTable = {
  name: 'stations',
  // Round nine: written before any answer to it was looked at; never tuned on.
  heldOut: true,
  records,
  questions: [
    {
      question: 'How many stations are out of service?',
      expected: num(where(records, 'status', OUT).length),
    },
    {
      question: 'How many trips were made today in total?',
      expected: num(sum(records.map(trips))),
    },
    {
      question: 'Which station was the busiest today?',
      expected: record(
        first(
          [...records].sort((a, b) => trips(b) - trips(a)),
          S,
        ),
      ),
    },
    {
      question: 'Which station grew the most on last week?',
      expected: record(
        first(
          [...records].sort((a, b) => change(b) - change(a)),
          S,
        ),
      ),
    },
    {
      question: 'How many stations had fewer trips than last week?',
      expected: num(records.filter((r) => change(r) < 0).length),
    },
    {
      question: 'stations with e-bike charging',
      expected: set(S, names(where(records, 'ebike_charging', 'Yes'), S)),
    },
    {
      question: 'How many docks are there across the network?',
      expected: num(sum(records.map((r) => n(r.docks)))),
    },
    {
      question: 'stations opened in 2021',
      expected: set(
        S,
        names(
          records.filter((r) => String(r.opened).endsWith('2021')),
          S,
        ),
      ),
    },
    {
      question: 'What share of stations have e-bike charging?',
      expected: num(where(records, 'ebike_charging', 'Yes').length / records.length),
    },
    {
      question: 'Which district had the most trips?',
      expected: { top: groupTop(records, 'district', (g) => sum(g.map(trips))) },
    },
    {
      question: 'stations where the average trip is over 15 minutes',
      expected: set(
        S,
        names(
          records.filter((r) => tripSeconds(r) > 15 * 60),
          S,
        ),
      ),
    },
    {
      question: 'average number of bikes available at stations in the University district',
      expected: num(avg(where(records, 'district', 'University').map((r) => n(r.bikes_available)))),
    },
    {
      question: 'Which stations have no bikes left?',
      expected: set(S, names(where(records, 'bikes_available', 0), S)),
    },
    { question: 'How many helmets were hired out today?', expected: decline },
  ],
};
