import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFigure } from '../src/commands/data-agent/answer-text.js';
import { discoverColumns } from '../src/commands/data-agent/discover-columns.js';
import { readShape } from '../src/commands/data-agent/value-shapes.js';
import { openTableJob, type TableJob } from './support/data-agent-table.js';

/**
 * Values read by their shapes, on a table no eval table is like: a cycling club's rides, written
 * the way a continental European club site does — distances with a decimal comma ('42,5 km'),
 * climbing with a dot between thousands ('1.250 m'), moving times 'h:mm:ss', bike weights in
 * grams or kilograms, and ride days written 'May 4, 2025'.
 */
const ride = (
  name: string,
  km: string,
  climb: string,
  moving: string,
  bike: string,
  day: string,
  fee: string,
) => ({ ride: name, distance: km, climbing: climb, moving_time: moving, bike, day, fee });

const rides = [
  ride('Col loop', '42,5 km', '1.250 m', '1:52:30', '8,2 kg', 'May 4, 2025', '12,50 €'),
  ride('River flat', '61,0 km', '310 m', '2:05:10', '9,1 kg', 'Apr 27, 2025', '8,00 €'),
  ride('Gravel hills', '38,75 km', '980 m', '2:31:00', '10,4 kg', 'Jun 1, 2025', '15,00 €'),
  ride('Sprint night', '24,0 km', '120 m', '0:41:05', '7,9 kg', 'May 20, 2025', '5,00 €'),
  ride('Track taster', '12,5 km', '0 m', '0:30:00', '850 g', 'Mar 30, 2025', '20,00 €'),
];

let table: TableJob;
let database: TableJob['database'];
let jobId: string;
let ask: TableJob['ask'];
let names: TableJob['names'];

beforeAll(async () => {
  table = await openTableJob(rides, 'ride');
  ({ database, jobId, ask, names } = table);
});
afterAll(() => table.close());

describe('values read by their shapes', () => {
  it('reads each column by its own convention', async () => {
    const { columns } = await discoverColumns(database.db, jobId);
    const byKey = Object.fromEntries(columns.map((c) => [c.key, c]));
    expect(byKey.distance).toMatchObject({ kind: 'number', unit: 'km', min: 12.5, max: 61 });
    // No mark of its own: the job's decimal comma makes '1.250 m' one thousand two hundred and fifty.
    expect(byKey.climbing).toMatchObject({ kind: 'number', min: 0, max: 1250 });
    expect(byKey.moving_time).toMatchObject({ kind: 'number', unit: 'min', min: 30 });
    expect(byKey.bike).toMatchObject({ kind: 'number', unit: 'kg', min: 0.85, max: 10.4 });
    expect(byKey.day).toMatchObject({ kind: 'date' });
    expect(byKey.fee).toMatchObject({ kind: 'number', unit: '€', min: 5, max: 20 });
  });

  it('answers with those readings', async () => {
    expect(names(await ask('rides longer than 40 km'))).toEqual(['Col loop', 'River flat']);
    expect(names(await ask('rides with more than 1000 m of climbing'))).toEqual(['Col loop']);
    expect(names(await ask('rides under 1 hour'))).toEqual(['Sprint night', 'Track taster']);
    expect(names(await ask('rides on bikes lighter than 8 kg'))).toEqual([
      'Sprint night',
      'Track taster',
    ]);
    expect((await ask('most recent ride')).answer).toContain('Gravel hills');
    expect(names(await ask('rides before May 2025'))).toEqual(['River flat', 'Track taster']);
    // One record found: the sentence names it.
    expect((await ask('rides on May 20, 2025')).answer).toMatch(
      /^"Sprint night" is the one record/,
    );
    const fee = await ask('average fee');
    expect(fee.table?.rows[0]?.[0]).toBeCloseTo(12.1);
    expect(fee.answer).toContain('€12.1');
  });
});

