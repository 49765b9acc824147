import { describe, expect, it } from 'vitest';
import { isYearColumn, nameColumn } from './column-roles.js';
import { clockConditions } from './clock-times.js';
import { dateConditions, weekdayConditions } from './dates.js';
import { describeFilter } from './describe-plan.js';
import { numberConditions } from './numbers.js';
import { buildPlan } from './plan-builder.js';
import { apps, contextOf, games, trails, type TestTable } from './test-support/tables.js';
import { boats } from './test-support/boats.js';
import { alumni, tours } from './test-support/round-three.js';
import { lighthouses } from './test-support/round-five.js';
import { standings } from './test-support/round-six.js';
import { greenhouse } from './test-support/round-seven.js';
import { chart, darts, elements, startups, tennis } from './test-support/round-eight.js';
import {
  agents,
  campsites,
  cottages,
  courses,
  gigs,
  pages,
  programmes,
  taxis,
} from './test-support/round-nine.js';
import {
  cameras,
  drinks,
  grants,
  paints,
  plays,
  promises,
  rides,
  roles,
  sessions,
} from './test-support/round-ten.js';
import {
  concerts,
  ferratas,
  produce,
  runs,
  scooters,
  skateboards,
  tins,
} from './test-support/round-eleven.js';
import { isPairColumn } from './pair-values.js';
import { abbreviates, abbreviationLength, namesSide, spelling } from './words.js';
import { convert, dimensionsOf } from './units.js';
import { sameRoot } from './vocabulary.js';

// Each rule is checked here on tables of other shapes (apps, games, trails) than the eval tables
// it was written on (books, products, recipes, events, employees, cars).
const read = (question: string, table: TestTable) =>
  buildPlan(question, contextOf(question, table));
const planOf = (question: string, table: TestTable) => read(question, table).plan;

describe('ratings asked for by number go to the rating column', () => {
  it.each([
    ['apps rated 4.5', apps, { column: 'stars', op: 'eq', value: 4.5 }],
    ['How many apps have a rating of 4?', apps, { column: 'stars', op: 'eq', value: 4 }],
    ['4.5 star apps', apps, { column: 'stars', op: 'eq', value: 4.5 }],
    ['games scored 90', games, { column: 'score', op: 'eq', value: 90 }],
    ['games rated above 89', games, { column: 'score', op: 'gt', value: 89 }],
  ])('%s', (question, table, filter) => {
    expect(planOf(question, table).filters).toEqual([filter]);
  });

  it('declines a rating on a table with no rating column, rather than filtering another', () => {
    const built = read('trails rated 5', trails);
    expect(built.declined).toMatch(/rated 5/);
  });
});

describe('a superlative names the record by its name column', () => {
  it('the unique text column named like the records, never a category of few values', () => {
    expect(nameColumn(apps.columns, 'app')?.key).toBe('app');
    expect(nameColumn(games.columns)?.key).toBe('title');
    expect(nameColumn(trails.columns, 'trail')?.key).toBe('trail');
    // A maker shared by several records does not name one.
    expect(nameColumn(apps.columns)?.key).not.toBe('developer');
  });

  it.each([
    ['the most downloaded app', apps, 'downloads', 'desc'],
    ['biggest app', apps, 'size', 'desc'],
    ['the longest trail', trails, 'distance', 'desc'],
    ['cheapest puzzle game', games, 'price', 'asc'],
    ['best rated game', games, 'score', 'desc'],
  ])('%s', (question, table, column, direction) => {
    const built = read(question, table);
    expect(built.plan).toMatchObject({ operation: 'list', sort: { column, direction }, limit: 1 });
    expect(built.nameColumn).toBe(nameColumn(table.columns, undefined)?.key);
  });

  it('declines a superlative no column measures', () => {
    expect(read('the prettiest trail', trails).declined).toMatch(/prettiest/);
  });
});

describe('filters with units find the column measured in them, converted', () => {
  it.each([
    ['apps under 50 MB', apps, { column: 'size', op: 'lt', value: 50 }],
    ['apps over 1 GB', apps, { column: 'size', op: 'gt', value: 1000 }],
    ['trails shorter than 5 miles', trails, { column: 'distance', op: 'lt', value: 8.04672 }],
    ['trails with more than 500 m of climb', trails, { column: 'climb', op: 'gt', value: 500 }],
    ['trails longer than 10 km', trails, { column: 'distance', op: 'gt', value: 10 }],
  ])('%s', (question, table, filter) => {
    expect(planOf(question, table).filters).toEqual([filter]);
  });

  it('declines a unit no column is measured in', () => {
    expect(read('trails with more than 3 huts', trails).declined).toMatch(/3 huts/);
    expect(read('apps over 2 kg', apps).declined).toMatch(/kg/);
  });

  it('reads a figure with its unit and no comparison as an equality, and numbers by units', () => {
    expect(numberConditions('with 16 GB of memory')).toMatchObject([
      { op: 'eq', value: 16, unit: 'gb' },
    ]);
    expect(numberConditions('a 3-bedroom flat', ['bedrooms', 'bedroom'])).toMatchObject([
      { op: 'eq', value: 3, unit: 'bedroom' },
    ]);
    expect(numberConditions('more than an hour')).toMatchObject([
      { op: 'gt', value: 1, unit: 'hour' },
    ]);
    expect(numberConditions('less than 500 m')).toMatchObject([
      { op: 'lt', value: 500, unit: 'm' },
    ]);
    expect(numberConditions('over $3m')).toMatchObject([
      { op: 'gt', value: 3e6, unit: 'currency' },
    ]);
    expect(numberConditions('top 10 reviews')).toEqual([]);
    expect(convert(2, 'hours', 'min')).toBe(120);
    expect(convert(1, 'tb', 'gb')).toBe(1000);
    expect(convert(3, 'kg', 'gb')).toBe(3);
    expect(dimensionsOf(trails.columns[2]!)).toContain('length');
  });

  it('picks among number columns by where the figure falls in their values', () => {
    // Scores run 85–93 and prices $15–40: 'under 20' can only be a price.
    expect(planOf('games under 20', games).filters).toEqual([
      { column: 'price', op: 'lt', value: 20 },
    ]);
    expect(planOf('games above 88', games).filters).toEqual([
      { column: 'score', op: 'gt', value: 88 },
    ]);
  });
});

describe('recency reads a date or a year column', () => {
  it.each([
    ['newest game', games, { column: 'year', direction: 'desc' }],
    ['oldest game', games, { column: 'year', direction: 'asc' }],
    ['most recently updated app', apps, { column: 'updated', direction: 'desc' }],
    ['the trail checked least recently', trails, { column: 'checked', direction: 'asc' }],
  ])('%s', (question, table, sort) => {
    expect(planOf(question, table)).toMatchObject({ operation: 'list', sort, limit: 1 });
  });

  it('a year in the question filters a column of years', () => {
    expect(planOf('games released after 2019', games).filters).toEqual([
      { column: 'year', op: 'gt', value: 2019 },
    ]);
    expect(planOf('games from 2018', games).filters).toEqual([
      { column: 'year', op: 'between', value: 2018, value2: 2018 },
    ]);
    expect(planOf('games from 2018 on', games).filters).toEqual([
      { column: 'year', op: 'gte', value: 2018 },
    ]);
  });
});

