import { describe, expect, it } from 'vitest';
import { buildPlan } from './plan-builder.js';
import { contextOf, type TestTable } from './test-support/tables.js';
import { candidateParts, candidatePhrases } from './vocabulary.js';
import { exhibitions, handsets, repairs } from './test-support/round-fifteen.js';

const read = (question: string, table: TestTable) =>
  buildPlan(question, contextOf(question, table));
const planOf = (question: string, table: TestTable) => read(question, table).plan;

describe("the noun of a date column's verb is the records (round fifteen)", () => {
  it("'which opening' ranks the exhibitions, not the days they opened", () => {
    expect(planOf('Which opening had the most visitors?', exhibitions)).toMatchObject({
      operation: 'list',
      sort: { column: 'visitors', direction: 'desc' },
      limit: 1,
    });
    expect(planOf('average visitors per opening', exhibitions)).toMatchObject({
      operation: 'aggregate',
      metric: { fn: 'avg', column: 'visitors' },
      groupBy: null,
    });
  });

  it("declines what no column holds of one ('the opening speaker'), not listing the record", () => {
    expect(read('Who was the opening speaker for Tidelines?', exhibitions).declined).toMatch(
      /no column for "speaker"/,
    );
  });

  it('a day named by the verb, and a group of another column, read as before', () => {
    expect(planOf('exhibitions opened in March 2026', exhibitions).filters).toEqual([
      { column: 'opened', op: 'between', value: '2026-03-01', value2: '2026-03-31' },
    ]);
    expect(planOf('Which curator has the most visitors?', exhibitions)).toMatchObject({
      operation: 'group',
      groupBy: 'curator',
    });
  });
});

describe('a whole name of more words beats a whole name of fewer (round fifteen)', () => {
  it("'battery life' is battery_life, not battery", () => {
    expect(planOf('What is the average battery life?', handsets).metric).toEqual({
      fn: 'avg',
      column: 'battery_life',
    });
  });

  it("'battery' alone is still battery", () => {
    expect(planOf('What is the average battery?', handsets).metric).toEqual({
      fn: 'avg',
      column: 'battery',
    });
  });
});

describe("a state said to hold 'still', or 'not yet' (round fifteen)", () => {
  it("'still open' is the state, 'not yet closed' every other", () => {
    const still = read('Which requests are still open?', repairs);
    expect(still.declined).toBeUndefined();
    expect(still.plan.filters).toEqual([{ column: 'status', op: 'eq', value: 'Open' }]);
    expect(planOf('How many requests are not yet closed?', repairs).filters).toEqual([
      { column: 'status', op: 'neq', value: 'Closed' },
    ]);
  });

  it("the state alone, and 'not' right before it, read as before", () => {
    expect(planOf('requests that are closed', repairs).filters).toEqual([
      { column: 'status', op: 'eq', value: 'Closed' },
    ]);
    expect(planOf('requests not closed', repairs).filters).toEqual([
      { column: 'status', op: 'neq', value: 'Closed' },
    ]);
  });
});

describe("a name's initial keeps its full stop (round fifteen)", () => {
  it("looks 'A. Kowalski' and 'J. R. Hartley' up as written", () => {
    expect(candidatePhrases('Which books did A. Kowalski choose?')).toContain('a. kowalski');
    expect(candidatePhrases('novels by J. R. Hartley')).toContain('j. r. hartley');
  });

  it('a letter closing a sentence is still looked up without its stop', () => {
    expect(candidatePhrases('flats with energy class B.')).toContain('class b');
    expect(candidatePhrases('Which books did A. Kowalski choose?')).toContain('kowalski');
  });
});

describe('capitalised words in a row are one name inside values (round fifteen)', () => {
  it("looks 'Mill Lane' up whole, beside its words", () => {
    const parts = candidateParts('Which houses are on Mill Lane?');
    expect(parts).toContain('mill lane');
    expect(parts).toContain('mill');
  });

  it('a single capitalised word is looked up alone, as before', () => {
    expect(candidateParts('recipes by Nigella')).toEqual(['nigella']);
  });
});
