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
  sortBy,
  sum,
  where,
  whereIn,
  type EvalTable,
  type Rec,
} from '../compute.js';

/** Held out (round two): football players with metres, kilograms, goals and a market value. */
const player = (
  name: string,
  team: string,
  position: string,
  age: number,
  height: number,
  weight: number,
  goals: number,
  appearances: number,
  value: number,
  joined: string,
): Rec => ({
  name,
  team,
  position,
  age,
  height: `${height.toFixed(2)} m`,
  weight: `${weight} kg`,
  goals,
  appearances,
  market_value: `€${value}m`,
  joined,
});

const records: Rec[] = [
  player('Bukayo Saka', 'Arsenal', 'Forward', 23, 1.78, 72, 16, 210, 140, '2018-07-01'),
  player('Martin Odegaard', 'Arsenal', 'Midfielder', 26, 1.78, 68, 8, 160, 110, '2021-08-20'),
  player('William Saliba', 'Arsenal', 'Defender', 24, 1.92, 85, 2, 120, 80, '2019-07-25'),
  player('Declan Rice', 'Arsenal', 'Midfielder', 26, 1.85, 80, 7, 300, 120, '2023-07-15'),
  player('Erling Haaland', 'Manchester City', 'Forward', 24, 1.95, 88, 27, 130, 180, '2022-07-01'),
  player('Rodri', 'Manchester City', 'Midfielder', 28, 1.91, 82, 9, 260, 110, '2019-07-04'),
  player('Ruben Dias', 'Manchester City', 'Defender', 27, 1.87, 82, 1, 190, 75, '2020-09-29'),
  player('Mohamed Salah', 'Liverpool', 'Forward', 32, 1.75, 71, 29, 390, 55, '2017-07-01'),
  player('Virgil van Dijk', 'Liverpool', 'Defender', 33, 1.95, 92, 4, 290, 30, '2018-01-01'),
  player('Alexis Mac Allister', 'Liverpool', 'Midfielder', 26, 1.76, 72, 5, 95, 75, '2023-06-08'),
  player('Cole Palmer', 'Chelsea', 'Midfielder', 22, 1.89, 73, 22, 80, 130, '2023-09-01'),
  player('Levi Colwill', 'Chelsea', 'Defender', 22, 1.87, 83, 1, 60, 45, '2023-07-01'),
];

const N = 'name';
const height = (r: Rec) => col([r], 'height')[0]!;
export const players: EvalTable = {
  name: 'players',
  heldOut: false,
  records,
  questions: [
    {
      question: 'players taller than 1.9 m',
      expected: set(
        N,
        names(
          records.filter((r) => height(r) > 1.9),
          N,
        ),
      ),
    },
    {
      question: 'players over 6 feet',
      expected: set(
        N,
        names(
          records.filter((r) => height(r) > 1.8288),
          N,
        ),
      ),
    },
    {
      question: 'Who is the heaviest player?',
      expected: record(first(sortBy(records, 'weight', -1), N)),
    },
    {
      question: 'How many goals did Arsenal players score in total?',
      expected: num(sum(col(where(records, 'team', 'Arsenal'), 'goals'))),
    },
    {
      question: 'players who scored more than 10 goals',
      expected: set(
        N,
        names(
          records.filter((r) => Number(r.goals) > 10),
          N,
        ),
      ),
    },
    { question: 'youngest player', expected: record(first(sortBy(records, 'age', 1), N)) },
    {
      question: 'most valuable player',
      expected: record(first(sortBy(records, 'market_value', -1), N)),
    },
    {
      question: 'Which team has the highest total market value?',
      expected: { top: groupTop(records, 'team', (g) => sum(col(g, 'market_value'))) },
    },
    {
      question: 'players who joined in 2023',
      expected: set(
        N,
        names(
          date(records, 'joined', (d) => d.startsWith('2023')),
          N,
        ),
      ),
    },
    {
      question: 'How many defenders and midfielders are there in total?',
      expected: num(whereIn(records, 'position', ['Defender', 'Midfielder']).length),
    },
    { question: "What is Saka's shirt number?", expected: decline },
    {
      question: 'players with more than 100 appearances',
      expected: set(
        N,
        names(
          records.filter((r) => Number(r.appearances) > 100),
          N,
        ),
      ),
    },
  ],
};