describe('one sum over several groups', () => {
  it('counts the groups together', () => {
    expect(planOf('How many Productivity and Social apps are there together?', apps)).toMatchObject(
      {
        operation: 'aggregate',
        metric: { fn: 'count', column: null },
        filters: [{ column: 'category', op: 'in', values: ['Productivity', 'Social'] }],
      },
    );
  });

  it('adds up a number column over them, and lists either', () => {
    expect(planOf('total downloads of Travel and Education apps', apps)).toMatchObject({
      operation: 'aggregate',
      metric: { fn: 'sum', column: 'downloads' },
      filters: [{ column: 'category', op: 'in', values: ['Travel', 'Education'] }],
    });
    expect(planOf('puzzle or platformer games', games)).toMatchObject({
      operation: 'list',
      filters: [{ column: 'genre', op: 'in', values: ['Puzzle', 'Platformer'] }],
    });
  });

  it('"how many" of a number column adds it up', () => {
    expect(planOf('How many downloads do Meta apps have?', apps)).toMatchObject({
      operation: 'aggregate',
      metric: { fn: 'sum', column: 'downloads' },
    });
  });

  it('still compares two groups when asked to', () => {
    expect(planOf('compare the average score of Puzzle and Roguelike games', games)).toMatchObject({
      operation: 'compare',
      compare: { column: 'genre', values: ['Puzzle', 'Roguelike'] },
    });
  });
});

describe('values as people write them', () => {
  it('a plural of a category, and a capitalised part of a name', () => {
    expect(planOf('puzzles', games).filters).toEqual([
      { column: 'genre', op: 'eq', value: 'Puzzle' },
    ]);
    expect(planOf('apps by Google', apps).filters).toEqual([
      { column: 'developer', op: 'eq', value: 'Google LLC' },
    ]);
  });

  it('a yes/no column named as a quality', () => {
    expect(planOf('dog friendly trails', trails).filters).toEqual([
      { column: 'dog_friendly', op: 'eq', value: 'Yes' },
    ]);
    expect(planOf('trails that are not dog friendly', trails).filters).toEqual([
      { column: 'dog_friendly', op: 'eq', value: 'No' },
    ]);
  });
});

describe('what it cannot answer, it says so', () => {
  it.each([
    ['Which trail has the best views?', trails],
    ['How many apps show ads?', apps],
    ['What engine does Hades use?', games],
    ['tell me a joke', games],
  ])('%s', (question, table) => {
    const built = read(question, table);
    expect(built.declined).toMatch(/^I could not/);
    expect(built.alternatives).toEqual([]);
  });

  it('answers questions whose every word it read', () => {
    for (const question of [
      'How many games are there?',
      'average score of puzzle games',
      'list all genres',
    ])
      expect(read(question, games).declined).toBeUndefined();
  });
});

describe('"Did you mean" offers only questions that read back as their plan', () => {
  it.each([
    ['what is the average', games],
    ['apps over 100', apps],
    ['quickest trail', trails],
  ])('%s', (question, table) => {
    for (const reading of read(question, table).alternatives) {
      const again = read(reading.question, table);
      expect(again.plan).toEqual(reading.plan);
      expect(again.declined).toBeUndefined();
    }
  });

  it('writes the column into the question where a person would', () => {
    const built = read('what is the average', games);
    expect(built.alternatives.map((a) => a.question)).toEqual([
      'what is the average year',
      'what is the average price',
    ]);
  });
});

describe('round two rules, on boats (a shape no eval table has)', () => {
  it.each([
    // A unit at the end of a header is the column's unit, converted from the question's.
    ['boats longer than 40 ft', { column: 'length_m', op: 'gt', value: 12.192 }],
    ['boats heavier than 2 tonnes', { column: 'weight_kg', op: 'gt', value: 2000 }],
    ['boats lighter than 3000 kg', { column: 'weight_kg', op: 'lt', value: 3000 }],
    // Any '-er than' compares; the lesser ones ('shorter') compare down.
    ['boats shorter than 10 m', { column: 'length_m', op: 'lt', value: 10 }],
  ])('%s', (question, filter) => {
    expect(planOf(question, boats).filters).toEqual([filter]);
  });

  it('reads any comparative before "than", and "more … than"', () => {
    const op = (q: string) => numberConditions(q)[0]?.op;
    expect(op('taller than 1.9 m')).toBe('gt');
    expect(op('wider than 3 m')).toBe('gt');
    expect(op('more expensive than $50')).toBe('gt');
    expect(op('less expensive than $50')).toBe('lt');
    expect(op('narrower than 3 m')).toBe('lt');
  });

  it('an adjective names the column of its noun ("most comfortable" → comfort_score)', () => {
    expect(planOf('the most comfortable boat', boats)).toMatchObject({
      operation: 'list',
      sort: { column: 'comfort_score', direction: 'desc' },
      limit: 1,
    });
  });

  it('a verb names the yes/no column of its noun ("recover" / "recovery")', () => {
    expect(planOf('boats that crew', boats).filters).toEqual([
      { column: 'crewing', op: 'eq', value: 'Yes' },
    ]);
    expect(sameRoot('recover', 'recovery')).toBe(true);
    expect(sameRoot('comfortable', 'comfort')).toBe(true);
  });

  it('a column named with an aggregate word is the column ("the average speed")', () => {
    expect(planOf('boats where the average speed is over 20', boats)).toMatchObject({
      operation: 'list',
      filters: [{ column: 'average_speed', op: 'gt', value: 20 }],
    });
    expect(planOf('average speed of boats in Hvar', boats)).toMatchObject({
      operation: 'aggregate',
      metric: { fn: 'avg', column: 'average_speed' },
    });
  });

  it('a letter value right after a two-word column name ("a safety class of B")', () => {
    expect(planOf('boats with a safety class of B', boats).filters).toEqual([
      { column: 'safety_class', op: 'eq', value: 'B' },
    ]);
    expect(planOf('how many boats have safety class A', boats)).toMatchObject({
      operation: 'aggregate',
      filters: [{ column: 'safety_class', op: 'eq', value: 'A' }],
    });
  });

  it('an area written "sq ft" converts from m²', () => {
    expect(convert(100, 'm²', 'sq ft')).toBeCloseTo(1076.4, 0);
    expect(
      dimensionsOf({ key: 'duration_min', kind: 'number', unit: null, filled: 1, distinct: 1 }),
    ).toContain('time');
  });
});

describe('round three rules, on graduates and walking tours (shapes no eval table has)', () => {
  it('whole numbers of years under any header are a year column; "from" a year is that year', () => {
    expect(planOf('graduates from 2010', alumni).filters).toEqual([
      { column: 'cohort', op: 'between', value: 2010, value2: 2010 },
    ]);
    expect(planOf('the most recent graduate', alumni)).toMatchObject({
      sort: { column: 'cohort', direction: 'desc' },
      limit: 1,
    });
  });

  it('a figure right after a number column named in words is its value', () => {
    const built = read('the graduate with student number 40213', alumni);
    expect(built.declined).toBeUndefined();
    expect(built.plan).toMatchObject({
      operation: 'list',
      filters: [{ column: 'student_number', op: 'eq', value: 40213 }],
    });
  });

  it('a count of one thing does not answer for another: "likes" are not citations', () => {
    expect(read('Which graduate has the most likes?', alumni).declined).toContain('"likes"');
    expect(planOf('the graduate with the most citations', alumni).sort).toEqual({
      column: 'citations',
      direction: 'desc',
    });
  });

  it('times of day: conditions, "last" and "earliest" on the time column the words name', () => {
    expect(planOf('tours starting after 2 pm', tours).filters).toEqual([
      { column: 'starts', op: 'gt', value: 840 },
    ]);
    expect(planOf('tours that end before 11:30', tours).filters).toEqual([
      { column: 'ends', op: 'lt', value: 690 },
    ]);
    expect(planOf('the last tour', tours)).toMatchObject({
      sort: { column: 'starts', direction: 'desc' },
      limit: 1,
    });
    expect(planOf('earliest tour with Lena', tours)).toMatchObject({
      filters: [{ column: 'guide', op: 'eq', value: 'Lena' }],
      sort: { column: 'starts', direction: 'asc' },
    });
  });
});

