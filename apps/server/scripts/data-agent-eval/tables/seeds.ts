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
  where,
  type EvalTable,
  type Rec,
} from '../compute.js';

/**
 * Round nine, held out: a seed company's catalogue as its shop pages list it — a variety and its
 * crop, a product code ('TOM-014'), a packet price '£2.49', seeds a packet 'approx. 30', days to
 * harvest as a range with an en dash ('60–75'), the months to sow as a range of month names
 * ('Mar–May'), a germination rate '85%', organic 'Yes' / 'No', a height in metres or centimetres
 * in one column ('1.8 m', '45 cm'), a rating drawn in stars ('★★★★☆') and a stock word. Written
 * after round eight's rules, before any answer to it was looked at.
 */
const seed = (
  variety: string,
  crop: string,
  code: string,
  price: number,
  count: number,
  harvest: [number, number],
  sow: string,
  germination: number,
  organic: boolean,
  height: string,
  stars: number,
  stock: string,
): Rec => ({
  variety,
  crop,
  code,
  price: `£${price.toFixed(2)}`,
  seeds_per_packet: `approx. ${count}`,
  days_to_harvest: `${harvest[0]}–${harvest[1]}`,
  sow,
  germination: `${germination}%`,
  organic: organic ? 'Yes' : 'No',
  height,
  rating: '★'.repeat(stars) + '☆'.repeat(5 - stars),
  stock,
});

const IN = 'In stock';
const LOW = 'Low stock';
const OUT = 'Sold out';
const records: Rec[] = [
  seed('Sungold', 'Tomato', 'TOM-014', 3.49, 10, [57, 65], 'Feb–Apr', 92, false, '1.8 m', 5, IN),
  seed(
    'Gardener’s Delight',
    'Tomato',
    'TOM-002',
    2.29,
    30,
    [65, 75],
    'Feb–Apr',
    88,
    true,
    '1.5 m',
    4,
    IN,
  ),
  seed('Roma', 'Tomato', 'TOM-021', 1.99, 40, [70, 80], 'Mar–Apr', 85, false, '90 cm', 3, OUT),
  seed('Cobra', 'Bean', 'BEA-105', 2.79, 50, [60, 70], 'Apr–Jul', 94, false, '2.2 m', 5, LOW),
  seed('Borlotto', 'Bean', 'BEA-110', 2.49, 40, [80, 90], 'May–Jun', 90, true, '2 m', 4, IN),
  seed('Nantes 2', 'Carrot', 'CAR-301', 1.79, 1000, [70, 80], 'Mar–Jul', 78, true, '30 cm', 4, IN),
  seed(
    'Autumn King',
    'Carrot',
    'CAR-305',
    1.89,
    800,
    [110, 130],
    'Apr–Jun',
    74,
    false,
    '35 cm',
    3,
    IN,
  ),
  seed(
    'Purple Haze',
    'Carrot',
    'CAR-312',
    2.99,
    300,
    [75, 85],
    'Apr–Jun',
    81,
    true,
    '25 cm',
    4,
    OUT,
  ),
  seed(
    'Little Gem',
    'Lettuce',
    'LET-201',
    1.59,
    500,
    [45, 55],
    'Mar–Aug',
    91,
    true,
    '15 cm',
    5,
    IN,
  ),
  seed(
    'Lollo Rosso',
    'Lettuce',
    'LET-207',
    1.99,
    500,
    [50, 60],
    'Mar–Jul',
    87,
    false,
    '20 cm',
    3,
    LOW,
  ),
  seed(
    'All Year Round',
    'Lettuce',
    'LET-210',
    2.15,
    600,
    [60, 70],
    'Feb–Oct',
    83,
    false,
    '25 cm',
    4,
    IN,
  ),
  seed(
    'Salad Bowl',
    'Lettuce',
    'LET-214',
    1.69,
    500,
    [50, 60],
    'Mar–Sep',
    86,
    false,
    '20 cm',
    3,
    IN,
  ),
  seed(
    'Crystal Lemon',
    'Cucumber',
    'CUC-401',
    2.69,
    15,
    [65, 75],
    'Apr–May',
    80,
    true,
    '1.6 m',
    4,
    OUT,
  ),
];

const V = 'variety';
const price = (r: Rec) => n(r.price);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Whether a month falls in a range of month names such as 'Mar–May'. */
const sownIn = (r: Rec, m: string) => {
  const [from, to] = String(r.sow)
    .split('–')
    .map((x) => MONTHS.indexOf(x));
  const at = MONTHS.indexOf(m);
  return from! <= at && at <= to!;
};
/** '1.8 m' or '45 cm' in centimetres. */
const cm = (r: Rec) => (String(r.height).endsWith(' m') ? n(r.height) * 100 : n(r.height));
const germination = (r: Rec) => n(r.germination);
export const seeds: EvalTable = {
  name: 'seeds',
  // Round nine: written before any answer to it was looked at; never tuned on.
  heldOut: true,
  records,
  questions: [
    {
      question: 'How many organic varieties are there?',
      expected: num(where(records, 'organic', 'Yes').length),
    },
    {
      question: 'cheapest tomato seeds',
      expected: record(
        first(
          where(records, 'crop', 'Tomato').sort((a, b) => price(a) - price(b)),
          V,
        ),
      ),
    },
    {
      question: 'average price of a packet',
      expected: num(avg(records.map(price))),
    },
    {
      question: 'What can I sow in April?',
      expected: set(
        V,
        names(
          records.filter((r) => sownIn(r, 'Apr')),
          V,
        ),
      ),
    },
    {
      question: 'Which variety is quickest to harvest?',
      expected: record(
        first(
          [...records].sort((a, b) => n(a.days_to_harvest) - n(b.days_to_harvest)),
          V,
        ),
      ),
    },
    {
      question: 'varieties with a germination rate above 90%',
      expected: set(
        V,
        names(
          records.filter((r) => germination(r) > 90),
          V,
        ),
      ),
    },
    {
      question: 'How many varieties are sold out?',
      expected: num(where(records, 'stock', OUT).length),
    },
    {
      question: 'tallest variety',
      expected: record(
        first(
          [...records].sort((a, b) => cm(b) - cm(a)),
          V,
        ),
      ),
    },
    {
      question: 'average germination of the carrots',
      expected: num(avg(where(records, 'crop', 'Carrot').map(germination))),
    },
    {
      question: 'Which crop has the most varieties?',
      expected: { top: groupTop(records, 'crop', (g) => g.length) },
    },
    {
      question: 'varieties rated five stars',
      expected: set(
        V,
        names(
          records.filter((r) => r.rating === '★★★★★'),
          V,
        ),
      ),
    },
    {
      question: 'What share of the varieties are organic?',
      expected: num(where(records, 'organic', 'Yes').length / records.length),
    },
    {
      question: 'lettuce seeds under £2',
      expected: set(
        V,
        names(
          where(records, 'crop', 'Lettuce').filter((r) => price(r) < 2),
          V,
        ),
      ),
    },
    { question: 'How many packets did we sell last spring?', expected: decline },
  ],
};