describe('shapes of single columns', () => {
  it('times of day are minutes after midnight, with am and pm', () => {
    expect(readShape(['7:05 am', '12:30 pm', '9:45 pm'], '.')).toMatchObject({
      kind: 'number',
      read: { clock: true },
      min: 425,
      max: 1305,
    });
  });

  it('minutes and seconds are a length of time, in minutes', () => {
    // A swimming club's 400 m times.
    expect(readShape(['5m 12s', '4m 48s', '6m 03s', '5m 30s'], '.')).toMatchObject({
      kind: 'number',
      unit: 'min',
      read: { duration: true },
      min: 4.8,
      max: 6.05,
    });
  });

  it('days with numbers take their order from a part over 12, and stay open when none is', () => {
    expect(readShape(['04/13/2025', '05/02/2025'], '.')).toMatchObject({
      kind: 'date',
      read: { date: 'mdy' },
    });
    expect(readShape(['13/04/2025', '02/05/2025'], '.')).toMatchObject({ read: { date: 'dmy' } });
    expect(readShape(['03/04/2025', '02/05/2025'], '.')).toBeNull();
  });

  it('amounts shortened by a scale are read whole; the same letters without money are units', () => {
    // A film studio's box office: millions and billions after a currency symbol.
    expect(readShape(['$850M', '$1.2B', '$95.5M', '$2.1bn'], '.')).toMatchObject({
      kind: 'number',
      unit: '$',
      min: 95_500_000,
      max: 2_100_000_000,
    });
    expect(readShape(['€3.4T', '€980B'], '.')).toMatchObject({ min: 980e9, max: 3.4e12 });
    // Without a currency, 'm' is metres and 't' tonnes.
    expect(readShape(['850 m', '1200 m'], '.')).toMatchObject({ unit: 'm', min: 850, max: 1200 });
    expect(readShape(['5 t', '12 t'], '.')).toMatchObject({ unit: 't', min: 5, max: 12 });
  });

  it('a decimal comma the values show wins over the job', () => {
    expect(readShape(['3,75 l', '1,5 l'], '.')).toMatchObject({ min: 1.5, max: 3.75 });
    expect(readShape(['1,250 ft', '980 ft'], '.')).toMatchObject({ min: 980, max: 1250 });
  });
});

describe('counts shortened by a thousands or millions letter', () => {
  /** A video channel's uploads, views written as the site shortens them ('1.1M', '12.4K', '980'). */
  const uploads = [
    { video: 'Tour of the workshop', views: '1.1M', likes: '12.4K', length: '14:05' },
    { video: 'Sharpening a chisel', views: '845K', likes: '9.8k', length: '8:30' },
    { video: 'First bowl on the lathe', views: '980', likes: '41', length: '21:12' },
    { video: 'Shop tour, a year on', views: '2.3M', likes: '30.1K', length: '17:48' },
  ];
  let channel: TableJob;
  beforeAll(async () => {
    channel = await openTableJob(uploads, 'video');
  });
  afterAll(() => channel.close());

  it('are read whole, with no unit; a lower-case m stays metres', () => {
    expect(readShape(['1.1M', '845K', '980', '2.3M'], '.')).toMatchObject({
      kind: 'number',
      unit: null,
      min: 980,
      max: 2_300_000,
    });
    expect(readShape(['1.8m', '2m', '0.9m'], '.')).toMatchObject({ unit: 'm', max: 2 });
  });

  it('are ranked, added up and compared whole', async () => {
    expect((await channel.ask('most viewed video')).answer).toContain('Shop tour, a year on');
    expect((await channel.ask('total views')).table?.rows[0]?.[0]).toBe(4_245_980);
    expect(channel.names(await channel.ask('videos with more than 10k likes'))).toEqual([
      'Tour of the workshop',
      'Shop tour, a year on',
    ]);
  });
});