describe('round five rules, on lighthouses (a shape no eval table has)', () => {
  it('"highest" / "tallest" alone rank by how high: a header of height, elevation or altitude', () => {
    for (const question of ['the highest lighthouse', 'tallest lighthouse on the West coast'])
      expect(planOf(question, lighthouses)).toMatchObject({
        operation: 'list',
        sort: { column: 'elevation', direction: 'desc' },
        limit: 1,
      });
    expect(planOf('lowest lighthouse', lighthouses).sort).toEqual({
      column: 'elevation',
      direction: 'asc',
    });
    // Said of a column, 'highest' is that column's.
    expect(planOf('Which lighthouse has the highest entry fee?', lighthouses).sort).toEqual({
      column: 'entry_fee',
      direction: 'desc',
    });
  });

  it('declines "highest" with no column of heights, rather than list records unsorted', () => {
    // A filter is read ('Puzzle'), so only the ranking is left unread.
    const built = read('the highest Puzzle game', games);
    expect(built.declined).toMatch(/"highest" ranks by/);
    expect(read('the highest game', games).declined).toMatch(/^I could not/);
    expect(read('the tallest trail', trails).declined).toMatch(/tallest/);
  });

  it('years back to 1000 under a header naming an event are a year column; counts are not', () => {
    expect(isYearColumn(lighthouses.columns[3]!)).toBe(true);
    expect(isYearColumn(lighthouses.columns[6]!)).toBe(false);
    expect(planOf('lighthouses first lit before 1800', lighthouses).filters).toEqual([
      { column: 'first_lit', op: 'lt', value: 1800 },
    ]);
  });

  it('"which was lit first?" is the earliest by that year; "the first 3" is not a ranking', () => {
    expect(planOf('Which lighthouse was lit first?', lighthouses)).toMatchObject({
      operation: 'list',
      sort: { column: 'first_lit', direction: 'asc' },
      limit: 1,
    });
    expect(planOf('show the first 3 lighthouses', lighthouses).sort).toBeNull();
  });

  it('a count said to be none is 0 ("with no keepers", "without any keepers")', () => {
    for (const question of ['lighthouses with no keepers', 'lighthouses without any keepers'])
      expect(planOf(question, lighthouses).filters).toEqual([
        { column: 'keepers', op: 'eq', value: 0 },
      ]);
    expect(planOf('How many lighthouses have zero keepers?', lighthouses)).toMatchObject({
      operation: 'aggregate',
      filters: [{ column: 'keepers', op: 'eq', value: 0 }],
    });
  });
});

describe('round six rules, on ice-hockey standings (a shape no eval table has)', () => {
  it('short headers are the words they abbreviate: W wins, GF goals for, Pts points', () => {
    expect(planOf('How many wins do the Ice Hawks have?', standings)).toMatchObject({
      operation: 'aggregate',
      metric: { fn: 'sum', column: 'W' },
    });
    expect(planOf('clubs with more than 15 losses', standings).filters).toEqual([
      { column: 'L', op: 'gt', value: 15 },
    ]);
    expect(planOf('average points', standings).metric).toEqual({ fn: 'avg', column: 'Pts' });
    expect(planOf('clubs with more than 90 goals for', standings).filters).toEqual([
      { column: 'GF', op: 'gt', value: 90 },
    ]);
    expect(abbreviationLength('OTL', ['overtime', 'losses', 'list'], 0)).toBe(0);
    expect(abbreviationLength('GA', ['goals', 'against'], 0)).toBe(2);
    // A small word that is no part of a name breaks initials: 'goals did' is not GD.
    expect(abbreviationLength('GD', ['goals', 'did'], 0)).toBe(0);
    expect(abbreviates('bd', 'bedroom')).toBe(true);
    expect(abbreviates('ba', 'bedroom')).toBe(false);
  });

  it('"drawn the most games": a count ranked by the column named, the noun what it counts', () => {
    const built = read('Which club has won the most games?', standings);
    expect(built.declined).toBeUndefined();
    expect(built.plan).toMatchObject({ sort: { column: 'W', direction: 'desc' }, limit: 1 });
  });

  it('"biggest arena" names the record ranked by its capacity', () => {
    expect(planOf('biggest arena', standings)).toMatchObject({
      operation: 'list',
      sort: { column: 'arena_capacity', direction: 'desc' },
      limit: 1,
    });
  });

  it('"more than once" is more than 1; "positive" / "negative" are above or below 0', () => {
    expect(planOf('clubs whose sponsor renewed more than once', standings).filters).toEqual([
      { column: 'sponsor_renewals', op: 'gt', value: 1 },
    ]);
    expect(planOf('clubs with positive sponsor renewals', standings).filters).toEqual([
      { column: 'sponsor_renewals', op: 'gt', value: 0 },
    ]);
  });
});

describe('round seven rules, on games and trails (shapes no eval table has)', () => {
  it('a superlative nothing ranks by declines whatever else was read', () => {
    // 'genre' alone would list the distinct genres, as if 'scariest' had ranked them.
    expect(read('Which is the scariest genre?', games).declined).toMatch(/"scariest" ranks by/);
    expect(read('Which region has the longest trail?', trails).declined).toBeUndefined();
  });

  it('a bound that is no number, value or date declines rather than counting every record', () => {
    // 'freezing' is 0 °C since round seven's rules: on trails, no column is in degrees.
    expect(read('How many trails were below freezing?', trails).declined).toMatch(
      /"below 0 °C" is about: no column of this job is measured in °c/,
    );
    expect(read('How many trails are under snow?', trails).declined).toMatch(/"under snow"/);
    expect(read('How many trails are over 10 km?', trails).declined).toBeUndefined();
  });

  it('an average of a column that holds no figures declines, never averages another column', () => {
    // 'studio' holds names: the first number column (score) would answer another question.
    expect(read('average studio', games).declined).toMatch(/studio holds no figures/);
    expect(read('total region in spring', trails).declined).toMatch(/region holds no figures/);
    expect(planOf('average score', games).metric).toEqual({ fn: 'avg', column: 'score' });
    expect(planOf('what is the average?', games).metric.column).not.toBeNull();
  });
});

describe('round seven units, on scales of their own', () => {
  it('degrees convert with their offset; ages in months are parts of a year', () => {
    expect(convert(0, '°c', '°f')).toBe(32);
    expect(convert(212, '°f', '°c')).toBe(100);
    expect(convert(18, 'mos', 'yrs')).toBe(1.5);
    expect(convert(1, 'year', 'yrs')).toBe(1);
  });
});

