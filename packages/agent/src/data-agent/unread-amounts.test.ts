import { describe, expect, it } from 'vitest';
import { buildPlan } from './plan-builder.js';
import { columnsFor, contextOf, type TestTable } from './test-support/tables.js';

const read = (question: string, table: TestTable) =>
  buildPlan(question, contextOf(question, table));

const column = columnsFor(5);

/** A cricket scorecard: runs written as the card prints them ('45*', '17 (retired)'), read as text. */
const innings: TestTable = {
  records: [
    { batter: 'R. Khan', side: 'Hawks', runs: '45*' },
    { batter: 'T. Lowe', side: 'Hawks', runs: '102' },
    { batter: 'M. Price', side: 'Owls', runs: '17 (retired)' },
    { batter: 'J. Webb', side: 'Owls', runs: '0' },
    { batter: 'S. Amin', side: 'Hawks', runs: '63*' },
  ],
  columns: [
    column('batter', 'text'),
    column('side', 'category', { distinct: 2, examples: ['Hawks', 'Owls'] }),
    column('runs', 'text', { figured: true }),
  ],
};

/** A rugby club's results: each record a fixture, named by its opponent, scored '24–17 (ht 10–3)'. */
const results: TestTable = {
  records: [
    { opponent: 'Bath Amateurs', venue: 'Home', result: '24–17 (ht 10–3)' },
    { opponent: 'Clifton', venue: 'Away', result: '12–30 (ht 5–13)' },
    { opponent: 'Dings', venue: 'Home', result: '19–19 (ht 7–12)' },
    { opponent: 'Old Redcliffians', venue: 'Away', result: '33–8 (ht 14–3)' },
    { opponent: 'Thornbury', venue: 'Home', result: '21–20 (ht 11–6)' },
  ],
  columns: [
    column('opponent', 'text'),
    column('venue', 'category', { distinct: 2, examples: ['Home', 'Away'] }),
    column('result', 'text', { figured: true }),
  ],
};

/** A parts bin: stock codes read as figures, which label the parts and count nothing. */
const bins: TestTable = {
  records: [
    { code: 40112, part: 'Hinge', shelf: 'A' },
    { code: 40187, part: 'Latch', shelf: 'A' },
    { code: 52003, part: 'Castor', shelf: 'B' },
    { code: 52090, part: 'Bracket', shelf: 'B' },
    { code: 61544, part: 'Handle', shelf: 'C' },
  ],
  columns: [
    column('code', 'number', { min: 40112, max: 61544 }),
    column('part', 'text'),
    column('shelf', 'category', { distinct: 3, examples: ['A', 'B', 'C'] }),
  ],
};

describe('an amount asked of figures read as text', () => {
  it('declines a total of what a column of unread figures holds, never counting records', () => {
    for (const question of [
      'How many runs were scored in total?',
      'How many runs did the Hawks batters make?',
      'number of runs',
    ]) {
      const built = read(question, innings);
      expect(built.declined, question).toMatch(/^I could not compute that: runs holds no figures/);
    }
  });

  it("declines 'how many' of a thing no column names when a column of unread figures is beside", () => {
    expect(read('How many tries were scored in total?', results).declined).toMatch(
      /result holds no figures I can read/,
    );
    expect(read('How many points altogether?', results).declined).toMatch(
      /result holds no figures I can read/,
    );
  });

  it('still counts the records asked for', () => {
    for (const [question, table] of [
      ['How many batters are there?', innings],
      ['How many batters in total?', innings],
      ['How many fixtures are there?', results],
      ['How many fixtures are there in total?', results],
    ] as const) {
      const built = read(question, table);
      expect(built.declined, question).toBeUndefined();
      expect(built.plan.metric, question).toEqual({ fn: 'count', column: null });
      expect(built.plan.operation, question).toBe('aggregate');
    }
    const home = read('How many fixtures were at home?', results);
    expect(home.declined).toBeUndefined();
    expect(home.plan.filters).toEqual([{ column: 'venue', op: 'eq', value: 'Home' }]);
  });

  it('counts the records a column of codes labels, never adding the codes up', () => {
    for (const question of ['How many codes are there?', 'How many codes in total?']) {
      const built = read(question, bins);
      expect(built.declined, question).toBeUndefined();
      expect(built.plan.metric, question).toEqual({ fn: 'count', column: null });
    }
  });
});
