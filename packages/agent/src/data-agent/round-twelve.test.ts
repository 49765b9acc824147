import { describe, expect, it } from 'vitest';
import { numberConditions } from './numbers.js';
import { buildPlan, type ValueMatch } from './plan-builder.js';
import { apps, contextOf, type TestTable } from './test-support/tables.js';
import {
  blurbs,
  cases,
  compost,
  hostel,
  leaves,
  lettings,
  prints,
} from './test-support/round-twelve.js';
import { candidatePhrases } from './vocabulary.js';

const read = (question: string, table: TestTable) =>
  buildPlan(question, contextOf(question, table));
const planOf = (question: string, table: TestTable) => read(question, table).plan;
const withValues = (question: string, table: TestTable, values: ValueMatch[]) =>
  buildPlan(question, { ...contextOf(question, table), values });

describe('what a ranking word measures (round twelve)', () => {
  it('a word of one measure ranks no column measuring something else', () => {
    // 'bottles' names bottles_per_case, but 'cheapest' only ranks money.
    expect(planOf('cheapest red wine bottles', cases).sort).toEqual({
      column: 'price',
      direction: 'asc',
    });
    // Ranked by no money word, the column named still ranks.
    expect(planOf('Which wine has the most bottles per case?', cases).sort).toEqual({
      column: 'bottles_per_case',
      direction: 'desc',
    });
  });

  it("'What's the …' asks for one record, 'What are the …' for several", () => {
    expect(planOf("What's the cheapest tasting?", cases).limit).toBe(1);
    expect(planOf('What’s the priciest tasting?', cases).limit).toBe(1);
    expect(planOf('What are the cheapest tastings?', cases).limit).toBe(10);
  });
});

describe('a figure and a plus (round twelve)', () => {
  it("'N+ unit' is that figure or more", () => {
    expect(planOf('wines for 6+ seats', cases).filters).toEqual([
      { column: 'seats', op: 'gte', value: 6 },
    ]);
    expect(planOf('rooms with 4+ beds', hostel).filters).toEqual([
      { column: 'beds', op: 'gte', value: 4 },
    ]);
  });

  it("'18+' with no unit stays a value written so", () => {
    expect(planOf('18+ rooms', hostel).filters).toEqual([
      { column: 'ages', op: 'eq', value: '18+' },
    ]);
  });
});

describe('which groups there are (round twelve)', () => {
  it('asked with nothing to rank them by, the groups are listed', () => {
    const colours = planOf('What colours do you stock?', cases);
    expect(colours.operation).toBe('distinct');
    expect(colours.groupBy).toBe('colour');
    // With a ranking, the largest group is the answer.
    const most = planOf('Which colour has the most wines?', cases);
    expect(most.operation).toBe('group');
    expect(most.limit).toBe(1);
    // 'per colour' still groups.
    expect(planOf('average price per colour', cases).operation).toBe('group');
  });
});

describe('a figure inside a value written whole (round twelve)', () => {
  it('is the value, not a figure to compare', () => {
    const bag = withValues('compost in a 40 litre bag', compost, [
      { column: 'bag', value: '40 litre bag', records: 2 },
    ]);
    expect(bag.declined).toBeUndefined();
    expect(bag.plan.filters).toEqual([{ column: 'bag', op: 'eq', value: '40 litre bag' }]);
    // A figure and its unit no value holds is a condition still.
    expect(planOf('wines for 6 seats', cases).filters).toEqual([
      { column: 'seats', op: 'eq', value: 6 },
    ]);
  });
});

describe('words said to be in a column of text (round twelve)', () => {
  it('are the records whose value holds them', () => {
    const winter = read('titles with winter in the blurb', blurbs);
    expect(winter.declined).toBeUndefined();
    expect(winter.plan.filters).toEqual([{ column: 'blurb', op: 'contains', value: 'winter' }]);
    expect(planOf('titles mentioning overnight train in their blurb', blurbs).filters).toEqual([
      { column: 'blurb', op: 'contains', value: 'overnight train' },
    ]);
  });

  it('only after with, mentioning, containing or having', () => {
    // 'the cheapest title in the shop' says nothing is written in the shop's name.
    const cheapest = read('the cheapest title in the shop', blurbs);
    expect(cheapest.plan.filters).toEqual([]);
    expect(cheapest.plan.sort).toEqual({ column: 'price', direction: 'asc' });
  });
});

