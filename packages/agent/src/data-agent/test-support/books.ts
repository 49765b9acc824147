import type { DataColumn } from '@gleaner/shared';
import { candidatePhrases } from '../vocabulary.js';
import type { PlanContext, ValueMatch } from '../plan-builder.js';

export const books: Record<string, unknown>[] = [
  {
    title: 'Pride and Prejudice',
    author: 'Jane Austen',
    price: '£12.50',
    rating: 5,
    category: 'Fiction',
    availability: 'In stock',
    published: '1813-01-28',
  },
  {
    title: 'Emma',
    author: 'Jane Austen',
    price: '£9.99',
    rating: 4,
    category: 'Fiction',
    availability: 'In stock',
    published: '1815-12-23',
  },
  {
    title: 'Persuasion',
    author: 'Jane Austen',
    price: '£22.00',
    rating: 4,
    category: 'Fiction',
    availability: 'Out of stock',
    published: '1817-12-20',
  },
  {
    title: 'Leaves of Grass',
    author: 'Walt Whitman',
    price: '£31.20',
    rating: 3,
    category: 'Poetry',
    availability: 'In stock',
    published: '1855-07-04',
  },
  {
    title: 'The Road',
    author: 'Cormac McCarthy',
    price: '£18.75',
    rating: 4,
    category: 'Fiction',
    availability: 'In stock',
    published: '2006-09-26',
  },
  {
    title: 'Into the Wild',
    author: 'Jon Krakauer',
    price: '£15.00',
    rating: 3,
    category: 'Travel',
    availability: 'In stock',
    published: '1996-01-13',
  },
  {
    title: 'In Patagonia',
    author: 'Bruce Chatwin',
    price: '£27.40',
    rating: 5,
    category: 'Travel',
    availability: 'Out of stock',
    published: '1977-10-01',
  },
  {
    title: 'Ariel',
    author: 'Sylvia Plath',
    price: '£8.00',
    rating: 5,
    category: 'Poetry',
    availability: 'In stock',
    published: '1965-03-01',
  },
];

export const bookColumns: DataColumn[] = [
  { key: 'title', kind: 'text', unit: null, filled: 8, distinct: 8 },
  { key: 'author', kind: 'category', unit: null, filled: 8, distinct: 6 },
  { key: 'price', kind: 'number', unit: '£', filled: 8, distinct: 8 },
  { key: 'rating', kind: 'number', unit: null, filled: 8, distinct: 8 },
  { key: 'category', kind: 'category', unit: null, filled: 8, distinct: 3 },
  { key: 'availability', kind: 'category', unit: null, filled: 8, distinct: 2 },
  { key: 'published', kind: 'date', unit: null, filled: 8, distinct: 8 },
];

/** The server's value look-up, in memory: text values equal to a phrase of the question. */
export function contextFor(question: string, records = books, columns = bookColumns): PlanContext {
  const phrases = new Set(candidatePhrases(question));
  const found = new Map<string, ValueMatch>();
  for (const record of records) {
    for (const column of columns) {
      if (column.kind === 'number' || column.kind === 'date') continue;
      const raw = record[column.key];
      const items = Array.isArray(raw) ? raw : [raw];
      for (const item of items) {
        if (typeof item !== 'string' || !phrases.has(item.toLowerCase())) continue;
        const key = `${column.key}\u0000${item}`;
        const seen = found.get(key);
        found.set(key, { column: column.key, value: item, records: (seen?.records ?? 0) + 1 });
      }
    }
  }
  return {
    columns,
    values: [...found.values()],
    total: records.length,
    reference: new Date('2026-06-15T12:00:00Z'),
  };
}
