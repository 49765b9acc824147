import type { QueryPlan } from '@gleaner/shared';
import { describe, expect, it } from 'vitest';
import { buildPlan } from './plan-builder.js';
import { contextFor } from './test-support/books.js';

const plan = (question: string) => buildPlan(question, contextFor(question)).plan;
const only = (p: QueryPlan) => ({
  operation: p.operation,
  filters: p.filters,
  metric: p.metric,
  groupBy: p.groupBy,
  sort: p.sort,
  limit: p.limit,
});

describe('buildPlan: filters', () => {
  it.each([
    ['books by Jane Austen', [{ column: 'author', op: 'eq', value: 'Jane Austen' }]],
    [
      'show me everything written by jane austen',
      [{ column: 'author', op: 'eq', value: 'Jane Austen' }],
    ],
    ['books under £20', [{ column: 'price', op: 'lt', value: 20 }]],
    ['books under 30 pounds', [{ column: 'price', op: 'lt', value: 30 }]],
    ['books that cost at least 15', [{ column: 'price', op: 'gte', value: 15 }]],
    [
      'books priced between £10 and £20',
      [{ column: 'price', op: 'between', value: 10, value2: 20 }],
    ],
    ['books rated above 4', [{ column: 'rating', op: 'gt', value: 4 }]],
    ['books with 4 stars or more', [{ column: 'rating', op: 'gte', value: 4 }]],
    ['poetry books', [{ column: 'category', op: 'eq', value: 'Poetry' }]],
    ['books that are not in stock', [{ column: 'availability', op: 'neq', value: 'In stock' }]],
    ['books published after 1900', [{ column: 'published', op: 'gt', value: '1900-12-31' }]],
    [
      'books published before March 5, 1850',
      [{ column: 'published', op: 'lt', value: '1850-03-05' }],
    ],
    // 'from' a year alone names the year; 'from 1815 on' starts there.
    [
      'books from 1815',
      [{ column: 'published', op: 'between', value: '1815-01-01', value2: '1815-12-31' }],
    ],
    ['books from 1815 onwards', [{ column: 'published', op: 'gte', value: '1815-01-01' }]],
    [
      'fiction books under £15 rated at least 4',
      [
        { column: 'price', op: 'lt', value: 15 },
        { column: 'rating', op: 'gte', value: 4 },
        { column: 'category', op: 'eq', value: 'Fiction' },
      ],
    ],
  ])('%s', (question, filters) => {
    const p = plan(question);
    expect(p.operation).toBe('list');
    expect(p.filters).toEqual(filters);
  });
});

describe('buildPlan: figures', () => {
  it.each([
    ['How many books are there?', 'aggregate', { fn: 'count', column: null }],
    ['how many books by Jane Austen', 'aggregate', { fn: 'count', column: null }],
    ['What is the average price?', 'aggregate', { fn: 'avg', column: 'price' }],
    ['mean rating of poetry books', 'aggregate', { fn: 'avg', column: 'rating' }],
    ['total price of all books', 'aggregate', { fn: 'sum', column: 'price' }],
    ['median price', 'aggregate', { fn: 'median', column: 'price' }],
    ['what is the highest price', 'aggregate', { fn: 'max', column: 'price' }],
    ['What is the lowest rating?', 'aggregate', { fn: 'min', column: 'rating' }],
    ['maximum price of travel books', 'aggregate', { fn: 'max', column: 'price' }],
  ])('%s', (question, operation, metric) => {
    const p = plan(question);
    expect(p.operation).toBe(operation);
    expect(p.metric).toEqual(metric);
  });
});

