import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverColumns } from '../src/commands/data-agent/discover-columns.js';
import { readShape } from '../src/commands/data-agent/value-shapes.js';
import { openTableJob, type TableJob } from './support/data-agent-table.js';

/**
 * Round seven's rules on a table no eval table is like: a ski resort's daily reports, written
 * the American way — days with their weekday ('Tuesday, March 3, 2026'), temperatures at the
 * summit and the base in degrees Fahrenheit ('12 °F'), gusts as a speed and a compass point
 * ('35 mph NW'), a lift pass as a price range with an en dash ('$89–$129') and new snow in cm.
 */
const report = (
  run: string,
  day: string,
  summit: number,
  base: number,
  gusts: string,
  pass: string,
  snow: number,
) => ({
  featured_run: run,
  day,
  summit: `${summit} °F`,
  base: `${base} °F`,
  gusts,
  lift_pass: pass,
  new_snow: `${snow} cm`,
});

const reports = [
  report('Eagle Bowl', 'Sunday, February 22, 2026', 12, 27, '18 mph N', '$89–$159', 20),
  report('Fox Glade', 'Monday, February 23, 2026', 21, 33, '35 mph NW', '$79', 0),
  report('Lynx Chute', 'Tuesday, March 3, 2026', 30, 41, '9 mph S', '$69–$99', 5),
  report('Otter Run', 'Wednesday, March 4, 2026', 35, 46, '12 mph SW', '$65', 0),
  report('Raven Ridge', 'Saturday, March 7, 2026', 25, 36, '44 mph WNW', '$99–$149', 31),
  report('Bear Trail', 'Sunday, March 8, 2026', 28, 39, '22 mph W', '$99–$149', 2),
];

let table: TableJob;
let ask: TableJob['ask'];
let names: TableJob['names'];

beforeAll(async () => {
  table = await openTableJob(reports, 'featured_run');
  ({ ask, names } = table);
});
afterAll(() => table.close());

describe('value shapes of round seven', () => {
  it('reads degrees, a speed with its compass point, a price range and a day with its weekday', async () => {
    const { columns } = await discoverColumns(table.database.db, table.jobId);
    const byKey = Object.fromEntries(columns.map((c) => [c.key, c]));
    expect(byKey.summit).toMatchObject({ kind: 'number', unit: '°f', min: 12, max: 35 });
    expect(byKey.gusts).toMatchObject({ kind: 'number', unit: 'mph', min: 9, max: 44 });
    // A range is read as the price it starts from.
    expect(byKey.lift_pass).toMatchObject({
      kind: 'number',
      unit: '$',
      min: 65,
      max: 99,
      read: { range: true },
    });
    expect(byKey.day).toMatchObject({ kind: 'date', read: { date: 'dmy' } });
    // A hyphen with no space and no currency is no range: a phone number stays text.
    expect(readShape(['555-1234', '555-9876', '555-4410'], '.')).toBeNull();
    // Ages in years and months in one column, in years ('8 mos' is two thirds of one).
    const ages = readShape(['4 yrs', '8 mos', '1 yr', '11 yrs'], '.');
    expect(ages).toMatchObject({ kind: 'number', unit: 'yrs', max: 11 });
    expect(ages?.min).toBeCloseTo(8 / 12);
    // One capital letter right after a figure is its unit (watts), not a compass point.
    expect(readShape(['12 W', '40 W', '8 W'], '.')).toMatchObject({ unit: 'w', max: 40 });
  });

  it('answers with those readings, in SQL as in TypeScript', async () => {
    expect(names(await ask('days with gusts over 30 mph'))).toEqual(['Fox Glade', 'Raven Ridge']);
    expect((await ask('How many reports are in March 2026?')).table?.rows[0]?.[0]).toBe(4);
    // A month with no year is the one the table's days reach, not the one nearest today.
    expect((await ask('How many reports are in March?')).table?.rows[0]?.[0]).toBe(4);
    expect(names(await ask('reports on 23 February'))).toEqual(['Fox Glade']);
    expect((await ask('cheapest lift pass')).answer).toContain('Otter Run');
    // The highest is asked of a range's upper figure: '$89–$159' beats '$99–$149'.
    expect((await ask('most expensive lift pass')).answer).toContain('Eagle Bowl');
    expect((await ask('What is the highest lift pass?')).table?.rows[0]?.[0]).toBe(159);
    // 0 °C is 32 °F: a scale of another nought is converted with its offset.
    expect(names(await ask('runs where the summit was colder than 0 °C'))).toEqual([
      'Eagle Bowl',
      'Fox Glade',
      'Lynx Chute',
      'Raven Ridge',
      'Bear Trail',
    ]);
    // 'first' before a noun asks for the earliest record, by the day read with its weekday.
    const first = await ask('the first report after 1 March 2026');
    expect(first.plan).toMatchObject({ sort: { column: 'day', direction: 'asc' }, limit: 1 });
    expect(first.answer).toContain('Lynx Chute');
    // A day of the week is read from the day, not from the weekday written in it.
    const sundays = await ask('runs on a Sunday');
    expect(sundays.plan.filters).toEqual([{ column: 'day', op: 'weekday', value: 7, values: [7] }]);
    expect(names(sundays)).toEqual(['Eagle Bowl', 'Bear Trail']);
    expect(names(await ask('reports at weekends'))).toEqual([
      'Eagle Bowl',
      'Raven Ridge',
      'Bear Trail',
    ]);
    const average = await ask('average base');
    expect(average.answer).toContain('37 °F');
  });

  it('declines "how many" of a column of prices: money is how much, never how many', async () => {
    const answer = await ask('How many lift passes did Bear Trail sell?');
    expect(answer.declined).toBe(true);
    expect(answer.answer).toMatch(/lift pass holds prices/);
  });
});