const boards: TestTable = {
  records: [
    { board: 'Oak shelf', width: '180 mm', price: '£12' },
    { board: 'Pine plank', width: '95 mm', price: '£6' },
    { board: 'Ash strip', width: '45 mm', price: '£4' },
  ],
  columns: [
    { key: 'board', kind: 'text', unit: null, filled: 3, distinct: 3 },
    { key: 'width', kind: 'number', unit: 'mm', filled: 3, distinct: 3, min: 45, max: 180 },
    { key: 'price', kind: 'number', unit: '£', filled: 3, distinct: 3, min: 4, max: 12 },
  ],
};

describe('round seven superlatives, on a greenhouse log (a shape no eval table has)', () => {
  it('warmest and coldest rank by degrees, the end of a max / min pair leaning the same way', () => {
    expect(planOf('warmest day', greenhouse)).toMatchObject({
      operation: 'list',
      sort: { column: 'max_temp', direction: 'desc' },
      limit: 1,
    });
    expect(planOf('the coldest day', greenhouse).sort).toEqual({
      column: 'min_temp',
      direction: 'asc',
    });
    expect(planOf('What was the lowest temperature?', greenhouse).metric).toEqual({
      fn: 'min',
      column: 'min_temp',
    });
    expect(planOf('What was the highest temperature?', greenhouse).metric).toEqual({
      fn: 'max',
      column: 'max_temp',
    });
  });

  it('a superlative made from a noun ranks by the column that noun heads', () => {
    expect(planOf('cloudiest day', greenhouse).sort).toEqual({
      column: 'cloud_cover',
      direction: 'desc',
    });
    expect(planOf('frostiest day', greenhouse).sort).toEqual({
      column: 'frost_hours',
      direction: 'desc',
    });
    expect(read('the happiest day', greenhouse).declined).toMatch(/happiest/);
  });

  it('wettest and driest rank by a depth of rain in mm, never by a size', () => {
    expect(planOf('wettest day', greenhouse).sort).toEqual({
      column: 'rain_gauge',
      direction: 'desc',
    });
    expect(planOf('the driest day', greenhouse).sort).toEqual({
      column: 'rain_gauge',
      direction: 'asc',
    });
    // A board's width in mm is no rainfall.
    expect(read('the wettest board', boards).declined).toMatch(/wettest/);
  });

  it('records with no text to name them are named by their days', () => {
    expect(read('warmest day', greenhouse).nameColumn).toBe('day');
  });

  it('"below freezing" is below 0 °C, on the column whose values go below it', () => {
    expect(planOf('How many days were below freezing?', greenhouse).filters).toEqual([
      { column: 'min_temp', op: 'lt', value: 0 },
    ]);
  });
});

describe('"the most common X" counts records per value (round seven), on games and trails', () => {
  it.each([
    ['What is the most common genre?', games, 'genre', 'desc'],
    ['most frequent region', trails, 'region', 'desc'],
    ['the least common genre', games, 'genre', 'asc'],
    ['rarest region', trails, 'region', 'asc'],
  ])('%s', (question, table, groupBy, direction) => {
    const built = read(question, table);
    expect(built.declined).toBeUndefined();
    expect(built.plan).toMatchObject({
      operation: 'group',
      groupBy,
      metric: { fn: 'count', column: null },
      sort: { column: 'value', direction },
    });
  });
});

describe('a value ending in a plus is one value (round seven), on board games', () => {
  const boardGames: TestTable = {
    records: [
      { game: 'Harbour Lights', ages: '8+', players: 4 },
      { game: 'Tundra', ages: '14+', players: 2 },
      { game: 'Copper Roads', ages: '10+', players: 5 },
      { game: 'Night Owls', ages: '14+', players: 6 },
    ],
    columns: [
      { key: 'game', kind: 'text', unit: null, filled: 4, distinct: 4 },
      {
        key: 'ages',
        kind: 'category',
        unit: null,
        filled: 4,
        distinct: 3,
        examples: ['8+', '14+', '10+'],
      },
      { key: 'players', kind: 'number', unit: null, filled: 4, distinct: 4, min: 2, max: 6 },
    ],
  };
  it('"14+ games" and "games for 10+" are the age limit as written', () => {
    expect(planOf('14+ games', boardGames).filters).toEqual([
      { column: 'ages', op: 'eq', value: '14+' },
    ]);
    expect(planOf('How many games are for 10+?', boardGames)).toMatchObject({
      operation: 'aggregate',
      filters: [{ column: 'ages', op: 'eq', value: '10+' }],
    });
  });
});

describe('the unit a figure is asked in (round seven), on boats', () => {
  it("is read when it is the column's; another of the same measure converts a figure, and declines a ranking", () => {
    const kg = read('average weight in kg', boats);
    expect(kg.declined).toBeUndefined();
    expect(kg.plan.metric).toEqual({ fn: 'avg', column: 'weight_kg' });
    expect(read('heaviest boat in kg', boats).declined).toBeUndefined();
    // Declined until a figure could be given in another unit (round thirteen).
    const tonnes = read('average weight in tonnes', boats);
    expect(tonnes.declined).toBeUndefined();
    expect(tonnes.plan.metric).toEqual({ fn: 'avg', column: 'weight_kg', unit: 'tonnes' });
    // Records listed show their weights in kg: a ranking 'in tonnes' would be read wrong.
    expect(read('heaviest boat in tonnes', boats).declined).toMatch(
      /could not give that in tonnes: weight kg is read in kg/,
    );
  });
});

describe('a word inside values of one column of few (round six), on cottages', () => {
  const cottage = (name: string, pets: string, parking: string, status: string) => ({
    cottage: name,
    pets,
    parking,
    status,
  });
  const cottages: TestTable = {
    records: [
      cottage('Sea Pink', 'Dogs welcome', 'Garage & drive', 'Open'),
      cottage('Old Forge', 'No pets', 'Street only', 'Open'),
      cottage('Hay Loft', 'Cats & dogs', 'Private drive', 'Cottage sold'),
      cottage('Mill House', 'Cats only', 'No garage', 'Closed for season'),
    ],
    columns: [
      { key: 'cottage', kind: 'text', unit: null, filled: 4, distinct: 4 },
      {
        key: 'pets',
        kind: 'category',
        unit: null,
        filled: 4,
        distinct: 4,
        examples: ['Dogs welcome', 'No pets', 'Cats & dogs', 'Cats only'],
      },
      {
        key: 'parking',
        kind: 'category',
        unit: null,
        filled: 4,
        distinct: 4,
        examples: ['Garage & drive', 'Street only', 'Private drive', 'No garage'],
      },
      {
        key: 'status',
        kind: 'category',
        unit: null,
        filled: 4,
        distinct: 3,
        examples: ['Open', 'Cottage sold', 'Closed for season'],
      },
    ],
  };

  it('is the values holding it, after the word that names the records', () => {
    expect(planOf('cottages that allow dogs', cottages).filters).toEqual([
      { column: 'pets', op: 'in', value: 'Dogs welcome', values: ['Dogs welcome', 'Cats & dogs'] },
    ]);
    expect(planOf('How many cottages take cats?', cottages).filters).toEqual([
      { column: 'pets', op: 'in', value: 'Cats & dogs', values: ['Cats & dogs', 'Cats only'] },
    ]);
  });

  it('is never a value that refuses it, nor the word naming the records', () => {
    // 'No garage' refuses what 'Garage & drive' offers: the word alone cannot tell them apart.
    expect(read('cottages with a garage', cottages).declined).toBeDefined();
    // 'cottage' names the records, not the status 'Cottage sold'.
    expect(planOf('cottages that allow dogs', cottages).filters.map((f) => f.column)).toEqual([
      'pets',
    ]);
  });
});

