import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readShape } from '../src/commands/data-agent/value-shapes.js';
import { openTableJob, type TableJob } from './support/data-agent-table.js';

/** Value shapes of round fifteen, on tables no eval table holds. */
describe("'Free' beside prices is a price of nothing (round fifteen)", () => {
  it('reads a money column mostly of Free as figures from 0', () => {
    expect(readShape(['Free', '£45', 'Free', 'FREE', 'Free', '£120.00'], '.')).toMatchObject({
      kind: 'number',
      unit: '£',
      min: 0,
      max: 120,
    });
    expect(readShape(['Gratis', '12,50 €', 'Gratis', 'Gratis'], '.')).toMatchObject({
      kind: 'number',
      unit: '€',
      min: 0,
    });
  });

  it('leaves words without prices, and free of other figures, as they were', () => {
    // No figure carries money: 'Free' says nothing of a price here.
    expect(readShape(['Free', 'Free', 'Free', '12', 'Free'], '.')).toBeNull();
    expect(readShape(['Free trial', 'Free', 'Members only', '£10'], '.')).toBeNull();
  });
});

/** An adult-education college's short courses, the fee 'Free' for some. */
const courses = [
  { course: 'Intro to Pottery', subject: 'Arts', fee: '£85', weeks: '6' },
  { course: 'Job-Seekers IT', subject: 'Computing', fee: 'Free', weeks: '4' },
  { course: 'English for Work', subject: 'Languages', fee: 'Free', weeks: '10' },
  { course: 'Spreadsheets Level 2', subject: 'Computing', fee: '£140.00', weeks: '8' },
  { course: 'Family Learning: Maths', subject: 'Maths', fee: 'FREE', weeks: '5' },
  { course: 'Life Drawing', subject: 'Arts', fee: '£60', weeks: '6' },
  { course: 'Digital Skills Taster', subject: 'Computing', fee: 'Free', weeks: '2' },
];

describe('paid and free courses over fees written Free (round fifteen)', () => {
  let college: TableJob;
  beforeAll(async () => {
    college = await openTableJob(courses, 'course');
  });
  afterAll(() => college.close());

  it("'paid' is a fee above nothing; the cheapest paid one skips the free ones", async () => {
    expect(college.names(await college.ask('Which courses are paid?'))).toEqual([
      'Intro to Pottery',
      'Spreadsheets Level 2',
      'Life Drawing',
    ]);
    expect((await college.ask('What is the cheapest paid course?')).answer).toContain(
      'Life Drawing',
    );
    const together = await college.ask('What do the paid courses cost together?');
    expect(together.table?.rows[0]?.[0]).toBe(285);
    expect((await college.ask('How many computing courses are paid?')).table?.rows[0]?.[0]).toBe(1);
  });

  it('a free course costs 0 in a mean, and free ones are found as before', async () => {
    const mean = await college.ask('What is the average fee?');
    expect(Number(mean.table?.rows[0]?.[0])).toBeCloseTo(285 / 7, 6);
    expect(college.names(await college.ask('free courses'))).toEqual([
      'Job-Seekers IT',
      'English for Work',
      'Family Learning: Maths',
      'Digital Skills Taster',
    ]);
  });
});

/** A shop's invoices with a state 'Paid': 'paid' is the state there, never a price above 0. */
const invoices = [
  { invoice: 'INV-101', customer: 'Harrow Ltd', amount: '£420.00', status: 'Paid' },
  { invoice: 'INV-102', customer: 'Bell & Co', amount: '£95.50', status: 'Overdue' },
  { invoice: 'INV-103', customer: 'Harrow Ltd', amount: '£1,200.00', status: 'Paid' },
  { invoice: 'INV-104', customer: 'Quill Books', amount: '£60.00', status: 'Sent' },
];

describe("'paid' where nothing is free (round fifteen)", () => {
  let shop: TableJob;
  beforeAll(async () => {
    shop = await openTableJob(invoices, 'invoice');
  });
  afterAll(() => shop.close());

  it('reads the state, as before', async () => {
    expect(shop.names(await shop.ask('Which invoices are paid?'))).toEqual(['INV-101', 'INV-103']);
  });
});

/** A podcast directory's shows, downloads written as floors with a scale ('500K+'). */
const shows = [
  { show: 'Soil & Roots', host: 'Mina Adeyemi', downloads: '500K+', episodes: '48' },
  { show: 'The Late Shift', host: 'Jo Varga', downloads: '2M+', episodes: '210' },
  { show: 'Byte Sized', host: 'Mina Adeyemi', downloads: '50K+', episodes: '31' },
  { show: 'Quiet Rooms', host: 'Lee Park', downloads: '1M+', episodes: '96' },
];

