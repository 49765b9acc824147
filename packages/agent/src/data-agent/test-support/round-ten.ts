import { columnsFor, type TestTable } from './tables.js';

const column = columnsFor(5);

/**
 * A vintage camera dealer's stock: when each camera was made, a year, a circa year or a decade
 * ('c. 1936', '1950s', read as 1936 and 1950), beside the day it was listed, all in 2026.
 */
export const cameras: TestTable = {
  records: [
    { camera: 'Leica IIIa', made: 'c. 1936', listed: '2026-01-14', price: '£640' },
    { camera: 'Rolleiflex 2.8F', made: '1960s', listed: '2026-02-03', price: '£1,150' },
    { camera: 'Kodak Brownie No. 2', made: 'c. 1910', listed: '2026-02-20', price: '£45' },
    { camera: 'Zeiss Contax II', made: '1930s', listed: '2026-03-11', price: '£520' },
    { camera: 'Olympus OM-1', made: '1972', listed: '2026-04-02', price: '£210' },
  ],
  columns: [
    column('camera', 'text'),
    column('made', 'number', { min: 1910, max: 1972 }),
    column('listed', 'date'),
    column('price', 'number', { unit: '£', min: 45, max: 1150 }),
  ],
};

/**
 * A recruiter's open roles, whose level is a word that is small elsewhere ('Entry'), and a team
 * called 'Data'.
 */
export const roles: TestTable = {
  records: [
    { role: 'Junior analyst', level: 'Entry', team: 'Data', salary: '£28,000' },
    { role: 'Platform engineer', level: 'Senior', team: 'Infrastructure', salary: '£72,000' },
    { role: 'Graduate developer', level: 'Entry', team: 'Web', salary: '£30,000' },
    { role: 'Data engineer', level: 'Mid', team: 'Data', salary: '£52,000' },
    { role: 'Support lead', level: 'Senior', team: 'Support', salary: '£48,000' },
  ],
  columns: [
    column('role', 'text'),
    column('level', 'category', { distinct: 3, examples: ['Entry', 'Senior', 'Mid'] }),
    column('team', 'category', {
      distinct: 4,
      examples: ['Data', 'Infrastructure', 'Web', 'Support'],
    }),
    column('salary', 'number', { unit: '£', min: 28000, max: 72000 }),
  ],
};

/** A rider's log: moving times read in minutes ('1h 05m') and distances in kilometres. */
export const rides: TestTable = {
  records: [
    { ride: 'Commute', moving_time: '0h 42m', distance: '14.2 km' },
    { ride: 'Hill loop', moving_time: '1h 55m', distance: '48.0 km' },
    { ride: 'Canal path', moving_time: '1h 05m', distance: '30.5 km' },
  ],
  columns: [
    column('ride', 'text', { filled: 3, distinct: 3 }),
    column('moving_time', 'number', {
      unit: 'min',
      read: { duration: true },
      filled: 3,
      distinct: 3,
      min: 42,
      max: 115,
    }),
    column('distance', 'number', { unit: 'km', filled: 3, distinct: 3, min: 14.2, max: 48 }),
  ],
};

/**
 * A community fund's grants: a label that repeats the records' noun ('Grant 7') beside a title,
 * the amount awarded (a generic money name) beside the amount asked for, and applicants' counts.
 */
export const grants: TestTable = {
  records: [
    {
      grant: 'Grant 1',
      title: 'Youth football kit',
      amount: '£2,500',
      requested: '£4,000',
      volunteers: 12,
    },
    { grant: 'Grant 2', title: 'Lunch club', amount: '£1,200', requested: '£1,200', volunteers: 6 },
    {
      grant: 'Grant 3',
      title: 'Riverside clean-up',
      amount: '£800',
      requested: '£2,000',
      volunteers: 30,
    },
    {
      grant: 'Grant 4',
      title: 'Library ramp',
      amount: '£5,000',
      requested: '£6,500',
      volunteers: 2,
    },
    { grant: 'Grant 5', title: 'Choir robes', amount: '£650', requested: '£500', volunteers: 8 },
  ],
  columns: [
    column('grant', 'category'),
    column('title', 'category'),
    // Keys as the server lists them, shortest first: the amount is no first number column.
    column('volunteers', 'number', { min: 2, max: 30 }),
    column('requested', 'number', { unit: '£', min: 500, max: 6500 }),
    column('amount', 'number', { unit: '£', min: 650, max: 5000 }),
  ],
};