describe('what a side made and let in, named apart (round six), on ice-hockey standings', () => {
  it('"goals … score" is GF, "conceded … goals" is GA', () => {
    expect(planOf('How many goals did the Ice Hawks score?', standings)).toMatchObject({
      operation: 'aggregate',
      metric: { fn: 'sum', column: 'GF' },
    });
    const conceded = read('Which club conceded the most goals?', standings);
    expect(conceded.declined).toBeUndefined();
    expect(conceded.plan).toMatchObject({ sort: { column: 'GA', direction: 'desc' }, limit: 1 });
    expect(namesSide('GA', ['goals', 'allowed'], 0)).toBe(true);
    // The noun alone says neither side; nor does a verb without the noun.
    expect(namesSide('GF', ['goals'], 0)).toBe(false);
    expect(namesSide('GF', ['who', 'scored'], 1)).toBe(false);
  });
});

describe("a month or a day with no year is in the table's days", () => {
  it('takes the latest year whose month the days reach, and leaves years that are said', () => {
    const days = { first: '2025-11-20', last: '2026-02-10' };
    const reference = new Date('2026-11-29T12:00:00Z');
    // A month the days never reach stays the one nearest today, as chrono-node reads it.
    expect(dateConditions('in March', reference, days)[0]?.value).toBe('2027-03-01');
    expect(dateConditions('in December', reference, days)[0]).toMatchObject({
      op: 'between',
      value: '2025-12-01',
      value2: '2025-12-31',
    });
    expect(dateConditions('after 3 January', reference, days)[0]).toMatchObject({
      op: 'gt',
      value: '2026-01-03',
    });
    expect(dateConditions('in December 2024', reference, days)[0]?.value).toBe('2024-12-01');
  });
});

describe('times and days of the week in a question (round seven)', () => {
  it('reads noon, midday and midnight as times of day', () => {
    expect(clockConditions('before noon')).toMatchObject([{ op: 'lt', value: 720 }]);
    expect(clockConditions('after midnight')).toMatchObject([{ op: 'gt', value: 0 }]);
    expect(clockConditions('at midday')).toMatchObject([{ op: 'eq', value: 720 }]);
    expect(clockConditions('noon classes')).toEqual([]);
  });

  it('reads days of the week, weekends and weekdays, and says them in the plan', () => {
    expect(weekdayConditions('on a Friday').map((w) => w.days)).toEqual([[5]]);
    expect(weekdayConditions('Saturdays and Sundays').map((w) => w.days)).toEqual([[6], [7]]);
    expect(weekdayConditions('at weekends').map((w) => w.days)).toEqual([[6, 7]]);
    expect(weekdayConditions('on weekdays').map((w) => w.days)).toEqual([[1, 2, 3, 4, 5]]);
    expect(describeFilter({ column: 'checked', op: 'weekday', value: 6, values: [6, 7] })).toBe(
      'checked falls on a Saturday or Sunday',
    );
    expect(planOf('trails checked on a Monday', trails).filters).toEqual([
      { column: 'checked', op: 'weekday', value: 1, values: [1] },
    ]);
  });
});

describe('round eight: a dash between two bare counts is a pair, not a range, on darts results', () => {
  it('a pair the question writes matches the pair column however its dash is written', () => {
    const filters = planOf('games that finished 3-2', darts).filters;
    expect(filters).toHaveLength(1);
    expect(filters[0]).toMatchObject({ column: 'result', op: 'in' });
    expect(filters[0]?.values).toEqual(expect.arrayContaining(['3-2', '3–2', '3 - 2']));
  });

  it('adding up or ranking a pair column declines; money ranges stay figures', () => {
    expect(read('What is the total result?', darts).declined).toMatch(/pairs of figures/);
    expect(read('Which pairing had the highest result?', darts).declined).toMatch(/pairs/);
    expect(isPairColumn(darts.columns[1]!)).toBe(true);
    expect(isPairColumn({ ...darts.columns[3]!, read: { range: true } })).toBe(false);
    expect(planOf('total prize', darts).metric).toEqual({ fn: 'sum', column: 'prize' });
  });
});

describe('round eight: what a question says that nothing read declines, on darts and a greenhouse', () => {
  it('a state after "were" / "is" that no column or value reads', () => {
    expect(read('How many games were abandoned?', darts).declined).toMatch(/were abandoned/);
    // Leading a condition in, the verb says nothing of its own.
    expect(read('How many games were played at the Swan?', darts).declined).toBeUndefined();
  });

  it('"who" of records named only by their day', () => {
    expect(read('Who watered the plants on 2 February?', greenhouse).declined).toMatch(/"who"/);
  });

  it("a noun after a figure's column is no name of the records ('the prize money')", () => {
    expect(read('What was the Crown prize worth?', darts).declined).toMatch(/worth/);
    expect(read('What was the Crown prize?', darts).declined).toBeUndefined();
  });
});

describe('round eight: a code stands for a name only when no column spells it out', () => {
  it('names elements by their name, not their symbol, whatever the key order', () => {
    expect(nameColumn(elements.columns)?.key).toBe('element');
    expect(read('the heaviest atom', elements).nameColumn).toBe('element');
    // Alone, a code still names its records.
    expect(nameColumn(elements.columns.filter((c) => c.key !== 'element'))?.key).toBe('symbol');
  });
});

describe('round eight: scale words and letters in a question, on start-ups', () => {
  it('reads trillion, bn and a letter after a currency as a scale; without one, a unit', () => {
    expect(numberConditions('worth more than $1 trillion')[0]?.value).toBe(1e12);
    expect(numberConditions('valued under $450B')[0]?.value).toBe(4.5e11);
    expect(numberConditions('over $2.5bn')[0]?.value).toBe(2.5e9);
    expect(numberConditions('loads over 5t')[0]).toMatchObject({ value: 5, unit: 't' });
    expect(numberConditions('over 500m')[0]).toMatchObject({ value: 500, unit: 'm' });
  });

  it('declines a bound a thousand times beyond every figure of its column', () => {
    expect(read('start-ups valued over $1 billion', startups).declined).toMatch(/reaches only 900/);
    expect(planOf('start-ups valued over $500', startups).filters).toEqual([
      { column: 'valuation', op: 'gt', value: 500 },
    ]);
  });
});

describe('round eight: initials joined by a slash name the header that writes them together', () => {
  it('"W/L ratio" is wl_ratio, and its "ratio" asks for no share', () => {
    expect(planOf('average W/L ratio', tennis)).toMatchObject({
      operation: 'aggregate',
      metric: { fn: 'avg', column: 'wl_ratio' },
    });
    expect(planOf('What share of players are left-handed?', tennis).operation).toBe('share');
  });
});

describe("round eight: 'up', 'down', gainers and losers are a signed column's ways, on a chart", () => {
  it('"are down" is below nought and "is up" above, on the only column of signed figures', () => {
    expect(planOf('songs that are down this week', chart).filters).toEqual([
      { column: 'movement', op: 'lt', value: 0 },
    ]);
    expect(planOf('How many songs are up?', chart).filters).toEqual([
      { column: 'movement', op: 'gt', value: 0 },
    ]);
  });

  it('the biggest climber ranks by the change, a plural asks for several', () => {
    expect(planOf('biggest climber', chart)).toMatchObject({
      operation: 'list',
      sort: { column: 'movement', direction: 'desc' },
      limit: 1,
    });
    expect(planOf('the fallers this week', chart)).toMatchObject({
      sort: { column: 'movement', direction: 'asc' },
      limit: 10,
    });
  });

  it('reads none of them with no signed column, or with two', () => {
    expect(read('biggest climber', darts).declined).toBeDefined();
    const twoWays = {
      ...chart,
      columns: [
        ...chart.columns,
        {
          key: 'net',
          kind: 'number' as const,
          unit: null,
          filled: 6,
          distinct: 3,
          min: -1,
          max: 1,
        },
      ],
    };
    expect(read('songs that are down', twoWays).declined).toBeDefined();
  });
});

