import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(5);

/**
 * A rider's taxi receipts: two money columns, neither of a generic name — the fare and a smaller
 * tip — a month of the ride written ISO ('2026-03') and whether the fare was disputed.
 */
export const taxis: TestTable = {
  records: [
    { ride: 'Airport run', fare: '£48.00', tip: '£5.00', month: '2026-02', status: 'Paid' },
    { ride: 'Station hop', fare: '£9.50', tip: '£1.00', month: '2026-03', status: 'Disputed' },
    { ride: 'Late home', fare: '£23.40', tip: '£3.00', month: '2026-03', status: 'Paid' },
    { ride: 'Stadium', fare: '£17.80', tip: '£0.00', month: '2026-04', status: 'Disputed' },
    { ride: 'Hospital', fare: '£12.20', tip: '£2.00', month: '2026-05', status: 'Paid' },
  ],
  columns: [
    column('ride', 'text'),
    column('fare', 'number', { unit: '£', min: 9.5, max: 48 }),
    column('tip', 'number', { unit: '£', min: 0, max: 5 }),
    column('month', 'date', { distinct: 4, read: { date: 'dmy' } }),
    column('status', 'category', { distinct: 2, examples: ['Paid', 'Disputed'] }),
  ],
};

/**
 * Holiday cottages: a nightly price (the generic money word) beside a larger damage deposit.
 */
export const cottages: TestTable = {
  records: [
    { cottage: 'Gull Rock', price: '£120', deposit: '£500' },
    { cottage: 'Mill House', price: '£185', deposit: '£750' },
    { cottage: 'Fern Barn', price: '£95', deposit: '£300' },
  ],
  columns: [
    column('cottage', 'text', { filled: 3, distinct: 3 }),
    column('price', 'number', { unit: '£', filled: 3, distinct: 3, min: 95, max: 185 }),
    column('deposit', 'number', { unit: '£', filled: 3, distinct: 3, min: 300, max: 750 }),
  ],
};

/**
 * Evening courses by title, each with a start day and an exam day: two date columns, one of whose names
 * ('course_start') shares a word with the records themselves.
 */
export const courses: TestTable = {
  records: [
    { title: 'Spanish I', course_start: '2026-01-12', exam_date: '2026-05-20', hours: 40 },
    { title: 'Pottery', course_start: '2026-02-02', exam_date: '2026-07-01', hours: 24 },
    { title: 'Bookkeeping', course_start: '2026-05-04', exam_date: '2026-09-14', hours: 36 },
    { title: 'First Aid', course_start: '2026-05-18', exam_date: '2026-06-05', hours: 12 },
    { title: 'Guitar', course_start: '2026-03-09', exam_date: '2026-08-10', hours: 30 },
  ],
  columns: [
    column('title', 'text'),
    column('course_start', 'date'),
    column('exam_date', 'date'),
    column('hours', 'number', { min: 12, max: 40 }),
  ],
};

/**
 * A blog's pages on one day: views today, the change on yesterday signed ('+12%', '-8%') and the
 * day each page was published, so a question's 'today' or 'yesterday' could be read as a day.
 */
export const pages: TestTable = {
  records: [
    { page: 'Home', views_today: 1840, change_vs_yesterday: '+12%', published: '2024-01-02' },
    { page: 'Pricing', views_today: 620, change_vs_yesterday: '-8%', published: '2024-03-15' },
    { page: 'Blog', views_today: 410, change_vs_yesterday: '+3%', published: '2025-06-01' },
    { page: 'Careers', views_today: 95, change_vs_yesterday: '-21%', published: '2025-09-30' },
    { page: 'Docs', views_today: 1120, change_vs_yesterday: '+0.5%', published: '2026-02-11' },
  ],
  columns: [
    column('page', 'text'),
    column('views_today', 'number', { min: 95, max: 1840 }),
    column('change_vs_yesterday', 'number', { unit: '%', min: -21, max: 12 }),
    column('published', 'date'),
  ],
};

/**
 * A call centre's agents on one day: calls taken (a count) beside the average call in minutes
 * (headed avg_call), and a team.
 */
export const agents: TestTable = {
  records: [
    { agent: 'Ana', team: 'Billing', calls_today: 42, avg_call: 4.2 },
    { agent: 'Ben', team: 'Billing', calls_today: 38, avg_call: 6.8 },
    { agent: 'Cleo', team: 'Support', calls_today: 55, avg_call: 3.1 },
    { agent: 'Dev', team: 'Sales', calls_today: 12, avg_call: 11.5 },
    { agent: 'Eli', team: 'Sales', calls_today: 19, avg_call: 9.4 },
  ],
  columns: [
    column('agent', 'text'),
    column('team', 'category', { distinct: 3, examples: ['Billing', 'Support', 'Sales'] }),
    column('calls_today', 'number', { min: 12, max: 55 }),
    column('avg_call', 'number', { unit: 'min', min: 3.1, max: 11.5 }),
  ],
};

/** A folk club's gigs: an attendance and whether the room had wi-fi, headed 'wifi'. */
export const gigs: TestTable = {
  records: [
    { gig: 'Harvest Songs', attendance: 85, wifi: 'Yes' },
    { gig: 'Sea Shanties', attendance: 140, wifi: 'No' },
    { gig: 'Fiddle Night', attendance: 62, wifi: 'Yes' },
    { gig: 'Ballad Hour', attendance: 47, wifi: 'No' },
  ],
  columns: [
    column('gig', 'text', { filled: 4, distinct: 4 }),
    column('attendance', 'number', { filled: 4, distinct: 4, min: 47, max: 140 }),
    column('wifi', 'category', { filled: 4, distinct: 2, examples: ['Yes', 'No'] }),
  ],
};

/** A dog school's programmes: weeks to complete as a range with a dash ('6–8'), and a fee. */
export const programmes: TestTable = {
  records: [
    { programme: 'Puppy basics', weeks_to_complete: '4–6', fee: '£90' },
    { programme: 'Recall', weeks_to_complete: '6–8', fee: '£120' },
    { programme: 'Agility', weeks_to_complete: '10–12', fee: '£210' },
    { programme: 'Good citizen', weeks_to_complete: '8–10', fee: '£150' },
  ],
  columns: [
    column('programme', 'text', { filled: 4, distinct: 4 }),
    column('weeks_to_complete', 'number', {
      filled: 4,
      distinct: 4,
      min: 4,
      max: 10,
      read: { range: true },
    }),
    column('fee', 'number', { unit: '£', filled: 4, distinct: 4, min: 90, max: 210 }),
  ],
};

/** Campsites open for a season of months ('Apr–Oct'; a winter site 'Nov–Feb' runs past December). */
export const campsites: TestTable = {
  records: [
    { campsite: 'Lakeside', season: 'Apr–Oct', pitches: 40 },
    { campsite: 'Pine Hollow', season: 'Mar–Sep', pitches: 25 },
    { campsite: 'Snowfield', season: 'Nov–Feb', pitches: 12 },
    { campsite: 'Dune End', season: 'May–Aug', pitches: 60 },
  ],
  columns: [
    column('campsite', 'text', { filled: 4, distinct: 4 }),
    column('season', 'category', {
      filled: 4,
      distinct: 4,
      examples: ['Apr–Oct', 'Mar–Sep', 'Nov–Feb', 'May–Aug'],
    }),
    column('pitches', 'number', { filled: 4, distinct: 4, min: 12, max: 60 }),
  ],
};