describe('a dealer’s stock pages from several templates', () => {
  /**
   * A secondhand record shop's sold listings: a price or the one word 'Withdrawn' (blank when not
   * yet listed), pressing years written circa or by decade ('c. 1967', '1970s'), and the day it
   * sold written three ways by the shop's old and new pages.
   */
  const sold = [
    { record: 'Abbey Road', price: '£48', pressed: 'c. 1969', sold_on: '3 March 2026' },
    { record: 'Blue', price: 'Withdrawn', pressed: '1971', sold_on: '2026-03-09' },
    { record: 'Horses', price: '£32', pressed: '1970s', sold_on: '09/03/2026' },
    { record: 'Pet Sounds', price: '£75', pressed: 'c. 1966', sold_on: '14 March 2026' },
    { record: 'Low', price: '', pressed: '1977', sold_on: '2026-03-21' },
    { record: 'Bitches Brew', price: '£55', pressed: 'ca. 1970', sold_on: '28/03/2026' },
  ];
  let shop: TableJob;
  beforeAll(async () => {
    shop = await openTableJob(sold, 'record');
  });
  afterAll(() => shop.close());

  it('reads figures beside a word for none, circa years, and ISO days among others', () => {
    expect(readShape(['£48', 'Withdrawn', '£32', '£75', '£55'], '.')).toMatchObject({
      kind: 'number',
      unit: '£',
      min: 32,
      max: 75,
    });
    // Words of more kinds, or with digits, are text.
    expect(readShape(['£48', 'Withdrawn', '£32', 'Sold', 'Ask'], '.')).toBeNull();
    expect(readShape(['c. 1969', '1971', '1970s', 'ca. 1970'], '.')).toMatchObject({
      kind: 'number',
      min: 1969,
      max: 1971,
    });
    expect(readShape(['3 March 2026', '2026-03-09', '14/03/2026'], '.')).toMatchObject({
      kind: 'date',
      read: { date: 'dmy' },
    });
    expect(readShape(['2026-03-09', '2026-03-21'], '.')).toBeNull();
  });

  it('answers by them', async () => {
    const mean = await shop.ask('average price');
    expect(mean.table?.rows[0]?.[0]).toBeCloseTo(52.5);
    expect(shop.names(await shop.ask('records sold on 9 March 2026'))).toEqual(['Blue', 'Horses']);
    expect((await shop.ask('most recently sold record')).answer).toContain('Bitches Brew');
  });
});

describe('lists written in one cell', () => {
  /** A job board's ads, the skills asked for written as one comma-separated cell. */
  const ads = [
    { job: 'Data analyst', skills: 'sql, excel, python' },
    { job: 'Backend developer', skills: 'go, python, postgres' },
    { job: 'Accountant', skills: 'excel, sage' },
    { job: 'Designer', skills: 'figma, css' },
    { job: 'Python tutor', skills: 'python' },
  ];
  let board: TableJob;
  beforeAll(async () => {
    board = await openTableJob(ads, 'job');
  });
  afterAll(() => board.close());

  it('are found by a whole item written small', async () => {
    expect(board.names(await board.ask('python jobs'))).toEqual([
      'Data analyst',
      'Backend developer',
      'Python tutor',
    ]);
    expect(board.names(await board.ask('excel jobs'))).toEqual(['Data analyst', 'Accountant']);
  });
});

describe('formatFigure', () => {
  it('writes a currency before the figure and other units after it', () => {
    expect(formatFigure(2.5, 'kg')).toBe('2.5 kg');
    expect(formatFigure(12.5, '£')).toBe('£12.5');
    expect(formatFigure(80, '%')).toBe('80%');
    expect(formatFigure(1234.5, null)).toBe('1,234.5');
  });
});

describe('units written tight against a decimal figure', () => {
  /**
   * A camera shop's lenses: weights mostly in grams with some in kilograms ('1.2kg', no space),
   * prices shortened by a thousands letter ('$1.4K'). A decimal mark is never the start of a unit.
   */
  const lenses = [
    { lens: 'Wide 14', weight: '450g', price: '$1.4K' },
    { lens: 'Standard 50', weight: '320g', price: '$899' },
    { lens: 'Tele 200', weight: '1.2kg', price: '$2.1K' },
    { lens: 'Macro 90', weight: '610g', price: '$1.1K' },
  ];
  let shop: TableJob;
  beforeAll(async () => {
    shop = await openTableJob(lenses, 'lens');
  });
  afterAll(() => shop.close());

  it('answers by each value in the column’s unit', async () => {
    expect(shop.names(await shop.ask('lenses heavier than 1000 g'))).toEqual(['Tele 200']);
    expect(shop.names(await shop.ask('lenses under $1,000'))).toEqual(['Standard 50']);
    expect((await shop.ask('most expensive lens')).answer).toContain('Tele 200');
  });
});

