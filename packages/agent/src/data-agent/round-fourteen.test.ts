import { describe, expect, it } from 'vitest';
import { buildPlan } from './plan-builder.js';
import { contextOf, type TestTable } from './test-support/tables.js';
import { courses, rooms } from './test-support/round-fourteen.js';

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