describe('buildPlan: groups, rankings, shares, comparisons', () => {
  it('average price per category', () => {
    expect(only(plan('average price per category'))).toMatchObject({
      operation: 'group',
      groupBy: 'category',
      metric: { fn: 'avg', column: 'price' },
      sort: { column: 'value', direction: 'desc' },
    });
  });
  it('number of books by author', () => {
    expect(only(plan('number of books by author'))).toMatchObject({
      operation: 'group',
      groupBy: 'author',
      metric: { fn: 'count', column: null },
    });
  });
  it('which author has the most books', () => {
    expect(only(plan('Which author has the most books?'))).toMatchObject({
      operation: 'group',
      groupBy: 'author',
      metric: { fn: 'count', column: null },
      sort: { direction: 'desc' },
      limit: 1,
    });
  });
  it('which category has the lowest average rating', () => {
    expect(only(plan('which category has the lowest average rating'))).toMatchObject({
      operation: 'group',
      groupBy: 'category',
      metric: { fn: 'avg', column: 'rating' },
      sort: { direction: 'asc' },
      limit: 1,
    });
  });
  it.each([
    ['top 5 most expensive books', { column: 'price', direction: 'desc' }, 5],
    ['the 3 cheapest books', { column: 'price', direction: 'asc' }, 3],
    ['cheapest book', { column: 'price', direction: 'asc' }, 1],
    ['most expensive book by Jane Austen', { column: 'price', direction: 'desc' }, 1],
    ['highest rated book', { column: 'rating', direction: 'desc' }, 1],
    ['bottom 2 books by rating', { column: 'rating', direction: 'asc' }, 2],
    ['top ten books by price', { column: 'price', direction: 'desc' }, 10],
  ])('%s', (question, sort, limit) => {
    const p = plan(question);
    expect(p.operation).toBe('list');
    expect(p.sort).toEqual(sort);
    expect(p.limit).toBe(limit);
  });
  it('books sorted by price ascending', () => {
    expect(only(plan('poetry books sorted by price ascending'))).toMatchObject({
      operation: 'list',
      sort: { column: 'price', direction: 'asc' },
      limit: null,
    });
  });
  it.each([
    ['list all categories', 'category'],
    ['What are the different authors?', 'author'],
    ['how many different authors are there', 'author'],
    ['unique availability values', 'availability'],
  ])('%s', (question, column) => {
    expect(only(plan(question))).toMatchObject({ operation: 'distinct', groupBy: column });
  });
  it('what share of books are in stock', () => {
    expect(only(plan('What share of books are in stock?'))).toMatchObject({
      operation: 'share',
      groupBy: null,
      filters: [{ column: 'availability', op: 'eq', value: 'In stock' }],
    });
  });
  it('percentage of books per category', () => {
    expect(only(plan('percentage of books per category'))).toMatchObject({
      operation: 'share',
      groupBy: 'category',
    });
  });
  it('compare the average price of poetry and travel', () => {
    const p = plan('Compare the average price of Poetry and Travel');
    expect(p.operation).toBe('compare');
    expect(p.compare).toEqual({ column: 'category', values: ['Poetry', 'Travel'] });
    expect(p.metric).toEqual({ fn: 'avg', column: 'price' });
  });
  it('difference in rating between fiction vs travel', () => {
    const p = plan('difference in rating between Fiction vs Travel');
    expect(p.operation).toBe('compare');
    expect(p.metric).toEqual({ fn: 'avg', column: 'rating' });
  });
  it('how many poetry books vs travel books', () => {
    const p = plan('how many Poetry books vs Travel books');
    expect(p.operation).toBe('compare');
    expect(p.metric).toEqual({ fn: 'count', column: null });
  });
});

describe('buildPlan: unclear questions', () => {
  it('a question that names nothing is not understood', () => {
    const built = buildPlan('tell me something nice', contextFor('tell me something nice'));
    expect(built.understood).toBe(false);
  });
  it('a figure over no named column offers the other number columns', () => {
    const built = buildPlan('what is the average', contextFor('what is the average'));
    expect(built.plan.metric).toEqual({ fn: 'avg', column: 'price' });
    expect(built.alternatives.map((a) => a.plan.metric.column)).toEqual(['rating']);
    // Each alternative is a question that reads as its plan.
    const again = buildPlan(
      built.alternatives[0]!.question,
      contextFor(built.alternatives[0]!.question),
    );
    expect(again.plan.metric).toEqual({ fn: 'avg', column: 'rating' });
  });
  it('a bare number with two number columns offers the other column', () => {
    const built = buildPlan('books under 5', contextFor('books under 5'));
    expect(built.plan.filters).toEqual([{ column: 'price', op: 'lt', value: 5 }]);
    expect(built.alternatives[0]?.plan.filters).toEqual([{ column: 'rating', op: 'lt', value: 5 }]);
  });
});
