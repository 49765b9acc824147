import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readShape } from '../src/commands/data-agent/value-shapes.js';
import { openTableJob, type TableJob } from './support/data-agent-table.js';

/** Value shapes of round thirteen, on columns no eval table holds. */
describe('ages in several units (round thirteen)', () => {
  it("reads days and weeks beside months and years as ages: a zoo's young", () => {
    const shape = readShape(['10 days', '3 weeks', '14 months', '2 years', '5 years'], '.');
    expect(shape).toMatchObject({ kind: 'number', unit: 'years', max: 5 });
    expect(shape?.min).toBeCloseTo(10 / 365.25, 5);
  });

  it('leaves days beside a length apart, and times of day beside weeks as time', () => {
    // No age among them: a course's length in weeks and days is a time, as before.
    expect(readShape(['3 weeks', '10 days', '6 weeks'], '.')).toMatchObject({
      kind: 'number',
      unit: 'weeks',
    });
    // Days beside metres are no one measure.
    expect(readShape(['3 days', '40 m', '2 days'], '.')).toBeNull();
  });
});

/**
 * A charity shop's donations, a blank written every way a scraped record holds one: a key left
 * out, JSON null, an empty string, spaces, an empty list.
 */
const donations = [
  { item: 'Oak bookcase', valued_by: 'R. Patel', price: '£45', tags: ['furniture'] },
  { item: 'Tea set', price: '£12', tags: [] },
  { item: 'Winter coat', valued_by: null, price: '£18', tags: ['clothing'] },
  { item: 'Board games', valued_by: '', price: '', tags: ['toys', 'games'] },
  { item: 'Record player', valued_by: '  ', price: '£60', tags: ['music'] },
  { item: 'Lamp', valued_by: 'D. Moore', price: '£9', tags: ['furniture'] },
];

describe('a blank cell asked for (round thirteen)', () => {
  let shop: TableJob;
  beforeAll(async () => {
    shop = await openTableJob(donations, 'item');
  });
  afterAll(() => shop.close());

  it('finds a blank however the record holds it', async () => {
    const unvalued = await shop.ask('items with no valued by');
    expect(unvalued.plan.filters).toEqual([{ column: 'valued_by', op: 'blank', value: '' }]);
    expect(shop.names(unvalued)).toEqual([
      'Tea set',
      'Winter coat',
      'Board games',
      'Record player',
    ]);
    expect(shop.names(await shop.ask('items with no price'))).toEqual(['Board games']);
    expect(shop.names(await shop.ask('items without tags'))).toEqual(['Tea set']);
  });
});

/** A swimming club's sessions: distances in metres, water temperatures in °C. */
const swims = [
  { session: 'Mon early', distance: '1500 m', water: '27 °C' },
  { session: 'Tue squad', distance: '2400 m', water: '28 °C' },
  { session: 'Thu open water', distance: '600 m', water: '16 °C' },
  { session: 'Sat long', distance: '3000 m', water: '27 °C' },
];

describe('a figure asked in another unit of its measure (round thirteen)', () => {
  let club: TableJob;
  beforeAll(async () => {
    club = await openTableJob(swims, 'session');
  });
  afterAll(() => club.close());

  it('is converted to it', async () => {
    const km = await club.ask('total distance in kilometres');
    expect(km.plan.metric).toEqual({ fn: 'sum', column: 'distance', unit: 'kilometres' });
    expect(km.table?.rows[0]?.[0]).toBeCloseTo(7.5, 9);
    expect(km.answer).toContain('7.5 kilometres');
    const average = await club.ask('average distance in km');
    expect(average.table?.rows[0]?.[0]).toBeCloseTo(1.875, 9);
  });

  it('a scale of another nought, or a ranking, still declines', async () => {
    expect((await club.ask('average water temperature in fahrenheit')).declined).toBe(true);
    expect((await club.ask('longest session in km')).declined).toBe(true);
  });
});

/** A netball league's results: both sides' goals in one cell between a dash. */
const netball = [
  { fixture: 'Harriers v Comets', goals: '48–41', court: 'North' },
  { fixture: 'Comets v Falcons', goals: '39–44', court: 'South' },
  { fixture: 'Falcons v Harriers', goals: '52–50', court: 'North' },
  { fixture: 'Otters v Comets', goals: 'Void', court: 'South' },
  { fixture: 'Comets v Harriers', goals: '45–47', court: 'North' },
  { fixture: 'Otters v Falcons', goals: '38–55', court: 'South' },
];

describe("a figure over a column of pairs adds each record's two (round thirteen)", () => {
  let league: TableJob;
  beforeAll(async () => {
    league = await openTableJob(netball, 'fixture');
  });
  afterAll(() => league.close());

  it('totals and averages both sides', async () => {
    const total = await league.ask('How many goals were scored in total?');
    expect(total.plan.metric).toEqual({ fn: 'sum', column: 'goals', both: true });
    expect(total.table?.rows[0]?.[0]).toBe(48 + 41 + 39 + 44 + 52 + 50 + 45 + 47 + 38 + 55);
    const north = await league.ask('total goals on the North court');
    expect(north.table?.rows[0]?.[0]).toBe(48 + 41 + 52 + 50 + 45 + 47);
  });

  it('ranking by the pair still declines', async () => {
    expect((await league.ask('Which fixture had the most goals?')).declined).toBe(true);
  });
});
