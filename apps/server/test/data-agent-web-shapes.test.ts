import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverColumns } from '../src/commands/data-agent/discover-columns.js';
import { readShape } from '../src/commands/data-agent/value-shapes.js';
import { openTableJob, type TableJob } from './support/data-agent-table.js';

/**
 * Figures as shop pages write them around the figure (round twelve), on tables no eval table is
 * like: an electronics shop's drives — capacity with its kind after it ('2TB HDD', '500GB SSD'),
 * speeds 'up to 550 MB/s', prices 'from $59.99', ratings '★ 4.4' and '4.7 out of 5 (1,204)' —
 * and a builders' merchant's ladders, their reach a range in metres or centimetres ('2.5–3.1m',
 * '180–240cm').
 */
const drive = (name: string, capacity: string, speed: string, price: string, rating: string) => ({
  drive: name,
  capacity,
  speed,
  price,
  rating,
});
const drives = [
  drive('Samsung T7', '1TB SSD', 'up to 1,050 MB/s', 'from $89.99', '★ 4.7'),
  drive('WD Elements', '4TB HDD', 'up to 130 MB/s', 'from $99.99', '4.5★'),
  drive('Crucial X6', '500GB SSD', 'up to 800 MB/s', '$59.99', '★ 4.4'),
  drive('Seagate Expansion', '2TB HDD', 'up to 120 MB/s', '$69.99', '★ 4.6'),
  drive('SanDisk Extreme', '2TB SSD', 'up to 1,050 MB/s', '$159.99', '★ 4.8'),
];

const ladder = (name: string, reach: string, rating: string) => ({ ladder: name, reach, rating });
const ladders = [
  ladder('Step 3', '60–80cm', '4.1 out of 5 (88)'),
  ladder('Step 6', '120–150cm', '4.4 out of 5 (1,204)'),
  ladder('Combi 3x7', '2.5–4.1m', '4.7 out of 5 (312 reviews)'),
  ladder('Loft', '2.2–3m', '4.2 out of 5 (45)'),
  ladder('Extension 3x10', '3.2–7.5m', '4.5 out of 5 (97)'),
];

describe('words around a figure', () => {
  let shop: TableJob;
  beforeAll(async () => {
    shop = await openTableJob(drives, 'drive');
  });
  afterAll(() => shop.close());

  it('reads the figure past them', () => {
    expect(
      readShape(
        drives.map((d) => d.capacity),
        '.',
      ),
    ).toMatchObject({
      kind: 'number',
      min: 0.5,
      max: 4,
    });
    expect(
      readShape(
        drives.map((d) => d.speed),
        '.',
      ),
    ).toMatchObject({ kind: 'number', max: 1050 });
    expect(
      readShape(
        drives.map((d) => d.price),
        '.',
      ),
    ).toMatchObject({ unit: '$', min: 59.99 });
    expect(
      readShape(
        drives.map((d) => d.rating),
        '.',
      ),
    ).toMatchObject({ unit: 'stars', max: 4.8 });
    expect(readShape(['13.4"', '15.6-inch', '16 in'], '.')).toMatchObject({
      kind: 'number',
      min: 13.4,
      max: 16,
    });
    expect(readShape(['5+ years', '10+ years', 'Graduate', '2+ years'], '.')).toMatchObject({
      kind: 'number',
      unit: 'years',
      min: 2,
      max: 10,
    });
    expect(readShape(['£40k–£55k', '£65,000', '£32,000 - £38,000 a year'], '.')).toMatchObject({
      kind: 'number',
      unit: '£',
      min: 32000,
      max: 65000,
    });
  });

  it('leaves text and unlike measures alone', () => {
    // An address is no figure; nor are a pot's size in centimetres beside another's in litres.
    expect(readShape(['12 Royal Crescent', '4 Mill Lane', '9 High Street'], '.')).toBeNull();
    expect(readShape(['9cm pot', '2L', '3 litre', '9cm pot'], '.')).toBeNull();
    // Rates for a day beside salaries for a year: an average of both would be no pay at all.
    expect(readShape(['£400 per day', '£48,000 a year', '£52,000 a year'], '.')).toBeNull();
    // One period, or none beside it, is one column still.
    expect(readShape(['£48,000 a year', '£52,000', '£61,000 a year'], '.')).toMatchObject({
      kind: 'number',
      max: 61000,
    });
  });

  it('answers by them', async () => {
    expect(shop.names(await shop.ask('drives with at least 2TB'))).toEqual([
      'WD Elements',
      'Seagate Expansion',
      'SanDisk Extreme',
    ]);
    expect((await shop.ask('Which drive has the biggest capacity?')).answer).toContain(
      'WD Elements',
    );
    expect((await shop.ask('cheapest drive')).answer).toContain('Crucial X6');
    expect(shop.names(await shop.ask('drives rated 4.7 or more'))).toEqual([
      'Samsung T7',
      'SanDisk Extreme',
    ]);
  });
});