describe('money words, months and date columns (round nine)', () => {
  it('a spend or a cost means the main money column: a generic name, else the largest amounts', () => {
    expect(planOf('How much did I spend in total?', taxis).metric).toEqual({
      fn: 'sum',
      column: 'fare',
    });
    expect(planOf('What is the highest cost?', cottages).metric).toEqual({
      fn: 'max',
      column: 'price',
    });
  });

  it('a charge in a header is no money: a battery charge is not what is cheapest', () => {
    const phones: TestTable = {
      records: [
        { phone: 'Orbit', battery_charge: '80%' },
        { phone: 'Nimbus', battery_charge: '55%' },
      ],
      columns: [
        { key: 'phone', kind: 'text', unit: null, filled: 2, distinct: 2 },
        {
          key: 'battery_charge',
          kind: 'number',
          unit: '%',
          filled: 2,
          distinct: 2,
          min: 55,
          max: 80,
        },
      ],
    };
    expect(read('cheapest phone', phones).plan.sort).toBeNull();
  });

  it('spent in a question is money, in a header a time', () => {
    expect(planOf('How much have I spent altogether?', taxis).metric).toEqual({
      fn: 'sum',
      column: 'fare',
    });
    const column = {
      key: 'time_spent',
      kind: 'number' as const,
      unit: 'min',
      filled: 2,
      distinct: 2,
    };
    expect(dimensionsOf(column)).not.toContain('money');
  });

  it('how many of a money word counts the records', () => {
    const built = read('How many bills were disputed?', taxis);
    expect(built.declined).toBeUndefined();
    expect(built.plan).toMatchObject({
      operation: 'aggregate',
      metric: { fn: 'count', column: null },
      filters: [{ column: 'status', op: 'eq', value: 'Disputed' }],
    });
  });

  it('what something came to is its total', () => {
    expect(planOf('What did the March 2026 fares come to?', taxis)).toMatchObject({
      operation: 'aggregate',
      metric: { fn: 'sum', column: 'fare' },
      filters: [{ column: 'month', op: 'between', value: '2026-03-01', value2: '2026-03-31' }],
    });
  });

  it('a season before the months that spell it out is read with them; alone it is not', () => {
    const built = read('total fares in the spring months March to May 2026', taxis);
    expect(built.declined).toBeUndefined();
    expect(built.plan.filters).toEqual([
      { column: 'month', op: 'between', value: '2026-03-01', value2: '2026-05-31' },
    ]);
    expect(read('total fares in spring', taxis).declined).toMatch(/spring/);
  });

  it('a range of months ends on the last day of its last month', () => {
    expect(dateConditions('June to August 2026', new Date('2026-11-01'))[0]).toMatchObject({
      op: 'between',
      value: '2026-06-01',
      value2: '2026-08-31',
    });
  });

  it('a date condition is on the date column named whole, which is then not what is listed', () => {
    expect(planOf('courses whose exam date is before June', courses).filters).toEqual([
      { column: 'exam_date', op: 'lt', value: '2026-06-01' },
    ]);
    expect(planOf('Which courses start in May 2026?', courses)).toMatchObject({
      operation: 'list',
      filters: [
        { column: 'course_start', op: 'between', value: '2026-05-01', value2: '2026-05-31' },
      ],
    });
  });
});

describe('a record ranked by a day (round nine)', () => {
  it('which of the records is no one noun asked for', () => {
    expect(planOf('Which of the gigs gets the biggest crowds?', gigs).limit).toBe(10);
  });

  it('a day column named in part is no group for first to rank, and which with one noun asks one', () => {
    expect(planOf('Which course has its exam first?', courses)).toMatchObject({
      operation: 'list',
      groupBy: null,
      sort: { column: 'exam_date', direction: 'asc' },
      limit: 1,
    });
  });
});

describe('a day in a column name, and a comparison with a change (round nine)', () => {
  const reference = new Date('2026-11-29T12:00:00Z');
  const ask = (question: string) =>
    buildPlan(question, { ...contextOf(question, pages), reference });

  it('a date phrase made of a column name’s words names the column, not a day', () => {
    expect(ask('total views today').plan).toMatchObject({
      operation: 'aggregate',
      filters: [],
      metric: { fn: 'sum', column: 'views_today' },
    });
    // A date phrase that is no column's name is still a day.
    expect(ask('pages published last year').plan.filters[0]?.column).toBe('published');
  });

  it('more or fewer than the change column names is the change’s sign', () => {
    expect(ask('How many pages had fewer views than yesterday?').plan).toMatchObject({
      operation: 'aggregate',
      metric: { fn: 'count', column: null },
      filters: [{ column: 'change_vs_yesterday', op: 'lt', value: 0 }],
    });
    expect(ask('pages with more views than yesterday').plan.filters).toEqual([
      { column: 'change_vs_yesterday', op: 'gt', value: 0 },
    ]);
  });
});

describe('a mean column beside a count (round nine)', () => {
  it('the count is what a plural names, and most of it for a group is its total', () => {
    expect(planOf('Which team took the most calls?', agents)).toMatchObject({
      operation: 'group',
      groupBy: 'team',
      metric: { fn: 'sum', column: 'calls_today' },
      sort: { column: 'value', direction: 'desc' },
    });
    // The highest of a measure for a group is still its mean.
    expect(planOf('Which team has the highest average call?', agents).metric).toEqual({
      fn: 'avg',
      column: 'avg_call',
    });
  });

  it('a light verb only says the counted thing happened; another verb is still unread', () => {
    const built = read('How many calls were taken today in total?', agents);
    expect(built.declined).toBeUndefined();
    expect(built.plan.metric).toEqual({ fn: 'sum', column: 'calls_today' });
    expect(read('How many calls were dropped?', agents).declined).toMatch(/dropped/);
  });

  it('a header’s avg is the average a question writes whole', () => {
    expect(planOf('agents whose average call is over 5 minutes', agents)).toMatchObject({
      operation: 'list',
      filters: [{ column: 'avg_call', op: 'gt', value: 5 }],
    });
  });
});

describe('words written otherwise than a header (round nine)', () => {
  it('a hyphenated word is the header that writes it joined', () => {
    const built = read('gigs with wi-fi', gigs);
    expect(built.declined).toBeUndefined();
    expect(built.plan.filters).toEqual([{ column: 'wifi', op: 'eq', value: 'Yes' }]);
  });

  it('fans, a crowd and spectators are an attendance', () => {
    expect(planOf('gigs with more than 100 fans', gigs).filters).toEqual([
      { column: 'attendance', op: 'gt', value: 100 },
    ]);
    expect(planOf('Which gig drew the biggest crowd?', gigs).sort).toEqual({
      column: 'attendance',
      direction: 'desc',
    });
  });

  it('a verb names the column of its noun in -ance', () => {
    expect(planOf('Which gig was attended the most?', gigs).sort).toEqual({
      column: 'attendance',
      direction: 'desc',
    });
  });
});

