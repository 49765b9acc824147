import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionColumns, timeLeftColumn } from '../src/commands/data-agent/compound-cells.js';
import { dayOf, dayTimeMinutes, readShape } from '../src/commands/data-agent/value-shapes.js';
import { openTableJob, type TableJob } from './support/data-agent-table.js';

/** Value shapes of round fourteen, on tables no eval table holds. */
describe('a day and its time in one cell, the day not written ISO (round fourteen)', () => {
  it('reads the day, and the time of day after it', () => {
    expect(dayOf('Nov 2, 2026 at 4:40 pm', 'mdy')).toBe('2026-11-02');
    expect(dayOf('02.11.2026 16:40', 'dmy')).toBe('2026-11-02');
    expect(dayTimeMinutes('Nov 2, 2026 at 4:40 pm')).toBe(16 * 60 + 40);
    expect(dayTimeMinutes('Sat 14 Mar 2026 · 19:30:00')).toBe(19 * 60 + 30);
    expect(readShape(['Nov 2, 2026 at 4:40 pm', 'Nov 12, 2026 at 9:05 am'], '.')?.kind).toBe(
      'date',
    );
  });

  it('leaves days alone, times alone and figures before a time as they were', () => {
    expect(dayOf('Mar 3, 2025', 'mdy')).toBe('2025-03-03');
    expect(dayTimeMinutes('Mar 3, 2025')).toBeNull();
    expect(readShape(['07:45', '19:10', '12:00'], '.')).toMatchObject({ read: { clock: true } });
    // A figure and a time is no day: '3 laps 12:30' stays text.
    expect(dayTimeMinutes('Lap 3 12:30')).toBeNull();
    expect(dayTimeMinutes('2026-11-02 09:30')).toBe(9 * 60 + 30);
  });
});

/** A dentist's bookings, each day written the American way with 'at' and its time. */
const bookings = [
  { patient: 'R. Okafor', slot: 'Nov 2, 2026 at 9:15 am', treatment: 'Check-up' },
  { patient: 'D. Moore', slot: 'Nov 2, 2026 at 5:30 pm', treatment: 'Filling' },
  { patient: 'J. Lindqvist', slot: 'Nov 4, 2026 at 11:00 am', treatment: 'Hygiene' },
  { patient: 'A. Ruiz', slot: 'Nov 9, 2026 at 6:10 pm', treatment: 'Check-up' },
  { patient: 'P. Sharma', slot: 'Oct 28, 2026 at 2:45 pm', treatment: 'Crown' },
];

describe('bookings by day and time (round fourteen)', () => {
  let surgery: TableJob;
  beforeAll(async () => {
    surgery = await openTableJob(bookings, 'patient');
  });
  afterAll(() => surgery.close());

  it('ranks, filters by day and by time of day', async () => {
    expect((await surgery.ask('most recent booking')).answer).toContain('A. Ruiz');
    expect((await surgery.ask('earliest booking')).answer).toContain('P. Sharma');
    expect(surgery.names(await surgery.ask('bookings after 3 November'))).toEqual([
      'J. Lindqvist',
      'A. Ruiz',
    ]);
    expect(surgery.names(await surgery.ask('bookings after 5 pm'))).toEqual([
      'D. Moore',
      'A. Ruiz',
    ]);
  });
});

/** Guest houses whose facilities are written in one cell, joined by a middle dot or a semicolon. */
const guestHouses = [
  { house: 'Harbour View', facilities: 'Free Wi-Fi · Parking · Sea view', rooms: '6' },
  { house: 'The Old Forge', facilities: 'Parking', rooms: '4' },
  { house: 'Mill Cottage', facilities: 'Free Wi-Fi; Garden', rooms: '3' },
  { house: 'Rose Villa', facilities: 'Garden · Parking', rooms: '8' },
  { house: 'Quay Rooms', facilities: 'Free Wi-Fi', rooms: '5' },
];

describe('items joined by a middle dot or a semicolon (round fourteen)', () => {
  let houses: TableJob;
  beforeAll(async () => {
    houses = await openTableJob(guestHouses, 'house');
  });
  afterAll(() => houses.close());

  it('finds an item in every cell holding it, as items joined by commas are', async () => {
    expect(houses.names(await houses.ask('houses with parking'))).toEqual([
      'Harbour View',
      'The Old Forge',
      'Rose Villa',
    ]);
    expect((await houses.ask('How many houses have free wi-fi?')).table?.rows[0]?.[0]).toBe(3);
  });

  it('still finds a value written alone', async () => {
    expect(houses.names(await houses.ask('houses with a sea view'))).toEqual(['Harbour View']);
  });
});

