import { describe, expect, it } from 'vitest';
import { buildPlan } from './plan-builder.js';
import { contextOf, type TestTable } from './test-support/tables.js';
import {
  galleries,
  lending,
  menu,
  photos,
  ponies,
  repairs,
  tools,
  tyres,
} from './test-support/round-thirteen.js';
import { candidatePhrases } from './vocabulary.js';
import { dateConditions } from './dates.js';

const read = (question: string, table: TestTable) =>
  buildPlan(question, contextOf(question, table));
const planOf = (question: string, table: TestTable) => read(question, table).plan;

describe('a comparative after a figure (round thirteen)', () => {
  it("'N or older' is that figure or more, 'N or lighter' that figure or less", () => {
    expect(planOf('ponies aged 10 or older', ponies).filters).toEqual([
      { column: 'age', op: 'gte', value: 10 },
    ]);
    expect(planOf('ponies 300 kg or lighter', ponies).filters).toEqual([
      { column: 'weight', op: 'lte', value: 300 },
    ]);
    expect(planOf('ponies of 12 years or younger', ponies).filters).toEqual([
      { column: 'age', op: 'lte', value: 12 },
    ]);
  });

  it("'or more' and a plain figure read as before", () => {
    expect(planOf('ponies aged 10 or more', ponies).filters).toEqual([
      { column: 'age', op: 'gte', value: 10 },
    ]);
    expect(planOf('ponies over 300 kg', ponies).filters).toEqual([
      { column: 'weight', op: 'gt', value: 300 },
    ]);
  });
});

describe("an age said with 'old' (round thirteen)", () => {
  it("'under 5 years old' is an age below 5, 'old' asking nothing more", () => {
    const young = read('ponies under 5 years old', ponies);
    expect(young.declined).toBeUndefined();
    expect(young.plan.filters).toEqual([{ column: 'age', op: 'lt', value: 5 }]);
  });
});

describe('a state asked to be possible (round thirteen)', () => {
  it("'can be hired' is the tools not hired yet", () => {
    expect(planOf('Which tools can be hired?', tools).filters).toEqual([
      { column: 'status', op: 'neq', value: 'Hired' },
    ]);
    expect(planOf('tools yet to be hired', tools).filters).toEqual([
      { column: 'status', op: 'neq', value: 'Hired' },
    ]);
  });

  it('the state said of the records is that state still', () => {
    expect(planOf('Which tools are hired?', tools).filters).toEqual([
      { column: 'status', op: 'eq', value: 'Hired' },
    ]);
  });
});

describe('a blank cell asked for (round thirteen)', () => {
  it("'un' before a form of a column's word is that column blank", () => {
    expect(planOf('unrated photos', photos).filters).toEqual([
      { column: 'rating', op: 'blank', value: '' },
    ]);
  });

  it("'no' before a column of words, or of figures never 0, is that column blank", () => {
    expect(planOf('photos with no photographer', photos).filters).toEqual([
      { column: 'photographer', op: 'blank', value: '' },
    ]);
    expect(planOf('photos with no rating', photos).filters).toEqual([
      { column: 'rating', op: 'blank', value: '' },
    ]);
  });

  it("a count that may be 0 is 0 when there are 'no' of it, as before", () => {
    expect(planOf('photos with no likes', photos).filters).toEqual([
      { column: 'likes', op: 'eq', value: 0 },
    ]);
  });
});

describe("'who' ranked by how many (round thirteen)", () => {
  it('groups by the people a form of the verb names', () => {
    const plan = planOf('Who borrowed the most books?', lending);
    expect(plan.operation).toBe('group');
    expect(plan.groupBy).toBe('borrower');
    expect(plan.sort).toEqual({ column: 'value', direction: 'desc' });
  });

  it("'which' and a noun no column names before the verb ranks the same people", () => {
    expect(planOf('Which reader borrowed the most books?', lending)).toMatchObject({
      operation: 'group',
      groupBy: 'borrower',
    });
    // A noun a column names is what is asked for: not grouped by the borrowers.
    expect(planOf('Which book was borrowed the most?', lending).groupBy).not.toBe('borrower');
  });

  it("'which' and 'per' read as before", () => {
    expect(planOf('Which branch has the most loans?', lending).groupBy).toBe('branch');
    expect(planOf('average days out per branch', lending).groupBy).toBe('branch');
  });
});

describe('a value written with a slash (round thirteen)', () => {
  it('is looked up whole, and its words apart as before', () => {
    const phrases = candidatePhrases('tyres in 205/55 R16');
    expect(phrases).toContain('205/55 r16');
    expect(phrases).toContain('r16');
    expect(candidatePhrases('red or white wine')).not.toContain('red/white');
  });

  it('finds the records holding it', () => {
    expect(planOf('tyres in 205/55 R16', tyres).filters).toEqual([
      { column: 'size', op: 'eq', value: '205/55 R16' },
    ]);
  });
});