describe('a count of weeks or days under its header (round nine)', () => {
  it('is a length of time to rank, and its ranges are no pairs of counts', () => {
    expect(isPairColumn(programmes.columns[1]!)).toBe(false);
    const built = read('Which programme is quickest to complete?', programmes);
    expect(built.declined).toBeUndefined();
    expect(built.plan).toMatchObject({
      operation: 'list',
      sort: { column: 'weeks_to_complete', direction: 'asc' },
      limit: 1,
    });
  });
});

describe('a month among spans of months (round nine)', () => {
  it('is the spans that hold it, past December too', () => {
    expect(planOf('campsites open in January', campsites)).toMatchObject({
      operation: 'list',
      filters: [{ column: 'season', op: 'in', values: ['Nov–Feb'] }],
    });
    expect(planOf('How many campsites are open in April?', campsites)).toMatchObject({
      operation: 'aggregate',
      filters: [{ column: 'season', op: 'in', values: ['Apr–Oct', 'Mar–Sep'] }],
    });
  });

  it('reads no month from a verb, nor a month with a year', () => {
    expect(read('campsites you may like', campsites).plan.filters).toEqual([]);
    // (A value may still hold the word: 'May' is part of 'May–Aug'.)
    expect(read('campsites open in May 2027', campsites).plan.filters).not.toContainEqual(
      expect.objectContaining({ op: 'in' }),
    );
  });
});

describe('the whole collection named (round nine)', () => {
  /** A minibus firm's vehicles: seats per vehicle and a depot. */
  const vans: TestTable = {
    records: [
      { vehicle: 'MB-01', seats: 16, depot: 'North' },
      { vehicle: 'MB-02', seats: 12, depot: 'South' },
      { vehicle: 'MB-03', seats: 16, depot: 'North' },
    ],
    columns: [
      { key: 'vehicle', kind: 'text', unit: null, filled: 3, distinct: 3 },
      { key: 'seats', kind: 'number', unit: null, filled: 3, distinct: 2, min: 12, max: 16 },
      {
        key: 'depot',
        kind: 'category',
        unit: null,
        filled: 3,
        distinct: 2,
        examples: ['North', 'South'],
      },
    ],
  };

  it('closing a question it asks about all the records; another place is still unread', () => {
    const built = read('How many seats are there across the fleet?', vans);
    expect(built.declined).toBeUndefined();
    expect(built.plan).toMatchObject({ filters: [], metric: { fn: 'sum', column: 'seats' } });
    expect(read('How many seats are there across the county?', vans).declined).toMatch(/county/);
  });
});

describe('a bare year the days never reach (round ten)', () => {
  const days = { first: '2026-01-14', last: '2026-04-02' };
  const withDays = (question: string) =>
    buildPlan(question, { ...contextOf(question, cameras), days });

  it('is about the one column of whole years it falls among', () => {
    expect(withDays('cameras from before 1950').plan.filters).toEqual([
      { column: 'made', op: 'lt', value: 1950 },
    ]);
    expect(withDays('cameras made after 1935').plan.filters).toEqual([
      { column: 'made', op: 'gt', value: 1935 },
    ]);
  });

  it('stays on the days when they reach it, or when a day is written', () => {
    expect(withDays('cameras listed in 2026').plan.filters).toMatchObject([{ column: 'listed' }]);
    expect(withDays('cameras before March 2026').plan.filters).toMatchObject([
      { column: 'listed', op: 'lt', value: '2026-03-01' },
    ]);
  });
});

describe('a small word written with a capital inside a question (round ten)', () => {
  it('is a value a column holds', () => {
    expect(planOf('How many roles are in the Data team?', roles).filters).toEqual([
      { column: 'team', op: 'eq', value: 'Data' },
    ]);
    expect(planOf('average salary of Entry roles', roles).filters).toEqual([
      { column: 'level', op: 'eq', value: 'Entry' },
    ]);
  });

  it('written small it is still no value', () => {
    expect(planOf('show all data', roles).filters).toEqual([]);
  });
});

describe('a unit asked for after how many (round ten)', () => {
  it('another unit than the column is read in is the unit of the figure; its own is answered', () => {
    // Declined until a figure could be given in another unit (round thirteen).
    for (const question of [
      'How many hours of riding did I do in total?',
      'How many hours in total?',
    ]) {
      const hours = read(question, rides);
      expect(hours.declined).toBeUndefined();
      expect(hours.plan.metric).toEqual({ fn: 'sum', column: 'moving_time', unit: 'hours' });
    }
    const minutes = read('How many minutes in total?', rides);
    expect(minutes.declined).toBeUndefined();
    expect(minutes.plan.metric).toEqual({ fn: 'sum', column: 'moving_time' });
  });
});

describe('the amount a question naming none means (round ten)', () => {
  it('how much, and a sum of money, are the main money column’s', () => {
    expect(planOf('How much did we give out altogether?', grants).metric).toEqual({
      fn: 'sum',
      column: 'amount',
    });
    expect(planOf('grants under £1,000', grants).filters).toEqual([
      { column: 'amount', op: 'lt', value: 1000 },
    ]);
  });

  it('what a thing sold for, went for or fetched is that amount', () => {
    for (const question of [
      'Which promise went for the most?',
      'Which promise sold for the most?',
      'Which promise fetched the most?',
    ])
      expect(planOf(question, promises).sort).toEqual({ column: 'amount', direction: 'desc' });
  });

  it('a record is named by its title, not a label repeating the noun', () => {
    const built = read('Which grant had the most volunteers?', grants);
    expect(built.plan.sort).toEqual({ column: 'volunteers', direction: 'desc' });
    expect(built.nameColumn).toBe('title');
  });

  it('a figure against another of its own record declines', () => {
    expect(read('grants that got more than their request', grants).declined).toMatch(/same record/);
    expect(read('grants awarded below their requested amount', grants).declined).toMatch(
      /same record/,
    );
  });
});

describe('a British spelling of an American header (round ten)', () => {
  it('names the column', () => {
    expect(spelling('licence')).toBe(spelling('license'));
    expect(spelling('four')).not.toBe(spelling('for'));
    expect(planOf('Which colour has the most paints?', paints)).toMatchObject({
      operation: 'group',
      groupBy: 'color',
    });
    expect(planOf('paints on catalogue page 5', paints).filters).toEqual([
      { column: 'catalog_page', op: 'eq', value: 5 },
    ]);
  });
});

describe('the records a question names, and a ticked column (round ten)', () => {
  it('a question opening on a verb in -s before a preposition names the records', () => {
    const built = read('plays about War', plays);
    expect(built.declined).toBeUndefined();
    expect(built.plan.operation).toBe('list');
    expect(built.nameColumn).toBe('title');
  });

  it('a noun after by with a condition of its own is described, not grouped by', () => {
    const built = read('plays by writers from Ireland', plays);
    expect(built.declined).toBeUndefined();
    expect(built.plan).toMatchObject({
      operation: 'list',
      groupBy: null,
      filters: [{ column: 'country', op: 'eq', value: 'Ireland' }],
    });
    expect(planOf('How many plays by country?', plays).groupBy).toBe('country');
  });

  it('a word in -s closing a question with no other verb names the records', () => {
    const built = read('mint drinks', drinks);
    expect(built.declined).toBeUndefined();
    expect(built.plan.filters).toEqual([{ column: 'flavours', op: 'eq', value: 'mint' }]);
    expect(built.nameColumn).toBe('drink');
  });

  it('of a play is one of the records', () => {
    const built = read('average running time of a play', plays);
    expect(built.declined).toBeUndefined();
    expect(built.plan.metric).toEqual({ fn: 'avg', column: 'running_time' });
  });

  it('a tick and blanks is yes and no; being only leads the state in', () => {
    const being = read('Which plays are being captioned?', plays);
    expect(being.declined).toBeUndefined();
    expect(being.plan.filters).toEqual([{ column: 'captioned', op: 'eq', value: '✓' }]);
    expect(planOf('plays that are not captioned', plays).filters).toEqual([
      { column: 'captioned', op: 'neq', value: '✓' },
    ]);
  });
});