/** A rugby club's results: a score, or a state written as a code where the score would be. */
const rugby = [
  { fixture: 'Otley v Harrogate', score: '24-17', ground: 'Cross Green' },
  { fixture: 'Wharfedale v Otley', score: 'A - A', ground: 'The Avenue' },
  { fixture: 'Otley v Sedgley Park', score: '31-12', ground: 'Cross Green' },
  { fixture: 'Hull v Otley', score: 'P-P', ground: 'Haworth Park' },
  { fixture: 'Otley v Blaydon', score: 'W/O', ground: 'Cross Green' },
  { fixture: 'Otley v Tynedale', score: '18-18', ground: 'Cross Green' },
];

describe('a state written as a code in the score (round fourteen)', () => {
  let club: TableJob;
  beforeAll(async () => {
    club = await openTableJob(rugby, 'fixture');
  });
  afterAll(() => club.close());

  it('finds the code by the word the question asks with', async () => {
    expect((await club.ask('How many matches were abandoned?')).table?.rows[0]?.[0]).toBe(1);
    expect(club.names(await club.ask('Which fixtures were postponed?'))).toEqual(['Hull v Otley']);
    expect(club.names(await club.ask('Which games were walkovers?'))).toEqual(['Otley v Blaydon']);
  });

  it('leaves a state no cell writes unanswered', async () => {
    // No game was called off for a frozen pitch here, by word or by code.
    expect((await club.ask('How many games were frozen off?')).declined).toBe(true);
  });
});

/** A garden centre's climbers: heights as ranges, beside one written as a single height. */
const climbers = [
  { plant: 'Clematis montana', height: '600–900 cm', price: '£12.99' },
  { plant: 'Honeysuckle', height: '400–600 cm', price: '£9.49' },
  { plant: 'Star jasmine', height: '300 cm', price: '£14.99' },
  { plant: 'Sweet pea', height: '150–200 cm', price: '£3.49' },
  { plant: 'Black-eyed Susan', height: '120–240 cm', price: '£4.99' },
];
/** A German shop's tents: weights as ranges with a decimal comma, prices written '1.299,00 €'. */
const tents = [
  { tent: 'Kiruna 2', weight: '2,1–2,6 kg', price: '449,00 €' },
  { tent: 'Nallo 3', weight: '2,4 kg', price: '1.299,00 €' },
  { tent: 'Akto', weight: '1,3–1,5 kg', price: '589,00 €' },
  { tent: 'Soulo', weight: '2,3–2,9 kg', price: '699,00 €' },
];

describe('a range compared with a figure (round fourteen)', () => {
  let centre: TableJob;
  let shop: TableJob;
  beforeAll(async () => {
    centre = await openTableJob(climbers, 'plant');
    shop = await openTableJob(tents, 'tent');
  });
  afterAll(async () => {
    await centre.close();
    await shop.close();
  });

  it('reaches above a figure by its upper end', async () => {
    expect(centre.names(await centre.ask('climbers taller than 500 cm'))).toEqual([
      'Clematis montana',
      'Honeysuckle',
    ]);
    expect(shop.names(await shop.ask('tents heavier than 2.5 kg'))).toEqual(['Kiruna 2', 'Soulo']);
  });

  it('reaches below a figure by its lower end, and a single value by itself, as before', async () => {
    expect(centre.names(await centre.ask('climbers shorter than 160 cm'))).toEqual([
      'Sweet pea',
      'Black-eyed Susan',
    ]);
    expect(centre.names(await centre.ask('climbers taller than 250 cm'))).toContain('Star jasmine');
    expect(shop.names(await shop.ask('tents lighter than 2 kg'))).toEqual(['Akto']);
  });
});

/** A shop's orders held at checkout, their states written as verbs in the third person. */
const orders = [
  { order: 'A-101', check: 'Requires ID', total: '£42.00' },
  { order: 'A-102', check: 'Cleared', total: '£18.50' },
  { order: 'A-103', check: 'Requires ID', total: '£77.20' },
  { order: 'A-104', check: 'Awaits PO', total: '£230.00' },
  { order: 'A-105', check: 'Cleared', total: '£12.00' },
];

describe('a state written as a verb, asked for in the plural (round fourteen)', () => {
  let shop: TableJob;
  beforeAll(async () => {
    shop = await openTableJob(orders, 'order');
  });
  afterAll(() => shop.close());

  it('finds the value by the plain verb', async () => {
    expect(shop.names(await shop.ask('Which orders require ID?'))).toEqual(['A-101', 'A-103']);
    expect((await shop.ask('How many orders await PO?')).table?.rows[0]?.[0]).toBe(1);
  });

  it('finds values written as asked, as before', async () => {
    expect(shop.names(await shop.ask('orders that requires ID'))).toEqual(['A-101', 'A-103']);
    expect(shop.names(await shop.ask('cleared orders'))).toEqual(['A-102', 'A-105']);
  });
});