/** A paint maker's range, its headers spelt the American way ('color', 'catalog_page'). */
export const paints: TestTable = {
  records: [
    { paint: 'Sage Mist', color: 'Green', catalog_page: 4, price: '£32' },
    { paint: 'Harbour Grey', color: 'Grey', catalog_page: 7, price: '£29' },
    { paint: 'Fern', color: 'Green', catalog_page: 5, price: '£32' },
    { paint: 'Chalk', color: 'White', catalog_page: 1, price: '£27' },
    { paint: 'Slate', color: 'Grey', catalog_page: 8, price: '£35' },
  ],
  columns: [
    column('paint', 'text'),
    column('color', 'category', { distinct: 3, examples: ['Green', 'Grey', 'White'] }),
    column('catalog_page', 'number', { min: 1, max: 8 }),
    column('price', 'number', { unit: '£', min: 27, max: 35 }),
  ],
};

/**
 * A theatre's season: each play's writer and their country, a running time read in minutes,
 * themes written as a list in one cell ('War, Family') and a tick where a show is captioned
 * (blank where not).
 */
export const plays: TestTable = {
  records: [
    {
      title: 'The Weir',
      writer: 'Conor McPherson',
      country: 'Ireland',
      running_time: '1h 45m',
      themes: 'Grief, Folklore',
      captioned: '✓',
    },
    {
      title: 'Juno and the Paycock',
      writer: 'Seán O’Casey',
      country: 'Ireland',
      running_time: '2h 40m',
      themes: 'War, Family',
      captioned: '',
    },
    {
      title: 'Journey’s End',
      writer: 'R. C. Sherriff',
      country: 'England',
      running_time: '2h 30m',
      themes: 'War, Friendship',
      captioned: '✓',
    },
    {
      title: 'A Doll’s House',
      writer: 'Henrik Ibsen',
      country: 'Norway',
      running_time: '2h 15m',
      themes: 'Marriage, Freedom',
      captioned: '',
    },
    {
      title: 'Copenhagen',
      writer: 'Michael Frayn',
      country: 'England',
      running_time: '2h 50m',
      themes: 'Science, War',
      captioned: '✓',
    },
  ],
  columns: [
    column('title', 'text'),
    column('writer', 'text'),
    column('country', 'category', { distinct: 3, examples: ['Ireland', 'England', 'Norway'] }),
    column('running_time', 'number', {
      unit: 'min',
      read: { duration: true },
      min: 105,
      max: 170,
    }),
    column('themes', 'text'),
    column('captioned', 'category', { filled: 3, distinct: 1, examples: ['✓'] }),
  ],
};

/** A leisure centre's pool timetable: a session's day and its start on a 12-hour clock. */
export const sessions: TestTable = {
  records: [
    { session: 'Early lanes', day: '2026-06-01', starts: '6:30am', pool: 'Main' },
    { session: 'Morning Swim', day: '2026-06-01', starts: '10:00am', pool: 'Main' },
    { session: 'Aqua fit', day: '2026-06-02', starts: '1:15pm', pool: 'Teaching' },
    { session: 'Family fun', day: '2026-06-03', starts: '4:00pm', pool: 'Teaching' },
    { session: 'Adults only', day: '2026-06-03', starts: '7:30pm', pool: 'Main' },
  ],
  columns: [
    column('session', 'text'),
    column('day', 'date', { distinct: 3 }),
    column('starts', 'number', { read: { clock: true }, min: 390, max: 1170 }),
    column('pool', 'category', { distinct: 2, examples: ['Main', 'Teaching'] }),
  ],
};

/** A café's drinks, each with its flavours. */
export const drinks: TestTable = {
  records: [
    { drink: 'Nojito', flavours: 'mint', price: '£3.80' },
    { drink: 'Mocha', flavours: 'chocolate, coffee', price: '£3.40' },
    { drink: 'Iced latte', flavours: 'coffee', price: '£3.20' },
    { drink: 'Jaffa shake', flavours: 'chocolate, orange', price: '£4.10' },
  ],
  columns: [
    column('drink', 'text', { filled: 4, distinct: 4 }),
    column('flavours', 'text', { filled: 4, distinct: 4 }),
    column('price', 'number', { unit: '£', filled: 4, distinct: 4, min: 3.2, max: 4.1 }),
  ],
};

/** A school's auction of promises: a reserve beside the amount each promise went for. */
export const promises: TestTable = {
  records: [
    { promise: 'Dinner for two', reserve: '£50', amount: '£120', bidders: 6 },
    { promise: 'Week in a cottage', reserve: '£300', amount: '£280', bidders: 2 },
    { promise: 'Cake a month', reserve: '£40', amount: '£95', bidders: 9 },
    { promise: 'Guitar lessons', reserve: '£60', amount: '£60', bidders: 1 },
  ],
  columns: [
    column('promise', 'text', { filled: 4, distinct: 4 }),
    column('reserve', 'number', { unit: '£', filled: 4, distinct: 4, min: 40, max: 300 }),
    column('amount', 'number', { unit: '£', filled: 4, distinct: 4, min: 60, max: 280 }),
    column('bidders', 'number', { filled: 4, distinct: 4, min: 1, max: 9 }),
  ],
};