/** A bike workshop's bookings: each drop-off a day and a time in one ISO cell. */
const bookings = [
  { bike: 'Red tourer', drop_off: '2026-03-02T08:15', job: 'Service' },
  { bike: 'Blue fixie', drop_off: '2026-03-02T12:40', job: 'Puncture' },
  { bike: 'Green cargo', drop_off: '2026-03-03T17:30', job: 'Service' },
  { bike: 'Grey gravel', drop_off: '2026-03-04T09:05', job: 'Brakes' },
  { bike: 'Black road', drop_off: '2026-03-04T18:10', job: 'Puncture' },
];

describe('a day and a time in one cell', () => {
  let workshop: TableJob;
  beforeAll(async () => {
    workshop = await openTableJob(bookings, 'bike');
  });
  afterAll(() => workshop.close());

  it('keeps the day a date and gives its time of day a column of its own', async () => {
    const { columns } = await discoverColumns(workshop.database.db, workshop.jobId);
    const byKey = Object.fromEntries(columns.map((c) => [c.key, c]));
    expect(byKey.drop_off).toMatchObject({ kind: 'date' });
    expect(byKey['drop_off time']).toMatchObject({ kind: 'number', min: 495, max: 1090 });
  });

  it('answers times of day on it, and days on the day', async () => {
    const { ask: askWorkshop, names: bikes } = workshop;
    expect(bikes(await askWorkshop('bookings dropped off before noon'))).toEqual([
      'Red tourer',
      'Grey gravel',
    ]);
    expect(bikes(await askWorkshop('bikes dropped off after 5 pm'))).toEqual([
      'Green cargo',
      'Black road',
    ]);
    expect((await askWorkshop('How many bikes came in on a Wednesday?')).table?.rows[0]?.[0]).toBe(
      2,
    );
    expect(bikes(await askWorkshop('bookings on 4 March 2026'))).toEqual([
      'Grey gravel',
      'Black road',
    ]);
  });
});
