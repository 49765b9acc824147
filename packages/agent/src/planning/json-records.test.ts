import { describe, expect, it } from 'vitest';
import { jsonRecords } from './json-records.js';

describe('jsonRecords', () => {
  it('reads a top-level list of objects as records', () => {
    const found = jsonRecords('[{"title":"Emma","price":12.5},{"title":"Persuasion","price":9}]');
    expect(found).toEqual({
      where: 'the top level',
      fields: ['title', 'price'],
      records: [
        { title: 'Emma', price: 12.5 },
        { title: 'Persuasion', price: 9 },
      ],
    });
  });

  it('finds the longest list inside an envelope and flattens nested objects and lists', () => {
    const found = jsonRecords(
      JSON.stringify({
        meta: { pages: [{ n: 1 }] },
        data: {
          books: [
            { title: 'Emma', author: { name: 'Austen' }, tags: ['classic', 'novel'], ok: true },
            { title: 'Ulysses', author: { name: 'Joyce' }, tags: [], ok: false },
          ],
        },
      }),
    );
    expect(found?.where).toBe('data.books');
    expect(found?.fields).toEqual(['title', 'author.name', 'tags', 'ok']);
    expect(found?.records[0]).toEqual({
      title: 'Emma',
      'author.name': 'Austen',
      tags: ['classic', 'novel'],
      ok: 'true',
    });
  });

  it('has nothing for text that is not JSON or holds no object', () => {
    expect(jsonRecords('<html></html>')).toBeNull();
    expect(jsonRecords('[1, 2, 3]')).toBeNull();
    expect(jsonRecords('{"name":"one"}')).toEqual({
      where: 'the document',
      fields: ['name'],
      records: [{ name: 'one' }],
    });
  });
});