describe('ranges in two units of one measure', () => {
  let merchant: TableJob;
  beforeAll(async () => {
    merchant = await openTableJob(ladders, 'ladder');
  });
  afterAll(() => merchant.close());

  it('rank and compare each end in the column’s unit', async () => {
    expect((await merchant.ask('Which ladder has the longest reach?')).answer).toContain(
      'Extension 3x10',
    );
    expect(merchant.names(await merchant.ask('ladders with a reach over 2 m'))).toEqual([
      'Combi 3x7',
      'Loft',
      'Extension 3x10',
    ]);
    expect(merchant.names(await merchant.ask('ladders rated 4.5 or more'))).toEqual([
      'Combi 3x7',
      'Extension 3x10',
    ]);
  });
});

describe('items of several words in a list written in one cell', () => {
  /** A bakery's cakes, their allergens listed in one cell. */
  const cakes = [
    { cake: 'Bakewell tart', allergens: 'Gluten, Tree nuts, Egg', price: '£3.20' },
    { cake: 'Peanut cookie', allergens: 'Gluten, Peanuts, Milk', price: '£1.80' },
    { cake: 'Carrot cake', allergens: 'Gluten, Egg, Tree nuts, Milk', price: '£3.50' },
    { cake: 'Flapjack', allergens: 'Oats, Milk', price: '£2.10' },
    { cake: 'Macaron', allergens: 'Tree nuts with almond, Egg', price: '£2.40' },
  ];
  let bakery: TableJob;
  beforeAll(async () => {
    bakery = await openTableJob(cakes, 'cake');
  });
  afterAll(() => bakery.close());

  it('are found by the phrase, and one word by itself as before', async () => {
    expect(bakery.names(await bakery.ask('cakes with tree nuts'))).toEqual([
      'Bakewell tart',
      'Carrot cake',
    ]);
    expect(bakery.names(await bakery.ask('cakes with milk'))).toEqual([
      'Peanut cookie',
      'Carrot cake',
      'Flapjack',
    ]);
  });
});

describe('a column of many spans of months', () => {
  /** A farm shop's produce, each in season for its own months: eleven spans, more than ten. */
  const spans = [
    'May–Jul',
    'Jun–Aug',
    'Jul–Oct',
    'Aug–Oct',
    'Sep–Nov',
    'Oct–Feb',
    'Nov–Mar',
    'Dec–Feb',
    'Mar–May',
    'Apr–Jun',
    'Jun–Sep',
  ];
  const crops = [
    'Asparagus',
    'Strawberries',
    'Sweetcorn',
    'Plums',
    'Apples',
    'Leeks',
    'Parsnips',
    'Kale',
    'Rhubarb',
    'Peas',
    'Courgettes',
  ];
  const produce = crops.map((crop, at) => ({
    crop,
    season: spans[at],
    grower: `Farm ${at + 1}`,
  }));
  let shop: TableJob;
  beforeAll(async () => {
    shop = await openTableJob(produce, 'crop');
  });
  afterAll(() => shop.close());

  it('is known by all its values, so a month finds the spans holding it', async () => {
    const { columns } = await discoverColumns(shop.database.db, shop.jobId);
    expect(columns.find((c) => c.key === 'season')?.examples).toHaveLength(11);
    // Eleven names that are no months stay unlisted, as before.
    expect(columns.find((c) => c.key === 'grower')?.examples).toBeUndefined();
    expect(shop.names(await shop.ask('What is in season in January?'))).toEqual([
      'Leeks',
      'Parsnips',
      'Kale',
    ]);
  });
});