describe('months of a year as days', () => {
  /**
   * A theatre's season: each production opens in a month written in words ('Sept 2025',
   * 'October 2025') and closes in one written ISO ('2026-01'), with a running time in minutes.
   */
  const productions = [
    { production: 'The Tempest', opens: 'Sept 2025', closes: '2025-11', minutes: 150 },
    { production: 'Hedda Gabler', opens: 'October 2025', closes: '2026-01', minutes: 165 },
    { production: 'Cinderella', opens: 'Dec 2025', closes: '2026-01', minutes: 130 },
    { production: 'Uncle Vanya', opens: 'Feb 2026', closes: '2026-04', minutes: 170 },
  ];
  let season: TableJob;
  beforeAll(async () => {
    season = await openTableJob(productions, 'production');
  });
  afterAll(() => season.close());

  it('a month and a year, in words or ISO, is a day; a season and a year is not', () => {
    expect(readShape(['Sept 2025', 'October 2025', 'Dec 2025'], '.')).toMatchObject({
      kind: 'date',
      read: { date: 'dmy' },
    });
    expect(readShape(['2025-11', '2026-01'], '.')).toMatchObject({ kind: 'date' });
    expect(readShape(['Spring 2026', 'Autumn 2026', 'Mayfair 2026'], '.')).toBeNull();
  });

  it('answers by those days, on the column the question names', async () => {
    expect(season.names(await season.ask('productions opening in October 2025'))).toEqual([
      'Hedda Gabler',
    ]);
    expect(season.names(await season.ask('productions that close before 2026'))).toEqual([
      'The Tempest',
    ]);
    expect((await season.ask('Which production opens first?')).answer).toContain('The Tempest');
  });
});

describe('durations with seconds', () => {
  /** A podcast's chapters, each as long as '12m 40s'. */
  const chapters = [
    { chapter: 'Intro', length: '1m 05s' },
    { chapter: 'Interview', length: '24m 40s' },
    { chapter: 'Listener mail', length: '9m 59s' },
    { chapter: 'Outro', length: '0m 45s' },
  ];
  let show: TableJob;
  beforeAll(async () => {
    show = await openTableJob(chapters, 'chapter');
  });
  afterAll(() => show.close());

  it('are compared in minutes, their seconds counted', async () => {
    expect(show.names(await show.ask('chapters longer than 9 minutes'))).toEqual([
      'Interview',
      'Listener mail',
    ]);
    expect(show.names(await show.ask('chapters shorter than 1 minute'))).toEqual(['Outro']);
  });
});

describe('ratings drawn in stars', () => {
  /** A board-game café's shelf, each game rated in drawn stars. */
  const shelf = [
    { game: 'Carcassonne', stars: '★★★★☆', players: '2-5' },
    { game: 'Azul', stars: '★★★★★', players: '2-4' },
    { game: 'Monopoly', stars: '★★☆☆☆', players: '2-8' },
    { game: 'Codenames', stars: '★★★★☆', players: '4-8' },
  ];
  let cafe: TableJob;
  beforeAll(async () => {
    cafe = await openTableJob(shelf, 'game');
  });
  afterAll(() => cafe.close());

  it('are figures: the filled stars', async () => {
    expect(readShape(['★★★★☆', '★★☆☆☆', '★★★★★'], '.')).toMatchObject({
      kind: 'number',
      unit: 'stars',
      min: 2,
      max: 5,
    });
    expect(cafe.names(await cafe.ask('games rated 4 stars'))).toEqual(['Carcassonne', 'Codenames']);
    expect((await cafe.ask('the best rated game')).answer).toContain('Azul');
  });
});