describe('words that only say what a listing is (round thirteen)', () => {
  it("'for hire' closing a question reads nothing", () => {
    const cheapest = read('cheapest tool for hire', tools);
    expect(cheapest.declined).toBeUndefined();
    expect(cheapest.plan.sort).toEqual({ column: 'day_rate', direction: 'asc' });
    expect(cheapest.plan.filters).toEqual([]);
    const heaviest = read('heaviest pony for sale', ponies);
    expect(heaviest.declined).toBeUndefined();
    expect(heaviest.plan.sort).toEqual({ column: 'weight', direction: 'desc' });
  });

  it("'marked' before a value only leads it in", () => {
    const marked = read('How many tyres are marked discontinued?', tyres);
    expect(marked.declined).toBeUndefined();
    expect(marked.plan.filters).toEqual([{ column: 'status', op: 'eq', value: 'Discontinued' }]);
    // With no value after it, 'marked' is still a state nothing reads.
    expect(read('How many tyres are marked?', tyres).declined).toMatch(/marked/);
  });
});

describe('a value in brackets after words that say it (round thirteen)', () => {
  it('reads the words as the value', () => {
    const golden = read('How many ponies are golden (Palomino)?', ponies);
    expect(golden.declined).toBeUndefined();
    expect(golden.plan.filters).toEqual([{ column: 'colour', op: 'eq', value: 'Palomino' }]);
  });

  it('the words with no value in brackets are still unread', () => {
    expect(read('How many ponies are golden?', ponies).declined).toMatch(/golden/);
  });
});

describe('groups said to be doing what the records are (round thirteen)', () => {
  it("'Which branches are lending?' lists the branches", () => {
    const lending_ = read('Which branches are lending?', lending);
    expect(lending_.declined).toBeUndefined();
    expect(lending_.plan).toMatchObject({ operation: 'distinct', groupBy: 'branch' });
  });

  it('a verb that does not close the question is still a state nothing reads', () => {
    expect(read('Which branches are closing soon?', lending).declined).toMatch(/closing/);
  });
});

describe("'this week' (round thirteen)", () => {
  it('is the week from Monday to Sunday', () => {
    // A Thursday, and a Sunday closing its week.
    for (const day of ['2026-03-12T12:00:00Z', '2026-03-15T12:00:00Z'])
      expect(dateConditions('deliveries due this week', new Date(day))[0]).toMatchObject({
        op: 'between',
        value: '2026-03-09',
        value2: '2026-03-15',
      });
  });
});

describe("'been … longest' (round thirteen)", () => {
  it('is how long ago a state began: the earliest day first', () => {
    expect(planOf('Which car has been in the garage longest?', repairs).sort).toEqual({
      column: 'checked_in',
      direction: 'asc',
    });
    expect(planOf('Which car has been waiting the shortest?', repairs).sort).toEqual({
      column: 'checked_in',
      direction: 'desc',
    });
  });

  it("'longest' of a length of time ranks it, as before", () => {
    expect(planOf('Which car needs the longest labour?', repairs).sort).toEqual({
      column: 'labour',
      direction: 'desc',
    });
  });
});

describe("'busiest' and 'quietest' (round thirteen)", () => {
  it('rank by a count of what comes through, never a measure of each visit', () => {
    expect(planOf('Which gallery is the busiest?', galleries).sort).toEqual({
      column: 'daily_visitors',
      direction: 'desc',
    });
    expect(planOf('quietest gallery', galleries).sort).toEqual({
      column: 'daily_visitors',
      direction: 'asc',
    });
  });

  it('decline where nothing counts who comes through', () => {
    expect(read('busiest pony', ponies).declined).toMatch(/busiest/);
  });
});

describe("'not' and a verb before a value, or closing on its participle (round thirteen)", () => {
  it("'not borrowed by M. Okafor' is every other borrower", () => {
    expect(planOf('books not borrowed by M. Okafor', lending).filters).toEqual([
      { column: 'borrower', op: 'neq', value: 'M. Okafor' },
    ]);
    expect(planOf('books borrowed by M. Okafor', lending).filters).toEqual([
      { column: 'borrower', op: 'eq', value: 'M. Okafor' },
    ]);
  });

  it("'not from' a value is every other value", () => {
    expect(planOf('books not from Quayside', lending).filters).toEqual([
      { column: 'branch', op: 'neq', value: 'Quayside' },
    ]);
  });

  it("'not rated yet' is the rating left blank", () => {
    expect(planOf('photos not rated yet', photos).filters).toEqual([
      { column: 'rating', op: 'blank', value: '' },
    ]);
  });
});

describe('a money word after a column of no figures (round thirteen)', () => {
  it("'average delivery cost' is the delivery's, which holds none: it declines", () => {
    expect(read('average delivery cost', menu).declined).toMatch(/delivery holds no figures/);
  });

  it("the records' own cost, or the price named, is the price as before", () => {
    expect(planOf('average dish cost', menu).metric).toEqual({ fn: 'avg', column: 'price' });
    expect(planOf('average price', menu).metric).toEqual({ fn: 'avg', column: 'price' });
  });
});