describe('a part of the day (round ten)', () => {
  it('is a span of the clock column', () => {
    expect(planOf('sessions in the afternoon', sessions).filters).toEqual([
      { column: 'starts', op: 'between', value: 720, value2: 1019 },
    ]);
    expect(planOf('Evening sessions in the Main pool', sessions).filters).toContainEqual({
      column: 'starts',
      op: 'between',
      value: 1020,
      value2: 1439,
    });
  });

  it('written with a capital inside a question it is a name', () => {
    expect(planOf('When is Morning Swim?', sessions).filters).not.toContainEqual(
      expect.objectContaining({ column: 'starts' }),
    );
  });
});

describe('more that a question leaves unread (round ten)', () => {
  it('a capital M after a figure is millions; a small m stays metres', () => {
    const [million] = numberConditions('more than 1M downloads', []);
    expect(million?.value).toBe(1_000_000);
    expect(million?.unit).not.toBe('m');
    expect(numberConditions('over 500m', ['m'])[0]).toMatchObject({ value: 500, unit: 'm' });
  });

  it('not being is not', () => {
    expect(planOf('plays not being captioned', plays).filters).toEqual([
      { column: 'captioned', op: 'neq', value: '✓' },
    ]);
  });

  it('no or without a column of words is that column left blank', () => {
    // Declined until a filter could look for a blank (round thirteen).
    const themes = read('How many plays have no themes?', plays);
    expect(themes.declined).toBeUndefined();
    expect(themes.plan.filters).toEqual([{ column: 'themes', op: 'blank', value: '' }]);
    expect(planOf('plays without a writer', plays).filters).toEqual([
      { column: 'writer', op: 'blank', value: '' },
    ]);
  });

  it('a verb closing a count of the records is a state nothing reads', () => {
    expect(read('How many plays closed?', plays).declined).toMatch(/closed/);
    expect(read('How many plays are captioned?', plays).declined).toBeUndefined();
  });
});

describe('round eleven', () => {
  it('a word held only inside hyphenated values is not read from them', () => {
    expect(planOf('average price of a cruiser skateboard', skateboards).filters).toEqual([
      { column: 'type', op: 'eq', value: 'Cruiser' },
    ]);
    expect(planOf('What share of the skateboards are in stock?', skateboards).filters).toEqual([
      { column: 'in_stock', op: 'eq', value: 'Yes' },
    ]);
  });

  it('beside a value holding the word alone, the hyphenated ones go with it', () => {
    expect(planOf('average day rate of a scooter', scooters).filters).toEqual([
      {
        column: 'type',
        op: 'in',
        value: 'Kick scooter',
        values: ['Kick scooter', 'E-scooter', 'Stunt scooter'],
      },
    ]);
    expect(planOf('average day rate of a bike', scooters).filters).toEqual([
      { column: 'type', op: 'eq', value: 'Balance bike' },
    ]);
  });

  it('out of before a yes/no column is its no', () => {
    expect(planOf('How many items are out of season?', produce).filters).toEqual([
      { column: 'in_season', op: 'eq', value: 'No' },
    ]);
    expect(planOf('items in season', produce).filters).toEqual([
      { column: 'in_season', op: 'eq', value: 'Yes' },
    ]);
  });

  it('how much several named records are together is the sum of their money', () => {
    const built = read('How much are the Bramley apples and the Leeks together?', produce);
    expect(built.declined).toBeUndefined();
    expect(built.plan.operation).toBe('aggregate');
    expect(built.plan.metric).toEqual({ fn: 'sum', column: 'price' });
    expect(built.plan.filters).toEqual([
      { column: 'item', op: 'in', value: 'Bramley apples', values: ['Bramley apples', 'Leeks'] },
    ]);
    // Only how much: 'together' says nothing of a count or a list.
    expect(planOf('How many Kent and Peru items together?', produce).metric).toEqual({
      fn: 'count',
      column: null,
    });
    expect(planOf('items from Kent and Peru together', produce).operation).toBe('list');
  });
});

describe('what a superlative ranks by (round eleven)', () => {
  it('longest and shortest are how long, never how far up', () => {
    expect(planOf('Which is the longest run?', runs).sort).toEqual({
      column: 'length',
      direction: 'desc',
    });
    expect(planOf('shortest run', runs).sort).toEqual({ column: 'length', direction: 'asc' });
    // Named, the drop is what is ranked.
    expect(planOf('Which run has the most vertical?', runs).sort).toEqual({
      column: 'vertical',
      direction: 'desc',
    });
    // Measured only by its climb, a route has no length to rank.
    expect(read('Which is the longest route?', ferratas).plan.sort).toBeNull();
  });

  it('a column a condition holds to one value ranks nothing', () => {
    const built = read('cheapest 5 litre tin', tins);
    expect(built.plan.filters).toEqual([{ column: 'tin_size', op: 'eq', value: 5 }]);
    expect(built.plan.sort).toEqual({ column: 'price', direction: 'asc' });
    expect(planOf('Which is the biggest tin?', tins).sort).toEqual({
      column: 'tin_size',
      direction: 'desc',
    });
  });
});

describe('counts that answer no how many (round eleven)', () => {
  it('a state after an adverb is a state nothing reads', () => {
    expect(read('How many items are fully stocked?', produce).declined).toMatch(/stocked/);
    const inSeason = read('How many items are currently in season?', produce);
    expect(inSeason.declined).toBeUndefined();
    expect(inSeason.plan.filters).toEqual([{ column: 'in_season', op: 'eq', value: 'Yes' }]);
  });

  it('one record named by its name is no count', () => {
    expect(read('How many people came to the Spring Gala last year?', concerts).declined).toMatch(
      /one record/,
    );
    // The Arts Centre is one concert's venue, not its name: the concerts there are counted.
    const there = read('How many concerts are at the Arts Centre?', concerts);
    expect(there.declined).toBeUndefined();
    expect(there.plan.filters).toEqual([{ column: 'venue', op: 'eq', value: 'Arts Centre' }]);
    // A word only part of one name ('Serenade' of 'Summer Serenade') may be said of others too.
    expect(read('How many concerts are a Serenade?', concerts).declined).toBeUndefined();
  });
});

describe('the whole collection closing a question (round eleven)', () => {
  it('a programme, a calendar or a line-up is every record', () => {
    const built = read('the cheapest concert on the calendar', concerts);
    expect(built.declined).toBeUndefined();
    expect(built.plan.sort).toEqual({ column: 'price', direction: 'asc' });
    expect(
      read('Which is the latest concert in the programme?', concerts).declined,
    ).toBeUndefined();
    // A value closing the question is still the value.
    expect(planOf('concerts in the Town Hall', concerts).filters).toEqual([
      { column: 'venue', op: 'eq', value: 'Town Hall' },
    ]);
  });
});
