import type { DataColumn } from '@gleaner/shared';
import { describe, expect, it } from 'vitest';
import { buildPlan } from './plan-builder.js';
import { suggestedPrompts } from './suggested-prompts.js';
import { bookColumns, contextFor } from './test-support/books.js';

const quoteColumns: DataColumn[] = [
  { key: 'tags', kind: 'list', unit: null, filled: 12, distinct: 6 },
  { key: 'text', kind: 'category', unit: null, filled: 12, distinct: 12 },
  { key: 'author', kind: 'category', unit: null, filled: 12, distinct: 5 },
];

describe('suggested prompts', () => {
  it('writes four prompts in each category from the columns, grouping by the fewest-valued column', () => {
    const categories = suggestedPrompts(bookColumns, { column: 'category', value: 'Poetry' });
    expect(categories.map((c) => [c.title, c.prompts.length])).toEqual([
      ['Data Analysis', 4],
      ['Data Querying', 4],
      ['Insights', 4],
    ]);
    expect(categories[0]?.prompts).toContain('Average price per availability');
    expect(suggestedPrompts(quoteColumns)[2]?.prompts[0]).toBe(
      'Which author has the most records?',
    );
  });
  it.each([
    ['books', bookColumns],
    ['quotes', quoteColumns],
  ] as const)('every %s prompt reads as a plan', (_name, columns) => {
    for (const prompt of suggestedPrompts(columns).flatMap((c) => c.prompts)) {
      const built = buildPlan(prompt, { ...contextFor(prompt), columns });
      expect(built.understood, prompt).toBe(true);
    }
  });
});
