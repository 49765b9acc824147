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
 * Round eight, held out: a football club's fixture list as a supporters' site prints it — the
 * day with its weekday and no other order ('Sat 14 Mar 2026'), a kick-off '15:00', the home and
 * away sides, a score with an en dash ('2–1'; 'P–P' when postponed), a competition, an attendance
 * with a thousands comma ('12,431'; '—' when not played) and a referee. No column names a match:
 * each is its day. Written after round seven's rules, before any answer to it was looked at.
 */
const match = (
  date: string,
  kickOff: string,
  home: string,
  away: string,
  score: string,
  competition: string,
  attendance: number | null,
  referee: string,
): Rec => ({
  date,
  kick_off: kickOff,
  home,
  away,
  score,
  competition,
  attendance: attendance === null ? '—' : attendance.toLocaleString('en-GB'),
  referee,
});

const A = 'Ashford Town';
const records: Rec[] = [
  match('Sat 7 Mar 2026', '15:00', A, 'Kelso Rovers', '2–1', 'League', 8_412, 'J. Marsh'),
  match('Tue 10 Mar 2026', '19:45', 'Dunmore City', A, '0–0', 'League', 11_930, 'P. Okoro'),
  match('Sat 14 Mar 2026', '15:00', A, 'Wexley United', '3–3', 'League', 9_105, 'J. Marsh'),
  match('Sat 21 Mar 2026', '12:30', 'Harlow Park', A, '1–2', 'Cup', 14_220, 'S. Lindh'),
  match('Sat 28 Mar 2026', '15:00', A, 'Brackton FC', 'P–P', 'League', null, 'P. Okoro'),
  match('Fri 3 Apr 2026', '19:45', 'Corran Athletic', A, '2–0', 'League', 10_876, 'J. Marsh'),
  match('Mon 6 Apr 2026', '15:00', A, 'Fenwick Town', '1–0', 'League', 9_870, 'R. Adeyemi'),
  match('Sat 11 Apr 2026', '17:30', 'Millgate', A, '0–0', 'Cup', 6_540, 'S. Lindh'),
  match('Tue 14 Apr 2026', '19:45', A, 'Brackton FC', '4–1', 'League', 7_998, 'P. Okoro'),
  match('Sat 18 Apr 2026', '15:00', 'Stenfield', A, '3–2', 'League', 12_315, 'J. Marsh'),
  match('Sat 25 Apr 2026', '15:00', A, 'Dunmore City', '1–1', 'League', 10_204, 'R. Adeyemi'),
  match('Sat 2 May 2026', '12:30', 'Kelso Rovers', A, '0–3', 'League', 5_610, 'P. Okoro'),
];

const D = 'date';
const played = records.filter((r) => r.attendance !== '—');
const goals = (r: Rec) =>
  String(r.score)
    .split('–')
    .map(Number)
    .filter((g) => Number.isFinite(g));
export const fixtures: EvalTable = {
  name: 'fixtures',
  // Round eight: written before any answer to it was looked at; never tuned on.
  heldOut: true,
  records,
  questions: [
    {
      question: 'How many matches were postponed?',
      expected: num(where(records, 'score', 'P–P').length),
    },
    {
      question: 'How many cup matches are there?',
      expected: num(where(records, 'competition', 'Cup').length),
    },
    {
      question: 'What was the highest attendance?',
      expected: num(Math.max(...played.map((r) => n(r.attendance)))),
    },
    {
      question: 'average attendance at league matches',
      expected: num(avg(where(played, 'competition', 'League').map((r) => n(r.attendance)))),
    },
    {
      question: 'matches kicking off at 19:45',
      expected: set(D, names(where(records, 'kick_off', '19:45'), D)),
    },
    {
      question: 'home games for Ashford Town',
      expected: set(D, names(where(records, 'home', A), D)),
    },
    {
      question: 'How many matches did Ashford Town play away?',
      expected: num(where(records, 'away', A).length),
    },
    {
      question: 'matches in April 2026',
      expected: set(
        D,
        names(
          records.filter((r) => String(r.date).includes('Apr')),
          D,
        ),
      ),
    },
    {
      question: 'matches that ended 0-0',
      expected: set(D, names(where(records, 'score', '0–0'), D)),
    },
    {
      question: 'Which referee took charge of the most matches?',
      expected: { top: groupTop(records, 'referee', (g) => g.length) },
    },
    {
      question: 'matches with more than 10,000 fans',
      expected: set(
        D,
        names(
          played.filter((r) => n(r.attendance) > 10_000),
          D,
        ),
      ),
    },
    {
      question: 'Which match had the lowest attendance?',
      expected: record(
        first(
          [...played].sort((a, b) => n(a.attendance) - n(b.attendance)),
          D,
        ),
      ),
    },
    {
      question: 'How many goals were scored in total?',
      expected: num(sum(records.flatMap(goals))),
    },
    { question: 'Who scored for Ashford Town on 14 March?', expected: decline },
  ],
};
