import { describe, expect, it } from 'vitest';
import { buildPlan } from './plan-builder.js';
import { contextOf, type TestTable } from './test-support/tables.js';
import { appeals, courses, gymClasses, readers, rooms } from './test-support/round-fourteen.js';

const read = (question: string, table: TestTable) =>
  buildPlan(question, contextOf(question, table));
const planOf = (question: string, table: TestTable) => read(question, table).plan;

describe("what several things 'cost together' (round fourteen)", () => {
  it('adds up the money column', () => {
    expect(planOf('What would all the beginner courses cost together?', courses)).toMatchObject({
      operation: 'aggregate',
      filters: [{ column: 'level', op: 'eq', value: 'Beginner' }],
      metric: { fn: 'sum', column: 'fee' },
    });
  });

  it('declines when the money column holds no figures, rather than adding up another', () => {
    const reading = read('What would all the rooms cost together?', rooms);
    expect(reading.declined).toMatch(/price holds no figures/);
    expect(reading.plan.metric.column).not.toBe('beds');
  });

  it("'how much … together' and a plain total read as before", () => {
    expect(planOf('How much would all the advanced courses cost together?', courses)).toMatchObject(
      { operation: 'aggregate', metric: { fn: 'sum', column: 'fee' } },
    );
    expect(planOf('How many beds are there in total?', rooms)).toMatchObject({
      operation: 'aggregate',
      metric: { fn: 'sum', column: 'beds' },
    });
  });
});

describe('money raised is the money column named by what came in (round fourteen)', () => {
  it("'raised', 'collected' are the donations, not the target beside them", () => {
    expect(planOf('How much have the North appeals raised together?', appeals)).toMatchObject({
      operation: 'aggregate',
      filters: [{ column: 'region', op: 'eq', value: 'North' }],
      metric: { fn: 'sum', column: 'donations' },
    });
    expect(planOf('How much did South appeals collect altogether?', appeals)).toMatchObject({
      metric: { fn: 'sum', column: 'donations' },
    });
    expect(planOf('Which appeal raised the most?', appeals).sort).toEqual({
      column: 'donations',
      direction: 'desc',
    });
  });

  it('what a group raised is its money added up, not a count of its records', () => {
    expect(planOf('Which region raised the most money?', appeals)).toMatchObject({
      operation: 'group',
      groupBy: 'region',
      metric: { fn: 'sum', column: 'donations' },
      limit: 1,
    });
  });

  it("the target and a group's highest donations read as before", () => {
    expect(planOf('What is the total target?', appeals).metric).toEqual({
      fn: 'sum',
      column: 'target',
    });
    expect(planOf('Which region has the highest donations?', appeals).metric).toEqual({
      fn: 'avg',
      column: 'donations',
    });
  });
});

describe('the word after a figure is its measure, not a value (round fourteen)', () => {
  it("'over 200% completed' is the per-cent column alone, not also the state 'Completed'", () => {
    expect(planOf('Which readers are over 200% completed?', readers).filters).toEqual([
      { column: 'completed', op: 'gt', value: 200 },
    ]);
    expect(planOf('readers less than 100% completed', readers).filters).toEqual([
      { column: 'completed', op: 'lt', value: 100 },
    ]);
  });

  it('the state asked by its word, and with a figure elsewhere, reads as before', () => {
    expect(planOf('How many readers are completed?', readers).filters).toEqual([
      { column: 'state', op: 'eq', value: 'Completed' },
    ]);
    expect(planOf('completed readers over 200%', readers).filters).toEqual([
      { column: 'completed', op: 'gt', value: 200 },
      { column: 'state', op: 'eq', value: 'Completed' },
    ]);
  });
});

describe("'without' a word written inside several values (round fourteen)", () => {
  it('rules out every value holding the word', () => {
    expect(planOf('classes without mats', gymClasses).filters).toEqual([
      { column: 'provides', op: 'neq', value: 'Mats provided' },
      { column: 'provides', op: 'neq', value: 'Mats provided · Towels' },
    ]);
  });

  it("'with' the word, and 'not' a whole value, read as before", () => {
    expect(planOf('classes with towels', gymClasses).filters).toEqual([
      {
        column: 'provides',
        op: 'in',
        value: 'Towels · Water',
        values: ['Towels · Water', 'Mats provided · Towels'],
      },
    ]);
    expect(planOf('classes not in Studio 2', gymClasses).filters).toEqual([
      { column: 'studio', op: 'neq', value: 'Studio 2' },
    ]);
  });
});