/** A browser's extension store: users written as a floor with a scale ('2M+', '300K+'). */
const extensions = [
  { extension: 'Tab Sleeper', users: '2M+', rating: '4.6' },
  { extension: 'Dark Reader Lite', users: '300K+', rating: '4.4' },
  { extension: 'Cookie Tidy', users: '10K+', rating: '3.9' },
  { extension: 'Grammar Guard', users: '10M+', rating: '4.1' },
  { extension: 'Clip Shelf', users: '800+', rating: '4.8' },
];

describe('counts written as a floor with a scale (round fourteen)', () => {
  let store: TableJob;
  beforeAll(async () => {
    store = await openTableJob(extensions, 'extension');
  });
  afterAll(() => store.close());

  it('reads them as figures to rank and compare', async () => {
    expect(readShape(['2M+', '300K+', '10K+', '800+'], '.')).toMatchObject({
      kind: 'number',
      unit: null,
      max: 2_000_000,
    });
    expect((await store.ask('Which extension has the most users?')).answer).toContain(
      'Grammar Guard',
    );
    expect(store.names(await store.ask('extensions with more than 1 million users'))).toEqual([
      'Tab Sleeper',
      'Grammar Guard',
    ]);
  });

  it("leaves a plus after a figure alone as before ('18+', '5+ years')", () => {
    expect(readShape(['18+', '12+', '3+'], '.')).toMatchObject({ kind: 'number', max: 18 });
    expect(readShape(['5+ years', '2 years', '10+ years'], '.')).toMatchObject({
      kind: 'number',
      unit: 'years',
    });
  });
});

/** An online auction's lots: the time left written in the state, in days or hours. */
const lots = [
  { lot: 'Brass telescope', state: 'Ends in 2 days', bid: '£140' },
  { lot: 'Oak writing slope', state: '5 hours left', bid: '£85' },
  { lot: 'Silver vesta case', state: 'Sold', bid: '£210' },
  { lot: 'Pocket barometer', state: '3 days left', bid: '£60' },
  { lot: 'Cased microscope', state: 'Withdrawn', bid: '' },
  { lot: 'Ship in a bottle', state: '1 week left', bid: '£35' },
];

describe('the time left written in a state (round fourteen)', () => {
  let auction: TableJob;
  beforeAll(async () => {
    auction = await openTableJob(lots, 'lot');
  });
  afterAll(() => auction.close());

  it('is a figure in days, each cell read in its own unit', async () => {
    const soon = await auction.ask('lots with less than 1 day left');
    expect(auction.names(soon)).toEqual(['Oak writing slope']);
    // The listed row shows the state as written.
    expect(soon.table?.rows[0]).toContain('5 hours left');
    expect(auction.names(await auction.ask('lots with more than 2 days left'))).toEqual([
      'Pocket barometer',
      'Ship in a bottle',
    ]);
  });

  it('is no column where the states hold other figures, or none', () => {
    expect(
      timeLeftColumn('state', ['Sold for £40', '2 days left', '5 hours left'], () => false),
    ).toEqual([]);
    expect(timeLeftColumn('status', ['Open', 'Closed', 'Open'], () => false)).toEqual([]);
  });
});

/** A city's public chargers, each placed by one 'latitude, longitude' cell. */
const chargers = [
  { charger: 'Circular Quay', position: '-33.8615, 151.2106', kw: '50 kW' },
  { charger: 'Bondi Junction', position: '-33.8916, 151.2500', kw: '22 kW' },
  { charger: 'Parramatta', position: '-33.8150, 151.0011', kw: '150 kW' },
  { charger: 'Cronulla', position: '-34.0556, 151.1522', kw: '22 kW' },
  { charger: 'Manly Wharf', position: '-33.8005, 151.2840', kw: '50 kW' },
];

describe('a position written as one latitude, longitude cell (round fourteen)', () => {
  let city: TableJob;
  beforeAll(async () => {
    city = await openTableJob(chargers, 'charger');
  });
  afterAll(() => city.close());

  it('has a latitude and a longitude to rank and compare', async () => {
    expect((await city.ask('Which charger has the lowest latitude?')).answer).toContain('Cronulla');
    expect(city.names(await city.ask('chargers with a longitude above 151.2'))).toEqual([
      'Circular Quay',
      'Bondi Junction',
      'Manly Wharf',
    ]);
  });

  it('is no position where the figures are no degrees', () => {
    expect(positionColumns('score', ['3, 4', '1, 0', '2, 2'], () => false)).toEqual([]);
    expect(
      positionColumns('pair', ['123.456, 67.891', '98.765, 43.210', '91.000, 1.000'], () => false),
    ).toEqual([]);
  });
});