describe('ratings written on their scale', () => {
  /** A directory of dentists, each rated as review sites write it, one not yet rated. */
  const practices = [
    { practice: 'Bright Smile', rating: '4.8 out of 5', patients: 'Accepting' },
    { practice: 'Parkside Dental', rating: '4.2 out of 5', patients: 'Waiting list' },
    { practice: 'Old Town Clinic', rating: '3.9 out of 5', patients: 'Accepting' },
    { practice: 'Harbour Dental', rating: '', patients: 'Accepting' },
    { practice: 'Green Lane', rating: '5 out of 5', patients: 'Waiting list' },
  ];
  let directory: TableJob;
  beforeAll(async () => {
    directory = await openTableJob(practices, 'practice');
  });
  afterAll(() => directory.close());

  it('are figures: the rating before its scale', async () => {
    expect(readShape(['4.8 out of 5', '3.9 out of 5', '5 out of 5'], '.')).toMatchObject({
      kind: 'number',
      unit: 'stars',
      min: 3.9,
      max: 5,
    });
    expect(readShape(['4.6/5', '3/5', '4.1/5'], '.')).toMatchObject({ kind: 'number', max: 4.6 });
    expect(readShape(['8/10', '6.5/10', '9/10'], '.')).toMatchObject({
      kind: 'number',
      unit: null,
    });
    expect(directory.names(await directory.ask('practices rated 4 or more'))).toEqual([
      'Bright Smile',
      'Parkside Dental',
      'Green Lane',
    ]);
    expect(directory.names(await directory.ask('Which practices are rated 5 out of 5?'))).toEqual([
      'Green Lane',
    ]);
  });

  it('a count of a whole or a share of a day is no rating', () => {
    // Places booked of twenty, and figures above their scale of five.
    expect(readShape(['14/20', '20/20', '3/20'], '.')).toBeNull();
    expect(readShape(['6/5', '7/5', '9/5'], '.')).toBeNull();
  });
});

describe('counts written in brackets', () => {
  /** A hardware shop's drills, each with its review count in brackets after the stars. */
  const drills = [
    { drill: 'Makita DHP485', reviews: '(212 reviews)', price: '£129' },
    { drill: 'Bosch GSB 18V', reviews: '(1 review)', price: '£99' },
    { drill: 'DeWalt DCD796', reviews: '(1,048 reviews)', price: '£149' },
    { drill: 'Ryobi R18PD3', reviews: '(87 reviews)', price: '£79' },
  ];
  let shop: TableJob;
  beforeAll(async () => {
    shop = await openTableJob(drills, 'drill');
  });
  afterAll(() => shop.close());

  it('are figures when a word follows the figure', async () => {
    expect(readShape(['(212 reviews)', '(1 review)', '(1,048 reviews)'], '.')).toMatchObject({
      kind: 'number',
      min: 1,
      max: 1048,
    });
    expect((await shop.ask('Which drill has the most reviews?')).answer).toContain('DeWalt DCD796');
  });

  it('a bare figure in brackets is no count (an accountant writes a loss so)', () => {
    expect(readShape(['(1,234)', '(56)', '(7)'], '.')).toBeNull();
  });
});

describe('counts written in words', () => {
  /** A restaurant's bookings for one evening, the party written out ('Two', 'six') as a host may. */
  const bookings = [
    { booking: 'Ahmed', guests: 'Two', time: '18:30' },
    { booking: 'Brennan', guests: 'six', time: '19:00' },
    { booking: 'Costa', guests: 'four', time: '19:15' },
    { booking: 'Dvořák', guests: 'Eleven', time: '20:00' },
    { booking: 'Evans', guests: 'one', time: '20:30' },
  ];
  let evening: TableJob;
  beforeAll(async () => {
    evening = await openTableJob(bookings, 'booking');
  });
  afterAll(() => evening.close());

  it('are a number column, and a column of words that are not counts is not', () => {
    expect(readShape(['Two', 'six', 'four', 'Eleven', 'one'], '.')).toMatchObject({
      kind: 'number',
      min: 1,
      max: 11,
    });
    expect(readShape(['none', 'zero', 'none'], '.')).toBeNull();
  });

  it('are added up and compared as figures', async () => {
    expect((await evening.ask('How many guests are booked altogether?')).table?.rows[0]?.[0]).toBe(
      24,
    );
    expect(evening.names(await evening.ask('bookings for more than four guests'))).toEqual([
      'Brennan',
      'Dvořák',
    ]);
  });
});