describe('an adverb whose adjective is a value (round twelve)', () => {
  it('is looked up as the adjective', () => {
    expect(candidatePhrases('How many flats are fully furnished?')).toContain('full');
    expect(candidatePhrases('flats partly furnished')).toContain('part');
    // 'only' is no 'On'.
    expect(candidatePhrases('only flats')).not.toContain('on');
  });

  it('is that value, and the state after it only spells it out', () => {
    const full = withValues('How many flats are fully furnished?', lettings, [
      { column: 'furnished', value: 'Full', records: 2 },
    ]);
    expect(full.declined).toBeUndefined();
    expect(full.plan.filters).toEqual([{ column: 'furnished', op: 'eq', value: 'Full' }]);
    const part = withValues('flats that are partly furnished', lettings, [
      { column: 'furnished', value: 'Part', records: 2 },
    ]);
    expect(part.plan.filters).toEqual([{ column: 'furnished', op: 'eq', value: 'Part' }]);
    // An adverb no value reads leaves its state unread.
    expect(read('How many flats are newly decorated?', lettings).declined).toMatch(/decorated/);
  });
});

describe('the records after the groups a column names (round twelve)', () => {
  it("'What types of tea …' lists the types", () => {
    const types = read('What types of tea do you sell?', leaves);
    expect(types.declined).toBeUndefined();
    expect(types.plan.operation).toBe('distinct');
    expect(types.plan.groupBy).toBe('type');
  });

  it('one figure of a thing no column holds still declines', () => {
    expect(read('What is the price of gold?', leaves).declined).toBeDefined();
  });
});

describe('a verb said not to be, before a yes/no column (round twelve)', () => {
  it("'don't have', 'do not offer' are its no", () => {
    expect(planOf("rooms that don't have an ensuite", hostel).filters).toEqual([
      { column: 'ensuite', op: 'eq', value: 'No' },
    ]);
    expect(planOf('How many rooms do not offer an ensuite?', hostel).filters).toEqual([
      { column: 'ensuite', op: 'eq', value: 'No' },
    ]);
    expect(planOf('rooms with an ensuite', hostel).filters).toEqual([
      { column: 'ensuite', op: 'eq', value: 'Yes' },
    ]);
  });
});

describe("'rated' leading a comparison in (round twelve)", () => {
  it('is part of the condition and ranks nothing', () => {
    const above = planOf('apps rated above 4.3', apps);
    expect(above.filters).toEqual([{ column: 'stars', op: 'gt', value: 4.3 }]);
    // It listed only the best of them, ranked by 'rated'.
    expect(above.sort).toBeNull();
    expect(planOf('apps rated at least 4.5', apps).limit).toBeNull();
    // 'highest rated' still ranks.
    expect(planOf('highest rated app', apps).sort).toEqual({ column: 'stars', direction: 'desc' });
  });
});

describe('codes with a figure in them (round twelve)', () => {
  it('hold no figure to compare', () => {
    // 'A4 or above' compared the price with 4 before.
    expect(numberConditions('jobs on A4 or above')).toEqual([]);
    expect(numberConditions('jobs over 4 copies')).toHaveLength(1);
  });

  it('a value of words has no order to go above in', () => {
    const above = withValues('jobs on A4 or larger', prints, [
      { column: 'paper', value: 'A4', records: 2 },
    ]);
    expect(above.declined).toMatch(/words, not figures/);
    const better = withValues('jobs graded B or better', prints, [
      { column: 'grade', value: 'B', records: 2 },
    ]);
    expect(better.declined).toMatch(/words, not figures/);
    // The value alone is the value.
    const a4 = withValues('jobs on A4', prints, [{ column: 'paper', value: 'A4', records: 2 }]);
    expect(a4.plan.filters).toEqual([{ column: 'paper', op: 'eq', value: 'A4' }]);
  });
});

describe('a common noun describing another word (round twelve)', () => {
  it('is looked up as a value', () => {
    expect(candidatePhrases('remote data jobs')).toContain('data');
    expect(candidatePhrases('How many data roles are open?')).toContain('data');
    // Closing a question, or before a small word, it is the records.
    expect(candidatePhrases('show all data')).not.toContain('data');
    expect(candidatePhrases('data for London')).not.toContain('data');
  });
});