describe('floors added up are a floor (round fifteen)', () => {
  let directory: TableJob;
  beforeAll(async () => {
    directory = await openTableJob(shows, 'show');
  });
  afterAll(() => directory.close());

  it("says the total of floors is 'at least' it", async () => {
    const total = await directory.ask('total downloads');
    expect(total.table?.rows[0]?.[0]).toBe(3_550_000);
    expect(total.answer).toMatch(/is at least 3,550,000/);
    const hosted = await directory.ask('How many downloads do Mina Adeyemi shows have altogether?');
    expect(hosted.table?.rows[0]?.[0]).toBe(550_000);
    expect(hosted.answer).toMatch(/at least/);
  });

  it('a total of plain counts says the figure alone', async () => {
    const episodes = await directory.ask('total episodes');
    expect(episodes.table?.rows[0]?.[0]).toBe(385);
    expect(episodes.answer).not.toMatch(/at least/);
  });
});

describe("a cell of '—' or 'n/a' is blank (round fifteen)", () => {
  it('reads a column of days with dashes as days, and its dashes as no value', () => {
    expect(readShape(['12/11/2026', '—', '03/11/2026', '—', '—', '21/10/2026'], '.')).toMatchObject(
      { kind: 'date', read: { date: 'dmy' } },
    );
    expect(readShape(['£50', 'n/a', 'N/A', '£20', 'n/a'], '.')).toMatchObject({
      kind: 'number',
      unit: '£',
      min: 20,
    });
  });

  it('leaves signed figures and ranges with dashes as they were', () => {
    expect(readShape(['-5', '+3', '0', '-12'], '.')).toMatchObject({ kind: 'number', min: -12 });
    expect(readShape(['—', '—', '—'], '.')).toBeNull();
  });
});

/** A tool hire shop's hires: the day a tool came back, or '—' while out; a deposit or 'n/a'. */
const hires = [
  { tool: 'Cement mixer', hired: '2026-11-02', returned: '06/11/2026', deposit: '£50' },
  { tool: 'Floor sander', hired: '2026-11-03', returned: '—', deposit: '£80' },
  { tool: 'Hedge trimmer', hired: '2026-11-04', returned: '12/11/2026', deposit: 'n/a' },
  { tool: 'Wallpaper steamer', hired: '2026-11-05', returned: '—', deposit: 'n/a' },
  { tool: 'Tile cutter', hired: '2026-11-09', returned: '13/11/2026', deposit: '£30' },
];

describe('hires returned on a day or not yet (round fifteen)', () => {
  let shop: TableJob;
  beforeAll(async () => {
    shop = await openTableJob(hires, 'tool');
  });
  afterAll(() => shop.close());

  it('filters by the day returned, and finds the dashes blank', async () => {
    expect(shop.names(await shop.ask('tools returned before 10 November'))).toEqual([
      'Cement mixer',
    ]);
    expect(shop.names(await shop.ask('hires with no deposit'))).toEqual([
      'Hedge trimmer',
      'Wallpaper steamer',
    ]);
    expect((await shop.ask('average deposit')).table?.rows[0]?.[0]).toBe(160 / 3);
  });
});

describe("'None' among counts is a count of 0 (round fifteen)", () => {
  it('reads None as 0, and leaves None among words alone', () => {
    expect(readShape(['2', 'None', '5', 'None', '1'], '.')).toMatchObject({
      kind: 'number',
      min: 0,
      max: 5,
    });
    expect(readShape(['Nuts', 'None', 'Gluten', 'None', 'Dairy'], '.')).toBeNull();
  });
});

/** A school's hockey matches, injuries counted or 'None'. */
const matches = [
  { opponent: 'Hill House', injuries: '2', result: 'Won' },
  { opponent: 'St Anne’s', injuries: 'None', result: 'Lost' },
  { opponent: 'Brook Academy', injuries: '1', result: 'Won' },
  { opponent: 'Oakfield', injuries: 'None', result: 'Drew' },
];

describe('matches with no injuries (round fifteen)', () => {
  let hockey: TableJob;
  beforeAll(async () => {
    hockey = await openTableJob(matches, 'opponent');
  });
  afterAll(() => hockey.close());

  it('finds the records of none and adds the counts up', async () => {
    expect(hockey.names(await hockey.ask('matches with no injuries'))).toEqual([
      'St Anne’s',
      'Oakfield',
    ]);
    expect((await hockey.ask('total injuries')).table?.rows[0]?.[0]).toBe(3);
  });
});

/** A furniture shop's stock: each product's SKU beside its name. */
const stock = [
  { product: 'Oak Desk', sku: 'FD-0042', price: '£349', colour: 'Oak', stock: '4' },
  { product: 'Pine Shelf', sku: 'FD-0107', price: '£89', colour: 'Pine', stock: '12' },
  { product: 'Walnut Chair', sku: 'FD-0213', price: '£129', colour: 'Walnut', stock: '0' },
  { product: 'Ash Bench', sku: 'FD-0388', price: '£210', colour: 'Ash', stock: '2' },
];

