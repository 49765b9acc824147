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
 * Round fourteen, held out: an app store's search results as a store page prints them — the app's
 * name, its developer, a category, a star rating with its star ('4.7★'), reviews shortened
 * ('2.1M', '128K', '6,420'), installs as a floor ('10M+', '500K+'), the download size in MB or GB
 * or 'Varies with device', a price ('Free', '$4.99'), what it offers joined by a dot ('Contains ads
 * · In-app purchases', blank for neither), the day of its last update ('Nov 18, 2026') and an age
 * rating ('Rated for 12+'). Written after round thirteen's rules, before any answer to it was
 * looked at.
 */
const app = (
  name: string,
  developer: string,
  category: string,
  rating: number,
  reviews: string,
  installs: string,
  size: string,
  price: string,
  offers: string,
  updated: string,
  age: string,
): Rec => ({
  app: name,
  developer,
  category,
  rating: `${rating.toFixed(1)}★`,
  reviews,
  installs,
  size,
  price,
  offers,
  updated,
  age_rating: age,
});

const ADS_IAP = 'Contains ads · In-app purchases';
// prettier-ignore
const records: Rec[] = [
  app('Trailhead: Offline Hiking Maps', 'Ridgeline Labs', 'Maps & Navigation', 4.7, '128K', '1M+', '64 MB', 'Free', 'In-app purchases', 'Nov 18, 2026', 'Rated for 3+'),
  app('Pixel Dungeon Saga', 'Crumbling Tower', 'Games', 4.4, '2.1M', '50M+', '1.2 GB', 'Free', ADS_IAP, 'Nov 21, 2026', 'Rated for 12+'),
  app('Ledgerly – Budget Planner', 'Ledgerly Inc.', 'Finance', 4.8, '96K', '1M+', '38 MB', 'Free', 'In-app purchases', 'Oct 30, 2026', 'Rated for 3+'),
  app('Sleepwell White Noise', 'Calm Acres', 'Health & Fitness', 4.5, '410K', '10M+', '22 MB', 'Free', 'Contains ads', 'Sep 12, 2026', 'Rated for 3+'),
  app('Astro Chart Pro', 'Nightsky Apps', 'Education', 4.9, '6,420', '100K+', '210 MB', '$4.99', '', 'Aug 2, 2026', 'Rated for 3+'),
  app('Rally Heat 3', 'Crumbling Tower', 'Games', 3.9, '890K', '10M+', '2.4 GB', 'Free', ADS_IAP, 'Nov 2, 2026', 'Rated for 7+'),
  app('Snapform PDF Scanner', 'Paperlight', 'Productivity', 4.6, '1.4M', '100M+', 'Varies with device', 'Free', ADS_IAP, 'Nov 20, 2026', 'Rated for 3+'),
  app('Kanji Garden', 'Hanabi Learning', 'Education', 4.8, '54K', '500K+', '95 MB', 'Free', 'In-app purchases', 'Oct 9, 2026', 'Rated for 3+'),
  app('Tinyfarm Tycoon', 'Pocket Pasture', 'Games', 4.2, '312K', '5M+', '156 MB', 'Free', ADS_IAP, 'Oct 25, 2026', 'Rated for 3+'),
  app('Metronome Plus', 'Tempo Tools', 'Music & Audio', 4.7, '18K', '500K+', '12 MB', '$1.99', '', 'Jun 14, 2026', 'Rated for 3+'),
  app('Verdant – Plant Care Reminders', 'Greenthumb Studio', 'Lifestyle', 4.3, '27K', '1M+', '41 MB', 'Free', 'In-app purchases', 'Nov 5, 2026', 'Rated for 3+'),
  app('Starfall Tactics', 'Nightsky Apps', 'Games', 4.6, '73K', '1M+', '780 MB', '$6.99', '', 'Sep 28, 2026', 'Rated for 12+'),
  app('Commute – Live Bus Times', 'Ridgeline Labs', 'Maps & Navigation', 4.1, '203K', '5M+', '29 MB', 'Free', 'Contains ads', 'Nov 14, 2026', 'Rated for 3+'),
  app('PocketFit Home Workouts', 'Calm Acres', 'Health & Fitness', 4.4, '655K', '10M+', '88 MB', 'Free', ADS_IAP, 'Oct 17, 2026', 'Rated for 3+'),
  app('Chessmate Trainer', 'Crumbling Tower', 'Games', 4.7, '1.1M', '10M+', '47 MB', 'Free', 'In-app purchases', 'Nov 11, 2026', 'Rated for 3+'),
  app('Darkroom RAW Editor', 'Paperlight', 'Photography', 4.5, '9,870', '100K+', '134 MB', '$2.99', 'In-app purchases', 'Jul 30, 2026', 'Rated for 3+'),
];

const A = 'app';
const rating = (r: Rec) => n(r.rating);
/** '2.1M' → 2,100,000, '128K' → 128,000, '6,420' → 6420. */
const count = (value: unknown) => {
  const text = String(value).replace('+', '');
  const scale = text.endsWith('M') ? 1e6 : text.endsWith('K') ? 1e3 : 1;
  return n(text) * scale;
};
/** Megabytes; 'Varies with device' → NaN. */
const megabytes = (r: Rec) => {
  const text = String(r.size);
  return text.endsWith('GB') ? n(text) * 1000 : text.endsWith('MB') ? n(text) : Number.NaN;
};
const paid = records.filter((r) => r.price !== 'Free');
const updated = (r: Rec) => Date.parse(String(r.updated));
export const apps: EvalTable = {
  name: 'apps',
  heldOut: true,
  records,
  questions: [
    {
      question: 'How many games are there?',
      expected: num(where(records, 'category', 'Games').length),
    },
    { question: 'Which apps are paid?', expected: set(A, names(paid, A)) },
    {
      question: 'apps rated 4.7 or higher',
      expected: set(
        A,
        names(
          records.filter((r) => rating(r) >= 4.7),
          A,
        ),
      ),
    },
    {
      question: 'Which app has the most reviews?',
      expected: record(
        first(
          [...records].sort((a, b) => count(b.reviews) - count(a.reviews)),
          A,
        ),
      ),
    },
    {
      question: 'Which app is the highest rated?',
      expected: record(
        first(
          [...records].sort((a, b) => rating(b) - rating(a)),
          A,
        ),
      ),
    },
    {
      question: 'apps with at least 10 million downloads',
      expected: set(
        A,
        names(
          records.filter((r) => count(r.installs) >= 10e6),
          A,
        ),
      ),
    },
    {
      question: 'apps smaller than 50 MB',
      expected: set(
        A,
        names(
          records.filter((r) => megabytes(r) < 50),
          A,
        ),
      ),
    },
    {
      question: 'Which app has the biggest file size?',
      expected: record(
        first(
          records
            .filter((r) => !Number.isNaN(megabytes(r)))
            .sort((a, b) => megabytes(b) - megabytes(a)),
          A,
        ),
      ),
    },
    {
      question: 'What is the average rating of the games?',
      expected: num(avg(where(records, 'category', 'Games').map(rating))),
    },
    {
      question: 'apps without ads',
      expected: set(
        A,
        names(
          records.filter((r) => !String(r.offers).includes('Contains ads')),
          A,
        ),
      ),
    },
    {
      question: 'How many apps have in-app purchases?',
      expected: num(records.filter((r) => String(r.offers).includes('In-app purchases')).length),
    },
    {
      question: 'Which apps were updated in November?',
      expected: set(
        A,
        names(
          records.filter((r) => String(r.updated).startsWith('Nov')),
          A,
        ),
      ),
    },
    {
      question: 'Which app was updated most recently?',
      expected: record(
        first(
          [...records].sort((a, b) => updated(b) - updated(a)),
          A,
        ),
      ),
    },
    {
      question: 'Which developer has the most apps?',
      expected: { top: groupTop(records, 'developer', (g) => g.length) },
    },
    {
      question: 'What would all the paid apps cost together?',
      expected: num(sum(paid.map((r) => n(r.price)))),
    },
    {
      question: 'Which is the cheapest paid app?',
      expected: record(
        first(
          [...paid].sort((a, b) => n(a.price) - n(b.price)),
          A,
        ),
      ),
    },
    {
      question: 'apps by Nightsky Apps',
      expected: set(A, names(where(records, 'developer', 'Nightsky Apps'), A)),
    },
    {
      question: 'Education apps rated above 4.8',
      expected: set(
        A,
        names(
          records.filter((r) => r.category === 'Education' && rating(r) > 4.8),
          A,
        ),
      ),
    },
    {
      question: 'Which apps are rated for 12+?',
      expected: set(A, names(where(records, 'age_rating', 'Rated for 12+'), A)),
    },
    {
      question: 'What share of the apps are free?',
      expected: num(where(records, 'price', 'Free').length / records.length),
    },
    {
      question: 'How many reviews do Calm Acres apps have altogether?',
      expected: num(sum(where(records, 'developer', 'Calm Acres').map((r) => count(r.reviews)))),
    },
    { question: 'Which app uses the least battery?', expected: decline },
  ],
};