describe("a record's reference beside its name (round fifteen)", () => {
  let shop: TableJob;
  beforeAll(async () => {
    shop = await openTableJob(stock, 'product');
  });
  afterAll(() => shop.close());

  it('names a record with its reference, and lists the references', async () => {
    expect((await shop.ask('most expensive product')).answer).toContain('"Oak Desk" (FD-0042)');
    const listed = await shop.ask('products under £200');
    expect(listed.table?.columns.slice(0, 2)).toEqual(['product', 'sku']);
    expect(shop.names(listed)).toEqual(['Pine Shelf', 'Walnut Chair']);
  });

  it('a table with no column of references names records as before', async () => {
    const plain = await openTableJob(
      stock.map(({ sku: _sku, ...r }) => r),
      'product',
    );
    try {
      const answer = (await plain.ask('most expensive product')).answer;
      expect(answer).toContain('"Oak Desk" has the highest price');
    } finally {
      await plain.close();
    }
  });
});

/** A meetup's talks: a link to the slides, '—' or no key at all when there are none. */
const talks = [
  { talk: 'Edge caching', speaker: 'A. Nwosu', slides: 'https://slides.example/edge' },
  { talk: 'Typed SQL', speaker: 'K. Brandt', slides: '—' },
  { talk: 'Fuzzing in CI', speaker: 'P. Iyer', slides: 'https://slides.example/fuzz' },
  { talk: 'Small models', speaker: 'J. Ortiz' },
  { talk: 'Incident drills', speaker: 'M. Silva', slides: 'https://slides.example/drills' },
];

describe('a column of words said to be had holds a value (round fifteen)', () => {
  let meetup: TableJob;
  beforeAll(async () => {
    meetup = await openTableJob(talks, 'talk');
  });
  afterAll(() => meetup.close());

  it("'with slides', 'had slides' are the talks whose slides are not blank", async () => {
    expect(meetup.names(await meetup.ask('talks with slides'))).toEqual([
      'Edge caching',
      'Fuzzing in CI',
      'Incident drills',
    ]);
    expect((await meetup.ask('How many talks had slides?')).table?.rows[0]?.[0]).toBe(3);
  });

  it("'without slides' and a column every talk fills read as before", async () => {
    expect(meetup.names(await meetup.ask('talks without slides'))).toEqual([
      'Typed SQL',
      'Small models',
    ]);
    const all = await meetup.ask('How many talks have a speaker?');
    expect(all.plan.filters).toEqual([]);
    expect(all.table?.rows[0]?.[0]).toBe(5);
  });
});

/** A book club's picks, each chosen by a member written with an initial. */
const picks = [
  { book: 'The Salt Path', chosen_by: 'A. Kowalski', pages: '288' },
  { book: 'Piranesi', chosen_by: 'D. Mensah', pages: '272' },
  { book: 'Small Things Like These', chosen_by: 'A. Kowalski', pages: '116' },
  { book: 'The Overstory', chosen_by: 'R. Byrne', pages: '502' },
];

describe("a value with a name's initial (round fifteen)", () => {
  let club: TableJob;
  beforeAll(async () => {
    club = await openTableJob(picks, 'book');
  });
  afterAll(() => club.close());

  it("finds 'A. Kowalski' whole, leaving no 'A' unread", async () => {
    expect(club.names(await club.ask('books chosen by A. Kowalski'))).toEqual([
      'The Salt Path',
      'Small Things Like These',
    ]);
    expect(
      (await club.ask('How many pages did A. Kowalski pick in total?')).table?.rows[0]?.[0],
    ).toBe(404);
  });
});

/** An estate agent's lettings: addresses on a few streets, one written after a building's name. */
const lettings = [
  { address: '2 Mill Lane', rent: '£950 pcm', bedrooms: '2' },
  { address: 'Old Bakery, Mill Lane', rent: '£1,200 pcm', bedrooms: '3' },
  { address: '17 Mill Lane', rent: '£875 pcm', bedrooms: '1' },
  { address: '4 Mill Court', rent: '£700 pcm', bedrooms: '1' },
  { address: '9 Station Road', rent: '£1,050 pcm', bedrooms: '2' },
];

describe('a street named inside addresses (round fifteen)', () => {
  let agent: TableJob;
  beforeAll(async () => {
    agent = await openTableJob(lettings, 'address');
  });
  afterAll(() => agent.close());

  it("finds every address on 'Mill Lane', however it is written, and none on Mill Court", async () => {
    expect(agent.names(await agent.ask('lettings on Mill Lane'))).toEqual([
      '2 Mill Lane',
      'Old Bakery, Mill Lane',
      '17 Mill Lane',
    ]);
  });

  it('a street of one record reads as before', async () => {
    expect(agent.names(await agent.ask('lettings on Station Road'))).toEqual(['9 Station Road']);
  });
});
